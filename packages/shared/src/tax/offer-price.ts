import { assertCents, type Cents } from '../money/cents.ts';

/** Whether an offer price applies: above 0 and strictly below the normal price (spec §9). */
export function isOfferApplicable(price: Cents, offerPrice: Cents | null | undefined): offerPrice is Cents {
  assertCents(price, 'El precio');
  if (offerPrice === null || offerPrice === undefined) return false;
  assertCents(offerPrice, 'El precio de oferta');
  return offerPrice > 0 && offerPrice < price;
}

/** The price charged: the offer price when it applies, else the normal price. */
export function effectivePrice(price: Cents, offerPrice?: Cents | null): Cents {
  return isOfferApplicable(price, offerPrice) ? offerPrice : price;
}
