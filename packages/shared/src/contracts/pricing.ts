import { z } from 'zod';
import { anObject, fileAnswer, okAnswer } from './envelope.ts';

/* The answers of the pricing module's routes (apps/server/src/modules/pricing). */

/** A seller's prices for its children, product by product. */
export const pricesAnswer = okAnswer({ items: z.array(anObject) });
export const pricesSaveAnswer = okAnswer({});
export const purchaseCatalogueAnswer = okAnswer({ items: z.array(anObject) });
export const pricesExportAnswer = fileAnswer;
