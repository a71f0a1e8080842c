import { describe, expect, it } from 'vitest';
import { effectivePrice, isOfferApplicable } from './offer-price.ts';

describe('effectivePrice', () => {
  it.each<[number, number | null | undefined, number]>([
    [10000, 8000, 8000],
    [10000, 9999, 9999],
    [10000, 1, 1],
    // an offer equal to the price is not an offer
    [10000, 10000, 10000],
    [10000, 12000, 10000],
    [10000, 0, 10000],
    [10000, -500, 10000],
    [10000, null, 10000],
    [10000, undefined, 10000],
    [0, 0, 0],
  ])('price %i, offer %j → %i', (price, offer, charged) => {
    expect(effectivePrice(price, offer)).toBe(charged);
    expect(isOfferApplicable(price, offer)).toBe(charged !== price);
  });

  it.each<[number, number]>([[10.5, 5], [10000, 5.5]])('rejects price %d, offer %d', (price, offer) => {
    expect(() => effectivePrice(price, offer)).toThrow(RangeError);
  });
});
