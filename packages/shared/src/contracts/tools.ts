import { okAnswer } from './envelope.ts';

/* The answers of the tools module's routes (apps/server/src/modules/tools). */

/** The company's public links and rates. */
export const toolsAnswer = okAnswer({});
