import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

// The documents this fallback numbers, and the table holding their numbers.
const NUMBERED: Record<string, string> = { order: 'orders', 'order-booking': 'order_booking' };

/**
 * Stand-in for the consecutive module's `nextNumber(tx, companyId, name)` (same signature) until it lands: the
 * next number of a company's document sequence, gapless. The transaction-scoped advisory lock makes concurrent
 * callers take turns until commit; the unique (company_id, number) index backs it. Callers take it as the last
 * lock of their transaction (after balances) so the wait is as short as possible and lock order stays fixed.
 */
export async function nextNumber(tx: Tx, companyId: number, name: string): Promise<number> {
  const table = NUMBERED[name];
  if (!table) throw new Error(`nextNumber: no sequence named ${name}`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`consecutive:${name}`}), ${companyId})`);
  // a statement of its own: in READ COMMITTED it sees what the previous holder of the lock committed
  const result = await tx.execute(sql`SELECT coalesce(max(number), 0) + 1 AS next FROM ${sql.raw(table)} WHERE company_id = ${companyId}`);
  return Number((result.rows[0] as { next: number }).next);
}
