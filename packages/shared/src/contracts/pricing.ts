import { z } from 'zod';
import { fields, fileAnswer, okAnswer, rowFields } from './envelope.ts';

/* The answers of the pricing module's routes (apps/server/src/modules/pricing). Money in integer cents. */

/** One product of config-prices / distributor-prices: the seller's cost, where it comes from, its children's prices. */
export const sellerPriceRow = fields({
  type_digital_account_id: z.number(),
  name: z.string(),
  active: z.boolean(),
  price_base: z.number(),
  cost: z.number(),
  cost_source: z.string(),
  /** The prices set for its children (null = not set: they fall back to their group / general list / base). */
  price_distributor: z.number().nullable(),
  price_client: z.number().nullable(),
  default_child_price: z.number(),
});

/** A seller's prices for its children, product by product. */
export const pricesAnswer = okAnswer({ seller: fields({ id: z.number(), name: z.string() }), items: z.array(sellerPriceRow) });
export const pricesSaveAnswer = pricesAnswer;

/** One product of the purchase screen: at the caller's price, with the units it can buy now and how it is sold. */
export const catalogueItem = rowFields({
  type_digital_account_id: z.number(),
  name: z.string(),
  price: z.number(),
  price_source: z.string(),
  available: z.number(),
  service: z.string().nullable().optional(),
  plan: z.string().nullable().optional(),
  duration_days: z.number().nullable().optional(),
  sale_mode: z.enum(['profiles', 'accounts']).nullable().optional(),
  reservable: z.boolean().nullable().optional(),
  tags: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
});
export const purchaseCatalogueAnswer = okAnswer({ items: z.array(catalogueItem) });
export const pricesExportAnswer = fileAnswer;

export type SellerPriceRow = z.output<typeof sellerPriceRow>;
export type PricesAnswer = z.output<typeof pricesAnswer>;
export type PricesSaveAnswer = z.output<typeof pricesSaveAnswer>;
export type CatalogueItem = z.output<typeof catalogueItem>;
export type PurchaseCatalogueAnswer = z.output<typeof purchaseCatalogueAnswer>;
