import { z } from 'zod';
import { fields, fileAnswer, okAnswer } from './envelope.ts';

/* The answers of the reports module's routes (apps/server/src/modules/reports). */

/** A report's rows and totals for its filters. */
export const reportRowsAnswer = okAnswer({
  /** The report's rows: each report has its own columns (reports/report-definitions in packages/shared). */
  items: z.array(z.record(z.string(), z.unknown())),
  totals: z.record(z.string(), z.number()),
  total: z.number(),
  /** The filters the server ran with (defaults filled in). */
  filters: fields({
    from: z.string(), to: z.string(), at: z.string(), seller_id: z.number().nullable(), type_digital_account_id: z.number().nullable(),
    state: z.string().nullable(),
    /** The leaf categories (product ids) the rows narrow to; absent or empty = all. */
    categories: z.array(z.number()).optional(),
  }),
});
/**
 * The category tree of a report's `categories` filter (spec §3 "Category tree option: id, name"): services as
 * branches ("service:NAME"), their products as leaves (the product id as text, no children).
 */
export const reportCategoriesAnswer = okAnswer({
  items: z.array(fields({ id: z.string(), name: z.string(), children: z.array(fields({ id: z.string(), name: z.string() })) })),
});
/** Users of the caller's reach for the seller filter. */
export const reportSellersAnswer = okAnswer({ items: z.array(fields({ id: z.number(), name: z.string(), username: z.string(), codeuser: z.string().nullable() })) });
export const reportExportAnswer = fileAnswer;

export type ReportRowsAnswer = z.output<typeof reportRowsAnswer>;
export type ReportSellersAnswer = z.output<typeof reportSellersAnswer>;
export type ReportCategoriesAnswer = z.output<typeof reportCategoriesAnswer>;
