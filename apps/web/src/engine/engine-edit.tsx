import { Edit, ListButton, TopToolbar, useCanAccess, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useResourceExtension } from './resource-extensions-context.tsx';
import { LogButton } from './list/log-button.tsx';
import { WorkflowButtons } from './list/workflow-buttons.tsx';
import { AccessGuard } from './access-guard.tsx';
import EngineShow from './engine-show.tsx';
import { EngineForm } from './form/engine-form.tsx';
import { useResourceDef } from './use-resource-def.ts';

function EditActions() {
  const { path } = useResourceDef();
  const Extra = useResourceExtension(path)?.editActions;
  return (
    <TopToolbar>
      {Extra && <Extra />}
      <WorkflowButtons />
      <LogButton withLabel />
      <ListButton />
    </TopToolbar>
  );
}

/** `/admin/{r}/{id}`: the generic form on an existing record, with its log and workflow actions. */
export default function EngineEdit() {
  const { def, resource, path } = useResourceDef();
  const { canAccess: canEdit, isPending } = useCanAccess({ resource, action: 'edit' });
  // a record with a page of its own shows it to whoever may read the record
  const RecordPage = useResourceExtension(path)?.recordPage;
  if (RecordPage) return <AccessGuard resource={resource} action="show"><RecordPage /></AccessGuard>;
  if (!def || isPending) return null;
  // whoever may read the record but not change it (e.g. an admin on platform templates) gets it read-only
  if (!canEdit) return <EngineShow />;
  return (
    <AccessGuard resource={resource} action="edit">
      <EditWhileEditable />
    </AccessGuard>
  );
}

/** A record past its editable states (an approved consignment) opens read-only: only its actions change it now. */
function EditWhileEditable() {
  const { def, resource } = useResourceDef();
  const { id } = useParams();
  const status = def?.status;
  const { data, isPending } = useGetOne(resource, { id }, { enabled: !!status?.editableIn && id !== undefined });
  if (status?.editableIn) {
    if (isPending) return null;
    if (data && !status.editableIn.includes(String(data[status.field]))) return <EngineShow />;
  }
  return <EngineEditView />;
}

function EngineEditView() {
  const { def } = useResourceDef();
  if (!def) return null;
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} redirect="list">
      <EngineForm def={def} kind="update" />
    </Edit>
  );
}
