import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { subtreePattern } from '@app/shared/access/company-scope';
import type { Tx } from '../../db/client.ts';
import { permissionArray, type SessionCompany, type SessionUser } from '../../plugins/session-repository.ts';
import { company, roleGroup, userGroup, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof company.$inferSelect;
export type { SessionCompany, SessionUser };

/** The union of the permissions of every group the user holds. */
export async function permissionsOf(db: Tx, userId: number): Promise<string[]> {
  const result = await db.execute(sql`SELECT ${permissionArray(userId)} AS permissions`);
  return (result.rows[0] as { permissions: string[] }).permissions;
}

export const findUserById = async (db: Tx, id: number): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const findUserByUsername = async (db: Tx, username: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1))[0];

export const findUserByCode = async (db: Tx, code: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(sql`lower(${users.codeuser}) = lower(${code})`).limit(1))[0];

export const findCompanyById = async (db: Tx, id: number): Promise<CompanyRow | undefined> =>
  (await db.select().from(company).where(eq(company.id, id)).limit(1))[0];

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

/**
 * Whether the user is `path`'s owner or below it in the network (a distributor's reach, DOMAIN.md "Network"): the
 * one database form of the rule `isInSubtree` of packages/shared/src/access/company-scope.ts.
 */
export async function userInSubtree(db: Tx, userId: number, path: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} AND path LIKE ${subtreePattern(path)}`);
  return result.rows.length > 0;
}
