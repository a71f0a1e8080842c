import { balanceCompanyCurrentReport } from './balance-company-current.ts';
import { balanceCurrentReport } from './balance-current.ts';
import { linkedDistributorsReport } from './linked-distributors.ts';
import { personActiviesReport } from './person-activies.ts';
import { posSalesReport } from './pos-sales.ts';
import type { ReportDef } from './report-def.ts';
import { salesComparisonDistributorReport } from './sales-comparison-distributor.ts';
import { topChildrenComissionsReport } from './top-children-comissions.ts';
import { topSalesByProductReport } from './top-sales-by-product.ts';
import { topSalesChildrenReport } from './top-sales-children.ts';
import { topSalesReport } from './top-sales.ts';

export * from './report-def.ts';
export * from './category-tree.ts';
export * from './report-filters.ts';
export * from './sale-states.ts';
export { LINKED_DISTRIBUTOR_STATES } from './linked-distributors.ts';

/** The report pages of spec §2 built on the shared report engine, in menu order. */
export const REPORTS: readonly ReportDef[] = [
  topSalesReport, topSalesChildrenReport, topSalesByProductReport, salesComparisonDistributorReport,
  personActiviesReport, linkedDistributorsReport, topChildrenComissionsReport, balanceCurrentReport,
  balanceCompanyCurrentReport, posSalesReport,
];

export const REPORT_NAMES = REPORTS.map((r) => r.name);

export const reportByName = (name: string): ReportDef | undefined => REPORTS.find((r) => r.name === name);

/** Whether a user of `role` holding `has` may open the report. */
export const canOpenReport = (def: ReportDef, role: string, has: (p: string) => boolean): boolean =>
  has(def.permission) && (!def.roles || (def.roles as readonly string[]).includes(role));
