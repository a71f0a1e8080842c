import { defineResource } from './define.ts';

export const SALE_MODES = [
  { value: 'profiles', label: 'Por perfiles' },
  { value: 'accounts', label: 'Por cuentas completas' },
] as const;
export type SaleMode = (typeof SALE_MODES)[number]['value'];

/** A product's display name when none is given: service + plan + duration (e.g. "NETFLIX 4K 1 PANTALLA 30 DÍAS"). */
export function productName(v: { service?: unknown; plan?: unknown; duration_days?: unknown }): string {
  const days = Number(v.duration_days);
  return [v.service, v.plan, days > 0 ? `${days} ${days === 1 ? 'DÍA' : 'DÍAS'}` : null]
    .filter((p) => p !== null && p !== undefined && String(p).trim() !== '')
    .map((p) => String(p).trim().toUpperCase()).join(' ');
}

/** A product (DOMAIN.md "Catalogue and inventory"): what buyers pick and pay for. */
export const typeDigitalAccount = defineResource({
  name: 'type-digital-account',
  table: 'type_digital_account',
  permission: 'type-digital-account',
  label: { one: 'Tipo de cuenta digital', many: 'Tipos de cuenta digital' },
  scope: 'company',
  searchField: 'name',
  referenceLabel: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', max: 150, list: true, filter: true, uppercase: true },
    { name: 'service', kind: 'text', label: 'Servicio', required: true, max: 60, list: true, filter: true, uppercase: true },
    { name: 'plan', kind: 'text', label: 'Plan', max: 80, list: true, uppercase: true },
    { name: 'duration_days', kind: 'integer', label: 'Duración (días)', min: 1, max: 3650, list: true, defaultValue: 30 },
    { name: 'price_base', kind: 'money', label: 'Precio base', required: true, list: true },
    { name: 'profile_max_quantity', kind: 'integer', label: 'Perfiles por cuenta', min: 1, max: 50, list: true, defaultValue: 1 },
    { name: 'sale_mode', kind: 'select', label: 'Se vende', options: SALE_MODES, list: true, filter: true, defaultValue: 'profiles' },
    // tag names or type-account-tag ids, comma separated: the catalogue groups products by them
    { name: 'tags', kind: 'text', label: 'Etiquetas', max: 300, filter: true },
    { name: 'description', kind: 'textarea', label: 'Descripción', max: 2000 },
    { name: 'image', kind: 'image', label: 'Imagen' },
    { name: 'reservable', kind: 'boolean', label: 'Reservable', list: true, filter: true, toggle: true, defaultValue: false },
    { name: 'active', kind: 'boolean', label: 'Activo', list: true, filter: true, toggle: true, defaultValue: true },
  ],
  derive: (v) => (v.name ? {} : { name: productName(v) }),
});
