import { sql } from 'drizzle-orm';
import { salesBase, type ReportStatement } from './report-scope.ts';

/** The same calendar day one year earlier (29 February becomes the 28th). */
export function yearBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return `${String(y - 1).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * sales-comparison-distributor: every month of the period (generate_series, so a month without sales is a row of
 * zeros) with its sales and those of the same month one year earlier, and the change in percent.
 */
export const salesComparisonDistributorQuery: ReportStatement = (input) => {
  const { from, to } = input.params;
  const previous = { from: yearBefore(from), to: yearBefore(to) };
  const month = sql`date_trunc('month', s.finalized_at AT TIME ZONE 'America/Bogota')`;
  return sql`
    WITH m AS (SELECT generate_series(date_trunc('month', ${from}::date), date_trunc('month', ${to}::date), interval '1 month')::date AS month),
    cur AS (SELECT ${month}::date AS month, count(*) AS orders, sum(s.quantity) AS units, sum(s.total) AS amount
      FROM (${salesBase(input)}) s GROUP BY 1),
    prev AS (SELECT (${month} + interval '1 year')::date AS month, sum(s.quantity) AS units, sum(s.total) AS amount
      FROM (${salesBase(input, previous)}) s GROUP BY 1)
    SELECT to_char(m.month, 'YYYY-MM') AS month,
      coalesce(cur.orders, 0)::int AS orders, coalesce(cur.units, 0)::int AS units, coalesce(cur.amount, 0)::bigint AS amount,
      coalesce(prev.units, 0)::int AS previous_units, coalesce(prev.amount, 0)::bigint AS previous_amount,
      CASE WHEN coalesce(prev.amount, 0) = 0 THEN NULL
        ELSE round(100.0 * (coalesce(cur.amount, 0) - prev.amount) / prev.amount, 1)::float8 END AS change
    FROM m LEFT JOIN cur ON cur.month = m.month LEFT JOIN prev ON prev.month = m.month
    ORDER BY m.month`;
};
