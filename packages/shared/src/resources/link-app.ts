import { defineResource } from './define.ts';

export const APP_PLATFORMS = [
  { value: 'android', label: 'Android' },
  { value: 'ios', label: 'iOS' },
  { value: 'windows', label: 'Windows' },
  { value: 'mac', label: 'macOS' },
  { value: 'tv', label: 'Smart TV' },
  { value: 'web', label: 'Web' },
] as const;

/** Download links of the apps the company's products are used with (shown on the tools-app page). */
export const linkApp = defineResource({
  name: 'link-app',
  table: 'link_app',
  permission: 'link-app',
  label: { one: 'Enlace de aplicación', many: 'Enlaces de aplicaciones' },
  scope: 'company',
  searchField: 'name',
  defaultOrder: { field: 'position', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 120, list: true, filter: true },
    { name: 'link', kind: 'url', label: 'Enlace', required: true, max: 500, list: true },
    { name: 'platform', kind: 'select', label: 'Plataforma', options: APP_PLATFORMS, list: true, filter: true },
    { name: 'icon', kind: 'image', label: 'Ícono' },
    { name: 'description', kind: 'textarea', label: 'Descripción', max: 2000 },
    { name: 'position', kind: 'integer', label: 'Orden', list: true, defaultValue: 0 },
    { name: 'active', kind: 'boolean', label: 'Activo', list: true, filter: true, toggle: true, defaultValue: true },
  ],
});
