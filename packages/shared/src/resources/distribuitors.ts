import { defineResource } from './define.ts';

/**
 * Detail-only screen (spec §2): the distributors below the viewer (a distributor sees its own subtree, never
 * itself or its siblings; staff see the whole company). Read from `users`; parent_name, children_count and
 * price_group_name are computed by the server.
 */
export const distribuitors = defineResource({
  name: 'distribuitors',
  table: 'users',
  permission: 'distribuitors',
  label: { one: 'Distribuidor', many: 'Distribuidores' },
  scope: 'company',
  readOnly: true,
  searchField: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', readOnly: true, list: true, filter: true },
    { name: 'username', kind: 'text', label: 'Usuario', readOnly: true, list: true, filter: true },
    { name: 'codeuser', kind: 'text', label: 'Código de vendedor', readOnly: true, list: true, filter: true },
    { name: 'nickname_distribuitor', kind: 'text', label: 'Apodo del distribuidor', readOnly: true, list: true, filter: true },
    { name: 'level_grid', kind: 'integer', label: 'Nivel', readOnly: true, list: true, filter: true },
    // rewritten by every sale: not indexed, so not sortable (see user.ts)
    { name: 'balance', kind: 'money', label: 'Saldo', readOnly: true, list: true, sortable: false },
    { name: 'parent_id', kind: 'integer', label: 'Id del padre', readOnly: true, filter: true },
    { name: 'parent_name', kind: 'text', label: 'Padre', readOnly: true, list: true },
    { name: 'children_count', kind: 'integer', label: 'Hijos', readOnly: true, list: true },
    { name: 'price_group_name', kind: 'text', label: 'Grupo de precios', readOnly: true, list: true },
    { name: 'email', kind: 'email', label: 'Correo', readOnly: true },
    { name: 'phone', kind: 'phone', label: 'Celular', readOnly: true, list: true },
    { name: 'telegram_validated', kind: 'boolean', label: 'Telegram validado', readOnly: true },
    { name: 'active', kind: 'boolean', label: 'Activo', readOnly: true, list: true, filter: true },
  ],
});
