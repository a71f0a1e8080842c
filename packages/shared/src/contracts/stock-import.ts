import { z } from 'zod';
import { domainObject, fileAnswer, okAnswer } from './envelope.ts';
import type { StockImportRow, StockImportTotals } from '../stock-import/index.ts';

/* The answers of the stock-import module's routes (apps/server/src/modules/stock-import). */

export const importTemplateAnswer = fileAnswer;
const importResult = {
  /** Each row of the sheet with what it would do (or did), or why it is refused. */
  items: z.array(domainObject<StockImportRow>()),
  totals: domainObject<StockImportTotals>(),
};
/** The dry run of an import: each row with what it would do or why it is refused. */
export const importPreviewAnswer = okAnswer(importResult);
/** The import itself: the rows and how many accounts or profiles were created. */
export const importCommitAnswer = okAnswer({ ...importResult, created: z.number().optional() });

export type ImportPreviewAnswer = z.output<typeof importPreviewAnswer>;
export type ImportCommitAnswer = z.output<typeof importCommitAnswer>;
