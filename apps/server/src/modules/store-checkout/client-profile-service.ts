import { maskCredential } from '@app/shared/contracts/credentials';
import type { ClientProfile } from '@app/shared/store/cart';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { unitsOfOrder } from '../sales/index.ts';
import { cartView, priceItems } from './cart-view.ts';
import { pendingCartsOf, purchasesOf, storeClient, topUpsOf } from './store-checkout-repository.ts';
import { assertStoreClient, storeSeller, whatsappOf } from './store-seller.ts';

/**
 * The client profile of a store (`/store/{codeuser}/client-profile`): its data and balance, its top-ups, the carts
 * waiting for payment and its purchases with the delivered units (password and PIN masked) and renewal dates. Only the client itself
 * reads it: a client of another seller gets 404 (assertStoreClient).
 */
export function clientProfileService(db: Db) {
  return {
    async profile(auth: AuthContext, code: string): Promise<ClientProfile> {
      const seller = await storeSeller(db, code);
      const caller = assertStoreClient(auth, seller);
      const me = (await storeClient(db, caller.user.id))!;
      const pending = [];
      for (const cart of await pendingCartsOf(db, me.id)) pending.push(cartView(cart, await priceItems(db, cart)));
      const purchases = [];
      for (const o of await purchasesOf(db, me.company_id, me.id)) {
        const units = o.status === 'finalized' ? await unitsOfOrder(db, o.order_id) : [];
        purchases.push({
          ...o,
          units: units.map((u) => ({
            // masked: the page reveals one unit at a time through the credentials' reveal call, which records the view
            login: u.login, password: maskCredential(u.password), profile: u.profile, pin: maskCredential(u.pin), renewal_limit_date: u.renewal_limit_date,
            profile_id: u.profile_id, digital_account_id: u.digital_account_id,
          })),
        });
      }
      return {
        client: { id: me.id, name: me.name, email: me.email, phone: me.phone, username: me.username, balance: me.balance },
        seller: { name: seller.name, codeuser: seller.codeuser, whatsapp: whatsappOf(seller.phone) },
        pending,
        purchases,
        top_ups: await topUpsOf(db, me.company_id, me.id),
      };
    },
  };
}

export type ClientProfileService = ReturnType<typeof clientProfileService>;
