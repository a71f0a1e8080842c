import { defineResource } from './define.ts';

export const RENOVATION_TICKET_STATUSES = [
  { value: 'to_be_approved', label: 'Por aprobar' },
  { value: 'approved', label: 'Aprobado' },
  { value: 'to_be_renewed', label: 'Por renovar' },
  { value: 'renewed', label: 'Renovado' },
  { value: 'rejected', label: 'Rechazado' },
  { value: 'open', label: 'Abierto' },
  { value: 'close', label: 'Cerrado' },
] as const;
export type RenovationTicketStatus = (typeof RENOVATION_TICKET_STATUSES)[number]['value'];

/**
 * States in which a ticket still holds its unit's period: the daily job neither opens another ticket for it nor
 * frees the unit while one of these is pending (DOMAIN.md "Early renewal approval").
 */
export const RENEWAL_PENDING_STATES = ['to_be_renewed', 'to_be_approved', 'open'] as const satisfies readonly RenovationTicketStatus[];
/** States of a ticket whose renewal was charged (a renewal, or an approved early request). */
export const RENEWAL_CHARGED_STATES = ['renewed', 'approved'] as const satisfies readonly RenovationTicketStatus[];

/** Reasons offered when staff reject a renewal ('other' asks for a free note). */
export const RENEWAL_REJECT_REASONS = ['Producto descontinuado', 'Cuenta del proveedor no renovable', 'Solicitud del comprador', 'other'] as const;
/** Reasons offered when staff reopen a closed or rejected ticket for manual handling. */
export const RENEWAL_REOPEN_REASONS = ['El comprador pidió renovar después del cierre', 'Revisión manual del personal', 'other'] as const;
/** Reasons offered when a renewal is annulled within 24 hours. */
export const RENEWAL_ANNUL_REASONS = ['Renovación por error', 'Solicitud del comprador', 'other'] as const;

/** Staff may annul a renewal this long after it was made (DOMAIN.md "Renewal ticket"). */
export const RENEWAL_ANNUL_HOURS = 24;
/** Days of notice before a unit's renewal date when the company has not configured `renewal_notice_days`. */
export const DEFAULT_RENEWAL_NOTICE_DAYS = 3;

/**
 * A sold unit (a profile, or a whole account for products sold by accounts) coming up for renewal, one per unit
 * and period (DOMAIN.md "Renewal ticket"). Written only by the renewals module: the daily job (or the buyer's
 * early request inside the notice window) opens it `to_be_renewed` at the buyer's cost of that moment; renew debits
 * the buyer and pays the ancestors like a sale and moves the unit's date forward; reject (staff, reason) and close
 * end it; staff may annul a renewal within 24 h. An early request outside the window waits `to_be_approved` until
 * staff approve it (`finalize`: charged exactly as a renewal, final state `approved`) or reject it; staff reopen
 * a closed or rejected ticket (`open`) for manual handling, then renew or close it. `renewal_limit_date` is the date of the period being renewed and never
 * changes; `renewed_until` is the unit's date after the renewal.
 */
export const renovationTicket = defineResource({
  name: 'renovation-ticket',
  table: 'renovation_ticket',
  permission: 'renovation-ticket',
  label: { one: 'Ticket de renovación', many: 'Tickets de renovación' },
  scope: 'company',
  ownerField: 'user_id',
  searchField: 'login',
  readOnly: true,
  defaultOrder: { field: 'renewal_limit_date', direction: 'ASC' },
  card: { title: 'type_digital_account_id', fields: ['login', 'profile_name', 'user_id', 'renovation_ticket_status', 'renewal_limit_date', 'renewal_price'] },
  fields: [
    { name: 'type_digital_account_id', kind: 'reference', label: 'Producto', reference: 'type-digital-account', readOnly: true, list: true, filter: true },
    { name: 'login', kind: 'text', label: 'Cuenta (login)', max: 160, readOnly: true, list: true, filter: true },
    { name: 'profile_name', kind: 'text', label: 'Perfil', max: 60, readOnly: true, list: true },
    { name: 'user_id', kind: 'reference', label: 'Comprador', reference: 'user', readOnly: true, list: true, filter: true },
    { name: 'renewal_limit_date', kind: 'date', label: 'Fecha límite de renovación', readOnly: true, list: true, filter: true },
    { name: 'renewed_until', kind: 'date', label: 'Renovado hasta', readOnly: true, filter: true },
    // days to the date while the ticket is open (negative once it passed, until the job closes it), to the new
    // date once renewed; none once rejected or closed
    { name: 'days_left', kind: 'integer', label: 'Días restantes', readOnly: true, computed: true, list: true },
    { name: 'renewal_price', kind: 'money', label: 'Precio de renovación', readOnly: true, list: true },
    {
      name: 'renovation_ticket_status', kind: 'select', label: 'Estado', options: RENOVATION_TICKET_STATUSES,
      readOnly: true, defaultValue: 'to_be_renewed', list: true, filter: true,
    },
    { name: 'renewed_at', kind: 'datetime', label: 'Renovado el', readOnly: true, filter: true },
    { name: 'renewal_count', kind: 'integer', label: 'Renovaciones aplicadas', readOnly: true, defaultValue: 0 },
    { name: 'digital_account_id', kind: 'reference', label: 'Cuenta digital', reference: 'digital-account', readOnly: true, filter: true },
    { name: 'profile_id', kind: 'reference', label: 'Perfil vendido', reference: 'profiles', readOnly: true, filter: true },
    { name: 'requested', kind: 'boolean', label: 'Solicitado por el comprador', readOnly: true, filter: true, defaultValue: false },
    { name: 'reason', kind: 'textarea', label: 'Motivo', readOnly: true },
  ],
  status: {
    field: 'renovation_ticket_status',
    lists: [
      { name: 'renovation-ticket-to-be-approved', value: 'to_be_approved', label: 'Por aprobar' },
    // an approved early request was charged like a renewal: read by the unit's new date too
    { name: 'renovation-ticket-approved', value: 'approved', label: 'Aprobados', swapColumns: { renewal_limit_date: 'renewed_until' } },
    { name: 'renovation-ticket-to-be-renewed', value: 'to_be_renewed', label: 'Por renovar' },
      // a renewed ticket is read by the unit's new date; its old one stays in the record
      { name: 'renovation-ticket-renewed', value: 'renewed', label: 'Renovados', swapColumns: { renewal_limit_date: 'renewed_until' } },
      { name: 'renovation-ticket-rejected', value: 'rejected', label: 'Rechazados' },
      { name: 'renovation-ticket-open', value: 'open', label: 'Abiertos' },
      { name: 'renovation-ticket-close', value: 'close', label: 'Cerrados' },
    ],
  },
  actions: [
    // approving an early request charges it as a renewal (the consignments' "Aprobar" is `finalize` too)
    { name: 'finalize', label: 'Aprobar', from: ['to_be_approved'], ask: 'confirm' },
    { name: 'renew', label: 'Renovar', from: ['to_be_renewed', 'open'], ask: 'confirm' },
    { name: 'reject', label: 'Rechazar', from: ['to_be_renewed', 'to_be_approved'], ask: 'reason', reasons: RENEWAL_REJECT_REASONS },
    { name: 'close', label: 'Cerrar', from: ['to_be_renewed', 'open'], ask: 'confirm' },
    { name: 'open', label: 'Reabrir', from: ['close', 'rejected'], ask: 'reason', reasons: RENEWAL_REOPEN_REASONS },
    { name: 'annul', label: 'Anular renovación', from: ['renewed', 'approved'], ask: 'reason', reasons: RENEWAL_ANNUL_REASONS },
  ],
});
