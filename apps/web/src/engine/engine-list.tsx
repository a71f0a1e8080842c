import { Datagrid, FunctionField, List, useCanAccess, useCreatePath, useTranslate, type RaRecord } from 'react-admin';
import { formatDateTime } from '@app/shared';
import { AccessGuard } from './access-guard.tsx';
import { FilterChips } from './list/filter-chips.tsx';
import { EngineListActions } from './list/list-actions.tsx';
import { columnsFor } from './list/list-columns.tsx';
import { listFilters } from './list/list-filters.tsx';
import { RowActions } from './list/row-actions.tsx';
import { useResourceDef } from './use-resource-def.ts';

/**
 * `/admin/{r}` (and status lists such as `/admin/order-draft`): server-paginated, sortable, filterable with
 * chips, exportable; rows open the record under its base resource.
 */
export default function EngineList() {
  const { resource } = useResourceDef();
  return (
    <AccessGuard resource={resource} action="list">
      <EngineListView />
    </AccessGuard>
  );
}

function EngineListView() {
  const { def, resource, path } = useResourceDef();
  const t = useTranslate();
  const createPath = useCreatePath();
  const { canAccess: canCreate } = useCanAccess({ resource: path, action: 'create' });
  if (!def) return null;
  const filters = listFilters(def, resource, t);
  // every record opens at /{id} (spec §2): the form, or the view of a detail-only screen
  const rowClick = (id: RaRecord['id']) => createPath({ resource: path, id, type: 'edit' });

  return (
    <List
      resource={resource}
      filters={filters}
      sort={{ field: def.defaultOrder.field, order: def.defaultOrder.direction }}
      perPage={25}
      actions={<EngineListActions hasFilters={filters.length > 1} canCreate={!def.readOnly && !!canCreate && resource === path} />}
      empty={false}
      storeKey={`${resource}.list`}
    >
      <FilterChips def={def} resource={resource} />
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        {columnsFor(def)}
        {def.defaultOrder.field === 'created_at' && !def.fields.some((f) => f.name === 'created_at') && (
          <FunctionField source="created_at" sx={{ whiteSpace: 'nowrap' }} render={(r: RaRecord) => formatDateTime(r.created_at)} />
        )}
        <RowActions label={t('engine.actions')} sortable={false} textAlign="right" />
      </Datagrid>
    </List>
  );
}
