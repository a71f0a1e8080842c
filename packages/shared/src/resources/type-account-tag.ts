import { defineResource } from './define.ts';

/** Labels that group products (types of digital account) in the catalogue and the store. */
export const typeAccountTag = defineResource({
  name: 'type-account-tag',
  table: 'type_account_tag',
  permission: 'type-account-tag',
  label: { one: 'Etiqueta', many: 'Etiquetas' },
  gender: 'f',
  scope: 'company',
  searchField: 'name',
  defaultOrder: { field: 'position', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 80, list: true, filter: true, unique: true },
    { name: 'color', kind: 'text', label: 'Color (hex)', max: 7, list: true },
    { name: 'description', kind: 'text', label: 'Descripción', max: 200 },
    { name: 'position', kind: 'integer', label: 'Orden', list: true, defaultValue: 0 },
    { name: 'active', kind: 'boolean', label: 'Activa', list: true, filter: true, toggle: true, defaultValue: true },
  ],
  validate: (v): Record<string, string> => (typeof v.color === 'string' && v.color !== '' && !/^#[0-9A-Fa-f]{6}$/.test(v.color)
    ? { color: 'El color debe tener el formato #RRGGBB' } : {}),
});
