import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { company, users } from './core.ts';
import { orders } from './sales.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * A reseller's API key (modules/api-keys): it acts as its owner, narrowed by its scopes. Only the sha256 of the
 * secret is kept (the secret is random, 32 bytes: a slow hash adds nothing); `prefix` finds the row and is shown
 * in lists so the owner can tell its keys apart.
 */
export const apiKey = pgTable('api_key', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull().references(() => company.id),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  secret_hash: text('secret_hash').notNull(),
  scopes: text('scopes').array().notNull(),
  /** Addresses or CIDR ranges the key may be used from; null = anywhere. */
  allowed_ips: text('allowed_ips').array(),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: at('created_at').notNull().defaultNow(),
  last_used_at: at('last_used_at'),
  revoked_at: at('revoked_at'),
}, (t) => [
  uniqueIndex('api_key_prefix_unique').on(t.prefix),
  index('api_key_owner_idx').on(t.company_id, t.user_id),
]);

/**
 * What a reseller said about an order it placed through the API: its own reference (unique per buyer, to find
 * the order by it) and the SMM form's `link`. Written in the purchase's own transaction.
 */
export const resellerOrder = pgTable('reseller_order', {
  order_id: integer('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  company_id: integer('company_id').notNull().references(() => company.id),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  api_key_id: integer('api_key_id').references(() => apiKey.id, { onDelete: 'set null' }),
  reference: text('reference'),
  link: text('link'),
  created_at: at('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('reseller_order_reference_unique').on(t.company_id, t.user_id, t.reference).where(sql`${t.reference} IS NOT NULL`),
]);

/** A user's webhook (modules/webhooks): the events it wants and the secret its deliveries are signed with. */
export const webhook = pgTable('webhook', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull().references(() => company.id),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  /** Kept readable: every delivery is signed with it (HMAC-SHA256). */
  secret: text('secret').notNull(),
  created_at: at('created_at').notNull().defaultNow(),
  /** Deleted webhooks stay for their delivery log; nothing is sent to them. */
  deleted_at: at('deleted_at'),
}, (t) => [
  index('webhook_owner_idx').on(t.company_id, t.user_id).where(sql`${t.deleted_at} IS NULL`),
]);

/** One event for one webhook: the delivery log (status, attempts, the receiver's last answer). */
export const webhookDelivery = pgTable('webhook_delivery', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull().references(() => company.id),
  webhook_id: integer('webhook_id').notNull().references(() => webhook.id, { onDelete: 'cascade' }),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  /** pending → delivered | failed (every retry spent). */
  status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  last_status: integer('last_status'),
  last_answer: text('last_answer'),
  created_at: at('created_at').notNull().defaultNow(),
  last_attempt_at: at('last_attempt_at'),
  delivered_at: at('delivered_at'),
  /** When it was handed to the job queue (null = not yet: a sweep queues what a stopped process left). */
  queued_at: at('queued_at'),
}, (t) => [
  index('webhook_delivery_log_idx').on(t.company_id, t.webhook_id, t.id),
  index('webhook_delivery_unqueued_idx').on(t.id).where(sql`${t.queued_at} IS NULL`),
]);
