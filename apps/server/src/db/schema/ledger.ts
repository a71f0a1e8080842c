import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listIndexes } from './list-indexes.ts';

/**
 * Append-only money movements (DOMAIN.md "Money"). Nothing updates or deletes a row; a mistake is corrected
 * by a new, opposite row. The cached balance of the account moves in the same transaction.
 */
export const ledgerEntry = pgTable('ledger_entry', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull(),
  /** 'user' | 'company' | 'vendor' */
  account_type: text('account_type').notNull(),
  account_id: integer('account_id').notNull(),
  /** Signed integer cents: credits positive, debits negative. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balance_after: bigint('balance_after', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  object_type: text('object_type'),
  object_id: integer('object_id'),
  note: text('note'),
  actor_id: integer('actor_id'),
  actor_name: text('actor_name'),
  /**
   * The business event this row records (e.g. "consignment:12:credit"): unique, so one event can never move
   * money twice, whatever races or retries happen above it.
   */
  idempotency_key: text('idempotency_key'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  index('ledger_account_idx').on(t.company_id, t.account_type, t.account_id, t.created_at),
  index('ledger_object_idx').on(t.object_type, t.object_id),
  // the dashboard's period sums (revenue, commissions of today and the month): one range of a kind's rows in time,
  // read from the index alone (account and amount ride along), never the month's heap pages
  index('ledger_kind_period_idx').on(t.company_id, t.kind, t.created_at, t.account_type, t.account_id, t.amount),
  uniqueIndex('ledger_idempotency_unique').on(t.idempotency_key).where(sql`${t.idempotency_key} IS NOT NULL`),
  // the users' movements list (balance_movement view); user_name comes from a join and sorts without an index
  ...listIndexes('ledger_user', t, ['created_at', 'kind', 'amount', 'balance_after', 'note', 'object_type', 'object_id', 'actor_name'], ['note'], sql`account_type = 'user'`),
]);

/**
 * Replies to money-moving calls made with an Idempotency-Key header, replayed on retry for a day, then expired in
 * batches (modules/sales/idempotency-expiry.ts). Its storage settings, like those of the other tables every sale
 * writes (fillfactor, autovacuum), are in migration 0023: Drizzle's schema does not describe them.
 */
export const idempotentRequest = pgTable('idempotent_request', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  user_id: integer('user_id').notNull(),
  key: text('key').notNull(),
  /** sha256 of method, route and body: the same key with another request is refused. */
  request_hash: text('request_hash').notNull(),
  status_code: integer('status_code'),
  response: jsonb('response'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** Bumped when a retry takes over a claim whose holder died: the old holder's transactions no longer match it. */
  generation: integer('generation').notNull().default(1),
  /** When the current holder claimed the key: a claim older than the lease, uncommitted and unlocked, is taken over. */
  claimed_at: timestamp('claimed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** Set by the first statement of the work's transaction: true once (and only if) some of the work committed. */
  work_committed: boolean('work_committed').notNull().default(false),
}, (t) => [uniqueIndex('idempotent_request_user_key').on(t.user_id, t.key)]);
