import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { company, users } from './core.ts';

/**
 * A seller's catalog (DOMAIN.md "Store, catalog and clients"): one row per product the seller ticked for its
 * public store. A product that is not ticked, or no longer active, is not sold in the store. Keyed by company
 * first, like every tenant table, so one seller's catalog is one index range.
 */
export const sellerCatalogProduct = pgTable('seller_catalog_product', {
  company_id: integer('company_id').notNull().references(() => company.id),
  seller_id: integer('seller_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type_digital_account_id: integer('type_digital_account_id').notNull(),
  created_by: integer('created_by'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.company_id, t.seller_id, t.type_digital_account_id] }),
]);
