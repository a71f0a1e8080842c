import { discountSale, type DiscountedSplit, type SaleSplit } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { couponByCode, liveUsesOf, recordUse, releaseUseOf } from './coupon-repository.ts';
import { couponError, couponRefusal } from './coupon-rules.ts';

/** The coupon a sale applied: its code and what it took off the buyer's total (from the company's revenue). */
export interface AppliedCoupon {
  id: number;
  code: string;
  discount: number;
}

export interface CouponedSale {
  /** The sale after the coupon (`total` is what the buyer pays; discount 0 without a coupon). */
  split: DiscountedSplit;
  coupon: AppliedCoupon | null;
}

export interface CouponRequest {
  companyId: number;
  buyerId: number;
  product: { id: number; name: string };
  /** The sale as splitSale priced it. */
  split: SaleSplit;
  /** What the buyer typed; empty = no coupon. */
  code?: string | null;
}

const noCoupon = (split: SaleSplit): CouponedSale => ({ split: { ...split, gross: split.total, discount: 0 }, coupon: null });

/**
 * Prices a sale with the buyer's coupon, for any sale of an order (direct purchase, store checkout): checks the
 * coupon (distinct Spanish refusals, nothing changes) and takes the discount from the company's revenue only,
 * capped so the revenue is never negative (discountSale). Call it inside the sale's transaction before the buyer
 * is debited: it locks the coupon's row until the commit, so its total and per-user limits are counted one sale
 * after another and hold under any number of racing purchases. The use is written by recordCouponUse once the
 * order exists. Lock order: the coupon first, before any balance row (annulment takes it right after the order).
 */
export async function applyCoupon(tx: Tx, r: CouponRequest): Promise<CouponedSale> {
  return priceWithCoupon(tx, r, true);
}

/** The same pricing without locking or counting anything: what a buyer would pay now (the purchase screen). */
export async function quoteCoupon(tx: Tx, r: CouponRequest): Promise<CouponedSale> {
  return priceWithCoupon(tx, r, false);
}

async function priceWithCoupon(tx: Tx, r: CouponRequest, lock: boolean): Promise<CouponedSale> {
  const code = r.code?.trim();
  if (!code) return noCoupon(r.split);
  const coupon = await couponByCode(tx, r.companyId, code, lock);
  const use = {
    userId: r.buyerId, productId: r.product.id, productName: r.product.name,
    userUses: coupon ? await liveUsesOf(tx, coupon.id, r.buyerId) : 0,
  };
  const refusal = couponRefusal(coupon, use);
  if (refusal) throw couponError(refusal, code, coupon, use);
  const split = discountSale(r.split, { discount_type: coupon!.discount_type, percent: coupon!.percent, amount: coupon!.amount });
  return { split, coupon: { id: coupon!.id, code: coupon!.code, discount: split.discount } };
}

/**
 * Counts the coupon's use by the order (in the same transaction as applyCoupon). A coupon that took nothing off
 * (the company earns nothing on this sale to give away) spends no use.
 */
export async function recordCouponUse(tx: Tx, sale: CouponedSale, u: { companyId: number; buyerId: number; orderId: number }): Promise<void> {
  if (!sale.coupon || sale.coupon.discount <= 0) return;
  await recordUse(tx, { companyId: u.companyId, couponId: sale.coupon.id, userId: u.buyerId, orderId: u.orderId, discount: sale.coupon.discount });
}

/** Annulment: the order's coupon use is given back (the coupon counts one use less; the buyer may use it again). */
export async function releaseCouponUse(tx: Tx, orderId: number): Promise<{ code: string; discount: number } | undefined> {
  return releaseUseOf(tx, orderId);
}
