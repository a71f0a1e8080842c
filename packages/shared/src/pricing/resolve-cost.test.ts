import { describe, expect, it } from 'vitest';
import { audienceOf, resolveCost, type PriceSource, type PriceSources } from './resolve-cost.ts';

const s = (parentPrice: number | null, groupPrice: number | null, generalPrice: number | null, priceBase = 2_000_000): PriceSources =>
  ({ parentPrice, groupPrice, generalPrice, priceBase });

describe('resolveCost', () => {
  it.each<[string, PriceSources, number, PriceSource]>([
    ['parent price wins over everything', s(1_500_000, 1_400_000, 1_800_000), 1_500_000, 'parent'],
    ['parent price may be above the group price', s(1_900_000, 1_400_000, 1_800_000), 1_900_000, 'parent'],
    ['a parent price of 0 is a price, not "unset"', s(0, 1_400_000, 1_800_000), 0, 'parent'],
    ['group list when the parent set nothing', s(null, 1_400_000, 1_800_000), 1_400_000, 'group'],
    ['general list when the group has no price', s(null, null, 1_800_000), 1_800_000, 'general'],
    ['price_base when no list has it', s(null, null, null, 2_100_000), 2_100_000, 'base'],
    ['group price of 0 still counts', s(null, 0, 1_800_000), 0, 'group'],
  ])('%s', (_name, sources, cost, source) => {
    expect(resolveCost(sources)).toEqual({ cost, source });
  });

  it('refuses fractional cents', () => {
    expect(() => resolveCost(s(10.5, null, null))).toThrow(RangeError);
  });
});

describe('audienceOf', () => {
  it.each([['Cliente', 'client'], ['Publico', 'client'], ['Distribuidor', 'distributor'], ['Admin', 'distributor']])('%s → %s', (rol, a) => {
    expect(audienceOf(rol)).toBe(a);
  });
});
