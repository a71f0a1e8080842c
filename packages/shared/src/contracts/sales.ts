import { aRecord, anObject, okAnswer } from './envelope.ts';

/* The answers of the sales module's routes (apps/server/src/modules/sales). */

/** A direct purchase: the order and what was delivered. */
export const purchaseAnswer = okAnswer({ order: anObject });
export const orderAnswer = okAnswer({ item: aRecord });
/** An order's lines and delivered units. */
export const orderDetailAnswer = okAnswer({});
/** A finalized order or booking: the record and what was delivered. */
export const finalizedAnswer = okAnswer({});
