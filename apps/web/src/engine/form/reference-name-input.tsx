import type { FieldDef } from '@app/shared';
import { TextInput, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { referenceName } from '../reference-text.tsx';

/**
 * A reference a form shows but does not change (create-only or set by the server, e.g. who approved a
 * consignment), by the name the record carries: whoever opens the record reads it, even without access to the
 * records it points to. Never sent back (the payload keeps only editable fields).
 */
export function ReferenceNameInput({ field }: { field: FieldDef }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const t = useTranslate();
  const shown = referenceName(field, record) ?? (record?.[field.name] === null || record?.[field.name] === undefined ? '' : String(record[field.name]));
  return (
    <TextInput source={field.name} label={t(`resources.${resource}.fields.${field.name}`, { _: field.label })}
      format={() => shown} readOnly disabled fullWidth />
  );
}
