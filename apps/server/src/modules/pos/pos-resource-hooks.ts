import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { posProduct, posProductVariant } from '../../db/schema/index.ts';
import type { ResourceHooksMap } from '../../engine/resource-hooks.ts';
import { unprocessable } from '../../lib/errors.ts';
import { turnTotalColumn } from './pos-order-repository.ts';

/** A price names its product (lists search by it) and, for a variant, one of that product's variants. */
async function priceValues(tx: Tx, companyId: number, values: Record<string, unknown>) {
  const [product] = await tx.select({ name: posProduct.name }).from(posProduct)
    .where(and(eq(posProduct.company_id, companyId), eq(posProduct.id, Number(values.product_id))));
  if (!product) return values;
  let name = product.name as string;
  if (values.product_variant_id) {
    const [variant] = await tx.select({ name: posProductVariant.name }).from(posProductVariant)
      .where(and(eq(posProductVariant.id, Number(values.product_variant_id)), eq(posProductVariant.product_id, Number(values.product_id))));
    if (!variant) throw unprocessable('La variante no pertenece al producto.', { product_variant_id: 'La variante no pertenece al producto' });
    name = `${name} · ${variant.name as string}`;
  }
  return { ...values, product_name: name };
}

/** Rules the POS resources add to the generic engine. */
export const posResourceHooks: ResourceHooksMap = {
  'pos-price': {
    beforeCreate: (tx, auth, values) => priceValues(tx, auth.tenant.id, values),
  },
  // what the turn sold: its paid and closed orders, never a stored copy
  'pos-cash-register-turn': { columns: { total: turnTotalColumn } },
};
