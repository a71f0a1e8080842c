import { z } from 'zod';
import { fileAnswer, okAnswer } from './envelope.ts';

/* The answers of the reports module's routes (apps/server/src/modules/reports). */

/** A report's rows and totals for its filters. */
export const reportRowsAnswer = okAnswer({});
export const reportSellersAnswer = okAnswer({ items: z.array(z.unknown()) });
export const reportExportAnswer = fileAnswer;
