import { z } from 'zod';
import { okAnswer } from './envelope.ts';

/* The answers of the currency module's routes (apps/server/src/modules/currency). */

/** An amount converted to pesos with the company's rate. */
export const conversionAnswer = okAnswer({ value: z.number(), currency: z.string(), rate: z.number(), amount: z.number() });

export type ConversionAnswer = z.output<typeof conversionAnswer>;
