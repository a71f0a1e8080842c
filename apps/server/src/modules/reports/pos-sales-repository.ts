import { sql } from 'drizzle-orm';
import { bogotaDayEnd, bogotaDayStart, inSubtree, type ReportStatement } from './report-scope.ts';

/**
 * pos-sales: the synced POS orders that count as sales (paid or closed, not canceled), per Bogota day of the order
 * and branch, inside the reach: an order belongs to the user who synced it (its cashier).
 */
export const posSalesQuery: ReportStatement = ({ scope, params }) => sql`
  SELECT to_char((o.date_order AT TIME ZONE 'America/Bogota')::date, 'YYYY-MM-DD') AS day, s.name AS subsidiary_name,
    count(*)::int AS orders, sum(o.subtotal_amount)::bigint AS subtotal_amount, sum(o.discount_amount)::bigint AS discount_amount,
    sum(o.tax_amount)::bigint AS tax_amount, sum(o.total_amount)::bigint AS total_amount
  FROM pos_order o JOIN subsidiary s ON s.id = o.bus_subsidiary_id JOIN users u ON u.id = o.created_by
  WHERE o.company_id = ${scope.companyId} AND ${inSubtree(sql`u.path`, scope)}
    AND o.order_status IN ('paid', 'closed') AND NOT o.canceled
    AND o.date_order >= ${bogotaDayStart(params.from)} AND o.date_order < ${bogotaDayEnd(params.to)}
  GROUP BY 1, 2
  ORDER BY 1 DESC, 2`;
