import { z } from 'zod';
import { htmlPage, okAnswer } from './envelope.ts';

/* The answers of the catalog module's routes (apps/server/src/modules/catalog). */

/** A seller's catalogue configuration: the products and which ones it shows. */
export const catalogConfigAnswer = okAnswer({});
export const catalogSaveAnswer = okAnswer({ products: z.array(z.unknown()) });
export const catalogPreviewAnswer = htmlPage;
