import { referenceLabelOf, referenceNameKey, type FieldDef } from '@app/shared';
import { ReferenceField, TextField, useRecordContext } from 'react-admin';
import { canReadReference, referenceSearchField } from './reference-access.ts';

/**
 * The name the server answered beside a reference id (`user_id` → `user_name`), when the field's target declares
 * one and the record carries it; undefined otherwise. A null name (the record it pointed to is gone) falls back
 * to the id.
 */
export function referenceName(field: FieldDef, record: Record<string, unknown> | undefined): string | undefined {
  const id = record?.[field.name];
  if (!record || id === null || id === undefined || !referenceLabelOf(field)) return undefined;
  const key = referenceNameKey(field.name);
  if (!(key in record)) return undefined;
  const name = record[key];
  return name === null || name === undefined || name === '' ? String(id) : String(name);
}

/**
 * A reference shown as a person reads it, for every role: the name the row carries; else, when the user may read
 * the target records, the target loaded by id; else the bare id.
 */
export function ReferenceText({ field, empty = '' }: { field: FieldDef; empty?: string }) {
  const record = useRecordContext();
  const value = record?.[field.name];
  if (value === null || value === undefined || value === '') return <>{empty}</>;
  const name = referenceName(field, record);
  if (name !== undefined) return <span>{name}</span>;
  if (field.reference && canReadReference(field.reference)) {
    return (
      <ReferenceField source={field.name} reference={field.reference} link={false}>
        <TextField source={referenceSearchField(field.reference)} />
      </ReferenceField>
    );
  }
  return <span>{String(value)}</span>;
}
