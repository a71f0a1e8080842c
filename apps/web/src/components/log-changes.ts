/** One field change of a log entry. */
export interface LogChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * A log entry's `changes` as rows. The contract says JSON text `{field: [before, after]}`; an already parsed
 * object is accepted too, and anything unreadable yields no rows rather than breaking the viewer.
 */
export function parseChanges(changes: unknown): LogChange[] {
  let value = changes;
  if (typeof value === 'string') {
    if (!value.trim()) return [];
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).map(([field, pair]) =>
    Array.isArray(pair) ? { field, before: pair[0], after: pair[1] } : { field, before: null, after: pair },
  );
}

/** A changed value as text: booleans SÍ/NO, empty as a dash, objects as JSON. */
export function changeText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'SÍ' : 'NO';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
