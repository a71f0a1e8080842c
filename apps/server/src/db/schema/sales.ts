import {
  digitalAccount as digitalAccountDef, digitalAccountOthers as digitalAccountOthersDef, order as orderDef,
  orderBooking as orderBookingDef, priceGroup as priceGroupDef, priceList as priceListDef,
  priceListItem as priceListItemDef, profiles as profilesDef, typeDigitalAccount as typeDigitalAccountDef,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { company, users } from './core.ts';
import { listIndexes } from './list-indexes.ts';
import { resourceTable } from './resource-table.ts';

export const typeDigitalAccount = resourceTable(typeDigitalAccountDef);

/** One general list per company: the fallback of every buyer's price. */
export const priceList = resourceTable(priceListDef, (t) => [
  uniqueIndex('price_list_one_general').on(t.company_id).where(sql`is_general`),
]);

export const priceListItem = resourceTable(priceListItemDef, (t) => [
  uniqueIndex('price_list_item_unique').on(t.price_list_id, t.type_digital_account_id),
]);

export const priceGroup = resourceTable(priceGroupDef);

export const digitalAccount = resourceTable(digitalAccountDef, (t) => [
  index('digital_account_type_idx').on(t.company_id, t.type_digital_account_id, t.state),
  index('digital_account_order_idx').on(t.order_id),
  index('digital_account_renewal_due_idx').on(t.renewal_limit_date).where(sql`owner_id IS NOT NULL`),
  // every sortable list column (the password is not sortable: a secret)
  // owner_id's index serves its filter (not a sort: references are not sortable here)
  ...listIndexes('digital_account', t, ['login', 'expiry_date', 'state', 'is_generic', 'owner_id'], ['login']),
  // the search's prefix probe (engine/prefix-probe.ts): LIKE 'term%' as a range, read from the index alone
  index('digital_account_login_prefix_idx').on(t.company_id, t.login.op('text_pattern_ops')),
  // and its suffix probe (a common domain typed whole, "@gmail.com"): reverse(login) LIKE 'reversed term%'
  index('digital_account_login_suffix_idx').on(t.company_id, sql`reverse(${t.login}) text_pattern_ops`),
]);

/**
 * The stock index: allocation takes available units of one product in (account, profile) order — an order the
 * primary key cannot give, so the planner always reads this small partial index instead of walking past every
 * sold profile in id order — and buyers racing with FOR UPDATE SKIP LOCKED each take the next free rows.
 */
export const profiles = resourceTable(profilesDef, (t) => [
  index('profiles_stock_account_idx').on(t.company_id, t.type_digital_account_id, t.digital_account_id, t.id).where(sql`state = 'available'`),
  index('profiles_account_idx').on(t.digital_account_id),
  index('profiles_owner_idx').on(t.company_id, t.user_id),
  index('profiles_order_idx').on(t.order_id),
  // the renewals job walks owned units by date (tickets to open, units to free)
  index('profiles_renewal_due_idx').on(t.renewal_limit_date).where(sql`user_id IS NOT NULL`),
  // references and the PIN are not sortable (see profiles in packages/shared): each index here costs every import
  ...listIndexes('profiles', t, ['name', 'state', 'sold_at', 'renewal_limit_date'], ['name']),
]);

/** Documents written while other sales update the company's balance row (see ResourceTableOptions). */
const SALE_DOCUMENT = { companyForeignKey: false };

export const orders = resourceTable(orderDef, (t) => [
  uniqueIndex('orders_number_unique').on(t.company_id, t.number),
  index('orders_user_idx').on(t.company_id, t.user_id),
  // number sorts on orders_number_unique
  ...listIndexes('orders', t, ['user_id', 'type_digital_account_id', 'product_name', 'quantity', 'unit_price', 'total', 'status', 'source', 'finalized_at'], ['product_name', 'coupon_code']),
  // the dashboard's sales of a period and per day (modules/dashboard): the finalized orders of a time range, with the
  // buyer (subtree scope) and total read from the index alone
  index('orders_finalized_period_idx').on(t.company_id, t.finalized_at, t.user_id, t.total).where(sql`status = 'finalized'`),
], SALE_DOCUMENT);

/** The sweeper scans only live bookings by expiry. */
export const orderBooking = resourceTable(orderBookingDef, (t) => [
  uniqueIndex('order_booking_number_unique').on(t.company_id, t.number),
  index('order_booking_expiry_idx').on(t.expires_at).where(sql`status = 'draft'`),
  index('order_booking_user_idx').on(t.company_id, t.user_id),
], SALE_DOCUMENT);

export const digitalAccountOthers = resourceTable(digitalAccountOthersDef, (t) => [
  index('digital_account_others_user_idx').on(t.company_id, t.user_id),
], SALE_DOCUMENT);

/**
 * config-prices: the price a distributor (seller) sets for one product for its own children — one price for its
 * child distributors and one for its clients (store clients included). Never below the seller's own cost
 * when saved; a missing row means the child falls back to its group / the general list / price_base.
 */
export const distributorPrice = pgTable('distributor_price', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull().references(() => company.id),
  seller_id: integer('seller_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type_digital_account_id: integer('type_digital_account_id').notNull(),
  /** 'distributor' | 'client' */
  audience: text('audience').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  updated_by: integer('updated_by'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('distributor_price_unique').on(t.company_id, t.seller_id, t.type_digital_account_id, t.audience),
]);

/** The generic engine's tables for these resources (spread into resourceTables). */
export const salesResourceTables = {
  'type-digital-account': typeDigitalAccount,
  'price-list': priceList,
  'price-list-item': priceListItem,
  'price-group': priceGroup,
  'digital-account': digitalAccount,
  profiles,
  order: orders,
  'order-booking': orderBooking,
  'digital-account-others': digitalAccountOthers,
};
