import { z } from 'zod';
import { aRecord, domainObject, okAnswer } from './envelope.ts';
import type { SupportResponseItem, SupportThreadAnswer, SupportViewer } from '../support/support-thread.ts';

/* The answers of the support module's routes (apps/server/src/modules/support). */

/** A ticket's thread: the ticket and its responses. */
export const threadAnswer = okAnswer({
  ticket: domainObject<SupportThreadAnswer['ticket']>(),
  items: z.array(domainObject<SupportResponseItem>()),
  viewer: domainObject<SupportViewer>(),
});
/** A response sent: the response as the thread shows it. */
export const responseSentAnswer = okAnswer({ item: domainObject<SupportResponseItem>() });
export const ticketAnswer = okAnswer({ item: aRecord });

export type ThreadAnswer = z.output<typeof threadAnswer>;
export type ResponseSentAnswer = z.output<typeof responseSentAnswer>;
export type TicketAnswer = z.output<typeof ticketAnswer>;
