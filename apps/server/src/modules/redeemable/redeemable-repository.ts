import type { BatchSummary } from '@app/shared';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { redeemableBalance, redeemableCode, redeemableCodeKey } from '../../db/schema/index.ts';
import { newKey } from './code-vault.ts';

export type CodeRow = typeof redeemableBalance.$inferSelect & { id: number; status: string; value: number; company_id: number };
const b = redeemableBalance as any;

/** Bogota's calendar day: a code is good through its whole expiry day where the business is. */
export const TODAY = sql`(now() AT TIME ZONE 'America/Bogota')::date`;

/** Whether a code's expiry day has passed (it can no longer be assigned, sold or redeemed). */
export const isExpiredSql = sql`(${b.expires_at} < ${TODAY})`;

/**
 * What a code is today (the definition's computed `state`): its stage, or `expired` for a code not yet redeemed
 * whose expiry day has passed. A column of the generic engine's lists (hooks.columns), filtered like a stored one.
 */
export const stateColumn: SQL = sql`(CASE WHEN ${b.status} IN ('available', 'assigned', 'sold') AND ${b.expires_at} < ${TODAY} THEN 'expired' ELSE ${b.status} END)`;

/** Today in Bogota, as YYYY-MM-DD. */
export async function todayBogota(db: Tx): Promise<string> {
  const result = await db.execute(sql`SELECT ${TODAY}::text AS d`);
  return (result.rows[0] as { d: string }).d;
}

/** The company's key for its codes' ciphertexts, created on first use (two first batches at once agree on one). */
export async function companyKey(db: Tx, companyId: number): Promise<string> {
  await db.insert(redeemableCodeKey).values({ company_id: companyId, key: newKey() }).onConflictDoNothing();
  const [row] = await db.select({ key: redeemableCodeKey.key }).from(redeemableCodeKey).where(eq(redeemableCodeKey.company_id, companyId));
  return row.key;
}

/** Inserts a batch's codes (their masked form); answers the rows in the order given. */
export async function insertCodes(db: Tx, rows: Record<string, unknown>[]): Promise<CodeRow[]> {
  const inserted = (await db.insert(redeemableBalance).values(rows as never).returning()) as CodeRow[];
  return inserted.sort((x, y) => x.id - y.id);
}

export async function insertSecrets(db: Tx, rows: { redeemable_balance_id: number; company_id: number; code_hash: string; code_cipher: string }[]) {
  await db.insert(redeemableCode).values(rows);
}

/** Ciphertexts of some codes, by code id. */
export async function ciphersOf(db: Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: redeemableCode.redeemable_balance_id, cipher: redeemableCode.code_cipher })
    .from(redeemableCode).where(inArray(redeemableCode.redeemable_balance_id, ids));
  return new Map(rows.map((r) => [r.id, r.cipher]));
}

/** A code of the company, row-locked: every transition reads its stage under this lock, so two never both pass. */
export async function lockCode(db: Tx, companyId: number, id: number): Promise<CodeRow | undefined> {
  return ((await db.select().from(redeemableBalance).where(and(eq(b.company_id, companyId), eq(b.id, id))).for('update')) as CodeRow[])[0];
}

/** A code of the company as it stands (no lock). */
export async function findCode(db: Tx, companyId: number, id: number): Promise<CodeRow | undefined> {
  return ((await db.select().from(redeemableBalance).where(and(eq(b.company_id, companyId), eq(b.id, id)))) as CodeRow[])[0];
}

/** Several codes of the company, locked in id order (two assignments of overlapping selections cannot deadlock). */
export async function lockCodes(db: Tx, companyId: number, ids: number[]): Promise<CodeRow[]> {
  return (await db.select().from(redeemableBalance).where(and(eq(b.company_id, companyId), inArray(b.id, ids)))
    .orderBy(asc(b.id)).for('update')) as CodeRow[];
}

/**
 * The oldest `quantity` codes still to hand out (created, not expired), of one batch when given, locked; codes
 * another assignment is taking right now are skipped, so two at once never hand out the same code.
 */
export async function lockAvailableCodes(db: Tx, companyId: number, quantity: number, batch?: number | null): Promise<CodeRow[]> {
  return (await db.select().from(redeemableBalance).where(and(
    eq(b.company_id, companyId), eq(b.status, 'available'), sql`NOT ${isExpiredSql}`,
    ...(batch ? [eq(b.batch, batch)] : []),
  )).orderBy(asc(b.id)).limit(quantity).for('update', { skipLocked: true })) as CodeRow[];
}

