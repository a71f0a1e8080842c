import { defineResource } from './define.ts';

export const VENDOR_MOVEMENT_KINDS = [
  { value: 'sale', label: 'Venta de código' },
  { value: 'payment', label: 'Pago a la empresa' },
  { value: 'reversal', label: 'Reversión' },
  { value: 'adjustment', label: 'Ajuste' },
] as const;

/**
 * The ledger of what a redeemable-balance vendor owes the company (DOMAIN.md: its movements are a ledger of their
 * own). Append-only and written by the redeemable module, so read-only here: a sale adds the code's value minus the
 * seller's discount (positive: the seller owes more), a payment the company records takes it down (negative).
 * `balance_after` is the running balance, and the seller's cached balance (authorized-seller `balance`) is always
 * the sum of its rows. `vendor_id` is the seller's user: a vendor sees its own rows.
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
    { name: 'seller_id', kind: 'reference', label: 'Vendedor', reference: 'authorized-seller', readOnly: true, list: true, filter: true },
    { name: 'vendor_id', kind: 'reference', label: 'Usuario del vendedor', reference: 'user', readOnly: true, filter: true },
    { name: 'kind', kind: 'select', label: 'Tipo', options: VENDOR_MOVEMENT_KINDS, readOnly: true, list: true, filter: true },
    { name: 'amount', kind: 'money', label: 'Valor', readOnly: true, list: true },
    { name: 'balance_after', kind: 'money', label: 'Saldo después', readOnly: true, list: true },
    { name: 'redeemable_balance_id', kind: 'reference', label: 'Código', reference: 'redeemable-balance', readOnly: true, filter: true },
    { name: 'note', kind: 'text', label: 'Nota', readOnly: true, list: true },
    { name: 'actor_name', kind: 'text', label: 'Registrado por', readOnly: true },
  ],
});
