import { z } from 'zod';
import { aRecord, okAnswer } from './envelope.ts';

/* The answers of the coupons module's routes (apps/server/src/modules/coupons). */

export const myCouponsAnswer = okAnswer({ items: z.array(aRecord) });
/** The price of a purchase with a coupon, before buying. */
export const couponQuoteAnswer = okAnswer({});
