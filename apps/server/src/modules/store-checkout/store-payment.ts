import { formatMoney, splitSale, type DeliveredItem } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { diffChanges, writeLog, type Actor } from '../../lib/audit.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { applyCoupon, quoteCoupon, recordCouponUse, type CouponedSale } from '../coupons/index.ts';
import { rewardLoyalty } from '../coupons/index.ts';
import { notify } from '../notifications/index.ts';
import { saleChain, type SaleChain } from '../pricing/index.ts';
import { toItems } from '../sales/index.ts';
import { purchaseTemplate } from '../templates/index.ts';
import { assertSellable, chargeBuyer, deliverUnits } from '../sales/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { postEarnings } from '../sales/index.ts';
import { lockOrder, updateOrder, type OrderRow } from '../sales/index.ts';
import { itemsOf, updateCart, updateItem, type CartRow } from './store-checkout-repository.ts';

/** Spanish "sold out" answer of a racing checkout that lost the last unit: nothing was charged. */
export const soldOut = (name: string) =>
  conflict(`${name} está agotado: otra persona compró la última unidad. Quítalo del carrito para continuar. No se realizó ningún cobro.`, 'SOLD_OUT');

/** The item of the cart a coupon discounts (the first one it applies to: one use per purchase), and by how much now. */
export async function couponTarget(tx: Tx, r: { companyId: number; buyerId: number; code: string | null | undefined; lines: { orderOrItemId: number; product: { id: number; name: string }; chain: SaleChain['chain']; qt: number }[] }): Promise<{ id: number; discount: number } | null> {
  const code = r.code?.trim();
  if (!code) return null;
  let refusal: unknown = null;
  for (const line of r.lines) {
    try {
      const quote = await quoteCoupon(tx, { companyId: r.companyId, buyerId: r.buyerId, product: line.product, split: splitSale(line.chain, line.qt), code });
      return { id: line.orderOrItemId, discount: quote.split.discount };
    } catch (err) {
      // only "does not apply to this product" moves on to the next item; any other refusal is the answer
      if (!(err instanceof AppError) || err.code !== 'COUPON_NOT_APPLICABLE') throw err;
      refusal = err;
    }
  }
  throw refusal;
}

interface PayInput {
  caller: Caller;
  actor: Actor;
  cart: CartRow;
  sellerCode: string;
}

/**
 * Pays every draft order of a checked-out cart from the client's balance in the caller's transaction, all or
 * nothing: each at the client's cost now (the coupon on its item, taken from the company's revenue), the buyer's
 * debit before its units are taken, then commissions to the seller and its ancestors and the company's revenue
 * (sale-posting, keys `order:{id}:…`, so a repeated payment never moves money twice). A unit that another buyer
 * took first fails the whole payment with a Spanish "agotado" (the transaction rolls back: nothing charged).
 */
export async function payCart(tx: Tx, p: PayInput): Promise<{ orders: OrderRow[]; items: DeliveredItem[] }> {
  const { caller, cart } = p;
  const lines = (await itemsOf(tx, cart.id)).filter((i) => i.detail_order_id && i.status !== 'finalized');
  const orders: { order: OrderRow; itemId: number; sale: SaleChain }[] = [];
  for (const item of lines) {
    const order = await lockOrder(tx, cart.company_id, item.detail_order_id!);
    if (!order || order.status !== 'draft') continue;
    const sale = await saleChain(tx, cart.company_id, cart.user_id, item.type_digital_account_id);
    if (!sale) throw conflict(`${item.name} ya no está disponible en esta tienda. No se realizó ningún cobro.`);
    assertSellable(sale.product, order.quantity as number);
    orders.push({ order, itemId: item.id, sale });
  }
  // the coupon's row is locked first, before any balance row (the direct purchase's lock order)
  const target = await couponTarget(tx, {
    companyId: cart.company_id, buyerId: cart.user_id, code: cart.coupon_code,
    lines: orders.map((o) => ({ orderOrItemId: o.order.id, product: o.sale.product, chain: o.sale.chain, qt: o.order.quantity as number })),
  });
  const priced: { o: (typeof orders)[number]; sale: CouponedSale }[] = [];
  for (const o of orders) {
    const split = splitSale(o.sale.chain, o.order.quantity as number);
    const sale = o.order.id === target?.id
      ? await applyCoupon(tx, { companyId: cart.company_id, buyerId: cart.user_id, product: o.sale.product, split, code: cart.coupon_code })
      : { split: { ...split, gross: split.total, discount: 0 }, coupon: null };
    priced.push({ o, sale });
  }

  const template = await purchaseTemplate(tx, cart.company_id);
  const delivered: DeliveredItem[] = [];
  const finalized: OrderRow[] = [];
  for (const { o, sale } of priced) {
    const { order } = o;
    const note = `Pedido #${order.number} · ${order.quantity} × ${o.sale.product.name} (tienda ${p.sellerCode})`;
    const before = await updateOrder(tx, order.id, {
      unit_price: sale.split.unitPrice, total: sale.split.total, product_name: o.sale.product.name,
      coupon_code: sale.coupon?.code ?? null, discount: sale.coupon ? sale.split.discount : null,
    });
    await recordCouponUse(tx, sale, { companyId: cart.company_id, buyerId: cart.user_id, orderId: order.id });
    const money = { companyId: cart.company_id, actor: p.actor, object: { type: 'order', id: order.id }, keyPrefix: `order:${order.id}`, buyerId: cart.user_id, split: sale.split, note };
    await chargeBuyer(tx, money);
    let units;
    try {
      units = await deliverUnits(tx, { companyId: cart.company_id, product: o.sale.product, quantity: order.quantity as number, buyerId: cart.user_id, orderId: order.id });
    } catch (err) {
      if (err instanceof AppError && err.code === 'OUT_OF_STOCK') throw soldOut(o.sale.product.name);
      throw err;
    }
    await postEarnings(tx, money);
    const row = await updateOrder(tx, order.id, { status: 'finalized', finalized_at: sql`now()` });
    await updateItem(tx, o.itemId, { status: 'finalized', sale_price: sale.split.unitPrice, total: sale.split.total, problem: null });
    await writeLog(tx, {
      companyId: cart.company_id, objectType: 'order', objectId: order.id, actor: p.actor,
      text: `Pedido de la tienda ${p.sellerCode} pagado con saldo (${formatMoney(sale.split.total)}${sale.coupon ? `, cupón ${sale.coupon.code}: −${formatMoney(sale.split.discount)}` : ''})`,
      changes: { ...diffChanges(before, row), units: [null, units.map((u) => u.profile_id ?? `cuenta ${u.digital_account_id}`)] },
    });
    await rewardLoyalty(tx, { companyId: cart.company_id, userId: cart.user_id });
    finalized.push(row);
    delivered.push(...toItems(units, o.sale.product.name, template, { order: row.number, client: caller.user.name }));
  }
  await updateCart(tx, cart.id, { status: 'paid', step: 3, finalized: true, paid_at: new Date().toISOString() });
  // someone else paid it (an approved top-up): the client hears it; paying itself it is looking at the credentials
  if (p.actor.id !== cart.user_id && finalized.length) {
    await notify(tx, {
      companyId: cart.company_id, userId: cart.user_id, kind: 'order_delivered',
      text: `Tu pedido de la tienda fue pagado y entregado: ${finalized.map((o) => `${o.quantity} × ${o.product_name}`).join(', ')}. Las credenciales están en tu perfil.`,
      link: `/store/${p.sellerCode}/client-profile`,
    });
  }
  return { orders: finalized, items: delivered };
}
