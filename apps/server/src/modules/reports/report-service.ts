import { canOpenReport, reportByName, reportParams, type ReportDef, type ReportQuery as ReportFilters } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { rowScope } from '../../engine/resource-service.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { balanceCompanyCurrentQuery } from './balance-company-current-repository.ts';
import { balanceCurrentQuery } from './balance-current-repository.ts';
import { linkedDistributorsQuery } from './linked-distributors-repository.ts';
import { personActiviesQuery } from './person-activies-repository.ts';
import { categoryTree } from './report-categories-repository.ts';
import { companyUser, reachableUsers, runReport } from './report-repository.ts';
import type { ReportInput, ReportStatement } from './report-scope.ts';
import { salesComparisonDistributorQuery } from './sales-comparison-distributor-repository.ts';
import { topChildrenComissionsQuery } from './top-children-comissions-repository.ts';
import { topSalesByProductQuery } from './top-sales-by-product-repository.ts';
import { topSalesChildrenQuery } from './top-sales-children-repository.ts';
import { topSalesQuery } from './top-sales-repository.ts';
import { posSalesQuery } from './pos-sales-repository.ts';

/** One SQL statement per report of packages/shared/src/reports (a report without one fails at start, below). */
const QUERIES: Record<string, ReportStatement> = {
  'top-sales': topSalesQuery,
  'top-sales-children': topSalesChildrenQuery,
  'top-sales-by-product': topSalesByProductQuery,
  'sales-comparison-distributor': salesComparisonDistributorQuery,
  'person-activies': personActiviesQuery,
  'linked-distributors': linkedDistributorsQuery,
  'top-children-comissions': topChildrenComissionsQuery,
  'balance-current': balanceCurrentQuery,
  'balance-company-current': balanceCompanyCurrentQuery,
  'pos-sales': posSalesQuery,
};

/** A month-by-month report over a century would be a century of rows: ten years is plenty for a decision. */
const MAX_PERIOD_MONTHS = 120;

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));

export function reportService(db: Db) {
  /** The report the caller may open, or the answer it gets: 404 for a name that is no report, 403 without access. */
  function reportFor(auth: AuthContext, name: string): { def: ReportDef; query: ReportStatement } {
    const def = reportByName(name);
    const query = QUERIES[name];
    if (!def || !query) throw notFound('El reporte solicitado no existe.');
    if (!canOpenReport(def, auth.user.rol, (p) => auth.can(p as never))) throw forbidden('No tienes permiso para ver este reporte.');
    return { def, query };
  }

  /**
   * The caller's reach for the report: the engine's scope (company, and its own subtree unless staff), narrowed to
   * the chosen seller's subtree; a seller outside the reach reads as missing, as a record out of reach does.
   */
  async function inputFor(auth: AuthContext, def: ReportDef, filters: ReportFilters): Promise<ReportInput> {
    if (filters.state && def.filters.includes('state') && !def.states?.some((s) => s.value === filters.state)) {
      throw unprocessable('El estado elegido no es válido para este reporte.', { state: 'Estado no válido' });
    }
    const params = reportParams(def, filters);
    for (const day of [params.from, params.to, params.at]) {
      // a year PostgreSQL or a year-earlier comparison could not write (e.g. year 0 before 0001)
      if (day < '1901-01-01' || day > '9998-12-31') throw unprocessable('Las fechas del reporte deben estar entre 1901 y 9998.', { from: 'Fecha fuera de rango' });
    }
    if (monthIndex(params.to) - monthIndex(params.from) >= MAX_PERIOD_MONTHS) {
      throw unprocessable('El periodo del reporte admite máximo 10 años.', { from: 'Periodo demasiado largo' });
    }
    const base = rowScope(auth);
    let anchor = base.subtreePath ? { id: auth.user.id, path: auth.user.path } : null;
    if (params.sellerId) {
      const seller = await companyUser(db, base.companyId, params.sellerId);
      if (!seller || (base.subtreePath && !seller.path.startsWith(base.subtreePath))) {
        throw notFound('El vendedor elegido no existe o no está en tu red.');
      }
      anchor = { id: seller.id, path: seller.path };
    }
    return { params, scope: { companyId: base.companyId, subtreePath: anchor?.path ?? null, anchor, callerId: auth.user.id } };
  }

  return {
    reportFor,

    /** The seller filter's choices: users of the caller's reach matching `q`. */
    async sellers(auth: AuthContext, name: string, q: string) {
      reportFor(auth, name);
      const scope = rowScope(auth);
      return reachableUsers(db, scope.companyId, scope.subtreePath, q, 20);
    },

    /** The category tree of the report's `categories` filter; 404 for a report without it. */
    async categories(auth: AuthContext, name: string) {
      const { def } = reportFor(auth, name);
      if (!def.filters.includes('categories')) throw notFound('Este reporte no se filtra por categorías.');
      return categoryTree(db, rowScope(auth).companyId);
    },

    async rows(auth: AuthContext, name: string, filters: ReportFilters) {
      const { def, query } = reportFor(auth, name);
      const input = await inputFor(auth, def, filters);
      const { rows, totals } = await runReport(db, def, query, input);
      const { from, to, at, sellerId, productId, state, categoryIds } = input.params;
      return {
        filters: { from, to, at, seller_id: sellerId, type_digital_account_id: productId, state, categories: categoryIds },
        items: rows, totals, total: rows.length,
      };
    },

    /** The same rows as `rows`, for the spreadsheet (the report's own columns, in its order). */
    async exportRows(auth: AuthContext, name: string, filters: ReportFilters) {
      const { def, query } = reportFor(auth, name);
      const { rows } = await runReport(db, def, query, await inputFor(auth, def, filters));
      return { def, rows };
    },
  };
}
export type ReportService = ReturnType<typeof reportService>;

/** Every shared report has its statement (checked when the module loads, so a missing one never reaches a user). */
export const reportsWithoutQuery = (names: readonly string[]) => names.filter((n) => !QUERIES[n]);
