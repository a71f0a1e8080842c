import { defineResource } from './define.ts';

export const PRICE_LIST_TYPES = [
  { value: 'general', label: 'General' },
  { value: 'distributor', label: 'Distribuidores' },
  { value: 'client', label: 'Clientes' },
  { value: 'pos', label: 'Punto de venta' },
] as const;

/** A price list maps products to prices; price groups point to one, and one list per company is the general one. */
export const priceList = defineResource({
  name: 'price-list',
  table: 'price_list',
  permission: 'price-list',
  label: { one: 'Lista de precios', many: 'Listas de precios' },
  gender: 'f',
  scope: 'company',
  searchField: 'name',
  referenceLabel: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 120, list: true, filter: true },
    { name: 'type', kind: 'select', label: 'Tipo', required: true, options: PRICE_LIST_TYPES, list: true, filter: true, defaultValue: 'distributor' },
    { name: 'is_general', kind: 'boolean', label: 'Lista general', list: true, filter: true, defaultValue: false },
    { name: 'active', kind: 'boolean', label: 'Activa', list: true, filter: true, toggle: true, defaultValue: true },
  ],
});

/** One product's price in one list (unique per list and product). */
export const priceListItem = defineResource({
  name: 'price-list-item',
  table: 'price_list_item',
  permission: 'price-list',
  label: { one: 'Precio de la lista', many: 'Precios de la lista' },
  scope: 'company',
  searchField: 'product_name',
  defaultOrder: { field: 'product_name', direction: 'ASC' },
  fields: [
    // the product's name copied when the price is saved, so lists and pickers search by text
    { name: 'product_name', kind: 'text', label: 'Nombre del producto', readOnly: true, list: true, filter: true },
    { name: 'price_list_id', kind: 'reference', label: 'Lista de precios', reference: 'price-list', required: true, list: true, filter: true, createOnly: true },
    { name: 'type_digital_account_id', kind: 'reference', label: 'Producto', reference: 'type-digital-account', required: true, list: true, filter: true, createOnly: true },
    { name: 'price', kind: 'money', label: 'Precio', required: true, list: true },
  ],
});

/** A price group points to a price list; each user belongs to one group (users.price_group_id). */
export const priceGroup = defineResource({
  name: 'price-group',
  table: 'price_group',
  permission: 'price-group',
  label: { one: 'Grupo de precios', many: 'Grupos de precios' },
  scope: 'company',
  searchField: 'name',
  referenceLabel: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 120, list: true, filter: true },
    { name: 'price_list_id', kind: 'reference', label: 'Lista de precios', reference: 'price-list', required: true, list: true, filter: true },
    { name: 'description', kind: 'text', label: 'Descripción', max: 300 },
    { name: 'active', kind: 'boolean', label: 'Activo', list: true, filter: true, toggle: true, defaultValue: true },
  ],
});
