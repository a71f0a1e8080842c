import { defineResource, type FieldDef } from './define.ts';

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
 * A support request to the company (DOMAIN.md "Support ticket"). The server numbers it from the company's
 * `support-ticket` consecutive and files it open; the response thread and the open/close transitions arrive
 * with the support issue, so no action is declared yet.
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
  fields: [
    ...TICKET_FIELDS,
    { name: 'user_id', kind: 'reference', label: 'Solicitante', reference: 'user', list: true, filter: true },
    {
      name: 'support_ticket_status', kind: 'select', label: 'Estado', options: SUPPORT_TICKET_STATUSES,
      readOnly: true, defaultValue: 'open', list: true, filter: true,
    },
  ],
  status: {
    field: 'support_ticket_status',
    lists: [
      { name: 'support-ticket-open', value: 'open', label: 'Abiertos' },
      { name: 'support-ticket-close', value: 'close', label: 'Cerrados' },
    ],
  },
});
