import { defineResource } from './define.ts';

export const TEMPLATE_CHANNELS = [
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'email', label: 'Correo electrónico' },
  { value: 'sms', label: 'SMS' },
  { value: 'other', label: 'Otro' },
] as const;

/**
 * Platform-wide message templates with `{{placeholder}}` marks (see templates/render.ts). `code` is how the
 * product finds a template (e.g. `purchase-message`); a company overrides one with a template-company row.
 */
export const template = defineResource({
  name: 'template',
  table: 'template',
  permission: 'template',
  label: { one: 'Plantilla', many: 'Plantillas' },
  gender: 'f',
  scope: 'global',
  searchField: 'name',
  referenceLabel: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 120, list: true, filter: true },
    { name: 'code', kind: 'text', label: 'Código', required: true, max: 60, list: true, filter: true, unique: true },
    { name: 'channel', kind: 'select', label: 'Canal', options: TEMPLATE_CHANNELS, defaultValue: 'whatsapp', list: true, filter: true },
    { name: 'subject', kind: 'text', label: 'Asunto', max: 200 },
    { name: 'body', kind: 'textarea', label: 'Texto', required: true, max: 10000 },
    { name: 'active', kind: 'boolean', label: 'Activa', list: true, filter: true, toggle: true, defaultValue: true },
  ],
  validate: (v): Record<string, string> => (typeof v.code === 'string' && !/^[a-z0-9_-]+$/.test(v.code)
    ? { code: 'El código solo admite minúsculas, números, guion y guion bajo' } : {}),
});
