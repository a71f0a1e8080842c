import { sql } from 'drizzle-orm';
import { bogotaDayEnd, bogotaDayStart, inSubtree, type ReportStatement } from './report-scope.ts';

/**
 * linked-distributors: distributors registered in the period inside the reach (the anchor itself excluded: it was
 * not linked by the viewer), per Bogota month and per parent, with how many are active and inactive now.
 */
export const linkedDistributorsQuery: ReportStatement = ({ scope, params }) => sql`
  SELECT to_char(date_trunc('month', u.created_at AT TIME ZONE 'America/Bogota'), 'YYYY-MM') AS month,
    u.parent_id, coalesce(p.name, 'Sin padre') AS parent_name,
    count(*)::int AS registered, (count(*) FILTER (WHERE u.active))::int AS active, (count(*) FILTER (WHERE NOT u.active))::int AS inactive
  FROM users u LEFT JOIN users p ON p.id = u.parent_id
  WHERE u.company_id = ${scope.companyId} AND u.rol = 'Distribuidor'
    AND u.created_at >= ${bogotaDayStart(params.from)} AND u.created_at < ${bogotaDayEnd(params.to)}
    AND ${inSubtree(sql`u.path`, scope)}
    ${scope.anchor ? sql`AND u.id <> ${scope.anchor.id}` : sql``}
    ${params.state === 'active' ? sql`AND u.active` : params.state === 'inactive' ? sql`AND NOT u.active` : sql``}
  GROUP BY 1, u.parent_id, p.name
  ORDER BY month, registered DESC, parent_name`;
