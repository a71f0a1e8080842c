import type { ReportParams } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Whom a report reads: the caller's company and, below it, a subtree — the caller's own for a distributor (the
 * engine's rule, engine/resource-service.ts rowScope), narrowed to the chosen seller's when the filter names one.
 * `anchor` is the user the subtree hangs from (the caller, or the chosen seller); null = the whole company (staff).
 */
export interface ReportScope {
  companyId: number;
  subtreePath: string | null;
  anchor: { id: number; path: string } | null;
  callerId: number;
}

export interface ReportInput {
  scope: ReportScope;
  params: ReportParams;
}

/** One report's statement: rows in display order, every total column numeric. */
export type ReportStatement = (input: ReportInput) => SQL;

/** `alias.path` inside the subtree (the engine's materialised-path prefix match), or true for the whole company. */
export const inSubtree = (pathColumn: SQL, scope: ReportScope): SQL =>
  (scope.subtreePath ? sql`${pathColumn} LIKE ${`${scope.subtreePath}%`}` : sql`TRUE`);

/** The instant a Bogota calendar day starts (an index on a timestamptz column serves these bounds). */
export const bogotaDayStart = (day: string): SQL => sql`(${day}::date::timestamp AT TIME ZONE 'America/Bogota')`;
/** The instant after a Bogota calendar day ends. */
export const bogotaDayEnd = (day: string): SQL => sql`((${day}::date + 1)::timestamp AT TIME ZONE 'America/Bogota')`;

/**
 * The sales the sales reports count (DOMAIN.md: an order is a sale once finalized; an annulled one is undone): one
 * row per order of the company in the state asked, finalized within [from, to] in Bogota, of the product asked,
 * bought inside the subtree. `seller_id` is who the sale counts for: the buyer when it sells (distributors, staff),
 * else its parent (a client's or public buyer's purchase is its seller's sale).
 */
export function salesBase({ scope, params }: ReportInput, period: { from: string; to: string } = params): SQL {
  return sql`SELECT o.id, o.total, o.quantity, o.type_digital_account_id, o.product_name, o.finalized_at,
      b.id AS buyer_id, b.path AS buyer_path,
      CASE WHEN b.rol IN ('Cliente', 'Publico') AND b.parent_id IS NOT NULL THEN b.parent_id ELSE b.id END AS seller_id
    FROM orders o JOIN users b ON b.id = o.user_id
    WHERE o.company_id = ${scope.companyId} AND o.status = ${params.state ?? 'finalized'}
      AND o.finalized_at >= ${bogotaDayStart(period.from)} AND o.finalized_at < ${bogotaDayEnd(period.to)}
      ${params.productId ? sql`AND o.type_digital_account_id = ${params.productId}` : sql``}
      AND ${inSubtree(sql`b.path`, scope)}`;
}
