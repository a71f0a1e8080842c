import { assertCents, type Cents } from '../money/cents.ts';

/** Where a buyer's cost for a product came from, in the order DOMAIN.md checks them. */
export type PriceSource = 'parent' | 'group' | 'general' | 'base';

/** Every price that could apply to one buyer and one product; null = not set. */
export interface PriceSources {
  /** The price the buyer's parent set for it (config-prices). */
  parentPrice: Cents | null;
  /** The price of the product in the list of the buyer's price group. */
  groupPrice: Cents | null;
  /** The price of the product in the company's general list. */
  generalPrice: Cents | null;
  /** The product's own base price: always there. */
  priceBase: Cents;
}

/**
 * A buyer's cost for a product (DOMAIN.md "Prices and commissions"): the price its parent set for it, else its
 * group's list price, else the general list, else price_base. The one place this rule lives.
 */
export function resolveCost(s: PriceSources): { cost: Cents; source: PriceSource } {
  if (s.parentPrice !== null) return { cost: assertCents(s.parentPrice, 'El precio del distribuidor'), source: 'parent' };
  if (s.groupPrice !== null) return { cost: assertCents(s.groupPrice, 'El precio del grupo'), source: 'group' };
  if (s.generalPrice !== null) return { cost: assertCents(s.generalPrice, 'El precio de la lista general'), source: 'general' };
  return { cost: assertCents(s.priceBase, 'El precio base'), source: 'base' };
}

/** Which of a distributor's config-prices applies to a child: clients pay the client price, the rest the distributor one. */
export type PriceAudience = 'distributor' | 'client';

export const audienceOf = (rol: string): PriceAudience => (rol === 'Cliente' || rol === 'Publico' ? 'client' : 'distributor');
