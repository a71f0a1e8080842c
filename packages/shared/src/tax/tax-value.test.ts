import { describe, expect, it } from 'vitest';
import { taxValue, totalTax, type ProductTax } from './tax-value.ts';

const iva19: ProductTax = { kind: 'IVA', percentage: 100, taxPercentage: 19 };
const ico8: ProductTax = { kind: 'ICO', percentage: 100, taxPercentage: 8 };

describe('taxValue = base × percentage/100 × taxPercentage/100', () => {
  it.each<[number, number, number, number]>([
    [1000000, 100, 19, 190000],
    [1000000, 100, 8, 80000],
    [1000000, 50, 19, 95000],
    [1000000, 10, 19, 19000],
    [123457, 100, 19, 23457], // 23456.83
    [150, 100, 19, 29], // 28.5 rounds half away from zero
    [-150, 100, 19, -29],
    [100, 100, 2.5, 3], // 2.5
    [1000000, 33.3, 19, 63270],
    [999, 0, 19, 0],
    [999, 100, 0, 0],
    [0, 100, 19, 0],
  ])('base %i, %d %% of it at %d %% → %i', (base, percentage, taxPercentage, value) => {
    expect(taxValue(base, { percentage, taxPercentage })).toBe(value);
  });

  it.each<[number, number, number]>([
    [1.5, 100, 19],
    [100, 101, 19],
    [100, -1, 19],
    [100, 100, 101],
    [100, 100, NaN],
    [100, Infinity, 19],
  ])('rejects base %d, %d %%, %d %%', (base, percentage, taxPercentage) => {
    expect(() => taxValue(base, { percentage, taxPercentage })).toThrow(RangeError);
  });
});

describe('totalTax', () => {
  it.each<[number, ProductTax[], number]>([
    [1000000, [], 0],
    [1000000, [iva19], 190000],
    [1000000, [iva19, ico8], 270000],
    // each tax rounds on its own: 28.5 → 29 and 12 → 12
    [150, [iva19, ico8], 41],
  ])('base %i with %j → %i', (base, taxes, total) => {
    expect(totalTax(base, taxes)).toBe(total);
  });
});
