import { defineResource } from './define.ts';

export const DIGITAL_ACCOUNT_STATES = [
  { value: 'available', label: 'Disponible' },
  { value: 'sold', label: 'Vendida' },
  { value: 'faulty', label: 'Con falla' },
  { value: 'expired', label: 'Vencida' },
  { value: 'inactive', label: 'Inactiva' },
] as const;

/**
 * Provider credentials of one product, with up to profile_max_quantity profiles. Stock is staff-only; the
 * password is a credential: masked in every answer, never exported, shown one account at a time by the reveal
 * call (to staff holding `digital-account.show_observations`, or to its buyer), which records the view.
 */
export const digitalAccount = defineResource({
  name: 'digital-account',
  table: 'digital_account',
  permission: 'digital-account',
  label: { one: 'Cuenta digital', many: 'Cuentas digitales' },
  gender: 'f',
  scope: 'company',
  searchField: 'login',
  // what a record pointing at an account shows (a renewal ticket, a profile): its login, never its password
  referenceLabel: 'login',
  defaultOrder: { field: 'id', direction: 'DESC' },
  fields: [
    // a reference column shows a name but would sort by id, an order nobody reads; at a million rows each sortable
    // column needs an index that every stock import pays for on each row it writes: references sort nowhere in the stock
    { name: 'type_digital_account_id', kind: 'reference', label: 'Tipo de cuenta digital', reference: 'type-digital-account', required: true, list: true, filter: true, createOnly: true, sortable: false },
    { name: 'login', kind: 'text', label: 'Usuario o correo', required: true, max: 160, list: true, filter: true },
    // a secret, masked for most callers: lists do not sort by it (nor index it)
    { name: 'password', kind: 'password', label: 'Contraseña', required: true, max: 160, list: true, secret: true, credential: true, sortable: false },
    { name: 'expiry_date', kind: 'date', label: 'Fecha de vencimiento', list: true, filter: true },
    { name: 'state', kind: 'select', label: 'Estado', options: DIGITAL_ACCOUNT_STATES, list: true, filter: true, defaultValue: 'available' },
    { name: 'is_generic', kind: 'boolean', label: 'Genérica (login compartido)', list: true, filter: true, defaultValue: false },
    // how many profiles to create with the account (0 = none; empty = one per screen of the product)
    { name: 'profiles_quantity', kind: 'integer', label: 'Perfiles a crear', min: 0, max: 50, createOnly: true },
    { name: 'observations', kind: 'textarea', label: 'Observaciones', max: 2000, secret: true },
    // whole-account sales (products sold by accounts)
    { name: 'owner_id', kind: 'reference', label: 'Comprador', reference: 'user', readOnly: true, list: true, filter: true, sortable: false },
    { name: 'order_id', kind: 'reference', label: 'Pedido', reference: 'order', readOnly: true, filter: true },
    { name: 'sold_at', kind: 'datetime', label: 'Vendida el', readOnly: true },
    { name: 'renewal_limit_date', kind: 'date', label: 'Fecha límite de renovación', readOnly: true },
  ],
});

export const PROFILE_STATES = [
  { value: 'available', label: 'Disponible' },
  { value: 'sold', label: 'Vendido' },
  { value: 'renewed', label: 'Renovado' },
  { value: 'faulty', label: 'Con falla' },
  { value: 'released', label: 'Liberado' },
] as const;

/** States a unit is in while someone owns it. */
export const OWNED_PROFILE_STATES = ['sold', 'renewed'] as const;

/**
 * A screen of a digital account: the unit sold by profile. `user_id` is the owner (subtree scoping: a buyer and
 * its ancestors see it, with its credentials; staff see all).
 */
export const profiles = defineResource({
  name: 'profiles',
  table: 'profiles',
  permission: 'profiles',
  label: { one: 'Perfil', many: 'Perfiles' },
  scope: 'company',
  searchField: 'name',
  // what a record pointing at a profile shows (a fault report's reported and replacement profile): its screen name
  referenceLabel: 'name',
  ownerField: 'user_id',
  defaultOrder: { field: 'id', direction: 'DESC' },
  fields: [
    // references (shown by name, sorted by id) and the random PIN are not sortable: see the account's fields
    { name: 'digital_account_id', kind: 'reference', label: 'Cuenta digital', reference: 'digital-account', required: true, list: true, filter: true, createOnly: true, sortable: false },
    { name: 'type_digital_account_id', kind: 'reference', label: 'Tipo de cuenta digital', reference: 'type-digital-account', readOnly: true, list: true, filter: true, sortable: false },
    { name: 'name', kind: 'text', label: 'Nombre de pantalla', required: true, max: 60, list: true, filter: true },
    { name: 'pin', kind: 'text', label: 'PIN', max: 12, list: true, credential: true, sortable: false },
    { name: 'state', kind: 'select', label: 'Estado', options: PROFILE_STATES, list: true, filter: true, defaultValue: 'available' },
    { name: 'user_id', kind: 'reference', label: 'Comprador', reference: 'user', readOnly: true, list: true, filter: true, sortable: false },
    { name: 'order_id', kind: 'reference', label: 'Pedido', reference: 'order', readOnly: true, list: true, filter: true, sortable: false },
    { name: 'sold_at', kind: 'datetime', label: 'Vendido el', readOnly: true, list: true, filter: true },
    { name: 'renewal_limit_date', kind: 'date', label: 'Fecha límite de renovación', readOnly: true, list: true, filter: true },
  ],
});
