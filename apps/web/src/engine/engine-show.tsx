import { Typography } from '@mui/material';
import { IMAGE_PREVIEW_WIDTH, type FieldDef } from '@app/shared';
import { Labeled, ListButton, Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { useResourceExtension } from './resource-extensions-context.tsx';
import { AccessGuard } from './access-guard.tsx';
import { displayValue } from './format-value.ts';
import { ReferenceText } from './reference-text.tsx';
import { LogButton } from './list/log-button.tsx';
import { WorkflowButtons } from './list/workflow-buttons.tsx';
import { useResourceDef } from './use-resource-def.ts';

function ShowValue({ field }: { field: FieldDef; source: string }) {
  const record = useRecordContext();
  const value = record?.[field.name];
  if (field.kind === 'image') {
    return value ? <img src={String(value)} alt="" style={{ width: IMAGE_PREVIEW_WIDTH }} /> : <span>—</span>;
  }
  // a record it points to, by name (answered with the row, or loaded when the user may read those records)
  if (field.kind === 'reference' && value !== null && value !== undefined) {
    return (
      <Typography variant="body2" component="div"><ReferenceText field={field} /></Typography>
    );
  }
  const text = displayValue(field, value);
  return (
    <Typography variant="body2" component="div" sx={{ whiteSpace: field.kind === 'textarea' ? 'pre-wrap' : undefined }}>
      {text || '—'}
    </Typography>
  );
}

/** Read-only resources (e.g. mail-outbox): a list and a view at `/{id}`. */
export default function EngineShow() {
  const { resource } = useResourceDef();
  return (
    <AccessGuard resource={resource} action="show">
      <EngineShowView />
    </AccessGuard>
  );
}

function EngineShowView() {
  const { def, path } = useResourceDef();
  const extension = useResourceExtension(path);
  const Aside = extension?.showAside;
  const Extra = extension?.showActions;
  const Below = extension?.showBelow;
  if (!def) return null;
  return (
    <Show
      aside={Aside ? <Aside /> : undefined}
      // a record's aside (a distributor's children, a fault report's outcome) goes under its fields on a phone
      sx={{ '& .RaShow-main': { flexDirection: { xs: 'column', md: 'row' } } }}
      actions={
        <TopToolbar>
          {Extra && <Extra />}
          <WorkflowButtons />
          <LogButton withLabel />
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        {def.fields.map((f) => (
          <Labeled key={f.name} source={f.name}>
            <ShowValue field={f} source={f.name} />
          </Labeled>
        ))}
        <Labeled source="created_at">
          <ShowValue field={{ name: 'created_at', kind: 'datetime', label: 'Creado' }} source="created_at" />
        </Labeled>
      </SimpleShowLayout>
      {Below && <Below />}
    </Show>
  );
}
