import { defineResource, type FieldDef, type WorkflowActionDef } from './define.ts';

export const SUPPORT_TICKET_STATUSES = [
  { value: 'draft', label: 'Borrador' },
  { value: 'open', label: 'Abierto' },
  { value: 'close', label: 'Cerrado' },
] as const;

export const SUPPORT_PRIORITIES = [
  { value: 'low', label: 'Baja' },
  { value: 'medium', label: 'Media' },
  { value: 'high', label: 'Alta' },
] as const;

/** What every ticket carries, to the company or between a client and its distributor. */
export const TICKET_FIELDS = [
    { name: 'filing_number', kind: 'text', label: 'Radicado', readOnly: true, list: true, filter: true },
    { name: 'subject', kind: 'text', label: 'Asunto', required: true, min: 3, max: 200, list: true, filter: true },
    { name: 'description', kind: 'textarea', label: 'Descripción', required: true, min: 8, max: 5000 },
    { name: 'priority', kind: 'select', label: 'Prioridad', options: SUPPORT_PRIORITIES, defaultValue: 'medium', list: true, filter: true },
    { name: 'attachment', kind: 'image', label: 'Adjunto' },
] as const satisfies readonly FieldDef[];

/**
 * What the response thread keeps on its ticket (modules/support): when it was last answered, each side's unread
 * responses (the requester's, and the desk's: staff, or the client's seller), and when it was closed (the
 * requester may reopen it for SUPPORT_REOPEN_DAYS after that).
 */
export const THREAD_FIELDS = [
  { name: 'last_response_at', kind: 'datetime', label: 'Última respuesta', readOnly: true, list: true },
  { name: 'requester_unread', kind: 'integer', label: 'Sin leer por el solicitante', readOnly: true, defaultValue: 0 },
  { name: 'desk_unread', kind: 'integer', label: 'Sin leer por quien atiende', readOnly: true, defaultValue: 0 },
  { name: 'closed_at', kind: 'datetime', label: 'Cerrado el', readOnly: true },
] as const satisfies readonly FieldDef[];

/** Close (requester, desk or staff) and reopen (the requester, within the reopen days): modules/support. */
export const TICKET_ACTIONS = [
  { name: 'close', label: 'Cerrar', from: ['open'], ask: 'confirm' },
  { name: 'open', label: 'Reabrir', from: ['close'], ask: 'confirm', ownerOnly: true },
] as const satisfies readonly WorkflowActionDef[];

/**
 * A support request to the company (DOMAIN.md "Support ticket"). The server numbers it from the company's
 * `support-ticket` consecutive and files it open; staff answer it in its thread (modules/support).
 */
export const supportTicket = defineResource({
  name: 'support-ticket',
  table: 'support_ticket',
  permission: 'support-ticket',
  label: { one: 'Ticket de soporte', many: 'Tickets de soporte' },
  scope: 'company',
  ownerField: 'user_id',
  searchField: 'subject',
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  card: { title: 'subject', fields: ['filing_number', 'support_ticket_status', 'priority', 'last_response_at'] },
  fields: [
    ...TICKET_FIELDS,
    { name: 'user_id', kind: 'reference', label: 'Solicitante', reference: 'user', list: true, filter: true },
    {
      name: 'support_ticket_status', kind: 'select', label: 'Estado', options: SUPPORT_TICKET_STATUSES,
      readOnly: true, defaultValue: 'open', list: true, filter: true,
    },
    ...THREAD_FIELDS,
  ],
  status: {
    field: 'support_ticket_status',
    lists: [
      { name: 'support-ticket-open', value: 'open', label: 'Abiertos' },
      { name: 'support-ticket-close', value: 'close', label: 'Cerrados' },
    ],
  },
  actions: TICKET_ACTIONS,
});
