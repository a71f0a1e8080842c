import { z } from 'zod';
import { fields, okAnswer } from './envelope.ts';

/* The answers of the coupons module's routes (apps/server/src/modules/coupons). Money in integer cents. */

/** A personal coupon (a loyalty reward) and whether it can still be used. */
export const personalCoupon = fields({
  id: z.number(),
  code: z.string(),
  description: z.string().nullable(),
  discount_type: z.string(),
  percent: z.number().nullable().optional(),
  amount: z.number().nullable().optional(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  reward_orders: z.number().nullable(),
  created_at: z.string(),
  state: z.enum(['available', 'used', 'expired', 'inactive', 'scheduled']),
});

export const myCouponsAnswer = okAnswer({ items: z.array(personalCoupon) });
/** The price of a purchase with a coupon, before buying (the purchase checks the coupon again). */
export const couponQuoteAnswer = okAnswer({
  coupon: fields({ id: z.number(), code: z.string(), discount: z.number() }).nullable(),
  gross: z.number(),
  discount: z.number(),
  total: z.number(),
});

export type PersonalCoupon = z.output<typeof personalCoupon>;
export type MyCouponsAnswer = z.output<typeof myCouponsAnswer>;
export type CouponQuoteAnswer = z.output<typeof couponQuoteAnswer>;
