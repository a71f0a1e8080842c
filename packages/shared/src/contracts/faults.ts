import { z } from 'zod';
import { aRecord, anObject, okAnswer } from './envelope.ts';

/* The answers of the faults module's routes (apps/server/src/modules/faults). */

export const faultReportAnswer = okAnswer({ item: aRecord });
export const faultUnitsAnswer = okAnswer({ items: z.array(z.unknown()) });
export const faultQuoteAnswer = okAnswer({ item: anObject });
export const faultDeliveryAnswer = okAnswer({ items: z.array(z.unknown()) });
/** A reassignment: the report and the replacement unit delivered. */
export const faultReassignAnswer = okAnswer({});
export const accountFaultyAnswer = okAnswer({
  reassigned: z.number(),
  waiting: z.number(),
  items: z.array(z.looseObject({ report: z.unknown(), delivered: z.unknown() })),
});
