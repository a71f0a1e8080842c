import { splitSale } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { diffChanges, writeLog } from '../../lib/audit.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { nextNumber } from '../consecutives/index.ts';
import { saleChain, type SaleChain } from '../pricing/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { insertOrder } from '../sales/index.ts';
import { priceItems } from './cart-view.ts';
import { couponTarget } from './store-payment.ts';
import { updateCart, updateItem, type CartRow } from './store-checkout-repository.ts';

const PROBLEM_TEXT = { unavailable: 'ya no está disponible', out_of_stock: 'está agotado' } as const;
export { PROBLEM_TEXT };

/**
 * Checkout's first half, in the caller's transaction on a locked open cart: each item becomes a numbered draft order
 * (source `store`: the seller's order and sales lists show it) at the client's cost now, and the cart moves to step 2
 * "pendiente de pago" with its coupon (checked here, applied when paid). Answers the cart its total before the coupon and the coupon's discount.
 */
export async function placeOrders(tx: Tx, a: { cart: CartRow; caller: Caller; sellerCode: string; coupon: string | null }): Promise<{ cart: CartRow; total: number; discount: number }> {
  const { cart, caller } = a;
  const priced = await priceItems(tx, cart);
  if (!priced.length) throw unprocessable('Tu carrito está vacío: agrega productos antes de pagar.');
  const chains: SaleChain[] = [];
  for (const p of priced) {
    if (p.problem) throw conflict(`${p.item.name} ${PROBLEM_TEXT[p.problem]}. No se realizó ningún cobro.`);
    chains.push((await saleChain(tx, cart.company_id, cart.user_id, p.item.type_digital_account_id))!);
  }
  // a coupon that fits no item (or is used up) is refused now, before anything is written
  const target = await couponTarget(tx, {
    companyId: cart.company_id, buyerId: cart.user_id, code: a.coupon,
    lines: priced.map((p, i) => ({ orderOrItemId: p.item.id, product: chains[i].product, chain: chains[i].chain, qt: p.item.qt })),
  });
  let total = 0;
  for (const [i, p] of priced.entries()) {
    const split = splitSale(chains[i].chain, p.item.qt);
    const number = (await nextNumber(tx, cart.company_id, 'order')).number;
    const order = await insertOrder(tx, {
      company_id: cart.company_id, number, user_id: cart.user_id, type_digital_account_id: p.item.type_digital_account_id,
      product_name: chains[i].product.name, quantity: p.item.qt, unit_price: split.unitPrice, total: split.total,
      coupon_code: a.coupon, status: 'draft', source: 'store', created_by: caller.user.id,
    });
    await writeLog(tx, {
      companyId: cart.company_id, objectType: 'order', objectId: order.id, actor: caller.actor,
      text: `Pedido de la tienda ${a.sellerCode} (carrito ${cart.id})`, changes: diffChanges(null, order),
    });
    await updateItem(tx, p.item.id, { detail_order_id: order.id, sale_price: split.unitPrice, total: split.total, status: 'draft', problem: null });
    total += split.total;
  }
  const checkedOut = await updateCart(tx, cart.id, { status: 'pending_payment', step: 2, coupon_code: a.coupon, checked_out_at: new Date().toISOString() });
  return { cart: checkedOut, total, discount: target?.discount ?? 0 };
}
