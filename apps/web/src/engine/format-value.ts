import { formatBoolean, formatDate, formatDateTime, formatMoney, type FieldDef } from '@app/shared';

/**
 * The text a list cell, a read-only view or an export preview shows for one value: dates in Bogota time,
 * money from cents with 2 decimals, booleans SÍ/NO (spec §9), select values by their Spanish label.
 */
export function displayValue(field: Pick<FieldDef, 'kind' | 'options'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return field.kind === 'boolean' ? formatBoolean(value) : '';
  switch (field.kind) {
    case 'money':
      return typeof value === 'number' || typeof value === 'bigint' ? formatMoney(value) : formatMoney(Number(value));
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'boolean':
      return formatBoolean(value);
    case 'select':
      return field.options?.find((o) => o.value === value)?.label ?? String(value);
    case 'password':
      return '••••••';
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return String(value);
  }
}
