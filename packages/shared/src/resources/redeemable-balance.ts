import { defineResource } from './define.ts';

/** The stored stage of a code (DOMAIN.md "Redeemable balance"): created → assigned → sold → redeemed, or annulled. */
export const REDEEMABLE_STATUSES = [
  { value: 'available', label: 'Creado' },
  { value: 'assigned', label: 'Asignado' },
  { value: 'sold', label: 'Vendido' },
  { value: 'redeemed', label: 'Redimido' },
  { value: 'annulled', label: 'Anulado' },
] as const;

/**
 * What a code is today, as lists show and filter it: its stage, except that a code not yet redeemed whose expiry
 * day has passed (Bogota) is `expired`. Computed by the server from the stage and the date, so it never waits
 * for a job to flip it.
 */
export const REDEEMABLE_STATES = [
  { value: 'available', label: 'Creado' },
  { value: 'assigned', label: 'Asignado' },
  { value: 'sold', label: 'Vendido' },
  { value: 'redeemed', label: 'Redimido' },
  { value: 'expired', label: 'Vencido' },
  { value: 'annulled', label: 'Anulado' },
] as const;

export const redeemableStateLabel = (value: string): string => REDEEMABLE_STATES.find((s) => s.value === value)?.label ?? value;

/** Reasons offered when staff annul a code that was never sold ('other' asks for a free note). */
export const REDEEMABLE_ANNUL_REASONS = ['Código extraviado', 'Tarjeta dañada o mal impresa', 'Lote creado por error', 'other'] as const;

/**
 * Balance codes (DOMAIN.md "Redeemable balance"). Written only by the redeemable module: a batch creates them
 * (`POST .../redeemable-balance/batch`), staff assign them to an authorized seller, the seller sells them, a user
 * redeems one into its balance. The full code is never stored in this table: `code` is its masked form (prefix and
 * last four characters), so lists, exports and logs never reveal it; the module keeps a hash to find a typed code
 * and the code encrypted for its holder (modules/redeemable/code-vault.ts). `vendor_id` is the seller's user, so a
 * seller reaches the codes it holds and nobody else's.
 */
export const redeemableBalance = defineResource({
  name: 'redeemable-balance',
  table: 'redeemable_balance',
  permission: 'redeemable-balance',
  label: { one: 'Saldo redimible', many: 'Saldos redimibles' },
  scope: 'company',
  ownerField: 'vendor_id',
  readOnly: true,
  searchField: 'code',
  // the masked code names a code wherever it is referenced (a vendor's movements)
  referenceLabel: 'code',
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  fields: [
    { name: 'code', kind: 'text', label: 'Código', max: 60, readOnly: true, list: true, filter: true },
    { name: 'batch', kind: 'integer', label: 'Lote', readOnly: true, list: true, filter: true },
    { name: 'value', kind: 'money', label: 'Valor', readOnly: true, list: true },
    { name: 'state', kind: 'select', label: 'Estado', options: REDEEMABLE_STATES, readOnly: true, computed: true, list: true, filter: true },
    { name: 'status', kind: 'select', label: 'Etapa', options: REDEEMABLE_STATUSES, readOnly: true, defaultValue: 'available', filter: true },
    { name: 'expires_at', kind: 'date', label: 'Vence', readOnly: true, list: true, filter: true },
    { name: 'seller_id', kind: 'reference', label: 'Vendedor', reference: 'authorized-seller', readOnly: true, list: true, filter: true },
    { name: 'vendor_id', kind: 'reference', label: 'Usuario del vendedor', reference: 'user', readOnly: true, filter: true },
    { name: 'assigned_at', kind: 'datetime', label: 'Asignado el', readOnly: true, filter: true },
    { name: 'sold_at', kind: 'datetime', label: 'Vendido el', readOnly: true, filter: true },
    { name: 'buyer_name', kind: 'text', label: 'Comprador', max: 150, readOnly: true },
    { name: 'buyer_phone', kind: 'phone', label: 'Celular del comprador', max: 10, readOnly: true },
    { name: 'vendor_debt', kind: 'money', label: 'Deuda del vendedor por la venta', readOnly: true },
    { name: 'redeemed_by', kind: 'reference', label: 'Redimido por', reference: 'user', readOnly: true, list: true, filter: true },
    { name: 'redeemed_at', kind: 'datetime', label: 'Fecha de redención', readOnly: true, list: true, filter: true },
    { name: 'reason', kind: 'textarea', label: 'Motivo de anulación', readOnly: true },
  ],
  status: {
    field: 'status',
    // spec §2 redeemable-balance-redeem: the staff's report of redeemed codes (its export page filters it)
    lists: [{ name: 'redeemable-balance-redeem', value: 'redeemed', label: 'Códigos redimidos' }],
  },
  actions: [
    { name: 'annul', label: 'Anular', from: ['available', 'assigned'], ask: 'reason', reasons: REDEEMABLE_ANNUL_REASONS },
  ],
});
