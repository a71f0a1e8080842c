import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { company, users } from './core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * DOMAIN.md "Notifications": one row per event. Topic `me` names its user; topic `all` reaches everyone of the
 * company (user_id null). Rows are never edited: reading one is a row of notification_read.
 */
export const notification = pgTable('notification', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull().references(() => company.id),
  topic: text('topic').notNull(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  text: text('text').notNull(),
  link: text('link'),
  created_at: at('created_at').notNull().defaultNow(),
  /** When its email/Telegram deliveries were handed to the job queue (null = not yet: a sweep retries it). */
  dispatched_at: at('dispatched_at'),
}, (t) => [
  // "my notifications, newest first": one index per topic, each read backwards by id
  index('notification_user_idx').on(t.user_id, t.id).where(sql`${t.topic} = 'me'`),
  index('notification_company_all_idx').on(t.company_id, t.id).where(sql`${t.topic} = 'all'`),
  index('notification_undispatched_idx').on(t.id).where(sql`${t.dispatched_at} IS NULL`),
]);

/** Who read what: the unread count is "visible to me and no row here". */
export const notificationRead = pgTable('notification_read', {
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  notification_id: bigint('notification_id', { mode: 'number' }).notNull().references(() => notification.id, { onDelete: 'cascade' }),
  company_id: integer('company_id').notNull(),
  read_at: at('read_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.user_id, t.notification_id] })]);

/**
 * spec §7 subscribe-topic: the topics one tab or device of a user listens to, by its token (stored as a sha256
 * hash: the token may be a push credential). Its live stream carries notifications of those topics only.
 */
export const notificationSubscription = pgTable('notification_subscription', {
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull(),
  company_id: integer('company_id').notNull(),
  channels: text('channels').array().notNull(),
  updated_at: at('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.user_id, t.token_hash] })]);

/**
 * A user's Telegram link: the one-time code shown in its profile (until the bot receives it) and then the chat
 * the bot writes to. users.telegram_validated says whether the link is confirmed.
 */
export const telegramLink = pgTable('telegram_link', {
  user_id: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  company_id: integer('company_id').notNull(),
  code: text('code'),
  code_expires_at: at('code_expires_at'),
  chat_id: text('chat_id'),
  linked_at: at('linked_at'),
}, (t) => [uniqueIndex('telegram_link_code_unique').on(t.code)]);

/** The last update each bot (by sha256 of its token) has read with getUpdates, so none is handled twice. */
export const telegramBotState = pgTable('telegram_bot_state', {
  token_hash: text('token_hash').primaryKey(),
  update_offset: bigint('update_offset', { mode: 'number' }).notNull().default(0),
  updated_at: at('updated_at').notNull().defaultNow(),
});
