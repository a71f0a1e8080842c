import { formatMoney, splitSale } from '@app/shared';
import type { CartItem, CartItemProblem, CartState, StoreCart } from '@app/shared/store/cart';
import type { Tx } from '../../db/client.ts';
import { saleChain } from '../pricing/index.ts';
import { itemsOf, stockAvailable, type CartItemView, type CartRow } from './store-checkout-repository.ts';

export interface PricedItem {
  item: CartItemView;
  unitPrice: number;
  total: number;
  problem: CartItemProblem | null;
}

/**
 * Each item at the client's cost now (the seller's client price, DOMAIN.md "Prices"), and whether it can be sold:
 * a product that left the seller's catalog (unticked or inactive) or lacks stock for its quantity is flagged, never charged.
 */
export async function priceItems(tx: Tx, cart: CartRow): Promise<PricedItem[]> {
  const out: PricedItem[] = [];
  for (const item of await itemsOf(tx, cart.id)) {
    const sale = await saleChain(tx, cart.company_id, cart.user_id, item.type_digital_account_id);
    const unitPrice = sale ? sale.chain[0].cost : item.sale_price;
    const total = sale ? splitSale(sale.chain, item.qt).total : item.total;
    let problem: CartItemProblem | null = null;
    if (item.status !== 'finalized') {
      if (!sale || !item.active || !item.in_catalog) problem = 'unavailable';
      else if ((await stockAvailable(tx, cart.company_id, item.type_digital_account_id, item.sale_mode)) < item.qt) problem = 'out_of_stock';
    }
    out.push({ item, unitPrice, total, problem });
  }
  return out;
}

const money = (cents: number) => formatMoney(cents, { decimals: 0 });

/** The cart as the store shows it (spec §3 fields; *_view are the formatted amounts). */
export function cartView(cart: CartRow, priced: PricedItem[]): StoreCart {
  // a cart that went to checkout keeps the prices its orders hold; an open one shows today's
  const open = cart.status === 'draft';
  const items: CartItem[] = priced.map(({ item, unitPrice, total, problem }) => {
    const price = open ? unitPrice : item.sale_price;
    const sum = open ? total : item.total;
    return {
      id: item.id, detail_order_id: item.detail_order_id, type_digital_account_id: item.type_digital_account_id,
      name: item.name, image: item.image, qt: item.qt, sale_price: price, sale_price_view: money(price), total: sum,
      total_view: money(sum), status: item.status as CartItem['status'], currency: cart.currency,
      problem: open ? problem : (item.problem as CartItemProblem | null),
    };
  });
  const total = items.reduce((s, i) => s + i.total, 0);
  return {
    id: cart.id, step: cart.step, finalized: cart.finalized, status: cart.status as CartState, currency: cart.currency,
    coupon_code: cart.coupon_code, items, total, total_view: money(total),
  };
}
