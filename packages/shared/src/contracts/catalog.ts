import { z } from 'zod';
import { domainObject, fields, htmlPage, okAnswer } from './envelope.ts';
import type { CatalogGroup } from '../store/catalog.ts';

/* The answers of the catalog module's routes (apps/server/src/modules/catalog). */

/** A seller's catalogue configuration: the products and which ones it shows. */
const catalogConfig = {
  seller: fields({ id: z.number(), name: z.string(), codeuser: z.string().nullable() }),
  /** The services (branches) with their active products. */
  items: z.array(domainObject<CatalogGroup>()),
  /** Ticked product ids. */
  products: z.array(z.number()),
};
export const catalogConfigAnswer = okAnswer(catalogConfig);
export const catalogSaveAnswer = okAnswer(catalogConfig);
export const catalogPreviewAnswer = htmlPage;

export type CatalogConfigAnswer = z.output<typeof catalogConfigAnswer>;
export type CatalogSaveAnswer = z.output<typeof catalogSaveAnswer>;
