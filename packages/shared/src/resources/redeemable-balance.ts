import { defineResource } from './define.ts';

export const REDEEMABLE_STATUSES = [
  { value: 'available', label: 'Disponible' },
  { value: 'assigned', label: 'Asignado a vendedor' },
  { value: 'sold', label: 'Vendido' },
  { value: 'redeemed', label: 'Redimido' },
  { value: 'annulled', label: 'Anulado' },
] as const;

/**
 * Balance codes (DOMAIN.md "Redeemable balance"): the server generates the code when none is given. Handing
 * codes to vendors, selling and redeeming them (with their money) arrive with the redeemable issue.
 */
export const redeemableBalance = defineResource({
  name: 'redeemable-balance',
  table: 'redeemable_balance',
  permission: 'redeemable-balance',
  label: { one: 'Saldo redimible', many: 'Saldos redimibles' },
  scope: 'company',
  searchField: 'code',
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  fields: [
    { name: 'code', kind: 'text', label: 'Código', min: 6, max: 40, uppercase: true, createOnly: true, list: true, filter: true, unique: true },
    { name: 'value', kind: 'money', label: 'Valor', required: true, min: 1, list: true },
    { name: 'vendor_id', kind: 'reference', label: 'Vendedor', reference: 'user', list: true, filter: true },
    { name: 'expires_at', kind: 'date', label: 'Vence', list: true, filter: true },
    { name: 'status', kind: 'select', label: 'Estado', options: REDEEMABLE_STATUSES, readOnly: true, defaultValue: 'available', list: true, filter: true },
    { name: 'redeemed_by', kind: 'reference', label: 'Redimido por', reference: 'user', readOnly: true, filter: true },
    { name: 'redeemed_at', kind: 'datetime', label: 'Fecha de redención', readOnly: true, list: true },
    { name: 'note', kind: 'textarea', label: 'Observaciones', max: 2000 },
  ],
});
