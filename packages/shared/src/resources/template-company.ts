import { defineResource } from './define.ts';

/** One company's own text for a platform template: when active it replaces the template for that company. */
export const templateCompany = defineResource({
  name: 'template-company',
  table: 'template_company',
  permission: 'template-company',
  label: { one: 'Plantilla de la empresa', many: 'Plantillas de la empresa' },
  gender: 'f',
  scope: 'company',
  searchField: 'subject',
  defaultOrder: { field: 'template_id', direction: 'ASC' },
  fields: [
    { name: 'template_id', kind: 'reference', label: 'Plantilla', reference: 'template', required: true, list: true, filter: true, unique: true },
    { name: 'subject', kind: 'text', label: 'Asunto', max: 200, list: true },
    { name: 'body', kind: 'textarea', label: 'Texto', required: true, max: 10000 },
    { name: 'active', kind: 'boolean', label: 'Activa', list: true, filter: true, toggle: true, defaultValue: true },
  ],
});
