import { BUYER_ROLES, formatMoney, isBuyerRole } from '@app/shared';
import { randomInt } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { configurationValues } from '../settings/index.ts';
import { finalizedOrdersOf, insertPersonalCoupon, type CouponRow } from './coupon-repository.ts';

// no look-alike characters (0/O, 1/I/L): the client may type the code it reads
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A reward's code: PREMIO- and 8 characters from a cryptographic source (personal anyway: only its owner can use it). */
export const rewardCode = () => `PREMIO-${Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** Where a client finds its coupons (the notification's link). */
export const MY_COUPONS_LINK = '/admin/profile';

/** Creates a one-use personal coupon of a fixed value and tells its owner (in the caller's transaction). */
export async function grantPersonalCoupon(tx: Tx, g: {
  companyId: number; userId: number; amount: number; description: string; rewardOrders: number | null; text: (code: string) => string;
}): Promise<CouponRow | undefined> {
  const coupon = await insertPersonalCoupon(tx, {
    companyId: g.companyId, userId: g.userId, code: rewardCode(), description: g.description, amount: g.amount, rewardOrders: g.rewardOrders,
  });
  if (coupon) await notify(tx, { companyId: g.companyId, userId: g.userId, kind: 'reward_coupon', text: g.text(coupon.code), link: MY_COUPONS_LINK });
  return coupon;
}

/**
 * Loyalty reward (DOMAIN.md "Coupon"): each time a client's finalized orders reach a multiple of the company's
 * "orders to reward" (configuration `orders_to_reward`), it earns a one-use personal coupon of the configured
 * "coupon value" (`coupon_value`) and a notification. Call it in the transaction that finalizes an order, after
 * the order is finalized. Each count is rewarded once (coupons_reward_unique): racing sales, or an annulled order
 * bought again, do not earn it twice. Staff and distributors are not rewarded; 0 or empty settings turn it off.
 */
export async function rewardLoyalty(tx: Tx, a: { companyId: number; userId: number }): Promise<CouponRow | undefined> {
  const buyer = await finalizedOrdersOf(tx, a.companyId, a.userId, BUYER_ROLES);
  if (!buyer || !isBuyerRole(buyer.rol)) return undefined;
  const config = await configurationValues(tx, a.companyId);
  const every = Math.floor(Number(config.orders_to_reward));
  const value = Math.floor(Number(config.coupon_value));
  if (!(every > 0) || !(value > 0) || buyer.orders < every) return undefined;
  const reached = Math.floor(buyer.orders / every) * every;
  return grantPersonalCoupon(tx, {
    companyId: a.companyId, userId: a.userId, amount: value, rewardOrders: reached,
    description: `Premio por ${reached} pedidos finalizados`,
    text: (code) => `¡Ganaste un cupón de ${formatMoney(value)} por tus ${reached} pedidos! Úsalo en tu próxima compra con el código ${code}.`,
  });
}
