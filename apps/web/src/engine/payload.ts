import { editableFields, type ResourceDef } from '@app/shared';

/**
 * What a create/update may send: the server's schemas are strict (unknown keys are refused), so the record
 * react-admin hands over (with id, timestamps, derived columns) is cut down to the editable fields. Images
 * travel separately as base64 through the partial-update call, except a required one on create.
 */
const NUMERIC = new Set(['number', 'integer', 'money', 'reference']);

export function buildPayload(
  def: ResourceDef | undefined,
  mode: 'create' | 'update',
  data: Record<string, unknown>,
  previous?: Record<string, unknown>,
): Record<string, unknown> {
  if (!def) return stripSystem(data);
  const out: Record<string, unknown> = {};
  for (const f of editableFields(def, mode)) {
    // a required image (a consignment's receipt) is part of the record it is created with; others upload apart
    if (f.kind === 'image' && !(mode === 'create' && f.required)) continue;
    if (!(f.name in data)) continue;
    let value = data[f.name];
    if (value === '') value = null;
    if (typeof value === 'string' && f.uppercase) value = value.toUpperCase();
    // number inputs may still hold the text being typed ("12.")
    if (typeof value === 'string' && NUMERIC.has(f.kind)) value = Number(value);
    if (mode === 'update' && previous && f.name in previous && sameValue(previous[f.name], value)) continue;
    if (mode === 'create' && value === null && !f.required) continue;
    out[f.name] = value;
  }
  return out;
}

function stripSystem(data: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, created_at: _c, updated_at: _u, company_id: _co, ...rest } = data;
  return rest;
}

const sameValue = (a: unknown, b: unknown): boolean =>
  (a ?? null) === (b ?? null) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Filters as the list call's `data`: empty inputs mean "no filter", not "equals empty". */
export function cleanFilter(filter: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filter ?? {})) {
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return out;
}