/** Codes still to hand out (of a batch when given): what an assignment by quantity can take at most. */
export async function countAvailable(db: Tx, companyId: number, batch?: number | null): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM redeemable_balance
    WHERE company_id = ${companyId} AND status = 'available' AND expires_at >= ${TODAY} ${batch ? sql`AND batch = ${batch}` : sql``}`);
  return (result.rows[0] as { n: number }).n;
}

/** The code a typed text names in the company (by hash), row-locked; undefined when there is none. */
export async function lockCodeByHash(db: Tx, companyId: number, hash: string): Promise<(CodeRow & { expired: boolean }) | undefined> {
  const result = await db.execute(sql`
    SELECT r.*, (r.expires_at < ${TODAY}) AS expired
      FROM redeemable_code c JOIN redeemable_balance r ON r.id = c.redeemable_balance_id
     WHERE c.code_hash = ${hash} AND r.company_id = ${companyId}
       FOR UPDATE OF r`);
  return result.rows[0] as (CodeRow & { expired: boolean }) | undefined;
}

export async function updateCode(db: Tx, id: number, values: Record<string, unknown>): Promise<CodeRow> {
  return ((await db.update(redeemableBalance).set({ ...values, updated_at: sql`now()` } as never).where(eq(b.id, id)).returning()) as CodeRow[])[0];
}

export async function updateCodes(db: Tx, ids: number[], values: Record<string, unknown>): Promise<CodeRow[]> {
  const rows = (await db.update(redeemableBalance).set({ ...values, updated_at: sql`now()` } as never).where(inArray(b.id, ids)).returning()) as CodeRow[];
  return rows.sort((x, y) => x.id - y.id);
}

export interface HeldFilters {
  sellerId?: number | null;
  vendorId?: number | null;
  batch?: number | null;
  state?: string | null;
  q?: string | null;
}

const heldWhere = (companyId: number, f: HeldFilters): SQL => sql.join([
  sql`r.company_id = ${companyId}`,
  sql`r.seller_id IS NOT NULL`,
  ...(f.sellerId ? [sql`r.seller_id = ${f.sellerId}`] : []),
  ...(f.vendorId ? [sql`r.vendor_id = ${f.vendorId}`] : []),
  ...(f.batch ? [sql`r.batch = ${f.batch}`] : []),
  ...(f.state ? [sql`${stateSql} = ${f.state}`] : []),
  ...(f.q ? [sql`(r.code ILIKE ${`%${f.q}%`} OR r.buyer_name ILIKE ${`%${f.q}%`} OR r.buyer_phone ILIKE ${`%${f.q}%`})`] : []),
], sql` AND `);

const stateSql = sql`(CASE WHEN r.status IN ('available', 'assigned', 'sold') AND r.expires_at < ${TODAY} THEN 'expired' ELSE r.status END)`;

export type HeldRow = CodeRow & { state: string; seller_name: string | null; redeemed_by_name: string | null };

/**
 * Codes handed to sellers (a seller's own when `vendorId` is given), those to sell first: held ones by expiry, then
 * the rest newest first. With the seller's and the redeemer's names.
 */
export async function heldCodes(db: Tx, companyId: number, f: HeldFilters, page: { page: number; size: number }) {
  const where = heldWhere(companyId, f);
  const result = await db.execute(sql`
    SELECT r.*, ${stateSql} AS state, s.name AS seller_name, u.name AS redeemed_by_name
      FROM redeemable_balance r
      LEFT JOIN authorized_seller s ON s.id = r.seller_id
      LEFT JOIN users u ON u.id = r.redeemed_by
     WHERE ${where}
     ORDER BY (${stateSql} = 'assigned') DESC, CASE WHEN ${stateSql} = 'assigned' THEN r.expires_at END ASC,
              coalesce(r.sold_at, r.assigned_at) DESC, r.id DESC
     LIMIT ${page.size} OFFSET ${(page.page - 1) * page.size}`);
  const total = await db.execute(sql`SELECT count(*)::int AS n FROM redeemable_balance r WHERE ${where}`);
  return { items: result.rows as HeldRow[], total: (total.rows[0] as { n: number }).n };
}

/** Every code of a batch the caller reaches (a seller: the ones it holds), in id order, for its spreadsheet. */
export async function batchCodes(db: Tx, companyId: number, batch: number, vendorId: number | null): Promise<HeldRow[]> {
  const result = await db.execute(sql`
    SELECT r.*, ${stateSql} AS state, s.name AS seller_name, u.name AS redeemed_by_name
      FROM redeemable_balance r
      LEFT JOIN authorized_seller s ON s.id = r.seller_id
      LEFT JOIN users u ON u.id = r.redeemed_by
     WHERE r.company_id = ${companyId} AND r.batch = ${batch} ${vendorId ? sql`AND r.vendor_id = ${vendorId}` : sql``}
     ORDER BY r.id`);
  return result.rows as HeldRow[];
}

/** The company's batches (a seller's: those it holds codes of), newest first, with how many codes are in each state. */
export async function batchSummaries(db: Tx, companyId: number, vendorId: number | null): Promise<BatchSummary[]> {
  const result = await db.execute(sql`
    SELECT r.batch, min(r.value)::bigint AS value, min(r.expires_at)::text AS expires_at, min(r.created_at) AS created_at,
           count(*)::int AS quantity,
           count(*) FILTER (WHERE ${stateSql} = 'available')::int AS available,
           count(*) FILTER (WHERE ${stateSql} = 'assigned')::int AS assigned,
           count(*) FILTER (WHERE ${stateSql} = 'sold')::int AS sold,
           count(*) FILTER (WHERE ${stateSql} = 'redeemed')::int AS redeemed,
           count(*) FILTER (WHERE ${stateSql} = 'expired')::int AS expired
      FROM redeemable_balance r
     WHERE r.company_id = ${companyId} AND r.batch IS NOT NULL ${vendorId ? sql`AND r.vendor_id = ${vendorId}` : sql``}
     GROUP BY r.batch ORDER BY r.batch DESC LIMIT 200`);
  return (result.rows as unknown as BatchSummary[]).map((r) => ({ ...r, value: Number(r.value) }));
}

/** Whether a seller ever held a code or has a movement (its user can then no longer change, nor the seller go). */
export async function sellerHasHistory(db: Tx, sellerId: number): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM redeemable_balance WHERE seller_id = ${sellerId})
        OR EXISTS (SELECT 1 FROM redeemable_vendor_balance_movement WHERE seller_id = ${sellerId}) AS used`);
  return Boolean((result.rows[0] as { used: boolean }).used);
}
