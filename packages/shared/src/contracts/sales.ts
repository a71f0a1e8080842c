import { z } from 'zod';
import { aRecord, okAnswer, rowFields } from './envelope.ts';
import { deliveredItem } from './sales-units.ts';

/* The answers of the sales module's routes (apps/server/src/modules/sales). Money in integer cents. */

/** An order or a booking as placing it answers (its row; `number` is set once finalized). */
export const orderRecord = rowFields({
  id: z.number(),
  number: z.number().nullable(),
  user_id: z.number(),
  type_digital_account_id: z.number(),
  product_name: z.string().nullable(),
  quantity: z.number(),
  unit_price: z.number(),
  total: z.number(),
  status: z.string(),
  /** Orders only (a booking has no coupon). */
  coupon_code: z.string().nullable().optional(),
  discount: z.number().nullable().optional(),
  /** A booking's hold ends then (null for other orders). */
  expires_at: z.string().nullable().optional(),
});

/** A direct purchase: the order and what was delivered. */
export const purchaseAnswer = okAnswer({ order: orderRecord, items: z.array(deliveredItem) });
/** An order or a booking rejected or annulled, or a hand-fulfilled request finalized: its row. */
export const orderAnswer = okAnswer({ item: aRecord });
/** A draft order or a booking just placed: its row (a booking's with when its hold ends). */
export const orderPlacedAnswer = okAnswer({ item: orderRecord });
/** An order's row and the units it delivered. */
export const orderDetailAnswer = okAnswer({ order: orderRecord, items: z.array(deliveredItem) });
/** A finalized order or booking: the record and what was delivered. */
export const finalizedAnswer = okAnswer({});

export type PurchaseAnswer = z.output<typeof purchaseAnswer>;
export type OrderAnswer = z.output<typeof orderAnswer>;
export type OrderPlacedAnswer = z.output<typeof orderPlacedAnswer>;
export type OrderDetailAnswer = z.output<typeof orderDetailAnswer>;
