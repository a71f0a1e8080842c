import { editableFields, fieldSchema, type FieldDef, type ResourceDef } from '@app/shared';

const NUMERIC = new Set(['number', 'integer', 'money', 'reference']);

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Inputs may hold text while the user is typing ("1."); the schema judges the number it stands for. */
function normalize(field: FieldDef, value: unknown): unknown {
  if (NUMERIC.has(field.kind) && typeof value === 'string') return Number(value);
  return value;
}

/**
 * Form-level validation with the same zod field schemas the server applies (one definition, both ends), so
 * the form lists the errors the server would give before sending. Images are uploaded apart and not checked,
 * except that a required one is there on create.
 * The definition's own cross-field `validate` runs too, as the server runs it. Returns `{ field: message }`,
 * empty when valid.
 */
export function validateRecord(
  def: ResourceDef,
  mode: 'create' | 'update',
  values: Record<string, unknown>,
  requiredMessage = 'Campo obligatorio',
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of editableFields(def, mode)) {
    if (field.kind === 'json') continue;
    // images are uploaded apart, except a required one on create: it travels with the record (payload.ts)
    if (field.kind === 'image') {
      if (mode === 'create' && field.required && isEmpty(values[field.name])) errors[field.name] = requiredMessage;
      continue;
    }
    const value = values[field.name];
    if (isEmpty(value)) {
      if (field.required) errors[field.name] = requiredMessage;
      continue;
    }
    const result = fieldSchema(field).safeParse(normalize(field, value));
    if (!result.success) errors[field.name] = result.error.issues[0]?.message ?? requiredMessage;
  }
  // cross-field rules of the definition (date order, phones...), on the record as it would be saved
  for (const [field, message] of Object.entries(def.validate?.(values) ?? {})) errors[field] ??= message;
  return errors;
}
