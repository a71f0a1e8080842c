import { sql } from 'drizzle-orm';
import { bogotaDayEnd, bogotaDayStart, inSubtree, type ReportStatement } from './report-scope.ts';

/**
 * person-activies: each user of the reach with its last successful login (login attempts are keyed by the lower-case
 * username) and, in the period, its finalized purchases, approved top-ups and filed tickets (support and client).
 * Each count is its own grouped subquery over indexed (company, user) columns, joined once per user.
 */
export const personActiviesQuery: ReportStatement = ({ scope, params }) => {
  const start = bogotaDayStart(params.from);
  const end = bogotaDayEnd(params.to);
  return sql`
    WITH p AS (SELECT u.id, u.name, u.username, u.rol FROM users u
      WHERE u.company_id = ${scope.companyId} AND ${inSubtree(sql`u.path`, scope)}),
    buys AS (SELECT o.user_id, count(*) AS n, sum(o.total) AS amount FROM orders o
      WHERE o.company_id = ${scope.companyId} AND o.status = 'finalized' AND o.finalized_at >= ${start} AND o.finalized_at < ${end}
        AND o.user_id IN (SELECT id FROM p) GROUP BY o.user_id),
    tops AS (SELECT c.user_id, count(*) AS n, sum(c.amount) AS amount FROM consignments c
      WHERE c.company_id = ${scope.companyId} AND c.consignments_state = 'finalized' AND c.approved_at >= ${start} AND c.approved_at < ${end}
        AND c.user_id IN (SELECT id FROM p) GROUP BY c.user_id),
    tickets AS (SELECT t.user_id, count(*) AS n FROM (
        SELECT user_id FROM support_ticket WHERE company_id = ${scope.companyId} AND created_at >= ${start} AND created_at < ${end}
        UNION ALL
        SELECT user_id FROM support_client WHERE company_id = ${scope.companyId} AND created_at >= ${start} AND created_at < ${end}
      ) t WHERE t.user_id IN (SELECT id FROM p) GROUP BY t.user_id)
    SELECT p.id AS user_id, p.name AS person_name, p.username, p.rol AS role,
      (SELECT max(l.created_at) FROM login_attempt l WHERE l.username = lower(p.username) AND l.success) AS last_login,
      coalesce(buys.n, 0)::int AS purchases, coalesce(buys.amount, 0)::bigint AS purchases_amount,
      coalesce(tops.n, 0)::int AS top_ups, coalesce(tops.amount, 0)::bigint AS top_ups_amount,
      coalesce(tickets.n, 0)::int AS tickets
    FROM p LEFT JOIN buys ON buys.user_id = p.id LEFT JOIN tops ON tops.user_id = p.id LEFT JOIN tickets ON tickets.user_id = p.id
    ORDER BY purchases_amount DESC, top_ups_amount DESC, tickets DESC, p.name, p.id`;
};
