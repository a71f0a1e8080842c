import { defineResource, type FieldDef } from './define.ts';

/** Spanish names of the ledger's movement kinds (the server's LEDGER_KINDS; a test keeps both lists equal). */
export const MOVEMENT_KINDS = [
  { value: 'consignment', label: 'Consignación' },
  { value: 'consignment_reversal', label: 'Reversión de consignación' },
  { value: 'adjustment', label: 'Ajuste de saldo' },
  { value: 'purchase', label: 'Compra' },
  { value: 'revenue', label: 'Ingreso por venta' },
  { value: 'commission', label: 'Comisión' },
  { value: 'refund', label: 'Reembolso' },
  { value: 'booking_hold', label: 'Reserva de saldo' },
  { value: 'booking_release', label: 'Liberación de reserva' },
  { value: 'renewal', label: 'Renovación' },
  { value: 'penalty', label: 'Penalidad' },
  { value: 'redeem', label: 'Saldo redimido' },
  { value: 'transfer', label: 'Transferencia' },
] as const;

/** The documents a ledger row points to (its object_type), by the name of their resource. */
export const MOVEMENT_DOCUMENTS = [
  { value: 'consignments', label: 'Consignación' },
  { value: 'consignments-company', label: 'Consignación de empresa' },
  { value: 'order', label: 'Pedido' },
  { value: 'order-booking', label: 'Reserva' },
  { value: 'digital-account-others', label: 'Cuenta digital (otros)' },
  { value: 'renovation-ticket', label: 'Renovación' },
  { value: 'redeemable-balance', label: 'Código redimible' },
  { value: 'report-fault-account', label: 'Reporte de falla' },
  { value: 'user', label: 'Ajuste al usuario' },
  { value: 'company', label: 'Ajuste a la empresa' },
] as const;

const movementFields = (owner: FieldDef[]): FieldDef[] => [
  { name: 'movement_date', kind: 'datetime', label: 'Fecha', readOnly: true, list: true, filter: true },
  ...owner,
  { name: 'kind', kind: 'select', label: 'Tipo de movimiento', options: MOVEMENT_KINDS, readOnly: true, list: true, filter: true },
  { name: 'amount', kind: 'money', label: 'Valor', readOnly: true, list: true },
  { name: 'balance_after', kind: 'money', label: 'Saldo después', readOnly: true, list: true },
  { name: 'note', kind: 'text', label: 'Detalle', readOnly: true, list: true, filter: true },
  { name: 'object_type', kind: 'select', label: 'Documento', options: MOVEMENT_DOCUMENTS, readOnly: true, list: true, filter: true },
  { name: 'object_id', kind: 'integer', label: 'Id del documento', readOnly: true, list: true, filter: true },
  { name: 'actor_name', kind: 'text', label: 'Realizado por', readOnly: true, list: true },
];

/**
 * The ledger rows of users' balances (read-only: only money-moving actions write them). Distributors and
 * clients see their own subtree's, staff the whole company's. Served from the `balance_movement` view.
 */
export const balanceMovements = defineResource({
  name: 'balance-movements',
  table: 'balance_movement',
  permission: 'balance-movements',
  label: { one: 'Movimiento de saldo', many: 'Movimientos de saldo' },
  scope: 'company',
  ownerField: 'user_id',
  readOnly: true,
  searchField: 'note',
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  // the name for reading (everyone sees it), the reference for staff's user filter
  fields: movementFields([
    // joined from users: no index orders the ledger by it (filter by user instead)
    { name: 'user_name', kind: 'text', label: 'Usuario', readOnly: true, list: true, sortable: false },
    { name: 'user_id', kind: 'reference', label: 'Usuario', reference: 'user', readOnly: true, filter: true },
  ]),
});

/** The ledger rows of the company's own balance (company top-ups, sales revenue). */
export const companyBalanceMovements = defineResource({
  name: 'company-balance-movements',
  table: 'company_balance_movement',
  permission: 'company-balance-movements',
  label: { one: 'Movimiento de saldo de la empresa', many: 'Movimientos de saldo de la empresa' },
  scope: 'company',
  readOnly: true,
  searchField: 'note',
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  fields: movementFields([]),
});
