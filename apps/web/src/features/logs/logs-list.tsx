import { Button, Popover } from '@mui/material';
import { formatDateTime, RESOURCES } from '@app/shared';
import { useState } from 'react';
import { Datagrid, FunctionField, List, SelectInput, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { AccessGuard } from '../../engine/access-guard.tsx';
import { ChangesTable } from '../../components/log-viewer.tsx';
import { parseChanges } from '../../components/log-changes.ts';
import { ListEmpty } from '../../engine/list/list-empty.tsx';
import { ListPager } from '../../components/list-pager.tsx';

function ChangesCell() {
  const record = useRecordContext();
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!record || !parseChanges(record.changes).length) return null;
  const resource = RESOURCES.some((r) => r.name === record.object_type) ? String(record.object_type) : undefined;
  return (
    <>
      <Button size="small" onClick={(e) => setAnchor(e.currentTarget)}>{t('pages.logs.view_changes')}</Button>
      <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <div style={{ padding: 8, maxWidth: 560 }}><ChangesTable changes={record.changes} resource={resource} /></div>
      </Popover>
    </>
  );
}

/** `/admin/logs`: the company's audit log, filterable by record type and user. */
export default function LogsList() {
  return (
    <AccessGuard resource="logs" action="list">
      <LogsView />
    </AccessGuard>
  );
}

function LogsView() {
  const t = useTranslate();
  const types = [...RESOURCES.map((r) => ({ id: r.name, name: r.label.many })), { id: 'user', name: 'Usuarios' }];
  const filters = [
    <SelectInput key="object_type" source="object_type" choices={types} alwaysOn />,
    <TextInput key="user_name" source="user_name" alwaysOn />,
  ];
  return (
    <List resource="logs" filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={50} empty={false}
      exporter={false} pagination={<ListPager />} title={t('pages.logs.title')}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<ListEmpty />}>
        <FunctionField source="created_at" sortable={false} render={(r: { created_at?: string }) => formatDateTime(r.created_at)} />
        <TextField source="user_name" sortable={false} />
        <FunctionField source="object_type" sortable={false}
          render={(r: { object_type?: string }) => RESOURCES.find((d) => d.name === r.object_type)?.label.one ?? r.object_type} />
        <TextField source="object_id" sortable={false} />
        <TextField source="text" sortable={false} />
        <FunctionField source="changes" sortable={false} render={() => <ChangesCell />} />
      </Datagrid>
    </List>
  );
}
