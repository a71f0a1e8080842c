import { fileAnswer, okAnswer } from './envelope.ts';

/* The answers of the stock-import module's routes (apps/server/src/modules/stock-import). */

export const importTemplateAnswer = fileAnswer;
/** The dry run of an import: each row with what it would do or why it is refused. */
export const importPreviewAnswer = okAnswer({});
/** The import itself: how many rows were stored. */
export const importCommitAnswer = okAnswer({});
