import type { SellerSummary } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { authorizedSeller, redeemableVendorBalanceMovement } from '../../db/schema/index.ts';
import { TODAY } from './redeemable-repository.ts';

export type SellerRow = typeof authorizedSeller.$inferSelect & { id: number; name: string; user_id: number | null; balance: number | null };
export type MovementRow = typeof redeemableVendorBalanceMovement.$inferSelect & { id: number; amount: number; balance_after: number };
const s = authorizedSeller as any;

/** An authorized seller of the company, with whether its authorization still stands today (Bogota). */
export async function findSeller(db: Tx, companyId: number, id: number): Promise<(SellerRow & { authorized: boolean }) | undefined> {
  const rows = await db.select({ seller: authorizedSeller, authorized: sql<boolean>`(${s.authorized_until} IS NULL OR ${s.authorized_until} >= ${TODAY})` })
    .from(authorizedSeller).where(and(eq(s.company_id, companyId), eq(s.id, id)));
  return rows[0] ? { ...(rows[0].seller as SellerRow), authorized: rows[0].authorized } : undefined;
}

/** The seller row locked: its balance and its movements' running balance change only under this lock. */
export async function lockSeller(db: Tx, companyId: number, id: number): Promise<SellerRow | undefined> {
  return ((await db.select().from(authorizedSeller).where(and(eq(s.company_id, companyId), eq(s.id, id))).for('update')) as SellerRow[])[0];
}

/** The seller whose user is `userId` in the company (one per user: a unique index). */
export async function sellerOfUser(db: Tx, companyId: number, userId: number): Promise<SellerRow | undefined> {
  return ((await db.select().from(authorizedSeller).where(and(eq(s.company_id, companyId), eq(s.user_id, userId)))) as SellerRow[])[0];
}

export interface NewMovement {
  companyId: number;
  sellerId: number;
  vendorId: number | null;
  kind: 'sale' | 'payment';
  /** Signed cents: a sale adds to what the seller owes, a payment takes from it. */
  amount: number;
  codeId?: number | null;
  note: string;
  actor: { id: number | null; name: string };
}

/**
 * Appends one row to a seller's ledger and moves its cached balance in the same statement (the seller row's update
 * locks it, so `balance_after` follows one order). The caller holds the seller's lock already when it checked
 * something against the balance (a payment), and a sale's row is unique per code (index), so a raced or retried
 * sale never writes twice.
 */
export async function appendMovement(db: Tx, m: NewMovement): Promise<MovementRow> {
  if (!Number.isSafeInteger(m.amount) || m.amount === 0) throw new Error(`vendor ledger: invalid amount ${m.amount}`);
  const result = await db.execute(sql`
    WITH moved AS (
      UPDATE authorized_seller SET balance = coalesce(balance, 0) + ${m.amount}, updated_at = now()
       WHERE id = ${m.sellerId} AND company_id = ${m.companyId} RETURNING balance
    )
    INSERT INTO redeemable_vendor_balance_movement (company_id, seller_id, vendor_id, kind, amount, balance_after,
                                                    redeemable_balance_id, note, actor_name, created_by)
    SELECT ${m.companyId}, ${m.sellerId}, ${m.vendorId}, ${m.kind}, ${m.amount}, moved.balance, ${m.codeId ?? null}, ${m.note},
           ${m.actor.name}, ${m.actor.id}
      FROM moved
    RETURNING *`);
  const row = result.rows[0] as MovementRow | undefined;
  if (!row) throw new Error(`vendor ledger: seller ${m.sellerId} does not exist`);
  return row;
}

/**
 * The company's authorized sellers that have a user (only those can hold codes), with the codes they hold (not
 * expired), sold (redeemed or not), redeemed, and what they owe; `userId` keeps to one seller (a seller reading its
 * own summary). Filtered by name when `q` is given.
 */
export async function sellerSummaries(db: Tx, companyId: number, o: { userId?: number | null; q?: string | null; sellerId?: number | null }): Promise<SellerSummary[]> {
  const result = await db.execute(sql`
    SELECT s.id, s.name, s.phone, s.city, s.user_id, u.name AS user_name, s.active, s.authorized_until::text AS authorized_until,
           coalesce(s.redeemable_discount, 0)::float8 AS redeemable_discount, coalesce(s.balance, 0)::bigint AS balance,
           coalesce(c.held, 0)::int AS held, coalesce(c.held_value, 0)::bigint AS held_value, coalesce(c.held_expired, 0)::int AS held_expired,
           coalesce(c.sold, 0)::int AS sold, coalesce(c.sold_value, 0)::bigint AS sold_value,
           coalesce(c.redeemed, 0)::int AS redeemed, coalesce(c.redeemed_value, 0)::bigint AS redeemed_value,
           coalesce(m.owed_total, 0)::bigint AS owed_total, coalesce(m.paid, 0)::bigint AS paid
      FROM authorized_seller s
      LEFT JOIN users u ON u.id = s.user_id
      LEFT JOIN LATERAL (
        SELECT count(*) FILTER (WHERE r.status = 'assigned' AND r.expires_at >= ${TODAY}) AS held,
               sum(r.value) FILTER (WHERE r.status = 'assigned' AND r.expires_at >= ${TODAY}) AS held_value,
               count(*) FILTER (WHERE r.status = 'assigned' AND r.expires_at < ${TODAY}) AS held_expired,
               count(*) FILTER (WHERE r.status IN ('sold', 'redeemed')) AS sold,
               sum(r.value) FILTER (WHERE r.status IN ('sold', 'redeemed')) AS sold_value,
               count(*) FILTER (WHERE r.status = 'redeemed') AS redeemed,
               sum(r.value) FILTER (WHERE r.status = 'redeemed') AS redeemed_value
          FROM redeemable_balance r WHERE r.company_id = s.company_id AND r.seller_id = s.id) c ON true
      LEFT JOIN LATERAL (
        SELECT sum(v.amount) FILTER (WHERE v.amount > 0) AS owed_total, -sum(v.amount) FILTER (WHERE v.amount < 0) AS paid
          FROM redeemable_vendor_balance_movement v WHERE v.company_id = s.company_id AND v.seller_id = s.id) m ON true
     WHERE s.company_id = ${companyId} AND s.user_id IS NOT NULL
       ${o.userId ? sql`AND s.user_id = ${o.userId}` : sql``}
       ${o.sellerId ? sql`AND s.id = ${o.sellerId}` : sql``}
       ${o.q ? sql`AND (s.name ILIKE ${`%${o.q}%`} OR u.name ILIKE ${`%${o.q}%`})` : sql``}
     ORDER BY s.active DESC, s.name, s.id`);
  return result.rows as unknown as SellerSummary[];
}
