import { sql } from 'drizzle-orm';
import { salesBase, type ReportStatement } from './report-scope.ts';

/** top-sales-by-product: products ranked by amount, with units, average unit price and share of the total. */
export const topSalesByProductQuery: ReportStatement = (input) => sql`
  WITH s AS (${salesBase(input)})
  SELECT rank() OVER (ORDER BY sum(s.total) DESC)::int AS position,
    s.type_digital_account_id AS product_id, coalesce(max(t.name), max(s.product_name)) AS product_name,
    count(*)::int AS orders, sum(s.quantity)::int AS units, sum(s.total)::bigint AS amount,
    round(sum(s.total)::numeric / nullif(sum(s.quantity), 0))::bigint AS average_price,
    round(100.0 * sum(s.total) / nullif(sum(sum(s.total)) OVER (), 0), 1)::float8 AS share
  FROM s LEFT JOIN type_digital_account t ON t.id = s.type_digital_account_id
  GROUP BY s.type_digital_account_id
  ORDER BY amount DESC, units DESC, product_name`;
