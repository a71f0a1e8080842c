import { defineResource } from './define.ts';

export const RENOVATION_TICKET_STATUSES = [
  { value: 'to_be_renewed', label: 'Por renovar' },
  { value: 'renewed', label: 'Renovado' },
  { value: 'rejected', label: 'Rechazado' },
  { value: 'close', label: 'Cerrado' },
] as const;

/** Reasons offered when staff reject a renewal ('other' asks for a free note). */
export const RENEWAL_REJECT_REASONS = ['Producto descontinuado', 'Cuenta del proveedor no renovable', 'Solicitud del comprador', 'other'] as const;
/** Reasons offered when a renewal is annulled within 24 hours. */
export const RENEWAL_ANNUL_REASONS = ['Renovación por error', 'Solicitud del comprador', 'other'] as const;

/** Staff may annul a renewal this long after it was made (DOMAIN.md "Renewal ticket"). */
export const RENEWAL_ANNUL_HOURS = 24;
/** Days of notice before a unit's renewal date when the company has not configured `renewal_notice_days`. */
export const DEFAULT_RENEWAL_NOTICE_DAYS = 3;

/**
 * A sold unit (a profile, or a whole account for products sold by accounts) coming up for renewal, one per unit
 * and period (DOMAIN.md "Renewal ticket"). Written only by the renewals module: the daily job (or the buyer's
 * early request) opens it `to_be_renewed` at the buyer's cost of that moment; renew debits the buyer and pays
 * the ancestors like a sale and moves the unit's date forward; reject (staff, reason) and close end it; staff
 * may annul a renewal within 24 h. `renewal_limit_date` is the date of the period being renewed and never
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
  card: { title: 'type_digital_account_id', fields: ['login', 'profile_name', 'renovation_ticket_status', 'renewal_limit_date', 'renewal_price'] },
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
      { name: 'renovation-ticket-to-be-renewed', value: 'to_be_renewed', label: 'Por renovar' },
      // a renewed ticket is read by the unit's new date; its old one stays in the record
      { name: 'renovation-ticket-renewed', value: 'renewed', label: 'Renovados', swapColumns: { renewal_limit_date: 'renewed_until' } },
      { name: 'renovation-ticket-rejected', value: 'rejected', label: 'Rechazados' },
      { name: 'renovation-ticket-close', value: 'close', label: 'Cerrados' },
    ],
  },
  actions: [
    { name: 'renew', label: 'Renovar', from: ['to_be_renewed'], ask: 'confirm' },
    { name: 'reject', label: 'Rechazar', from: ['to_be_renewed'], ask: 'reason', reasons: RENEWAL_REJECT_REASONS },
    { name: 'close', label: 'Cerrar', from: ['to_be_renewed'], ask: 'confirm' },
    { name: 'annul', label: 'Anular renovación', from: ['renewed'], ask: 'reason', reasons: RENEWAL_ANNUL_REASONS },
  ],
});
