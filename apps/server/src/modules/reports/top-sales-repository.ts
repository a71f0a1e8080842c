import { sql } from 'drizzle-orm';
import { inSubtree, salesBase, type ReportStatement } from './report-scope.ts';

/** top-sales: sellers ranked by amount (then units), each with its share of the total (window functions). */
export const topSalesQuery: ReportStatement = (input) => sql`
  WITH s AS (${salesBase(input)})
  SELECT rank() OVER (ORDER BY sum(s.total) DESC)::int AS position,
    u.id AS seller_id, u.name AS seller_name, u.codeuser AS seller_code, u.level_grid,
    count(*)::int AS orders, sum(s.quantity)::int AS units, sum(s.total)::bigint AS amount,
    round(100.0 * sum(s.total) / nullif(sum(sum(s.total)) OVER (), 0), 1)::float8 AS share
  FROM s JOIN users u ON u.id = s.seller_id
  WHERE ${inSubtree(sql`u.path`, input.scope)}
  GROUP BY u.id
  ORDER BY amount DESC, units DESC, u.name, u.id`;
