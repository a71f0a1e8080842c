// the API and spreadsheets hand booleans over as true/1/"1"/"true" depending on the column
const TRUE_VALUES = new Set<unknown>([true, 1, '1', 'true', 'TRUE', 'True']);

/** "SÍ" for a true-ish flag (true, 1, "1", "true"), otherwise "NO" (spec §9). */
export function formatBoolean(value: unknown): 'SÍ' | 'NO' {
  return TRUE_VALUES.has(value) ? 'SÍ' : 'NO';
}
