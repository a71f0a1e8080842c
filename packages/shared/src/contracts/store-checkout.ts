import { anObject, okAnswer } from './envelope.ts';

/* The answers of the store-checkout module's routes (apps/server/src/modules/store-checkout). */

export const storeSignupAnswer = okAnswer({ item: anObject });
export const cartAnswer = okAnswer({ cart: anObject });
/** A checkout: the order, paid from the balance or waiting for a top-up. */
export const checkoutAnswer = okAnswer({});
export const storeClientProfileAnswer = okAnswer({ profile: anObject });
