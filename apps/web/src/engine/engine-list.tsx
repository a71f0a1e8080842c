import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, List, useCanAccess, useCreatePath, useTranslate, type RaRecord } from 'react-admin';
import { formatDateTime, listCard } from '@app/shared';
import type { ReactElement } from 'react';
import type { ResourceExtension } from './extension-types.ts';
import { useResourceExtension } from './resource-extensions-context.tsx';
import { AccessGuard } from './access-guard.tsx';
import { FilterChips } from './list/filter-chips.tsx';
import { EngineListActions } from './list/list-actions.tsx';
import { ListPagination } from './list/list-pagination.tsx';
import { ListEmpty } from './list/list-empty.tsx';
import { columnsFor } from './list/list-columns.tsx';
import { ListCards } from './list/list-cards.tsx';
import { listFilters } from './list/list-filters.tsx';
import { RowActions } from './list/row-actions.tsx';
import { useResourceDef } from './use-resource-def.ts';
import { useSession } from '../lib/use-session.ts';
import { hasPermission } from '../session.ts';

/**
 * react-admin floats the selected rows' toolbar above the list, out of the card; the list's content scrolls
 * sideways (theme.ts), which clips anything outside it. So the toolbar opens inside the card, above the header.
 */
const BULK_TOOLBAR_IN_CARD = {
  '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { position: 'relative', transform: 'none' },
};

/**
 * A wide list scrolls sideways inside its card; the actions column stays pinned at the right edge so Aprobar or
 * Renovar is in reach without scrolling (at 1366 px a consignment's columns already fill the screen).
 */
const ACTIONS_PINNED = {
  // not on a phone: there the pinned buttons would cover most of the row
  '@media (min-width: 900px)': {
    '& th:last-of-type, & td:last-of-type': {
      position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', boxShadow: '-6px 0 6px -6px rgba(0,0,0,0.25)',
    },
    '& .RaDatagrid-row:hover td:last-of-type': { bgcolor: 'grey.100' },
  },
};

/** The fields' columns with a resource's own ones placed after the field each names (at the end when none). */
function withExtraColumns(columns: ReactElement[], extra: ResourceExtension['listColumns'] = []): ReactElement[] {
  const cell = (c: (typeof extra)[number]) => <FunctionField key={`extra-${c.label}`} label={c.label} sortable={false} render={c.render} />;
  const placed = columns.flatMap((col) => [col, ...extra.filter((c) => c.after === col.key).map(cell)]);
  return [...placed, ...extra.filter((c) => !c.after || !columns.some((col) => col.key === c.after)).map(cell)];
}

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
  const extension = useResourceExtension(path);
  const session = useSession();
  // on a phone a table hides all but its first columns: each record becomes a card with what matters
  const phone = useMediaQuery((th: Theme) => th.breakpoints.down('sm'), { noSsr: true });
  if (!def) return null;
  const extraColumns = extension?.listColumns?.filter((c) => !c.permission || hasPermission(session, c.permission));
  const card = phone ? listCard(def) : null;
  const filters = listFilters(def, resource, t);
  // every record opens at /{id} (spec §2): the form, or the view of a detail-only screen
  const rowClick = (id: RaRecord['id']) => createPath({ resource: path, id, type: 'edit' });
  const mayCreate = !def.readOnly && !!canCreate && resource === path;
  const bulk = extension?.bulkActions;
  const Bulk = bulk?.lists.includes(resource) ? bulk.component : null;

  return (
    <List
      resource={resource}
      filters={filters}
      sort={{ field: def.defaultOrder.field, order: def.defaultOrder.direction }}
      perPage={25}
      pagination={<ListPagination />}
      actions={<EngineListActions hasFilters={filters.length > 1} canCreate={mayCreate} />}
      empty={false}
      storeKey={`${resource}.list`}
    >
      <FilterChips def={def} resource={resource} />
      {card ? (
        <ListCards card={card} recordPath={rowClick} extraColumns={extraColumns} empty={<ListEmpty canCreate={mayCreate} />} />
      ) : (
        <Datagrid rowClick={rowClick} bulkActionButtons={Bulk ? <Bulk /> : false} sx={Bulk ? { ...ACTIONS_PINNED, ...BULK_TOOLBAR_IN_CARD } : ACTIONS_PINNED} empty={<ListEmpty canCreate={mayCreate} />}>
          {withExtraColumns(columnsFor(def, resource), extraColumns)}
          {def.defaultOrder.field === 'created_at' && !def.fields.some((f) => f.name === 'created_at') && (
            <FunctionField source="created_at" sx={{ whiteSpace: 'nowrap' }} render={(r: RaRecord) => formatDateTime(r.created_at)} />
          )}
          <RowActions label={t('engine.actions')} sortable={false} textAlign="right" />
        </Datagrid>
      )}
    </List>
  );
}
