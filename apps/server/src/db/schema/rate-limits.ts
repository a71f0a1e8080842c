import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' counters, shared by every API process (plugins/rate-limit-store.ts). UNLOGGED in its migration
 * (0029): a counter lost in a crash forgives at most one window.
 */
export const rateLimitWindow = pgTable('rate_limit_window', {
  /** The route and the limited caller (an API key, a user, an address). */
  key: text('key').primaryKey(),
  started_at: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull(),
  ends_at: timestamp('ends_at', { withTimezone: true, mode: 'string' }).notNull(),
  hits: integer('hits').notNull(),
});
