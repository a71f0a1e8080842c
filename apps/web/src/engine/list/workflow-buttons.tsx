import { Button } from '@mui/material';
import { formatMoney, type WorkflowActionDef } from '@app/shared';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useSession } from '../../lib/use-session.ts';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { NoteDialog } from '../../components/dialogs/note-dialog.tsx';
import type { ActionBody } from '../../data-provider.ts';
import { useResourceExtension } from '../resource-extensions-context.tsx';
import { useAppDataProvider } from '../use-app-data-provider.ts';
import { useResourceDef } from '../use-resource-def.ts';
import { useRefreshAfterAction } from '../use-refresh-after-action.ts';
import { BlockedAction } from './blocked-action.tsx';
import { availableActions, missingNeed, noteBody } from './workflow-buttons-logic.ts';

/**
 * A status change is a small button shown only in the states that allow it (DESIGN.md, react-admin demo);
 * it asks a yes/no confirmation or a reason, as the definition declares, or opens the resource's own dialog
 * when the action needs more (the credentials of a hand-fulfilled request).
 */
export function WorkflowButtons() {
  const record = useRecordContext();
  const { def, resource, path } = useResourceDef();
  // from the session, as the auth provider answers them: a list renders these buttons once per row
  const profile = useSession()?.profile;
  const permissions = profile?.permissions;
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefreshAfterAction();
  const t = useTranslate();
  const [asking, setAsking] = useState<WorkflowActionDef | null>(null);
  const ownDialogs = useResourceExtension(path)?.actionDialogs;
  if (!record || !def?.status || !def.actions?.length) return null;
  const isOwner = !!def.ownerField && profile?.id !== undefined && record[def.ownerField] === profile.id;
  const actions = availableActions(def.actions, record[def.status.field], def.permission, permissions ?? [], isOwner);
  if (!actions.length) return null;
  const OwnDialog = asking ? ownDialogs?.[asking.name] : undefined;
  // say what is about to change: the record and, for money documents, how much
  const moneyField = def.fields.find((f) => f.kind === 'money' && f.list && typeof record[f.name] === 'number');
  const confirmMessage = asking && t('engine.confirm_action', {
    action: asking.label,
    resource: def.label.one.toLowerCase(),
    id: record.id,
    amount: moneyField ? t('engine.confirm_amount', { amount: formatMoney(record[moneyField.name] as number) }) : '',
  });

  const run = async (action: WorkflowActionDef, body?: ActionBody) => {
    const { msg } = await dataProvider.runAction(resource, record.id, action.name, body);
    notify(msg || 'engine.action_done', { type: 'success' });
    refresh();
  };

  return (
    <span onClick={(e) => e.stopPropagation()} style={{ display: 'inline-flex', gap: 4 }}>
      {actions.map((a) => {
        const needs = missingNeed(a, record);
        if (needs) return <BlockedAction key={a.name} action={a} needs={needs} record={record} resource={path} />;
        return (
          <Button key={a.name} size="small" variant="outlined" onClick={() => setAsking(a)} data-testid={`action-${a.name}`}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {a.label}
          </Button>
        );
      })}
      {asking && OwnDialog && (
        <OwnDialog title={asking.label} record={record} onSubmit={(body) => run(asking, body)} onClose={() => setAsking(null)} />
      )}
      {asking?.ask === 'confirm' && !OwnDialog && (
        <ConfirmDialog open title={asking.label} message={confirmMessage} onConfirm={() => run(asking)} onClose={() => setAsking(null)} />
      )}
      {asking?.ask === 'reason' && !OwnDialog && (
        <NoteDialog open title={asking.label} reasons={asking.reasons}
          onAccept={(result) => run(asking, noteBody(result))} onClose={() => setAsking(null)} />
      )}
    </span>
  );
}
