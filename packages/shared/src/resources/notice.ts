import { defineResource } from './define.ts';

export const notice = defineResource({
  name: 'notice',
  table: 'notice',
  permission: 'notice',
  label: { one: 'Aviso', many: 'Avisos' },
  scope: 'company',
  searchField: 'title',
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  fields: [
    { name: 'title', kind: 'text', label: 'Título', required: true, max: 150, list: true, filter: true },
    { name: 'description', kind: 'textarea', label: 'Descripción', required: true, max: 5000 },
    { name: 'image', kind: 'image', label: 'Imagen' },
    { name: 'start_date', kind: 'date', label: 'Fecha de inicio', list: true, filter: true },
    { name: 'end_date', kind: 'date', label: 'Fecha de fin', list: true, filter: true },
    { name: 'active', kind: 'boolean', label: 'Activo', list: true, filter: true, toggle: true, defaultValue: true },
  ],
});
