import type { ResourceHooks } from '../../engine/resource-hooks.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import type { Tx } from '../../db/client.ts';
import { couponWasUsed, productNames, productNamesColumn, userInCompany } from './coupon-repository.ts';

/** The products and the owner a coupon names must be of the company it belongs to. */
async function checkReferences(tx: Tx, companyId: number, values: Record<string, unknown>) {
  const ids = values.type_digital_account_ids;
  if (Array.isArray(ids) && ids.length) {
    const found = await productNames(tx, companyId, ids as number[]);
    if (found.size !== ids.length) {
      throw unprocessable('Uno o más productos del cupón no existen en esta empresa.', { type_digital_account_ids: 'Elige productos de la lista' });
    }
  }
  const owner = values.user_id;
  if (owner !== null && owner !== undefined && !(await userInCompany(tx, companyId, Number(owner)))) {
    throw unprocessable('El cliente del cupón no existe en esta empresa.', { user_id: 'Elige un cliente de la lista' });
  }
}

/** Coupons through the generic screens: their products listed by name, references checked, used ones kept. */
export const couponHooks: ResourceHooks = {
  columns: { product_names: productNamesColumn },
  async beforeCreate(tx, auth, values) {
    await checkReferences(tx, auth.tenant.id, values);
  },
  async beforeUpdate(tx, auth, _before, patch) {
    await checkReferences(tx, auth.tenant.id, patch);
  },
  async beforeRemove(tx, _auth, before) {
    if (await couponWasUsed(tx, before.id as number)) {
      throw conflict(`El cupón ${String(before.code)} ya se usó en pedidos: desactívalo en lugar de eliminarlo.`);
    }
  },
};
