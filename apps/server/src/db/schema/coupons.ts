import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { coupons } from './back-office.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * One use of a coupon by one sale (DOMAIN.md "Coupon"), written in the sale's transaction while the coupon row is
 * locked, so a buyer's uses are counted exactly. Annulling the order releases it (released_at) and gives the use
 * back; the row stays as history. Like orders it keeps company_id without a foreign key: it is written while
 * other sales update the company's balance row (see ResourceTableOptions).
 */
export const couponUse = pgTable('coupon_use', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull(),
  coupon_id: integer('coupon_id').notNull().references(() => (coupons as any).id),
  user_id: integer('user_id').notNull(),
  /** The order that used it (a direct purchase or a store checkout: both are orders). */
  order_id: integer('order_id').notNull(),
  discount: bigint('discount', { mode: 'number' }).notNull(),
  created_at: at('created_at').notNull().defaultNow(),
  released_at: at('released_at'),
}, (t) => [
  // one coupon per order
  uniqueIndex('coupon_use_order_unique').on(t.order_id),
  // a buyer's live uses of a coupon (the per-user limit)
  index('coupon_use_coupon_user_idx').on(t.coupon_id, t.user_id).where(sql`${t.released_at} IS NULL`),
]);
