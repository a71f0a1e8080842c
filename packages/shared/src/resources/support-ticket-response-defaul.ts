import { defineResource } from './define.ts';

/** Canned answers staff may insert into a support ticket's thread (DOMAIN.md "Support ticket"). */
export const supportTicketResponseDefaul = defineResource({
  name: 'support_ticket_response_defaul',
  table: 'support_ticket_response_defaul',
  permission: 'support_ticket_response_defaul',
  label: { one: 'Respuesta predeterminada', many: 'Respuestas predeterminadas' },
  gender: 'f',
  scope: 'company',
  searchField: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 120, list: true, filter: true },
    { name: 'response', kind: 'textarea', label: 'Respuesta', required: true, max: 5000 },
    { name: 'active', kind: 'boolean', label: 'Activa', list: true, filter: true, toggle: true, defaultValue: true },
  ],
});
