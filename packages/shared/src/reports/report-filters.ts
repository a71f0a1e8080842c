import { z } from 'zod';
import { todayBogota } from '../format/dates.ts';
import { isoDate } from '../validation/date-schema.ts';
import { recordIdText } from '../validation/record-id.ts';
import { MAX_CATEGORY_FILTER } from './category-tree.ts';
import type { ReportDef } from './report-def.ts';

/** Leaf categories (product ids) as the query string carries them: "12,15". */
const categoryIds = z.string({ error: 'Las categorías deben ser texto' }).trim()
  .max(MAX_CATEGORY_FILTER * 11, `Puedes elegir máximo ${MAX_CATEGORY_FILTER} categorías`)
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'Las categorías deben ser ids de producto separados por comas')
  .refine((v) => v.split(',').length <= MAX_CATEGORY_FILTER, `Puedes elegir máximo ${MAX_CATEGORY_FILTER} categorías`);

/**
 * The query string of `GET /api/v1/reports/{name}` and its export: every value is text there. Unknown keys are
 * refused, so a mistyped filter never silently widens a report.
 */
export const reportQuery = z.strictObject({
  from: isoDate('La fecha inicial').optional(),
  to: isoDate('La fecha final').optional(),
  at: isoDate('La fecha de corte').optional(),
  seller_id: recordIdText('El vendedor').optional(),
  type_digital_account_id: recordIdText('El producto').optional(),
  state: z.string({ error: 'El estado debe ser texto' }).trim().max(40, 'El estado admite máximo 40 caracteres').optional(),
  categories: categoryIds.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'La fecha inicial no puede ser posterior a la fecha final', path: ['from'] });
export type ReportQuery = z.infer<typeof reportQuery>;

/** Resolved filters: the defaults filled in (the page shows them in its fields). */
export interface ReportParams {
  from: string;
  to: string;
  at: string;
  sellerId: number | null;
  productId: number | null;
  state: string | null;
  /** Leaf categories (product ids) the rows narrow to; empty = every category. */
  categoryIds: number[];
}

/** First day of the month eleven months before `today`'s: a year of whole months up to today. */
export function defaultFrom(today: string): string {
  const [y, m] = today.split('-').map(Number);
  const months = y * 12 + (m - 1) - 11;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

/** The filters a report runs with: what was asked, the period's and state's defaults for the rest. */
export function reportParams(def: ReportDef, q: ReportQuery, today: string = todayBogota()): ReportParams {
  return {
    from: q.from ?? defaultFrom(today),
    to: q.to ?? today,
    at: q.at ?? today,
    sellerId: def.filters.includes('seller') ? q.seller_id ?? null : null,
    productId: def.filters.includes('product') ? q.type_digital_account_id ?? null : null,
    state: def.filters.includes('state') ? q.state || def.defaultState || null : null,
    categoryIds: def.filters.includes('categories') && q.categories ? [...new Set(q.categories.split(',').map(Number))] : [],
  };
}
