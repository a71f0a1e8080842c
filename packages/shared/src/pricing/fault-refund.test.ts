import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proportionalShares, unusedRefund } from './fault-refund.ts';

describe('unusedRefund', () => {
  it.each<[string, number, number, number, number]>([
    // name, paid, remaining days, duration, refund
    ['bought today: everything back', 1_250_000, 30, 30, 1_250_000],
    ['one day used', 1_250_000, 29, 30, 1_208_333], // 1_208_333.33 rounded down
    ['half the period', 1_250_000, 15, 30, 625_000],
    ['last day left', 1_250_000, 1, 30, 41_666], // 41_666.66 rounded down, never up
    ['nothing left', 1_250_000, 0, 30, 0],
    ['date already past', 1_250_000, -3, 30, 0],
    ['more days than the period (renewed early) refunds one period', 1_250_000, 45, 30, 1_250_000],
    ['odd cents', 1_999_999, 7, 31, 451_612], // 451_612.67
    ['free unit', 0, 10, 30, 0],
  ])('%s', (_name, paid, remaining, duration, refund) => {
    expect(unusedRefund(paid, remaining, duration)).toBe(refund);
  });

  it('refuses what cannot be a payment or a period', () => {
    expect(() => unusedRefund(-1, 1, 30)).toThrow(RangeError);
    expect(() => unusedRefund(1.5, 1, 30)).toThrow(RangeError);
    expect(() => unusedRefund(100, 1, 0)).toThrow(RangeError);
    expect(() => unusedRefund(100, 1.5, 30)).toThrow(RangeError);
  });

  it('never refunds more than was paid, and more days never refund less', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 400 }), fc.integer({ min: -5, max: 500 }), (paid, duration, days) => {
      const r = unusedRefund(paid, days, duration);
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThanOrEqual(paid);
      expect(unusedRefund(paid, days + 1, duration)).toBeGreaterThanOrEqual(r);
    }));
  });
});

describe('proportionalShares', () => {
  it.each<[string, number, number[], number[]]>([
    ['exact', 1_250_000, [250_000, 1_000_000], [250_000, 1_000_000]],
    // 241_666.6 and 966_666.4: the cent left goes to the larger remainder
    ['one cent left over', 1_208_333, [250_000, 1_000_000], [241_667, 966_666]],
    ['ties go to the earlier part', 1, [100, 100], [1, 0]],
    ['a zero weight gets nothing', 7, [0, 3, 4], [0, 3, 4]],
    ['nothing to split', 0, [5, 5], [0, 0]],
    ['three ways', 100, [1, 1, 1], [34, 33, 33]],
  ])('%s', (_name, amount, weights, shares) => {
    expect(proportionalShares(amount, weights)).toEqual(shares);
  });

  it('refuses negative amounts or weights, and an amount with nothing to go to', () => {
    expect(() => proportionalShares(-1, [1])).toThrow(RangeError);
    expect(() => proportionalShares(1, [-1, 2])).toThrow(RangeError);
    expect(() => proportionalShares(1, [0, 0])).toThrow(RangeError);
  });

  it('always adds up to the amount, and no part strays a cent from its exact share', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e10 }), fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 6 }), (amount, weights) => {
      fc.pre(weights.some((w) => w > 0));
      const shares = proportionalShares(amount, weights);
      expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
      const total = weights.reduce((s, w) => s + w, 0);
      shares.forEach((s, i) => expect(Math.abs(s - (amount * weights[i]) / total)).toBeLessThan(1.000001));
    }));
  });
});
