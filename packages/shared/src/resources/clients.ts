import { defineResource } from './define.ts';

/**
 * Detail-only screen (spec §2): users with role Cliente below the viewer (a distributor sees the clients of its
 * own subtree; staff see the whole company). Read from `users`; parent_name is computed by the server.
 */
export const clients = defineResource({
  name: 'clients',
  table: 'users',
  permission: 'clients',
  label: { one: 'Cliente', many: 'Clientes' },
  scope: 'company',
  readOnly: true,
  searchField: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', readOnly: true, list: true, filter: true },
    { name: 'username', kind: 'text', label: 'Usuario', readOnly: true, list: true, filter: true },
    { name: 'email', kind: 'email', label: 'Correo', readOnly: true, list: true, filter: true },
    { name: 'phone', kind: 'phone', label: 'Celular', readOnly: true, list: true },
    { name: 'parent_id', kind: 'integer', label: 'Id del distribuidor', readOnly: true, filter: true },
    { name: 'parent_name', kind: 'text', label: 'Distribuidor', readOnly: true, list: true },
    { name: 'level_grid', kind: 'integer', label: 'Nivel', readOnly: true },
    // rewritten by every sale: not indexed, so not sortable (see user.ts)
    { name: 'balance', kind: 'money', label: 'Saldo', readOnly: true, list: true, sortable: false },
    { name: 'accept_terms', kind: 'boolean', label: 'Aceptó términos', readOnly: true },
    { name: 'active', kind: 'boolean', label: 'Activo', readOnly: true, list: true, filter: true },
  ],
});
