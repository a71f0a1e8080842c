import { defineResource } from './define.ts';

/** A branch of a company (spec §3 `bus_subsidiary_id`): the point of sale installs one and sells in its name. */
export const subsidiary = defineResource({
  name: 'subsidiary',
  table: 'subsidiary',
  permission: 'subsidiary',
  label: { one: 'Sede', many: 'Sedes' },
  gender: 'f',
  scope: 'company',
  searchField: 'name',
  referenceLabel: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 120, list: true, filter: true, unique: true },
    { name: 'address', kind: 'text', label: 'Dirección', max: 300, list: true },
    { name: 'phone', kind: 'text', label: 'Teléfono', max: 40, list: true },
    { name: 'active', kind: 'boolean', label: 'Activa', list: true, filter: true, toggle: true, defaultValue: true },
  ],
});
