import { defineResource } from './define.ts';
import { phones, rules } from './rules.ts';

/** WhatsApp numbers the company answers support on, with their greeting and schedule. */
export const whatsappSupportLines = defineResource({
  name: 'whatsapp-support-lines',
  table: 'whatsapp_support_lines',
  permission: 'whatsapp-support-lines',
  label: { one: 'Línea de soporte WhatsApp', many: 'Líneas de soporte WhatsApp' },
  gender: 'f',
  scope: 'company',
  searchField: 'name',
  defaultOrder: { field: 'position', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 120, list: true, filter: true },
    { name: 'country_code', kind: 'text', label: 'Indicativo del país', max: 4, defaultValue: '57', list: true },
    { name: 'phone', kind: 'phone', label: 'Número de WhatsApp', required: true, max: 10, list: true, filter: true },
    { name: 'message', kind: 'text', label: 'Mensaje inicial', max: 500 },
    { name: 'schedule', kind: 'text', label: 'Horario de atención', max: 200, list: true },
    { name: 'position', kind: 'integer', label: 'Orden', list: true, defaultValue: 0 },
    { name: 'active', kind: 'boolean', label: 'Activa', list: true, filter: true, toggle: true, defaultValue: true },
  ],
  validate: rules(phones('phone'), (v): Record<string, string> => (typeof v.country_code === 'string' && v.country_code !== '' && !/^\d{1,4}$/.test(v.country_code)
    ? { country_code: 'El indicativo solo admite de 1 a 4 dígitos' } : {})),
});
