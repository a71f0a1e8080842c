import { defineResource } from './define.ts';
import { dateOrder, rules } from './rules.ts';

export const COUPON_TYPES = [
  { value: 'percent', label: 'Porcentaje' },
  { value: 'fixed', label: 'Valor fijo' },
] as const;

/**
 * Discount codes (DOMAIN.md "Coupon"): a percentage or a fixed value, validity dates, use limits and an
 * optional product. Redeeming them arrives with the coupons issue; `uses` is kept by the server.
 */
export const coupons = defineResource({
  name: 'coupons',
  table: 'coupons',
  permission: 'coupons',
  label: { one: 'Cupón', many: 'Cupones' },
  scope: 'company',
  searchField: 'code',
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  fields: [
    { name: 'code', kind: 'text', label: 'Código', required: true, min: 3, max: 40, uppercase: true, list: true, filter: true, unique: true },
    { name: 'description', kind: 'text', label: 'Descripción', max: 200 },
    { name: 'discount_type', kind: 'select', label: 'Tipo de descuento', options: COUPON_TYPES, required: true, list: true, filter: true },
    { name: 'percent', kind: 'number', label: 'Porcentaje', min: 0, max: 100, list: true },
    { name: 'amount', kind: 'money', label: 'Valor fijo', list: true },
    { name: 'start_date', kind: 'date', label: 'Válido desde', list: true, filter: true },
    { name: 'end_date', kind: 'date', label: 'Válido hasta', list: true, filter: true },
    { name: 'max_uses', kind: 'integer', label: 'Usos totales permitidos' },
    { name: 'max_uses_per_user', kind: 'integer', label: 'Usos por usuario' },
    { name: 'uses', kind: 'integer', label: 'Usos', readOnly: true, defaultValue: 0, list: true },
    { name: 'type_digital_account_id', kind: 'reference', label: 'Producto (vacío = todos)', reference: 'type-digital-account', filter: true },
    { name: 'user_id', kind: 'reference', label: 'Cliente (cupón ganado)', reference: 'user', filter: true },
    { name: 'active', kind: 'boolean', label: 'Activo', list: true, filter: true, toggle: true, defaultValue: true },
  ],
  validate: rules(
    (v): Record<string, string> => {
      if (v.discount_type === 'percent' && !(Number(v.percent) > 0 && Number(v.percent) <= 100)) {
        return { percent: 'El porcentaje debe estar entre 1 y 100' };
      }
      if (v.discount_type === 'fixed' && !(Number(v.amount) > 0)) return { amount: 'El valor fijo debe ser mayor que 0' };
      return {};
    },
    dateOrder('start_date', 'end_date'),
  ),
});
