import { defineResource } from './define.ts';

/**
 * The tenants (DOMAIN.md "People and tenancy"). Platform-wide and managed by the platform roles only; the row
 * lives in the handwritten `company` table, and creating one also seeds its role groups and settings.
 */
export const company = defineResource({
  name: 'company',
  table: 'company',
  permission: 'company',
  label: { one: 'Empresa', many: 'Empresas' },
  gender: 'f',
  scope: 'global',
  searchField: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, min: 2, max: 120, list: true, filter: true },
    { name: 'slug', kind: 'text', label: 'Identificador (slug)', max: 60, list: true, filter: true, unique: true },
    { name: 'logo', kind: 'image', label: 'Logo' },
    { name: 'is_root', kind: 'boolean', label: 'Empresa raíz', readOnly: true, list: true },
    { name: 'balance', kind: 'money', label: 'Saldo', readOnly: true, list: true },
    { name: 'active', kind: 'boolean', label: 'Activa', list: true, filter: true, toggle: true, defaultValue: true },
  ],
});
