import { CART_MAX_QT, type LocalCartLine, type StoreCart } from '@app/shared/store/cart';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { saleChain } from '../pricing/index.ts';
import { cartView, priceItems } from './cart-view.ts';
import { addItem, ensureOpenCart, inCatalog, itemOfCart, openCartOf, removeItem, updateItem, type CartRow } from './store-checkout-repository.ts';
import { assertStoreClient, storeSeller, type StoreSeller } from './store-seller.ts';

const EMPTY: StoreCart = {
  id: 0, step: 1, finalized: false, status: 'draft', currency: 'COP', coupon_code: null, items: [], total: 0, total_view: '$ 0',
};

/**
 * The signed-in client's cart in one store (spec §4): add (draft, quantity 1), change or lower the quantity, remove,
 * and merge what the visitor kept in localStorage before signing in. Every answer is the whole cart.
 */
export function cartService(db: Db) {
  async function view(tx: Tx, cart: CartRow | undefined) {
    return cart ? cartView(cart, await priceItems(tx, cart)) : EMPTY;
  }

  /** A product the store sells: in the seller's company, active and ticked in the seller's catalog. */
  async function sellable(tx: Tx, seller: StoreSeller, buyerId: number, typeId: number): Promise<boolean> {
    const sale = await saleChain(tx, seller.company_id, buyerId, typeId);
    return !!sale && sale.product.active && (await inCatalog(tx, seller.company_id, seller.id, typeId));
  }

  async function withCart<T>(auth: AuthContext, code: string, work: (tx: Tx, cart: CartRow, seller: StoreSeller) => Promise<T>) {
    const seller = await storeSeller(db, code);
    const caller = assertStoreClient(auth, seller);
    return inTransaction(db, async (tx) => {
      const cart = await ensureOpenCart(tx, { companyId: seller.company_id, userId: caller.user.id, sellerId: seller.id });
      await work(tx, cart, seller);
      return view(tx, await openCartOf(tx, caller.user.id));
    });
  }

  return {
    async get(auth: AuthContext, code: string): Promise<StoreCart> {
      const seller = await storeSeller(db, code);
      const caller = assertStoreClient(auth, seller);
      return view(db, await openCartOf(db, caller.user.id));
    },

    add: (auth: AuthContext, code: string, input: { type_digital_account_id: number; qt?: number }) =>
      withCart(auth, code, async (tx, cart, seller) => {
        if (!(await sellable(tx, seller, cart.user_id, input.type_digital_account_id))) {
          throw notFound('El producto no existe o ya no está disponible en esta tienda.');
        }
        await addItem(tx, { companyId: seller.company_id, cartId: cart.id, typeId: input.type_digital_account_id, qt: input.qt ?? 1, cap: CART_MAX_QT });
      }),

    setQt: (auth: AuthContext, code: string, itemId: number, qt: number) =>
      withCart(auth, code, async (tx, cart) => {
        const item = await itemOfCart(tx, cart.id, itemId);
        if (!item) throw notFound('Ese producto ya no está en tu carrito.');
        await updateItem(tx, item.id, { qt, status: 'draft', problem: null });
      }),

    remove: (auth: AuthContext, code: string, itemId: number) =>
      withCart(auth, code, async (tx, cart) => {
        const item = await itemOfCart(tx, cart.id, itemId);
        if (!item) throw notFound('Ese producto ya no está en tu carrito.');
        await removeItem(tx, item.id);
      }),

    /**
     * The visitor's localStorage cart joins the client's server cart at sign-in: quantities add up (capped), and a
     * line whose product no longer exists is skipped instead of failing the sign-in.
     */
    merge: (auth: AuthContext, code: string, lines: LocalCartLine[]) =>
      withCart(auth, code, async (tx, cart, seller) => {
        for (const line of lines) {
          if (!(await sellable(tx, seller, cart.user_id, line.type_digital_account_id))) continue;
          await addItem(tx, { companyId: seller.company_id, cartId: cart.id, typeId: line.type_digital_account_id, qt: line.qt, cap: CART_MAX_QT });
        }
      }),
  };
}

export type CartService = ReturnType<typeof cartService>;
