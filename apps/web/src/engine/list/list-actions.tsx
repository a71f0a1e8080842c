import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { ExportMenu } from './export-menu.tsx';

/** List toolbar: add filters, create (hidden without permission), export. */
export function EngineListActions({ hasFilters, canCreate }: { hasFilters: boolean; canCreate: boolean }) {
  return (
    <TopToolbar>
      {hasFilters && <FilterButton disableSaveQuery />}
      {canCreate && <CreateButton />}
      <ExportMenu />
    </TopToolbar>
  );
}
