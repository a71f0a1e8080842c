import { z } from 'zod';
import { defineResource } from './define.ts';
import { dateOrder, rules } from './rules.ts';

export const COUPON_TYPES = [
  { value: 'percent', label: 'Porcentaje' },
  { value: 'fixed', label: 'Valor fijo' },
] as const;

/**
 * The `coupon` a buyer types at a purchase (POST /purchase, the store's checkout): trimmed, upper case as codes
 * are stored; empty means no coupon.
 */
export const couponCodeInput = z.string({ error: 'El cupón debe ser texto' }).trim()
  .max(40, 'El cupón admite máximo 40 caracteres')
  .transform((v) => v.toUpperCase())
  .nullable().optional();

/** Most products one coupon may name (an empty list means every product). */
export const COUPON_MAX_PRODUCTS = 50;

/** Why a coupon's product list is not a list of product ids, or null when it is (null or [] = every product). */
export function couponProductsProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) return 'Los productos deben ser una lista';
  if (value.length > COUPON_MAX_PRODUCTS) return `Un cupón puede nombrar máximo ${COUPON_MAX_PRODUCTS} productos`;
  if (!value.every((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)) return 'Cada producto debe ser un id válido';
  if (new Set(value).size !== value.length) return 'Los productos no se pueden repetir';
  return null;
}

/**
 * Discount codes (DOMAIN.md "Coupon"): a percentage or a fixed value, validity dates, total and per-user use
 * limits, the products it applies to (none = all) and an active flag. Applied to a direct purchase (and to a store
 * checkout) by modules/coupons; `uses` is kept by the server in the sale's transaction. A coupon with `user_id` is
 * personal (only that client sees and uses it): the loyalty reward is one, with `reward_orders` saying which count
 * of finalized orders earned it.
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
    // ids of type-digital-account; the web edits it with a product picker, lists show `product_names`
    { name: 'type_digital_account_ids', kind: 'json', label: 'Productos (vacío = todos)' },
    { name: 'product_names', kind: 'text', label: 'Aplica a', readOnly: true, computed: true, list: true },
    { name: 'user_id', kind: 'reference', label: 'Cliente (cupón personal)', reference: 'user', list: true, filter: true },
    { name: 'reward_orders', kind: 'integer', label: 'Premio por pedidos finalizados', readOnly: true, filter: true },
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
    (v): Record<string, string> => {
      const problem = couponProductsProblem(v.type_digital_account_ids);
      return problem ? { type_digital_account_ids: problem } : {};
    },
    dateOrder('start_date', 'end_date'),
  ),
});
