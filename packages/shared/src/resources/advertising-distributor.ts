import { defineResource } from './define.ts';
import { dateOrder } from './rules.ts';

/** Banners addressed to the distributor network (shown to distributors, optionally from one level down). */
export const advertisingDistributor = defineResource({
  name: 'advertising-distributor',
  table: 'advertising_distributor',
  permission: 'advertising-distributor',
  label: { one: 'Publicidad para distribuidores', many: 'Publicidad para distribuidores' },
  gender: 'f',
  scope: 'company',
  searchField: 'title',
  defaultOrder: { field: 'position', direction: 'ASC' },
  fields: [
    { name: 'title', kind: 'text', label: 'Título', required: true, max: 150, list: true, filter: true },
    { name: 'description', kind: 'textarea', label: 'Descripción', max: 2000 },
    { name: 'image', kind: 'image', label: 'Imagen' },
    { name: 'link', kind: 'url', label: 'Enlace', max: 500 },
    { name: 'min_level', kind: 'integer', label: 'Desde el nivel (vacío = todos)', min: 1, max: 50, list: true },
    { name: 'start_date', kind: 'date', label: 'Fecha de inicio', list: true, filter: true },
    { name: 'end_date', kind: 'date', label: 'Fecha de fin', list: true, filter: true },
    { name: 'position', kind: 'integer', label: 'Orden', list: true, defaultValue: 0 },
    { name: 'active', kind: 'boolean', label: 'Activo', list: true, filter: true, toggle: true, defaultValue: true },
  ],
  validate: dateOrder('start_date', 'end_date'),
});
