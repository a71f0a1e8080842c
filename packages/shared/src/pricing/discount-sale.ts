import { assertCents, type Cents } from '../money/cents.ts';
import { percentOf, subtractCents } from '../money/arithmetic.ts';
import type { SaleSplit } from './split-sale.ts';

/** What a coupon takes off (DOMAIN.md "Coupon"): a percentage of the sale's total or a fixed value per sale. */
export interface CouponTerms {
  discount_type: 'percent' | 'fixed' | string;
  percent?: number | null;
  amount?: Cents | null;
}

/** A sale split after a coupon: `total` is what the buyer pays, `gross` what it would have paid without it. */
export interface DiscountedSplit extends SaleSplit {
  gross: Cents;
  /** gross − total; taken from the company's revenue only. */
  discount: Cents;
}

/** The coupon's value on a sale of `gross` cents, before any cap (never more than the sale itself). */
export function couponValue(terms: CouponTerms, gross: Cents): Cents {
  assertCents(gross, 'El total');
  const raw = terms.discount_type === 'percent'
    ? percentOf(gross, Math.min(100, Math.max(0, Number(terms.percent ?? 0))))
    : Math.max(0, assertCents(Number(terms.amount ?? 0), 'El valor del cupón'));
  return Math.min(raw, gross);
}

/**
 * Applies a coupon to a split sale (DOMAIN.md "Coupon"): the discount comes out of the company's revenue only,
 * never out of a commission, and is capped at that revenue, so the company never earns less than nothing on a
 * sale and every ancestor keeps what splitSale gave it. Still: total = revenue + Σ commissions, all ≥ 0.
 */
export function discountSale(split: SaleSplit, terms: CouponTerms): DiscountedSplit {
  const discount = Math.min(couponValue(terms, split.total), split.revenue);
  return {
    ...split,
    gross: split.total,
    discount,
    total: subtractCents(split.total, discount),
    revenue: subtractCents(split.revenue, discount),
  };
}
