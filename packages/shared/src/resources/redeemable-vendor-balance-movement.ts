import { defineResource } from './define.ts';

export const VENDOR_MOVEMENT_KINDS = [
  { value: 'sale', label: 'Venta de código' },
  { value: 'payment', label: 'Pago a la empresa' },
  { value: 'reversal', label: 'Reversión' },
  { value: 'adjustment', label: 'Ajuste' },
] as const;

/**
 * The ledger of what a redeemable-balance vendor owes the company (DOMAIN.md: its movements are a ledger of their
 * own). Append-only and written by the redeemable service, so read-only here; a vendor sees its own rows.
 */
export const redeemableVendorBalanceMovement = defineResource({
  name: 'redeemable-vendor-balance-movement',
  table: 'redeemable_vendor_balance_movement',
  permission: 'redeemable-vendor-balance-movement',
  label: { one: 'Movimiento de vendedor', many: 'Movimientos de vendedores' },
  scope: 'company',
  ownerField: 'vendor_id',
  readOnly: true,
  searchField: 'note',
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  fields: [
    { name: 'vendor_id', kind: 'reference', label: 'Vendedor', reference: 'user', readOnly: true, list: true, filter: true },
    { name: 'kind', kind: 'select', label: 'Tipo', options: VENDOR_MOVEMENT_KINDS, readOnly: true, list: true, filter: true },
    { name: 'amount', kind: 'money', label: 'Valor', readOnly: true, list: true },
    { name: 'balance_after', kind: 'money', label: 'Saldo después', readOnly: true, list: true },
    { name: 'redeemable_balance_id', kind: 'reference', label: 'Código', reference: 'redeemable-balance', readOnly: true, filter: true },
    { name: 'note', kind: 'text', label: 'Nota', readOnly: true, list: true },
  ],
});
