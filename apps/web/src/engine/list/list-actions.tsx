import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { useResourceExtension } from '../resource-extensions-context.tsx';
import { useResourceDef } from '../use-resource-def.ts';
import { ExportMenu } from './export-menu.tsx';

/** List toolbar: add filters, create (hidden without permission), the resource's own buttons, export. */
export function EngineListActions({ hasFilters, canCreate }: { hasFilters: boolean; canCreate: boolean }) {
  const { path } = useResourceDef();
  const Extra = useResourceExtension(path)?.listActions;
  return (
    <TopToolbar>
      {hasFilters && <FilterButton disableSaveQuery />}
      {canCreate && <CreateButton />}
      {Extra && <Extra />}
      <ExportMenu />
    </TopToolbar>
  );
}
