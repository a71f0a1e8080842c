import { z } from 'zod';
import { okAnswer } from './envelope.ts';

/* The answers of the consignments module's routes (apps/server/src/modules/consignments). */

/** A consignment transition: the record (its receipt image left out, `has_receipt` instead) and the new balance. */
export const consignmentActionAnswer = okAnswer({ item: z.looseObject({ id: z.number(), has_receipt: z.boolean() }), balance: z.unknown().optional() });
