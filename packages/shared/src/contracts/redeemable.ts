import { z } from 'zod';
import { aRecord, fileAnswer, okAnswer } from './envelope.ts';

/* The answers of the redeemable module's routes (apps/server/src/modules/redeemable). */

export const batchCreatedAnswer = okAnswer({ batch: z.unknown(), items: z.array(aRecord) });
export const codesAnswer = okAnswer({ items: z.array(aRecord) });
export const codeAnswer = okAnswer({ item: aRecord });
export const codeSoldAnswer = okAnswer({ item: aRecord, debt: z.number(), balance: z.number() });
/** A code in full, for its seller, with the buyer's message. */
export const codeInFullAnswer = okAnswer({});
/** The codes a seller holds, paged. */
export const heldCodesAnswer = okAnswer({});
export const batchesAnswer = okAnswer({ items: z.array(z.unknown()) });
export const batchExportAnswer = fileAnswer;
export const sellersAnswer = okAnswer({ items: z.array(z.unknown()), total: z.number() });
export const vendorPaymentAnswer = okAnswer({ item: aRecord, balance: z.number() });
export const redeemAnswer = okAnswer({ amount: z.number(), balance: z.number(), code: z.unknown(), id: z.number() });
