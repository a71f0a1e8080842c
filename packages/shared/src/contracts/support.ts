import { aRecord, okAnswer } from './envelope.ts';

/* The answers of the support module's routes (apps/server/src/modules/support). */

/** A ticket's thread: the ticket and its responses. */
export const threadAnswer = okAnswer({});
export const responseSentAnswer = okAnswer({});
export const ticketAnswer = okAnswer({ item: aRecord });
