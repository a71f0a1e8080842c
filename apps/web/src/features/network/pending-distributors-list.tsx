import { Button } from '@mui/material';
import HowToReg from '@mui/icons-material/HowToReg';
import { formatDateTime } from '@app/shared';
import { useState } from 'react';
import {
  Datagrid, FunctionField, List, SearchInput, TextField, useNotify, useRecordContext, useRefresh, useTranslate,
} from 'react-admin';
import { emit } from '../../app-events.ts';
import { AccessGuard } from '../../engine/access-guard.tsx';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { ListEmpty } from '../../engine/list/list-empty.tsx';
import { activateDistributor } from './api.ts';

function ActivateButton() {
  const record = useRecordContext();
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const activate = async () => {
    const res = await activateDistributor(record.id);
    notify(res.msg || 'pages.pending.activated', { type: 'success' });
    emit('data-changed', { resource: 'pending-distributors' });
    refresh();
  };
  return (
    <>
      <Button size="small" variant="contained" startIcon={<HowToReg />} onClick={() => setOpen(true)} data-testid="activate-button">
        {t('pages.pending.activate')}
      </Button>
      <ConfirmDialog open={open} title={t('pages.pending.activate')} message={t('pages.pending.confirm', { name: record.name })}
        confirmLabel={t('pages.pending.activate')} onConfirm={activate} onClose={() => setOpen(false)} />
    </>
  );
}

/** `/admin/pending-distributors`: self-registered distributors waiting for an admin to activate them. */
export default function PendingDistributorsList() {
  return (
    <AccessGuard resource="pending-distributors" action="list">
      <PendingDistributorsView />
    </AccessGuard>
  );
}

function PendingDistributorsView() {
  const t = useTranslate();
  return (
    <List resource="pending-distributors" filters={[<SearchInput key="q" source="q" alwaysOn placeholder={t('engine.search')} />]}
      sort={{ field: 'created_at', order: 'DESC' }} empty={false} exporter={false} title={t('pages.pending.title')}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<ListEmpty />}>
        <TextField source="name" sortable={false} />
        <TextField source="username" sortable={false} />
        <TextField source="email" sortable={false} />
        <TextField source="phone" sortable={false} />
        <FunctionField source="created_at" sortable={false} render={(r: { created_at?: string }) => formatDateTime(r.created_at)} />
        <ActivateButton />
      </Datagrid>
    </List>
  );
}
