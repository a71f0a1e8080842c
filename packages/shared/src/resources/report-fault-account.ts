import { defineResource } from './define.ts';

export const FAULT_STATUSES = [
  { value: 'open', label: 'Abierto' },
  { value: 'resolved', label: 'Resuelto' },
  { value: 'rejected', label: 'Rechazado' },
] as const;

export const FAULT_KINDS = [
  { value: 'wrong_password', label: 'Contraseña incorrecta' },
  { value: 'screen_limit', label: 'Límite de pantallas' },
  { value: 'expired', label: 'Cuenta vencida' },
  { value: 'pin', label: 'PIN incorrecto' },
  { value: 'other', label: 'Otro' },
] as const;

/** How a resolved report was resolved. */
export const FAULT_RESOLUTIONS = [
  { value: 'reassigned', label: 'Reasignado' },
  { value: 'refunded', label: 'Reembolsado' },
] as const;

/**
 * Whether an open report's product has a unit in stock to replace it with (a computed column): a report with none
 * is listed "En espera de inventario" (DOMAIN.md "Fault report") until stock arrives.
 */
export const FAULT_STOCK_STATES = [
  { value: 'waiting_stock', label: 'En espera de inventario' },
  { value: 'in_stock', label: 'Hay reemplazo' },
] as const;

/** Reasons offered when staff reject a report ('other' asks for a free note). */
export const FAULT_REJECT_REASONS = [
  'El comprador cambió la contraseña', 'El comprador cambió el PIN o el perfil', 'La cuenta funciona correctamente', 'other',
] as const;

/**
 * A buyer's report that a unit it owns does not work (DOMAIN.md "Fault report"). Written only by the faults module:
 * the buyer, an ancestor or staff files it on a sold unit (a profile, or a whole account for products sold by
 * accounts: profile_id empty); staff resolve it by reassigning a replacement unit of the same product (its
 * credentials delivered to the buyer), by refunding the unused days (commissions refunded in proportion), or
 * reject it (reason, optionally charging the configured penalty). `user_id` is the buyer, so the buyer and its
 * ancestors reach the report; login, profile and date are the reported unit's, kept as they were.
 */
export const reportFaultAccount = defineResource({
  name: 'report-fault-account',
  table: 'report_fault_account',
  permission: 'report-fault-account',
  label: { one: 'Reporte de falla', many: 'Reportes de fallas' },
  scope: 'company',
  ownerField: 'user_id',
  searchField: 'login',
  readOnly: true,
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  card: { title: 'type_digital_account_id', fields: ['unit', 'status', 'stock_status', 'user_id'] },
  fields: [
    { name: 'type_digital_account_id', kind: 'reference', label: 'Producto', reference: 'type-digital-account', readOnly: true, list: true, filter: true },
    // the list shows login and profile in one column (`unit`), so the description keeps room
    { name: 'unit', kind: 'text', label: 'Cuenta · perfil', readOnly: true, computed: true, list: true },
    { name: 'login', kind: 'text', label: 'Cuenta (login)', max: 160, readOnly: true, filter: true },
    { name: 'profile_name', kind: 'text', label: 'Perfil', max: 60, readOnly: true },
    { name: 'user_id', kind: 'reference', label: 'Comprador', reference: 'user', readOnly: true, list: true, filter: true },
    { name: 'fault_kind', kind: 'select', label: 'Tipo de falla', options: FAULT_KINDS, readOnly: true, filter: true },
    { name: 'description', kind: 'textarea', label: 'Descripción', readOnly: true, list: true },
    { name: 'evidence', kind: 'image', label: 'Captura de pantalla', readOnly: true },
    // lists leave images out (engine): they say whether there is one, the record shows it
    { name: 'has_evidence', kind: 'boolean', label: 'Captura', readOnly: true, computed: true, list: true },
    { name: 'status', kind: 'select', label: 'Estado', options: FAULT_STATUSES, readOnly: true, defaultValue: 'open', list: true, filter: true },
    { name: 'stock_status', kind: 'select', label: 'Inventario', options: FAULT_STOCK_STATES, readOnly: true, computed: true, list: true, filter: true },
    { name: 'resolution', kind: 'select', label: 'Solución', options: FAULT_RESOLUTIONS, readOnly: true, filter: true },
    { name: 'refund_amount', kind: 'money', label: 'Valor reembolsado', readOnly: true },
    { name: 'penalty_amount', kind: 'money', label: 'Penalidad cobrada', readOnly: true },
    { name: 'reason', kind: 'textarea', label: 'Motivo', readOnly: true },
    { name: 'renewal_limit_date', kind: 'date', label: 'Fecha límite de renovación', readOnly: true },
    { name: 'reported_by', kind: 'reference', label: 'Reportado por', reference: 'user', readOnly: true, filter: true },
    { name: 'resolved_at', kind: 'datetime', label: 'Resuelto el', readOnly: true, filter: true },
    { name: 'digital_account_id', kind: 'reference', label: 'Cuenta digital', reference: 'digital-account', readOnly: true, filter: true },
    { name: 'profile_id', kind: 'reference', label: 'Perfil reportado', reference: 'profiles', readOnly: true, filter: true },
    { name: 'replacement_account_id', kind: 'reference', label: 'Cuenta de reemplazo', reference: 'digital-account', readOnly: true },
    { name: 'replacement_profile_id', kind: 'reference', label: 'Perfil de reemplazo', reference: 'profiles', readOnly: true },
  ],
  status: { field: 'status', lists: [] },
  actions: [
    // 'reasing' is the spec's name of the permission (§6); the call is POST …/report-fault-account/{id}/reassign
    { name: 'reasing', label: 'Reasignar', from: ['open'], ask: 'confirm' },
    { name: 'refund', label: 'Reembolsar', from: ['open'], ask: 'confirm' },
    { name: 'reject', label: 'Rechazar', from: ['open'], ask: 'reason', reasons: FAULT_REJECT_REASONS },
  ],
});
