import { IconButton, Tooltip } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useSession } from '../../lib/use-session.ts';
import { canAccessResource } from '../access.ts';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { useResourceDef } from '../use-resource-def.ts';

/**
 * Row delete, always behind the confirm dialog. A list renders one per row: the permission is read from the session
 * (the rule the auth provider applies, which no record changes) and the dialog is mounted once it is first asked for.
 */
export function DeleteRowButton() {
  const record = useRecordContext();
  const { resource } = useResourceDef();
  const canAccess = canAccessResource(useSession()?.profile.permissions ?? [], resource, 'delete');
  const [deleteOne] = useDelete();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  // stays mounted after its first opening, so that it can fade out when closed
  const [asked, setAsked] = useState(false);
  if (!record || !canAccess) return null;
  const confirm = async () => {
    await deleteOne(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
    notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
    refresh();
  };
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Tooltip title={t('ra.action.delete')}>
        <IconButton size="small" color="error" onClick={() => { setAsked(true); setOpen(true); }} aria-label={t('ra.action.delete')} data-testid="row-delete">
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
      {asked && <ConfirmDialog
        open={open}
        title={t('ra.action.delete')}
        message={t('ra.message.delete_content')}
        confirmLabel={t('ra.action.delete')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />}
    </span>
  );
}
