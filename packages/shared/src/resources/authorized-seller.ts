import { defineResource } from './define.ts';
import { phones, rules } from './rules.ts';

/**
 * Sellers the company vouches for publicly (so buyers can check who is an official reseller). A seller with a user
 * may also hold redeemable balance codes (DOMAIN.md "Redeemable balance"): it sells them at its
 * `redeemable_discount` (percent of each code's value it keeps) and owes the company the rest; `balance` is what it
 * owes, kept by the redeemable module as the sum of its movements (redeemable-vendor-balance-movement). One seller
 * per user: its codes and movements follow that user.
 */
export const authorizedSeller = defineResource({
  name: 'authorized-seller',
  table: 'authorized_seller',
  permission: 'authorized-seller',
  label: { one: 'Vendedor autorizado', many: 'Vendedores autorizados' },
  scope: 'company',
  searchField: 'name',
  referenceLabel: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 150, list: true, filter: true },
    { name: 'document_number', kind: 'text', label: 'Número de documento', max: 30, list: true, filter: true },
    { name: 'phone', kind: 'phone', label: 'Celular', max: 10, list: true, filter: true },
    { name: 'email', kind: 'email', label: 'Correo', max: 160 },
    { name: 'city', kind: 'text', label: 'Ciudad', max: 100, list: true, filter: true },
    { name: 'user_id', kind: 'reference', label: 'Usuario del vendedor', reference: 'user', filter: true, unique: true },
    { name: 'authorized_until', kind: 'date', label: 'Autorizado hasta', list: true, filter: true },
    { name: 'active', kind: 'boolean', label: 'Activo', list: true, filter: true, toggle: true, defaultValue: true },
    { name: 'redeemable_discount', kind: 'number', label: 'Descuento en códigos redimibles (%)', min: 0, max: 100, defaultValue: 0 },
    { name: 'balance', kind: 'money', label: 'Saldo por pagar (códigos)', readOnly: true, defaultValue: 0, list: true },
  ],
  validate: rules(phones('phone')),
});
