import { IconButton, Tooltip } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useCanAccess, useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { useResourceDef } from '../use-resource-def.ts';

/** Row delete, always behind the confirm dialog. */
export function DeleteRowButton() {
  const record = useRecordContext();
  const { resource } = useResourceDef();
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  const [deleteOne] = useDelete();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record || !canAccess) return null;
  const confirm = async () => {
    await deleteOne(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
    notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
    refresh();
  };
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Tooltip title={t('ra.action.delete')}>
        <IconButton size="small" color="error" onClick={() => setOpen(true)} aria-label={t('ra.action.delete')} data-testid="row-delete">
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title={t('ra.action.delete')}
        message={t('ra.message.delete_content')}
        confirmLabel={t('ra.action.delete')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
