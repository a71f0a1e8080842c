import { imageFile, okAnswer } from './envelope.ts';

/* The answers of the store module's routes (apps/server/src/modules/store). */

/** A seller's public store: its name, brand and products with prices. */
export const storeListingAnswer = okAnswer({});
export const storeImageAnswer = imageFile;
