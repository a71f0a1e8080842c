import type { ResourceHooks } from '../../engine/resource-hooks.ts';
import { conflict } from '../../lib/errors.ts';
import { sellerHasHistory, stateColumn } from './redeemable-repository.ts';

/** `redeemable-balance`: the computed `state` (a code past its expiry day reads Vencido) for lists and filters. */
export const redeemableBalanceHooks: ResourceHooks = { columns: { state: stateColumn } };

/**
 * `authorized-seller`: a seller's codes and movements follow its user, so once it held a code its user cannot
 * change and the seller cannot be deleted (deactivate it instead); its balance is kept by its movements only.
 */
export const authorizedSellerHooks: ResourceHooks = {
  async beforeUpdate(tx, _auth, before, patch) {
    if ('user_id' in patch && patch.user_id !== before.user_id && (await sellerHasHistory(tx, before.id))) {
      throw conflict(`No se puede cambiar el usuario de ${before.name}: ya tiene códigos redimibles o movimientos a su nombre. Crea otro vendedor para el nuevo usuario.`);
    }
  },
  async beforeRemove(tx, _auth, before) {
    if (await sellerHasHistory(tx, before.id)) {
      throw conflict(`No se puede eliminar a ${before.name}: tiene códigos redimibles o movimientos a su nombre. Márcalo como inactivo.`);
    }
  },
};
