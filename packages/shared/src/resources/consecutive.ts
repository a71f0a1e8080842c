import { defineResource } from './define.ts';

/**
 * A company's numbering sequences (orders, support tickets, ...). `current` is the last number handed out; the
 * server allocates the next one atomically. Sequences the product uses are created on first use.
 */
export const consecutive = defineResource({
  name: 'consecutive',
  table: 'consecutive',
  permission: 'consecutive',
  label: { one: 'Consecutivo', many: 'Consecutivos' },
  scope: 'company',
  searchField: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 60, list: true, filter: true, unique: true },
    { name: 'description', kind: 'text', label: 'Descripción', max: 200, list: true },
    { name: 'prefix', kind: 'text', label: 'Prefijo', max: 20, uppercase: true, list: true },
    { name: 'current', kind: 'integer', label: 'Último número asignado', list: true, defaultValue: 0 },
    { name: 'padding', kind: 'integer', label: 'Dígitos (relleno con ceros)', max: 12, list: true, defaultValue: 6 },
  ],
});

/** The text of number `n` of a sequence: prefix plus the number left-padded with zeros. */
export const formatConsecutive = (n: number, prefix?: string | null, padding?: number | null): string =>
  `${prefix ?? ''}${String(n).padStart(Math.max(0, padding ?? 0), '0')}`;
