import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgView } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';

/** Up to this many matching rows a list answers its exact total; past it, PostgreSQL's estimate. */
export const EXACT_COUNT_CAP = 10_000;

export interface ListTotal {
  total: number;
  /** true when `total` is the planner's estimate (the exact figure is known to be above EXACT_COUNT_CAP). */
  total_estimated?: true;
}

/**
 * The total a list shows under its page. An exact count(*) of a million matching rows costs more than the page
 * itself (30–70 ms measured on a million rows), so rows are counted only up to the cap (an index walk of at most 10,001 entries);
 * past it the answer is the planner's row estimate for the same WHERE — what admin screens at scale show as
 * "unos 1.000.000" — never less than the rows known to exist.
 */
/** The count of matching rows up to the cap (one more than it says "more than the cap"), as a query to run or keep. */
export const cappedCount = (db: Tx, table: PgTable | PgView, where: SQL | undefined) =>
  db.select({ total: count() }).from(db.select({ one: sql`1` }).from(table as PgTable).where(where).limit(EXACT_COUNT_CAP + 1).as('capped'));

/** Whether an index alone finds more rows than the cap for one of `subsets` (conditions matching only rows the list's do). */
export async function subsetPastCap(db: Tx, table: PgTable | PgView, subsets: SQL[]): Promise<boolean> {
  for (const subset of subsets) {
    const [{ total }] = await cappedCount(db, table, subset);
    if (total > EXACT_COUNT_CAP) return true;
  }
  return false;
}

/** `pastCap`: the matching rows are known to be more than the cap (subsetPastCap), so no row is counted. */
export async function countRows(db: Tx, table: PgTable | PgView, where: SQL | undefined, contains = false, pastCap = false): Promise<ListTotal> {
  const matching = () => db.select({ one: sql`1` }).from(table as PgTable).where(where);
  const estimated = async () => {
    const plan = await db.execute(sql`EXPLAIN (FORMAT JSON) ${matching()}`);
    return Math.round(Number((plan.rows[0] as any)?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0));
  };
  // a "contains" filter matching a large share of the rows (`ILIKE '%ideo %'`) makes even the capped count test
  // the pattern on tens of thousands of rows (80 ms at a million): when the planner expects far more than the
  // cap, its estimate is the answer
  const early = contains ? await estimated() : 0;
  if (early > EXACT_COUNT_CAP * 3) return { total: early, total_estimated: true };
  if (pastCap) return { total: Math.max(EXACT_COUNT_CAP + 1, early), total_estimated: true };
  const [{ total }] = await cappedCount(db, table, where);
  if (total <= EXACT_COUNT_CAP) return { total };
  return { total: Math.max(EXACT_COUNT_CAP + 1, contains ? early : await estimated()), total_estimated: true };
}
