import { describe, expect, it } from 'vitest';
import { percentDiscount } from './discount.ts';

describe('percentDiscount = price × percent / 100', () => {
  it.each([
    [10000, 10, 1000],
    [10000, 0, 0],
    [10000, 100, 10000],
    [9999, 15, 1500], // 1499.85
    [150, 1, 2], // 1.5 rounds half away from zero
    [149, 1, 1],
    [10000, 12.5, 1250],
    [333, 33.3, 111], // 110.889
  ])('%i at %d %% → %i', (price, percent, discount) => {
    expect(percentDiscount(price, percent)).toBe(discount);
  });

  it.each([
    [10000, -1],
    [10000, 100.01],
    [10000, NaN],
    [10.5, 10],
  ])('rejects %d at %d %%', (price, percent) => {
    expect(() => percentDiscount(price, percent)).toThrow(RangeError);
  });
});
