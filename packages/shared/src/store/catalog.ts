import { z } from 'zod';
import { recordId, recordIdText } from '../validation/record-id.ts';

/**
 * A seller's catalog (spec §2 catalog screen, §7 `GET/POST api/v1/catalog/{id}/config-products`): the company's
 * products grouped by service, each ticked when the seller's store shows it. The catalog id is the seller's user id.
 */

/** Most products one catalog can hold in one save: far above a real company's range, a bound for bad input. */
export const CATALOG_MAX_PRODUCTS = 5000;

export const catalogParams = z.object({ id: recordIdText('El vendedor') });

/** POST body: the full list of ticked product ids (what is not in it is unticked). */
export const catalogSaveBody = z.strictObject({
  products: z.array(recordId('El producto'), { error: 'Envía la lista de productos marcados' })
    .max(CATALOG_MAX_PRODUCTS, `Un catálogo admite máximo ${CATALOG_MAX_PRODUCTS} productos`),
});
export type CatalogSaveBody = z.infer<typeof catalogSaveBody>;

/** A product leaf of the tree, with the price the seller's clients pay (cents). */
export interface CatalogProduct {
  id: number;
  name: string;
  price: number;
  duration_days: number;
  tags: string[];
}

/** A branch: one service (NETFLIX, DISNEY+...) with its active products. */
export interface CatalogGroup {
  id: string;
  name: string;
  children: CatalogProduct[];
}

export interface CatalogConfig {
  seller: { id: number; name: string; codeuser: string | null };
  items: CatalogGroup[];
  /** Ticked product ids. */
  products: number[];
}

/** The branch id of a service in the tree (never collides with a product id, which is a number). */
export const catalogGroupId = (service: string) => `service:${service}`;
