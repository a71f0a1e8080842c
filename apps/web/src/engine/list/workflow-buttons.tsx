import { Button } from '@mui/material';
import type { WorkflowActionDef } from '@app/shared';
import { useState } from 'react';
import { useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { NoteDialog } from '../../components/dialogs/note-dialog.tsx';
import { useAppDataProvider } from '../use-app-data-provider.ts';
import { useResourceDef } from '../use-resource-def.ts';
import { availableActions } from './workflow-buttons-logic.ts';

/**
 * A status change is a small button shown only in the states that allow it (DESIGN.md, react-admin demo);
 * it asks a yes/no confirmation or a reason, as the definition declares.
 */
export function WorkflowButtons() {
  const record = useRecordContext();
  const { def, resource } = useResourceDef();
  const { permissions } = usePermissions<string[]>();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useTranslate();
  const [asking, setAsking] = useState<WorkflowActionDef | null>(null);
  if (!record || !def?.status || !def.actions?.length) return null;
  const actions = availableActions(def.actions, record[def.status.field], def.permission, permissions ?? []);
  if (!actions.length) return null;

  const run = async (action: WorkflowActionDef, reason?: string) => {
    const { msg } = await dataProvider.runAction(resource, record.id, action.name, reason);
    notify(msg || 'engine.action_done', { type: 'success' });
    refresh();
  };

  return (
    <span onClick={(e) => e.stopPropagation()} style={{ display: 'inline-flex', gap: 4 }}>
      {actions.map((a) => (
        <Button key={a.name} size="small" variant="outlined" onClick={() => setAsking(a)} data-testid={`action-${a.name}`}>
          {a.label}
        </Button>
      ))}
      {asking?.ask === 'confirm' && (
        <ConfirmDialog open title={asking.label} message={t('dialog.confirm_default')} onConfirm={() => run(asking)} onClose={() => setAsking(null)} />
      )}
      {asking?.ask === 'reason' && (
        <NoteDialog open title={asking.label} reasons={asking.reasons} onAccept={({ text }) => run(asking, text)} onClose={() => setAsking(null)} />
      )}
    </span>
  );
}
