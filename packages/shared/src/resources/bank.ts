import { defineResource } from './define.ts';

export const bank = defineResource({
  name: 'bank',
  table: 'bank',
  permission: 'bank',
  label: { one: 'Banco', many: 'Bancos' },
  scope: 'company',
  searchField: 'name',
  referenceLabel: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 120, list: true, filter: true },
    { name: 'code', kind: 'text', label: 'Código', max: 20, list: true, filter: true, uppercase: true },
    { name: 'logo', kind: 'image', label: 'Logo' },
    { name: 'active', kind: 'boolean', label: 'Activo', list: true, filter: true, toggle: true, defaultValue: true },
  ],
});
