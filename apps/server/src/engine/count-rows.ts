import { EXACT_COUNT_CAP, SEARCH_COUNT_CAP } from '@app/shared/contracts/resources';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgView } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';

export { EXACT_COUNT_CAP, SEARCH_COUNT_CAP };

export interface ListTotal {
  total: number;
  /** true when `total` is the planner's estimate (the exact figure is known to be above the list's cap). */
  total_estimated?: true;
}

/**
 * The total a list shows under its page. An exact count(*) of a million matching rows costs more than the page
 * itself (30–70 ms measured on a million rows), so rows are counted only up to the cap (an index walk of at most 10,001 entries);
 * past it the answer is the planner's row estimate for the same WHERE — what admin screens at scale show as
 * "unos 1.000.000" — never less than the rows known to exist.
 */
/** The count of matching rows up to `cap` (one more than it says "more than the cap"), as a query to run or keep. */
export const cappedCount = (db: Tx, table: PgTable | PgView, where: SQL | undefined, cap = EXACT_COUNT_CAP) =>
  db.select({ total: count() }).from(db.select({ one: sql`1` }).from(table as PgTable).where(where).limit(cap + 1).as('capped'));

/** The cap of a list's exact count: lower when a "contains" filter makes each counted row a test on the table. */
export const countCap = (contains: boolean) => (contains ? SEARCH_COUNT_CAP : EXACT_COUNT_CAP);

/** Whether an index alone finds more rows than `cap` for one of `subsets` (conditions matching only rows the list's do). */
export async function subsetPastCap(db: Tx, table: PgTable | PgView, subsets: SQL[], cap: number): Promise<boolean> {
  for (const subset of subsets) {
    const [{ total }] = await cappedCount(db, table, subset, cap);
    if (total > cap) return true;
  }
  return false;
}

/**
 * `pastCap`: the matching rows are known to be more than the cap (subsetPastCap), so no row is counted.
 * `estimateWhere`: the same rows as `where` in the form the planner estimates best (a search's whole pattern is
 * estimated from the column's statistics; the same search narrowed to its rare trigrams multiplies guesses).
 */
export async function countRows(db: Tx, table: PgTable | PgView, where: SQL | undefined, contains = false, pastCap = false, estimateWhere = where): Promise<ListTotal> {
  const cap = countCap(contains);
  const matching = () => db.select({ one: sql`1` }).from(table as PgTable).where(estimateWhere);
  const estimated = async () => {
    const plan = await db.execute(sql`EXPLAIN (FORMAT JSON) ${matching()}`);
    return Math.round(Number((plan.rows[0] as any)?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'] ?? 0));
  };
  // a "contains" filter matching a large share of the rows (`ILIKE '%ideo %'`) makes even the capped count test
  // the pattern on thousands of rows: when the planner expects far more than the cap, its estimate is the answer.
  // Far more than the exact cap, not the search's: a pattern's estimate comes from a sample of 100 values, where
  // one value holding the term already says 1 % of the table (10,000 rows at a million), and a term matching 500
  // rows must still show 500
  const early = contains ? await estimated() : 0;
  if (early > EXACT_COUNT_CAP * 3) return { total: early, total_estimated: true };
  if (pastCap) return { total: Math.max(cap + 1, early), total_estimated: true };
  const [{ total }] = await cappedCount(db, table, where, cap);
  if (total <= cap) return { total };
  return { total: Math.max(cap + 1, contains ? early : await estimated()), total_estimated: true };
}
