import { and, asc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Another user (any company: usernames and seller codes are unique platform-wide) already holding the value. */
export async function usernameHolder(db: Tx, username: string, exceptId?: number): Promise<number | undefined> {
  const rows = await db.select({ id: users.id }).from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, exceptId ? ne(users.id, exceptId) : undefined)).limit(1);
  return rows[0]?.id;
}

export async function codeHolder(db: Tx, code: string, exceptId?: number): Promise<number | undefined> {
  const rows = await db.select({ id: users.id }).from(users)
    .where(and(sql`lower(${users.codeuser}) = lower(${code})`, exceptId ? ne(users.id, exceptId) : undefined)).limit(1);
  return rows[0]?.id;
}

export async function countChildren(db: Tx, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.parent_id, userId));
  return n;
}

export interface NetworkRow {
  id: number;
  parent_id: number | null;
  name: string;
  username: string;
  codeuser: string | null;
  nickname_distribuitor: string | null;
  rol: string;
  level_grid: number;
  balance: number;
  active: boolean;
  path: string;
}

const networkColumns = {
  id: users.id, parent_id: users.parent_id, name: users.name, username: users.username, codeuser: users.codeuser,
  nickname_distribuitor: users.nickname_distribuitor, rol: users.rol, level_grid: users.level_grid,
  balance: users.balance, active: users.active, path: users.path,
};

/**
 * Users of one company with one of `roles`, at or below `path` when given (else the whole company), shallowest
 * first so a parent always comes before its children.
 */
export async function subtreeRows(db: Tx, companyId: number, path: string | null, roles: readonly string[], limit: number): Promise<NetworkRow[]> {
  return db.select(networkColumns).from(users)
    .where(and(eq(users.company_id, companyId), path ? like(users.path, `${path}%`) : undefined, inArray(users.rol, [...roles])))
    .orderBy(asc(users.level_grid), asc(users.name), asc(users.id)).limit(limit);
}

export async function networkRowById(db: Tx, companyId: number, id: number): Promise<NetworkRow | undefined> {
  return (await db.select(networkColumns).from(users).where(and(eq(users.company_id, companyId), eq(users.id, id))).limit(1))[0];
}
