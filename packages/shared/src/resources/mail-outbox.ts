import { defineResource } from './define.ts';

/** Mail that could not be sent because no SMTP_URL is configured: admins read it here. */
export const mailOutbox = defineResource({
  name: 'mail-outbox',
  table: 'mail_outbox',
  permission: 'mail-outbox',
  label: { one: 'Correo', many: 'Bandeja de salida' },
  scope: 'company',
  readOnly: true,
  searchField: 'subject',
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  fields: [
    { name: 'to_address', kind: 'email', label: 'Para', list: true, filter: true, readOnly: true },
    { name: 'subject', kind: 'text', label: 'Asunto', list: true, filter: true, readOnly: true },
    { name: 'body', kind: 'textarea', label: 'Mensaje', readOnly: true },
    { name: 'sent', kind: 'boolean', label: 'Enviado', list: true, filter: true, readOnly: true },
  ],
});
