import { okAnswer } from './envelope.ts';

/* The answers of the balance module's routes (apps/server/src/modules/balance). */

/** An adjustment or a credit-limit change: the target's balance figures after it. */
export const balanceChangeAnswer = okAnswer({});
