import { defineResource } from './define.ts';

/** The 25 currencies the converter supports (spec §9), amounts always converted to COP. */
export const CONVERTER_CURRENCIES = [
  'ARS', 'AUD', 'BOB', 'BRL', 'BSD', 'CLF', 'CLP', 'CRC', 'CUC', 'CUP', 'DOP', 'EUR', 'GTQ', 'HNL', 'JMD', 'MXN',
  'NIO', 'PAB', 'PEN', 'PYG', 'SVC', 'USD', 'UYU', 'VEF', 'VES',
] as const;

/**
 * A currency and its rate to COP (pesos per one unit), used by the converter
 * (`GET /api/v1/convert/{currency}/{amount}`).
 */
export const digitalCurrency = defineResource({
  name: 'digital-currency',
  table: 'digital_currency',
  permission: 'digital-currency',
  label: { one: 'Moneda', many: 'Monedas' },
  gender: 'f',
  scope: 'company',
  searchField: 'name',
  defaultOrder: { field: 'code', direction: 'ASC' },
  fields: [
    {
      name: 'code', kind: 'select', label: 'Código', required: true, list: true, filter: true, unique: true,
      options: CONVERTER_CURRENCIES.map((c) => ({ value: c, label: c })),
    },
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 80, list: true, filter: true },
    { name: 'symbol', kind: 'text', label: 'Símbolo', max: 8, list: true },
    { name: 'rate', kind: 'number', label: 'Tasa en COP (pesos por unidad)', required: true, min: 0, max: 100_000_000, list: true },
    { name: 'active', kind: 'boolean', label: 'Activa', list: true, filter: true, toggle: true, defaultValue: true },
  ],
  validate: (v): Record<string, string> => (v.rate !== undefined && v.rate !== null && !(Number(v.rate) > 0) ? { rate: 'La tasa debe ser mayor que 0' } : {}),
});
