import { sql } from 'drizzle-orm';
import {
  bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listIndexes } from './list-indexes.ts';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};

export const company = pgTable('company', {
  // "by default" so the seed can place the root company at id 3, as the spec detects it
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  is_root: boolean('is_root').notNull().default(false),
  active: boolean('active').notNull().default(true),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  credit_limit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
  ...timestamps,
}, (t) => [uniqueIndex('company_single_root').on(t.is_root).where(sql`${t.is_root}`)]);

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull().references(() => company.id),
  rol: text('rol').notNull(),
  username: text('username').notNull(),
  password_hash: text('password_hash').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  parent_id: integer('parent_id'),
  /** Materialised path of ancestor ids ("/4/9/"), so a subtree is one indexed prefix match. */
  path: text('path').notNull().default('/'),
  level_grid: integer('level_grid').notNull().default(0),
  codeuser: text('codeuser'),
  nickname_distribuitor: text('nickname_distribuitor'),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  credit_limit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
  accept_terms: boolean('accept_terms').notNull().default(false),
  active: boolean('active').notNull().default(true),
  /** Bumped at every login: tokens carrying an older value are refused (one live session per user). */
  session_version: integer('session_version').notNull().default(0),
  line_validated: boolean('line_validated').notNull().default(false),
  telegram_validated: boolean('telegram_validated').notNull().default(false),
  notification_preference: text('notification_preference'),
  /** The user's price group (price-group): its list prices the user's purchases when its parent set no price. */
  price_group_id: integer('price_group_id'),
  ...timestamps,
}, (t) => [
  index('users_company_idx').on(t.company_id),
  uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
  uniqueIndex('users_codeuser_unique').on(sql`lower(${t.codeuser})`),
  index('users_path_idx').on(t.company_id, t.path),
  index('users_parent_idx').on(t.parent_id),
  // not balance: it changes on every sale, and an index on it would end HOT updates of the users row
  ...listIndexes('users', t, ['name', 'username', 'rol', 'level_grid', 'email', 'phone', 'codeuser', 'active'], ['name', 'username', 'email', 'codeuser']),
]);

/** A role group of one company: a named set of permissions; users hold one or more groups. */
export const roleGroup = pgTable('role_group', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull().references(() => company.id),
  name: text('name').notNull(),
  /** The role this group is the default for (null for groups admins add). */
  role: text('role'),
  ...timestamps,
}, (t) => [uniqueIndex('role_group_company_name').on(t.company_id, t.name)]);

export const roleGroupPermission = pgTable('role_group_permission', {
  group_id: integer('group_id').notNull().references(() => roleGroup.id, { onDelete: 'cascade' }),
  permission: text('permission').notNull(),
}, (t) => [primaryKey({ columns: [t.group_id, t.permission] })]);

export const userGroup = pgTable('user_group', {
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  group_id: integer('group_id').notNull().references(() => roleGroup.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.user_id, t.group_id] }), index('user_group_group_idx').on(t.group_id)]);

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id').notNull(),
  object_type: text('object_type').notNull(),
  object_id: integer('object_id').notNull(),
  user_id: integer('user_id'),
  user_name: text('user_name').notNull(),
  text: text('text').notNull(),
  changes: jsonb('changes').notNull().default({}),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  index('audit_log_object_idx').on(t.company_id, t.object_type, t.object_id),
  index('audit_log_created_idx').on(t.company_id, t.created_at),
]);

export const loginAttempt = pgTable('login_attempt', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull(),
  ip: text('ip').notNull(),
  success: boolean('success').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  index('login_attempt_username_idx').on(t.username, t.created_at),
  index('login_attempt_ip_idx').on(t.ip, t.created_at),
]);

export const passwordReset = pgTable('password_reset', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** sha256 of the token: the token itself only travels in the e-mail. */
  token_hash: text('token_hash').notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
