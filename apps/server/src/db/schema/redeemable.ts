import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { redeemableBalance } from './back-office.ts';
import { company } from './core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The secret half of a redeemable code (DOMAIN.md "Redeemable balance"), apart from the resource table the generic
 * engine lists and exports, so no list, export or log can ever read it. `code_hash` (sha256 of the normalized code)
 * is how a typed code is found; `code_cipher` is the code encrypted (AES-256-GCM) with the company's key, so the
 * seller holding it can see, copy and print it again (modules/redeemable/code-vault.ts).
 */
export const redeemableCode = pgTable('redeemable_code', {
  redeemable_balance_id: integer('redeemable_balance_id').primaryKey().references(() => redeemableBalance.id, { onDelete: 'cascade' }),
  company_id: integer('company_id').notNull(),
  code_hash: text('code_hash').notNull(),
  code_cipher: text('code_cipher').notNull(),
}, (t) => [uniqueIndex('redeemable_code_hash_unique').on(t.code_hash)]);

/** One random 256-bit key per company for its codes' ciphertexts, created on the company's first batch. */
export const redeemableCodeKey = pgTable('redeemable_code_key', {
  company_id: integer('company_id').primaryKey().references(() => company.id),
  key: text('key').notNull(),
  created_at: at('created_at').notNull().defaultNow(),
});

/**
 * Every redemption attempt, kept a day: ten failures of one user within a minute answer 429 (codes cannot be found
 * by trying). In PostgreSQL like the login throttle, so it holds across API processes. `outcome` is 'pending' while
 * the attempt runs, then 'redeemed' or why it failed.
 */
export const redeemAttempt = pgTable('redeem_attempt', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull(),
  user_id: integer('user_id').notNull(),
  outcome: text('outcome').notNull(),
  created_at: at('created_at').notNull().defaultNow(),
}, (t) => [index('redeem_attempt_user_idx').on(t.user_id, t.created_at)]);
