import { defineResource } from './define.ts';
import { dateOrder } from './rules.ts';

/** Banners the company shows on its screens and store while active and within their dates. */
export const advertising = defineResource({
  name: 'advertising',
  table: 'advertising',
  permission: 'advertising',
  label: { one: 'Publicidad', many: 'Publicidad' },
  gender: 'f',
  scope: 'company',
  searchField: 'title',
  defaultOrder: { field: 'position', direction: 'ASC' },
  fields: [
    { name: 'title', kind: 'text', label: 'Título', required: true, max: 150, list: true, filter: true },
    { name: 'description', kind: 'textarea', label: 'Descripción', max: 2000 },
    { name: 'image', kind: 'image', label: 'Imagen' },
    { name: 'link', kind: 'url', label: 'Enlace', max: 500 },
    { name: 'start_date', kind: 'date', label: 'Fecha de inicio', list: true, filter: true },
    { name: 'end_date', kind: 'date', label: 'Fecha de fin', list: true, filter: true },
    { name: 'position', kind: 'integer', label: 'Orden', list: true, defaultValue: 0 },
    { name: 'active', kind: 'boolean', label: 'Activo', list: true, filter: true, toggle: true, defaultValue: true },
  ],
  validate: dateOrder('start_date', 'end_date'),
});
