import { sql } from 'drizzle-orm';
import { salesBase, type ReportStatement } from './report-scope.ts';

/**
 * top-sales-children: the anchor's direct children (the company's first line when the caller sees the whole
 * company), each with the sales of its whole subtree and its own purchases, zeros included, ranked.
 */
export const topSalesChildrenQuery: ReportStatement = (input) => {
  const { scope } = input;
  const children = scope.anchor
    ? sql`c.parent_id = ${scope.anchor.id}`
    : sql`c.level_grid = 1`;
  return sql`
    WITH s AS (${salesBase(input)}),
    c AS (SELECT c.id, c.name, c.codeuser, c.rol, c.path FROM users c WHERE c.company_id = ${scope.companyId} AND ${children})
    SELECT rank() OVER (ORDER BY coalesce(sum(s.total), 0) DESC)::int AS position,
      c.id AS child_id, c.name AS child_name, c.codeuser AS child_code, c.rol AS child_role,
      count(s.id)::int AS orders, coalesce(sum(s.quantity), 0)::int AS units, coalesce(sum(s.total), 0)::bigint AS amount,
      coalesce(sum(s.total) FILTER (WHERE s.buyer_id = c.id), 0)::bigint AS own_amount
    FROM c LEFT JOIN s ON s.buyer_path LIKE c.path || '%'
    GROUP BY c.id, c.name, c.codeuser, c.rol
    ORDER BY amount DESC, c.name, c.id`;
};
