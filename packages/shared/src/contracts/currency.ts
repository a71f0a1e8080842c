import { okAnswer } from './envelope.ts';

/* The answers of the currency module's routes (apps/server/src/modules/currency). */

/** An amount converted to pesos with the company's rate. */
export const conversionAnswer = okAnswer({});
