import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { redeemAttempt } from '../../db/schema/index.ts';

// namespace of the per-user advisory lock that makes "count, then record" one step ('REDM')
const LOCK_SPACE = 0x5245444d;

/**
 * Inside a transaction: waits its turn among the user's own attempts (a transaction-scoped advisory lock), so
 * racing attempts of one user are counted one after another and a burst cannot slip past the limit.
 */
export async function takeUserTurn(db: Tx, userId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, ${userId})`);
}

/** Attempts of the user within the window that did not redeem (still running ones count as failed). */
export async function recentFailures(db: Tx, userId: number, windowSeconds: number): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM redeem_attempt
     WHERE user_id = ${userId} AND outcome <> 'redeemed' AND created_at > now() - make_interval(secs => ${windowSeconds})`);
  return (result.rows[0] as { n: number }).n;
}

export async function insertAttempt(db: Tx, companyId: number, userId: number): Promise<number> {
  const [row] = await db.insert(redeemAttempt).values({ company_id: companyId, user_id: userId, outcome: 'pending' }).returning({ id: redeemAttempt.id });
  return row.id;
}

export async function setOutcome(db: Tx, id: number, outcome: string): Promise<void> {
  await db.update(redeemAttempt).set({ outcome }).where(eq(redeemAttempt.id, id));
}

/** Attempts only matter for a minute; the user's own older than a day go when it tries again. */
export async function pruneAttempts(db: Tx, userId: number): Promise<void> {
  await db.execute(sql`DELETE FROM redeem_attempt WHERE user_id = ${userId} AND created_at < now() - interval '1 day'`);
}
