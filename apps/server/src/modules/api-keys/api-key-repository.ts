import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { apiKey } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKey.$inferSelect;

/** The columns a list shows (never the hash). */
const visible = {
  id: apiKey.id, user_id: apiKey.user_id, name: apiKey.name, scopes: apiKey.scopes, prefix: apiKey.prefix,
  allowed_ips: apiKey.allowed_ips, created_at: apiKey.created_at, last_used_at: apiKey.last_used_at, revoked_at: apiKey.revoked_at,
};

export async function insertApiKey(db: Tx, values: typeof apiKey.$inferInsert) {
  const [row] = await db.insert(apiKey).values(values).returning(visible);
  return row;
}

export const listApiKeys = (db: Tx, companyId: number, userId: number) =>
  db.select(visible).from(apiKey).where(and(eq(apiKey.company_id, companyId), eq(apiKey.user_id, userId))).orderBy(desc(apiKey.id));

export async function countLiveKeys(db: Tx, companyId: number, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(apiKey)
    .where(and(eq(apiKey.company_id, companyId), eq(apiKey.user_id, userId), isNull(apiKey.revoked_at)));
  return row.n;
}

export async function findApiKey(db: Tx, companyId: number, id: number) {
  const [row] = await db.select(visible).from(apiKey).where(and(eq(apiKey.company_id, companyId), eq(apiKey.id, id)));
  return row;
}

export async function revokeApiKey(db: Tx, id: number) {
  const [row] = await db.update(apiKey).set({ revoked_at: sql`coalesce(${apiKey.revoked_at}, now())` }).where(eq(apiKey.id, id)).returning(visible);
  return row;
}

/** The row a presented key names, by its prefix (unique). */
export async function findByPrefix(db: Tx, prefix: string) {
  const [row] = await db.select({
    id: apiKey.id, company_id: apiKey.company_id, user_id: apiKey.user_id, secret_hash: apiKey.secret_hash, scopes: apiKey.scopes,
    allowed_ips: apiKey.allowed_ips, revoked_at: apiKey.revoked_at,
  }).from(apiKey).where(eq(apiKey.prefix, prefix));
  return row;
}

export async function touchApiKey(db: Tx, id: number) {
  await db.update(apiKey).set({ last_used_at: sql`now()` }).where(eq(apiKey.id, id));
}

/** Whether a user of the company exists (staff create keys for users of their company only). */
export async function userOfCompany(db: Tx, companyId: number, userId: number): Promise<boolean> {
  const rows = await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} AND company_id = ${companyId}`);
  return rows.rows.length > 0;
}
