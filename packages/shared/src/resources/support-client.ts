import { defineResource } from './define.ts';
import { SUPPORT_TICKET_STATUSES, THREAD_FIELDS, TICKET_ACTIONS, TICKET_FIELDS } from './support-ticket.ts';

/**
 * A support request from a client to its distributor (DOMAIN.md: the same as a support ticket, between a client
 * and its distributor). Numbered from the `support-client` consecutive and addressed to the client's seller (its
 * parent), who answers it in the thread; the owner chain of the client (its seller and their ancestors) and staff
 * reach it (modules/support).
 */
export const supportClient = defineResource({
  name: 'support-client',
  table: 'support_client',
  permission: 'support-client',
  label: { one: 'Ticket de cliente', many: 'Tickets de clientes' },
  scope: 'company',
  ownerField: 'user_id',
  searchField: 'subject',
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  card: { title: 'subject', fields: ['filing_number', 'support_client_status', 'user_id', 'last_response_at'] },
  fields: [
    ...TICKET_FIELDS,
    { name: 'user_id', kind: 'reference', label: 'Cliente', reference: 'user', list: true, filter: true },
    { name: 'distributor_id', kind: 'reference', label: 'Vendedor', reference: 'user', readOnly: true, list: true, filter: true },
    {
      name: 'support_client_status', kind: 'select', label: 'Estado', options: SUPPORT_TICKET_STATUSES,
      readOnly: true, defaultValue: 'open', list: true, filter: true,
    },
    ...THREAD_FIELDS,
  ],
  status: {
    field: 'support_client_status',
    lists: [
      { name: 'support-client-open', value: 'open', label: 'Abiertos' },
      { name: 'support-client-close', value: 'close', label: 'Cerrados' },
    ],
  },
  actions: TICKET_ACTIONS,
});
