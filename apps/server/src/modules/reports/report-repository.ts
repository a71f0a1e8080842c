import type { ReportDef } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { ReportInput, ReportStatement } from './report-scope.ts';

export type ReportRow = Record<string, unknown>;

const TOTAL_PREFIX = '__total_';

/**
 * Runs one report's statement with its totals in the same pass: `sum(col) OVER ()` over the report's rows (a
 * window with no order keeps the rows in the order the statement gave them). Column names come from the shared
 * definition, never from the request.
 */
export async function runReport(db: Tx, def: ReportDef, query: ReportStatement, input: ReportInput) {
  const totalCols = def.columns.filter((c) => c.total).map((c) => c.key);
  const windows = totalCols.map((k) => sql.raw(`, coalesce(sum(r."${k}") OVER (), 0)::float8 AS "${TOTAL_PREFIX}${k}"`));
  const result = await db.execute(sql`SELECT r.* ${sql.join(windows, sql``)} FROM (${query(input)}) r`);
  const rows: ReportRow[] = [];
  const totals: Record<string, number> = Object.fromEntries(totalCols.map((k) => [k, 0]));
  for (const raw of result.rows as ReportRow[]) {
    const row: ReportRow = {};
    for (const [k, v] of Object.entries(raw)) {
      if (k.startsWith(TOTAL_PREFIX)) totals[k.slice(TOTAL_PREFIX.length)] = Number(v);
      else row[k] = v;
    }
    rows.push(row);
  }
  return { rows, totals };
}

/** A user of the caller's company by id, with its subtree path (the seller filter's target). */
export async function companyUser(db: Tx, companyId: number, id: number): Promise<{ id: number; name: string; path: string } | undefined> {
  const result = await db.execute(sql`SELECT id, name, path FROM users WHERE company_id = ${companyId} AND id = ${id}`);
  return result.rows[0] as { id: number; name: string; path: string } | undefined;
}

/**
 * Users of the reach whose name, username or seller code contains `q` (the seller filter's picker), distributors and
 * staff first: the same company and subtree rule as every report.
 */
export async function reachableUsers(db: Tx, companyId: number, subtreePath: string | null, q: string, limit: number) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute(sql`SELECT id, name, username, codeuser FROM users
    WHERE company_id = ${companyId} ${subtreePath ? sql`AND path LIKE ${`${subtreePath}%`}` : sql``}
      ${q ? sql`AND (name ILIKE ${like} OR username ILIKE ${like} OR codeuser ILIKE ${like})` : sql``}
    ORDER BY (rol IN ('Cliente', 'Publico')), level_grid, name, id LIMIT ${limit}`);
  return result.rows as { id: number; name: string; username: string; codeuser: string | null }[];
}
