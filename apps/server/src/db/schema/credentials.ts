import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { company, users } from './core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * A link a buyer made to share one unit's credentials (modules/credentials): only the sha256 of its token is kept
 * (the token is 128 random bits: a slow hash adds nothing), so a leaked table opens no link. It stops working at
 * `expires_at`, after `max_views` openings, or once revoked. Units are referenced without a foreign key: an
 * account deleted later leaves its history readable.
 */
export const credentialShare = pgTable('credential_share', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull().references(() => company.id),
  token_hash: text('token_hash').notNull(),
  profile_id: integer('profile_id'),
  digital_account_id: integer('digital_account_id').notNull(),
  created_by: integer('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expires_at: at('expires_at').notNull(),
  max_views: integer('max_views').notNull(),
  views: integer('views').notNull().default(0),
  revoked_at: at('revoked_at'),
  created_at: at('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('credential_share_token_unique').on(t.token_hash),
]);

/**
 * One reveal of a unit's password or PIN (DOMAIN.md "Credential views"): who (a user, or nobody for an opened share
 * link), from where (`source` and which screen), which unit, and when. Append-only. The unit is a stock unit (an
 * account, with its profile when it is one) or a hand-fulfilled request (digital_account_others): exactly one.
 */
export const credentialView = pgTable('credential_view', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull().references(() => company.id),
  profile_id: integer('profile_id'),
  digital_account_id: integer('digital_account_id'),
  digital_account_others_id: integer('digital_account_others_id'),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  source: text('source').notNull(),
  screen: text('screen').notNull(),
  api_key_id: integer('api_key_id'),
  share_id: integer('share_id'),
  ip: text('ip'),
  created_at: at('created_at').notNull().defaultNow(),
}, (t) => [
  index('credential_view_account_idx').on(t.company_id, t.digital_account_id, t.created_at),
  index('credential_view_profile_idx').on(t.company_id, t.profile_id, t.created_at).where(sql`profile_id IS NOT NULL`),
  index('credential_view_others_idx').on(t.company_id, t.digital_account_others_id, t.created_at).where(sql`digital_account_others_id IS NOT NULL`),
  check('credential_view_one_unit', sql`num_nonnulls(digital_account_id, digital_account_others_id) = 1`),
]);
