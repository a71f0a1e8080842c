import { describe, expect, it } from 'vitest';
import { salePrice } from './sale-price.ts';
import type { ProductTax } from './tax-value.ts';

describe('salePrice = base + Σ tax values', () => {
  it.each<[number, ProductTax[], number]>([
    [1000000, [], 1000000],
    [1000000, [{ kind: 'IVA', percentage: 100, taxPercentage: 19 }], 1190000],
    [1000000, [{ kind: 'ICO', percentage: 100, taxPercentage: 8 }], 1080000],
    [1000000, [{ kind: 'IVA', percentage: 100, taxPercentage: 19 }, { kind: 'ICO', percentage: 100, taxPercentage: 8 }], 1270000],
    [150, [{ kind: 'IVA', percentage: 100, taxPercentage: 19 }], 179],
    [1000000, [{ kind: 'IVA', percentage: 10, taxPercentage: 19 }], 1019000],
  ])('base %i with %j → %i', (base, taxes, price) => {
    expect(salePrice(base, taxes)).toBe(price);
  });

  it('defaults to no taxes', () => {
    expect(salePrice(4200)).toBe(4200);
  });

  it('rejects a fractional base', () => {
    expect(() => salePrice(10.5)).toThrow(RangeError);
  });
});
