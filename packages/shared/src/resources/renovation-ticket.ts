import { defineResource } from './define.ts';

export const RENOVATION_TICKET_STATUSES = [
  { value: 'to_be_renewed', label: 'Por renovar' },
  { value: 'renewed', label: 'Renovado' },
  { value: 'rejected', label: 'Rechazado' },
  { value: 'close', label: 'Cerrado' },
] as const;

/**
 * A sold profile coming up for renewal (DOMAIN.md "Renewal ticket"). Records and status lists live here; the
 * renew / reject / close transitions (with their money) arrive with the renewals issue, so the state is set by
 * the server only and no action is declared yet.
 */
export const renovationTicket = defineResource({
  name: 'renovation-ticket',
  table: 'renovation_ticket',
  permission: 'renovation-ticket',
  label: { one: 'Ticket de renovación', many: 'Tickets de renovación' },
  scope: 'company',
  ownerField: 'user_id',
  searchField: 'login',
  defaultOrder: { field: 'renewal_limit_date', direction: 'ASC' },
  fields: [
    { name: 'user_id', kind: 'reference', label: 'Comprador', reference: 'user', list: true, filter: true },
    { name: 'type_digital_account_id', kind: 'reference', label: 'Tipo de cuenta digital', reference: 'type-digital-account', list: true, filter: true },
    { name: 'digital_account_id', kind: 'reference', label: 'Cuenta digital', reference: 'digital-account', filter: true },
    { name: 'profile_id', kind: 'reference', label: 'Perfil', reference: 'profiles', filter: true },
    { name: 'login', kind: 'text', label: 'Cuenta (login)', max: 160, list: true, filter: true },
    { name: 'renewal_limit_date', kind: 'date', label: 'Fecha límite de renovación', required: true, list: true, filter: true },
    { name: 'renewal_price', kind: 'money', label: 'Precio de renovación', list: true },
    {
      name: 'renovation_ticket_status', kind: 'select', label: 'Estado', options: RENOVATION_TICKET_STATUSES,
      readOnly: true, defaultValue: 'to_be_renewed', list: true, filter: true,
    },
    { name: 'note', kind: 'textarea', label: 'Observaciones', max: 2000 },
    { name: 'reason', kind: 'textarea', label: 'Motivo', readOnly: true },
  ],
  status: {
    field: 'renovation_ticket_status',
    lists: [
      { name: 'renovation-ticket-to-be-renewed', value: 'to_be_renewed', label: 'Por renovar' },
      { name: 'renovation-ticket-renewed', value: 'renewed', label: 'Renovados' },
      { name: 'renovation-ticket-rejected', value: 'rejected', label: 'Rechazados' },
      { name: 'renovation-ticket-close', value: 'close', label: 'Cerrados' },
    ],
  },
});
