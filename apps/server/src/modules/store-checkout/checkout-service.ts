import { formatMoney, type DeliveredItem } from '@app/shared';
import type { StoreCart } from '@app/shared/store/cart';
import { inTransaction, type Db } from '../../db/client.ts';
import { SYSTEM_ACTOR } from '../../lib/audit.ts';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { userBalance } from '../ledger/index.ts';
import { cartView, priceItems } from './cart-view.ts';
import { placeOrders, PROBLEM_TEXT } from './store-orders.ts';
import { payCart } from './store-payment.ts';
import { cartById, openCartOf, payablePendingUsers, pendingCartsOf, sellerCodeOf, storeClient, updateItem } from './store-checkout-repository.ts';
import { assertStoreClient, storeSeller } from './store-seller.ts';

export interface CheckoutResult {
  status: 'paid' | 'pending_payment';
  cart: StoreCart;
  /** Delivered units with credentials (paid only). */
  items: DeliveredItem[];
  /** What the balance lacks (pending only), COP cents. */
  missing: number;
  msg: string;
}


/**
 * Checkout of a store cart (DOMAIN.md "Store, catalog and clients"). Items that left the catalog or lack stock are
 * flagged and nothing is charged. Otherwise every item becomes a numbered order (source `store`, visible in the
 * seller's sales lists); with enough balance they are paid and delivered at once, else the cart waits as
 * "pendiente de pago" until a top-up of the client is approved (then the job of this module pays it) or the client
 * pays it from its profile.
 */
export function checkoutService(db: Db) {
  return {
    async checkout(auth: AuthContext, code: string, input: { coupon?: string | null }): Promise<CheckoutResult> {
      const seller = await storeSeller(db, code);
      const caller = assertStoreClient(auth, seller);
      // 1. flag what cannot be sold (committed: the client sees the flags), refuse with nothing charged
      const problems = await inTransaction(db, async (tx) => {
        const cart = await openCartOf(tx, caller.user.id, true);
        if (!cart) return null;
        const priced = await priceItems(tx, cart);
        for (const p of priced) await updateItem(tx, p.item.id, { status: p.problem ? 'flagged' : 'draft', problem: p.problem });
        return priced.filter((p) => p.problem).map((p) => `${p.item.name} ${PROBLEM_TEXT[p.problem!]}`);
      });
      if (problems === null) throw unprocessable('Tu carrito está vacío: agrega productos antes de pagar.');
      if (problems.length) throw conflict(`No se puede pagar el carrito: ${problems.join('; ')}. Quita esos productos o baja la cantidad. No se realizó ningún cobro.`);

      // 2. orders, then payment (all or nothing) or the wait for a top-up
      let cartId = 0;
      try {
        return await inTransaction(db, async (tx) => {
          const cart = await openCartOf(tx, caller.user.id, true);
          if (!cart) throw unprocessable('Tu carrito está vacío: agrega productos antes de pagar.');
          cartId = cart.id;
          const { cart: checkedOut, total: gross, discount } = await placeOrders(tx, { cart, caller, sellerCode: seller.codeuser, coupon: input.coupon?.trim() || null });
          const b = await userBalance(tx, cart.user_id);
          const available = Number(b?.balance ?? 0) + Number(b?.credit_limit ?? 0);
          // what the payment will charge: the coupon's discount comes off the total (payCart applies it)
          const total = gross - discount;
          if (available >= total) {
            const paid = await payCart(tx, { caller, actor: caller.actor, cart: checkedOut, sellerCode: seller.codeuser });
            const view = cartView((await cartById(tx, cart.company_id, cart.id))!, await priceItems(tx, checkedOut));
            return { status: 'paid' as const, cart: view, items: paid.items, missing: 0, msg: `Compra realizada: pagaste ${view.total_view} con tu saldo. Tus credenciales están abajo y en tu perfil.` };
          }
          const view = cartView(checkedOut, await priceItems(tx, checkedOut));
          return {
            status: 'pending_payment' as const, cart: view, items: [], missing: total - available,
            msg: `Tu pedido quedó pendiente de pago: te faltan ${formatMoney(total - available, { decimals: 0 })}. Reporta una recarga y lo entregaremos apenas se apruebe.`,
          };
        });
      } catch (err) {
        // the loser of a race on the last unit: its item is flagged (committed) so the cart says why
        if (err instanceof AppError && err.code === 'SOLD_OUT' && cartId) {
          await inTransaction(db, async (tx) => {
            const cart = await cartById(tx, seller.company_id, cartId, true);
            if (!cart) return;
            for (const p of await priceItems(tx, cart)) if (p.problem) await updateItem(tx, p.item.id, { status: 'flagged', problem: p.problem });
          });
        }
        throw err;
      }
    },

    /** The client pays a cart waiting for payment (after a top-up, or when its balance is enough again). */
    async pay(auth: AuthContext, code: string, cartId: number): Promise<CheckoutResult> {
      const seller = await storeSeller(db, code);
      const caller = assertStoreClient(auth, seller);
      return inTransaction(db, async (tx) => {
        const cart = await cartById(tx, seller.company_id, cartId, true);
        if (!cart || cart.user_id !== caller.user.id) throw notFound(`Pedido: el registro ${cartId} no existe.`);
        if (cart.status !== 'pending_payment') throw conflict('Este pedido no está pendiente de pago.');
        const paid = await payCart(tx, { caller, actor: caller.actor, cart, sellerCode: seller.codeuser });
        const view = cartView((await cartById(tx, seller.company_id, cartId))!, await priceItems(tx, cart));
        return { status: 'paid' as const, cart: view, items: paid.items, missing: 0, msg: 'Pedido pagado y entregado: tus credenciales están en tu perfil.' };
      });
    },

    /**
     * A top-up of the client was approved: each cart of it waiting for payment is paid now if the balance covers
     * it, each in its own transaction (a cart that cannot be paid — short balance, sold out — stays waiting and
     * never blocks the others). Safe to run any number of times: a paid cart is no longer pending.
     */
    async payPendingOf(userId: number): Promise<number> {
      const client = await storeClient(db, userId);
      if (!client?.parent_id) return 0;
      let paidCount = 0;
      for (const { id } of await pendingCartsOf(db, userId)) {
        try {
          await inTransaction(db, async (tx) => {
            const cart = await cartById(tx, client.company_id, id, true);
            if (!cart || cart.status !== 'pending_payment') return;
            const sellerCode = await sellerCodeOf(tx, cart.seller_id);
            const caller = { companyId: client.company_id, user: { id: client.id, name: client.name, company_id: client.company_id, path: client.path }, actor: SYSTEM_ACTOR, seesWholeCompany: false };
            await payCart(tx, { caller, actor: SYSTEM_ACTOR, cart, sellerCode });
            paidCount++;
          });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
        }
      }
      return paidCount;
    },

    /** Pays the waiting carts of every client whose balance now covers something (the sweep of the job queue). */
    async sweepPending(): Promise<number> {
      let paid = 0;
      for (const { user_id } of await payablePendingUsers(db)) paid += await this.payPendingOf(user_id);
      return paid;
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
