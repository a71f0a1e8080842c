import { and, eq, getTableColumns, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { company, roleGroup, roleGroupPermission, userGroup, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof company.$inferSelect;

/**
 * What a request knows of its user and company: the rows without the columns every sale changes (balances, and
 * updated_at with them). Session subjects are kept in memory between requests (plugins/session-subjects.ts), so a
 * balance read from them would be stale: leaving the columns out makes that a type error, not a wrong number.
 */
const VOLATILE = ['balance', 'updated_at'] as const;
export type SessionUser = Omit<UserRow, (typeof VOLATILE)[number]>;
export type SessionCompany = Omit<CompanyRow, (typeof VOLATILE)[number]>;
const withoutVolatile = <T extends Record<string, unknown>>(columns: T) =>
  Object.fromEntries(Object.entries(columns).filter(([k]) => !(VOLATILE as readonly string[]).includes(k))) as Omit<T, (typeof VOLATILE)[number]>;
const sessionUserColumns = withoutVolatile(getTableColumns(users));
const sessionCompanyColumns = withoutVolatile(getTableColumns(company));

export const findUserById = async (db: Tx, id: number): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const findUserByUsername = async (db: Tx, username: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1))[0];

export const findUserByCode = async (db: Tx, code: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(sql`lower(${users.codeuser}) = lower(${code})`).limit(1))[0];

export const findCompanyById = async (db: Tx, id: number): Promise<CompanyRow | undefined> =>
  (await db.select().from(company).where(eq(company.id, id)).limit(1))[0];

/** A company as a session knows it (see SessionCompany). */
export const findSessionCompany = async (db: Tx, id: number): Promise<SessionCompany | undefined> =>
  (await db.select(sessionCompanyColumns).from(company).where(eq(company.id, id)).limit(1))[0];

/** The union of the permissions of every group the user holds, sorted: an SQL text[] expression. */
const permissionArray = (userId: AnyColumn | number) => sql<string[]>`ARRAY(SELECT DISTINCT ${roleGroupPermission.permission} FROM ${userGroup}
  JOIN ${roleGroupPermission} ON ${roleGroupPermission.group_id} = ${userGroup.group_id}
  WHERE ${userGroup.user_id} = ${userId} ORDER BY 1)`;

/** The union of the permissions of every group the user holds. */
export async function permissionsOf(db: Tx, userId: number): Promise<string[]> {
  const result = await db.execute(sql`SELECT ${permissionArray(userId)} AS permissions`);
  return (result.rows[0] as { permissions: string[] }).permissions;
}

/**
 * What every signed-in request needs, in one round trip: the user, its own company and its permissions.
 * Undefined when the user does not exist.
 */
export async function findSessionSubject(db: Tx, userId: number): Promise<{ user: SessionUser; company: SessionCompany; permissions: string[] } | undefined> {
  const [row] = await db
    .select({
      user: sessionUserColumns,
      company: sessionCompanyColumns,
      permissions: permissionArray(users.id),
    })
    .from(users)
    .innerJoin(company, eq(company.id, users.company_id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** What a profile shows beyond the session's row: the balance as of now and the parent's phone. */
export async function findProfileExtras(db: Tx, userId: number): Promise<{ balance: number; parent_phone: string | null } | undefined> {
  const parent = alias(users, 'parent');
  const [row] = await db.select({ balance: users.balance, parent_phone: parent.phone })
    .from(users).leftJoin(parent, eq(parent.id, users.parent_id)).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Marks a new login: older tokens (carrying the previous version) stop working. */
export async function bumpSessionVersion(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ session_version: sql`${users.session_version} + 1` })
    .where(eq(users.id, userId))
    .returning({ v: users.session_version });
  return row.v;
}

export async function updateUser(db: Tx, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db.update(users).set({ ...values, updated_at: sql`now()` }).where(eq(users.id, id)).returning();
  return row;
}

export async function insertUser(db: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  // the path includes the user's own id so descendants match it as a prefix
  const parent = values.parent_id ? await findUserById(db, values.parent_id) : undefined;
  const path = `${parent ? parent.path : '/'}${row.id}/`;
  return updateUser(db, row.id, { path });
}

export async function groupsOfCompany(db: Tx, companyId: number) {
  return db.select().from(roleGroup).where(eq(roleGroup.company_id, companyId)).orderBy(roleGroup.id);
}

export async function groupIdsOfUser(db: Tx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: userGroup.group_id }).from(userGroup).where(eq(userGroup.user_id, userId));
  return rows.map((r) => r.id);
}

export async function setUserGroups(db: Tx, userId: number, groupIds: number[]): Promise<void> {
  await db.delete(userGroup).where(eq(userGroup.user_id, userId));
  if (groupIds.length) await db.insert(userGroup).values(groupIds.map((group_id) => ({ user_id: userId, group_id })));
}

export async function defaultGroupOf(db: Tx, companyId: number, role: string) {
  return (await db.select().from(roleGroup).where(and(eq(roleGroup.company_id, companyId), eq(roleGroup.role, role))).limit(1))[0];
}

/** Inactive self-registered distributors of a company, waiting for an admin. */
export async function listPendingDistributors(db: Tx, companyId: number, page: number, size: number, q?: string) {
  const where: SQL[] = [eq(users.company_id, companyId), eq(users.active, false), eq(users.rol, 'Distribuidor')];
  if (q) where.push(ilike(users.name, `%${q}%`));
  const parent = alias(users, 'parent');
  const items = await db
    .select({
      id: users.id, name: users.name, username: users.username, email: users.email, phone: users.phone,
      codeuser: users.codeuser, parent_name: parent.name, created_at: users.created_at,
    })
    .from(users).leftJoin(parent, eq(parent.id, users.parent_id)).where(and(...where)).orderBy(users.created_at).limit(size).offset((page - 1) * size);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(and(...where));
  return { items, total };
}
