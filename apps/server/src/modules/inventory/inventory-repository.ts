import { randomInt } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { digitalAccount, profiles } from '../../db/schema/index.ts';

const a = digitalAccount as any;
const p = profiles as any;

export async function findProduct(db: Tx, companyId: number, id: number) {
  const result = await db.execute(sql`SELECT id, name, profile_max_quantity, sale_mode, duration_days, active
    FROM type_digital_account WHERE id = ${id} AND company_id = ${companyId}`);
  return result.rows[0] as { id: number; name: string; profile_max_quantity: number; sale_mode: string; duration_days: number; active: boolean } | undefined;
}

export async function findAccount(db: Tx, companyId: number, id: number, lock = false) {
  const q = db.select().from(digitalAccount).where(and(eq(a.company_id, companyId), eq(a.id, id)));
  return ((lock ? await q.for('update') : await q) as Record<string, any>[])[0];
}

export async function countProfiles(db: Tx, accountId: number): Promise<{ total: number; taken: number }> {
  const result = await db.execute(sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE state <> 'available' OR user_id IS NOT NULL)::int AS taken
    FROM profiles WHERE digital_account_id = ${accountId}`);
  return result.rows[0] as { total: number; taken: number };
}

/** A new account's screens: "PERFIL 1".."PERFIL n" with random 4-digit PINs, all available. */
export async function insertProfiles(db: Tx, account: { id: number; company_id: number; type_digital_account_id: number }, count: number, createdBy: number | null, start = 1) {
  if (count <= 0) return;
  await db.insert(profiles).values(Array.from({ length: count }, (_, i) => ({
    company_id: account.company_id, digital_account_id: account.id, type_digital_account_id: account.type_digital_account_id,
    name: `PERFIL ${start + i}`, pin: String(randomInt(0, 10_000)).padStart(4, '0'), state: 'available', created_by: createdBy,
  })) as never);
}

export async function deleteProfilesOf(db: Tx, accountId: number) {
  await db.delete(profiles).where(eq(p.digital_account_id, accountId));
}

export async function countRows(db: Tx, table: 'digital_account' | 'orders' | 'price_list_item' | 'price_group' | 'order_booking', column: string, id: number): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${sql.raw(column)} = ${id}`);
  return (result.rows[0] as { n: number }).n;
}

export async function rowInCompany(db: Tx, table: 'price_list' | 'type_digital_account' | 'users', companyId: number, id: number): Promise<Record<string, any> | undefined> {
  const result = await db.execute(sql`SELECT * FROM ${sql.raw(table)} WHERE id = ${id} AND company_id = ${companyId}`);
  return result.rows[0] as Record<string, any> | undefined;
}

export interface DeliveredFilters {
  q?: string;
  state?: string;
  type_digital_account_id?: number;
  user_id?: number;
  order_id?: number;
  renewal_limit_date_gte?: string;
  renewal_limit_date_lte?: string;
}

/**
 * Sold units with their credentials, for the profiles-list screen: owned by the caller's subtree (subtreePath),
 * or by anyone for staff (null).
 */
export async function deliveredProfiles(db: Tx, companyId: number, subtreePath: string | null, f: DeliveredFilters, page: { page: number; size: number }) {
  const where: SQL[] = [sql`p.company_id = ${companyId}`, sql`p.user_id IS NOT NULL`];
  if (subtreePath) where.push(sql`u.path LIKE ${`${subtreePath}%`}`);
  if (f.q) where.push(sql`(p.name ILIKE ${`%${f.q}%`} OR a.login ILIKE ${`%${f.q}%`} OR t.name ILIKE ${`%${f.q}%`} OR u.name ILIKE ${`%${f.q}%`})`);
  if (f.state) where.push(sql`p.state = ${f.state}`);
  if (f.type_digital_account_id) where.push(sql`p.type_digital_account_id = ${f.type_digital_account_id}`);
  if (f.user_id) where.push(sql`p.user_id = ${f.user_id}`);
  if (f.order_id) where.push(sql`p.order_id = ${f.order_id}`);
  if (f.renewal_limit_date_gte) where.push(sql`p.renewal_limit_date >= ${f.renewal_limit_date_gte}::date`);
  if (f.renewal_limit_date_lte) where.push(sql`p.renewal_limit_date <= ${f.renewal_limit_date_lte}::date`);
  const cond = sql.join(where, sql` AND `);
  const from = sql`FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
    JOIN type_digital_account t ON t.id = p.type_digital_account_id JOIN users u ON u.id = p.user_id
    LEFT JOIN orders o ON o.id = p.order_id`;
  const items = await db.execute(sql`
    SELECT p.id, p.name AS profile, p.pin, p.state, p.sold_at, p.renewal_limit_date, p.order_id, o.number AS order_number,
           p.user_id, u.name AS owner_name, p.digital_account_id, p.type_digital_account_id, t.name AS product,
           a.login, a.password
      ${from} WHERE ${cond}
     ORDER BY p.sold_at DESC NULLS LAST, p.id DESC LIMIT ${page.size} OFFSET ${(page.page - 1) * page.size}`);
  const total = await db.execute(sql`SELECT count(*)::int AS n ${from} WHERE ${cond}`);
  return { items: items.rows as Record<string, any>[], total: (total.rows[0] as { n: number }).n };
}

/** Units a buyer could take now, per product: available profiles of available, unexpired accounts (or whole accounts). */
export async function stockByProduct(db: Tx, companyId: number): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    SELECT t.id, CASE WHEN t.sale_mode = 'accounts' THEN
             (SELECT count(*) FROM digital_account a WHERE a.type_digital_account_id = t.id AND a.state = 'available'
                AND (a.expiry_date IS NULL OR a.expiry_date >= (now() AT TIME ZONE 'America/Bogota')::date)
                AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.digital_account_id = a.id AND p.state <> 'available'))
           ELSE
             (SELECT count(*) FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
               WHERE p.company_id = ${companyId} AND p.type_digital_account_id = t.id AND p.state = 'available' AND a.state = 'available'
                 AND (a.expiry_date IS NULL OR a.expiry_date >= (now() AT TIME ZONE 'America/Bogota')::date))
           END::int AS units
      FROM type_digital_account t WHERE t.company_id = ${companyId} AND t.active`);
  return new Map((result.rows as { id: number; units: number }[]).map((r) => [r.id, r.units]));
}
