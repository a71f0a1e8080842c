import type { Permission } from '../permissions.ts';
import type { RoleName } from '../roles.ts';

/**
 * One report of spec §2's export pages (`/admin/{name}/export`), declared once and read by both ends: the server
 * checks its permission, validates its filters, runs its SQL and writes its xlsx columns; the web draws its
 * filters, table, totals and chart from it.
 */

/** How a column's value is stored and shown: money in integer cents, percent as a number like 12.5, month "YYYY-MM". */
export type ReportColumnKind = 'text' | 'integer' | 'money' | 'date' | 'datetime' | 'percent' | 'month' | 'boolean';

export interface ReportColumn {
  key: string;
  label: string;
  kind: ReportColumnKind;
  /** Summed over every filtered row (in SQL) into the report's totals. */
  total?: boolean;
}

/**
 * Filters a report accepts: `period` (from/to, Bogota days), `at` (a cut-off day), `seller` (a user of the caller's
 * reach: the rows narrow to that user's subtree), `product`, `state` (the report's own states), `categories` (leaf
 * categories of the catalogue tree, picked in a tree that selects leaves only: category-tree.ts).
 */
export type ReportFilter = 'period' | 'at' | 'seller' | 'product' | 'state' | 'categories';

export interface ReportChart {
  /** bar for rankings, line for comparisons by month */
  kind: 'bar' | 'line';
  /** Column on the x axis (the rows are summed per value of it). */
  x: string;
  series: readonly { key: string; label: string }[];
  /** Bars of the series stacked (e.g. active over inactive). */
  stacked?: boolean;
  /** Only the first rows (a ranking's top) are drawn; the table keeps them all. */
  limit?: number;
}

export interface ReportDef {
  /** Route name: the page is `/admin/{name}/export`, the calls `/api/v1/reports/{name}` and `…/export`. */
  name: string;
  title: string;
  description: string;
  /** Needed to open the page, read its rows and export them. */
  permission: Permission;
  /** Only these roles, whatever their permissions (root-only reports). */
  roles?: readonly RoleName[];
  /** About a network's sales: never shown to buyer roles (menu.ts `selling`). */
  selling?: boolean;
  icon: string;
  filters: readonly ReportFilter[];
  states?: readonly { value: string; label: string }[];
  /** The state the report shows when none is chosen (sales: finalized). */
  defaultState?: string;
  columns: readonly ReportColumn[];
  chart: ReportChart | null;
}

export const defineReport = <const T extends ReportDef>(def: T): T => def;
