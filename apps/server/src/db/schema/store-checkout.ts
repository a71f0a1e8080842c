import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { company, users } from './core.ts';

/**
 * A store client's cart (spec §3/§4, DOMAIN.md "Store, catalog and clients"): step 1 while choosing, 2 when it was
 * checked out without enough balance ("pendiente de pago", its items are draft orders waiting for a top-up), 3 once
 * paid and delivered (finalized). One open cart per client: the unique index makes a racing "add" reuse it.
 */
export const storeCart = pgTable('store_cart', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull().references(() => company.id),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The seller whose store the cart belongs to (the client's parent when it was created). */
  seller_id: integer('seller_id').notNull().references(() => users.id),
  step: integer('step').notNull().default(1),
  finalized: boolean('finalized').notNull().default(false),
  /** 'draft' | 'pending_payment' | 'paid' */
  status: text('status').notNull().default('draft'),
  currency: text('currency').notNull().default('COP'),
  coupon_code: text('coupon_code'),
  checked_out_at: timestamp('checked_out_at', { withTimezone: true, mode: 'string' }),
  paid_at: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('store_cart_one_open').on(t.user_id).where(sql`status = 'draft'`),
  index('store_cart_pending_idx').on(t.company_id, t.user_id).where(sql`status = 'pending_payment'`),
]);

/** One product line of a cart; `detail_order_id` is the order it became at checkout. */
export const storeCartItem = pgTable('store_cart_item', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull().references(() => company.id),
  cart_id: integer('cart_id').notNull().references(() => storeCart.id, { onDelete: 'cascade' }),
  type_digital_account_id: integer('type_digital_account_id').notNull(),
  qt: integer('qt').notNull().default(1),
  /** Unit price at the client's cost when last priced, COP cents (repriced at checkout). */
  sale_price: bigint('sale_price', { mode: 'number' }).notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  /** 'draft' | 'finalized' | 'flagged' (left the catalog or out of stock at checkout: never charged) */
  status: text('status').notNull().default('draft'),
  problem: text('problem'),
  detail_order_id: integer('detail_order_id'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('store_cart_item_product').on(t.cart_id, t.type_digital_account_id),
  index('store_cart_item_order_idx').on(t.detail_order_id),
]);
