import { z } from 'zod';
import { fields, okAnswer } from './envelope.ts';
import { deliveredItem } from './sales-units.ts';

/* The answers of the faults module's routes (apps/server/src/modules/faults). */

/** A fault report as its actions answer it (money in integer cents). */
export const faultReportRecord = fields({
  id: z.number(),
  company_id: z.number(),
  user_id: z.number(),
  reported_by: z.number().nullable(),
  type_digital_account_id: z.number(),
  digital_account_id: z.number(),
  profile_id: z.number().nullable(),
  login: z.string(),
  profile_name: z.string().nullable(),
  renewal_limit_date: z.string().nullable(),
  fault_kind: z.string().nullable(),
  description: z.string(),
  evidence: z.string().nullable(),
  status: z.string(),
  resolution: z.string().nullable(),
  refund_amount: z.number().nullable(),
  penalty_amount: z.number().nullable(),
  reason: z.string().nullable(),
  replacement_account_id: z.number().nullable(),
  replacement_profile_id: z.number().nullable(),
  resolved_at: z.string().nullable(),
});

export const faultReportAnswer = okAnswer({ item: faultReportRecord });
/** The units the report form's picker lists (FaultUnitOption). */
export const faultUnitsAnswer = okAnswer({
  items: z.array(fields({
    id: z.number(), name: z.string(), product: z.string(), login: z.string(), profile: z.string(), owner_name: z.string(),
    renewal_limit_date: z.string().nullable(),
  })),
});
/** What resolving the report would do now (FaultQuote): refund, days, penalty configured, stock. */
export const faultQuoteAnswer = okAnswer({
  item: fields({ refund: z.number(), days_left: z.number(), duration_days: z.number(), penalty: z.number(), in_stock: z.boolean() }),
});
export const faultDeliveryAnswer = okAnswer({ items: z.array(deliveredItem) });
/** A reassignment: the report and the replacement unit delivered. */
export const faultReassignAnswer = okAnswer({ item: faultReportRecord, items: z.array(deliveredItem) });
export const accountFaultyAnswer = okAnswer({
  reassigned: z.number(),
  waiting: z.number(),
  items: z.array(fields({ report: faultReportRecord, delivered: deliveredItem.nullable() })),
});

export type FaultReportAnswer = z.output<typeof faultReportAnswer>;
export type FaultUnitsAnswer = z.output<typeof faultUnitsAnswer>;
export type FaultQuoteAnswer = z.output<typeof faultQuoteAnswer>;
export type FaultDeliveryAnswer = z.output<typeof faultDeliveryAnswer>;
export type FaultReassignAnswer = z.output<typeof faultReassignAnswer>;
export type AccountFaultyAnswer = z.output<typeof accountFaultyAnswer>;
