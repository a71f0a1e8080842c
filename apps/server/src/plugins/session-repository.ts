import { eq, getTableColumns, sql, type AnyColumn } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { company, roleGroupPermission, userGroup, users } from '../db/schema/index.ts';

/*
 * The reads behind every signed-in request, owned by the auth context (plugins/auth.ts, session-subjects.ts) rather
 * than by the users module: the plugins sit below every module, and the users module builds its own reads on these.
 */

/**
 * What a request knows of its user and company: the rows without the columns every sale changes (balances, and
 * updated_at with them). Session subjects are kept in memory between requests (plugins/session-subjects.ts), so a
 * balance read from them would be stale: leaving the columns out makes that a type error, not a wrong number.
 */
const VOLATILE = ['balance', 'updated_at'] as const;
export type SessionUser = Omit<typeof users.$inferSelect, (typeof VOLATILE)[number]>;
export type SessionCompany = Omit<typeof company.$inferSelect, (typeof VOLATILE)[number]>;
const withoutVolatile = <T extends Record<string, unknown>>(columns: T) =>
  Object.fromEntries(Object.entries(columns).filter(([k]) => !(VOLATILE as readonly string[]).includes(k))) as Omit<T, (typeof VOLATILE)[number]>;
const sessionUserColumns = withoutVolatile(getTableColumns(users));
const sessionCompanyColumns = withoutVolatile(getTableColumns(company));

/** A company as a session knows it (see SessionCompany). */
export const findSessionCompany = async (db: Tx, id: number): Promise<SessionCompany | undefined> =>
  (await db.select(sessionCompanyColumns).from(company).where(eq(company.id, id)).limit(1))[0];

/** The union of the permissions of every group the user holds, sorted: an SQL text[] expression. */
export const permissionArray = (userId: AnyColumn | number) => sql<string[]>`ARRAY(SELECT DISTINCT ${roleGroupPermission.permission} FROM ${userGroup}
  JOIN ${roleGroupPermission} ON ${roleGroupPermission.group_id} = ${userGroup.group_id}
  WHERE ${userGroup.user_id} = ${userId} ORDER BY 1)`;

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
