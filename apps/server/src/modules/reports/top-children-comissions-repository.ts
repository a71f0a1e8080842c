import { sql } from 'drizzle-orm';
import { bogotaDayEnd, bogotaDayStart, inSubtree, type ReportStatement } from './report-scope.ts';

/**
 * top-children-comissions: the commission rows of the period (kind 'commission': credits, and the debits that
 * annulments and fault refunds took back), each traced to its sale's buyer through the sale's debit row
 * ("<sale>:commission:<user>…" → "<sale>:purchase", the ledger's unique key), and summed per earner and per the
 * earner's direct child whose subtree holds the buyer. The earner is the anchor (a distributor itself, or the
 * chosen seller); staff without a seller see every earner of the company.
 */
export const topChildrenComissionsQuery: ReportStatement = ({ scope, params }) => sql`
  WITH e AS (SELECT l.account_id AS earner_id, l.amount, split_part(l.idempotency_key, ':commission:', 1) || ':purchase' AS debit_key
    FROM ledger_entry l
    WHERE l.company_id = ${scope.companyId} AND l.account_type = 'user' AND l.kind = 'commission'
      AND l.created_at >= ${bogotaDayStart(params.from)} AND l.created_at < ${bogotaDayEnd(params.to)}
      ${scope.anchor ? sql`AND l.account_id = ${scope.anchor.id}` : sql``}),
  t AS (SELECT e.earner_id, e.amount, w.name AS earner_name,
      split_part(substr(b.path, length(w.path) + 1), '/', 1)::int AS child_id
    FROM e JOIN ledger_entry d ON d.idempotency_key = e.debit_key
      JOIN users w ON w.id = e.earner_id
      JOIN users b ON b.id = d.account_id
    WHERE d.account_type = 'user' AND b.path LIKE w.path || '_%' AND ${inSubtree(sql`w.path`, scope)})
  SELECT rank() OVER (ORDER BY sum(t.amount) DESC)::int AS position,
    t.earner_id, max(t.earner_name) AS earner_name, t.child_id, c.name AS child_name, c.codeuser AS child_code,
    (count(*) FILTER (WHERE t.amount > 0))::int AS sales, sum(t.amount)::bigint AS amount
  FROM t JOIN users c ON c.id = t.child_id
  GROUP BY t.earner_id, t.child_id, c.name, c.codeuser
  ORDER BY amount DESC, earner_name, child_name`;
