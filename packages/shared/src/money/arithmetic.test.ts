import { describe, expect, it } from 'vitest';
import { addCents, multiplyCents, percentOf, subtractCents } from './arithmetic.ts';

const MAX = Number.MAX_SAFE_INTEGER;

describe('addCents', () => {
  it.each([
    [[], 0],
    [[10], 10],
    [[10, 20, -5], 25],
    // ten times 0.1 pesos is exactly 1 peso, unlike 0.1 + 0.1 + … in floating point
    [Array(10).fill(10), 100],
    [[MAX - 1, 1], MAX],
  ])('%j sums to %i', (amounts, total) => {
    expect(addCents(...amounts)).toBe(total);
  });

  it.each([[[MAX, 1]], [[1.5]], [[NaN]]])('rejects %j', (amounts) => {
    expect(() => addCents(...amounts)).toThrow(RangeError);
  });
});

describe('subtractCents', () => {
  it.each([
    [100, 30, 70],
    [30, 100, -70],
    [0, 0, 0],
  ])('%i − %i = %i', (a, b, r) => {
    expect(subtractCents(a, b)).toBe(r);
  });

  it('rejects an overflow', () => {
    expect(() => subtractCents(-MAX, 1)).toThrow(RangeError);
  });
});

describe('multiplyCents', () => {
  it.each([
    [1999, 3, 5997],
    [1999, 0, 0],
    [-50, 2, -100],
  ])('%i × %i = %i', (c, q, r) => {
    expect(multiplyCents(c, q)).toBe(r);
  });

  it.each([[100, 1.5], [100, NaN], [MAX, 2]])('rejects %d × %d', (c, q) => {
    expect(() => multiplyCents(c, q)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it.each([
    [10000, 19, 1900],
    [10000, 2.5, 250],
    [1, 50, 1],
    [1, 49, 0],
    [-1, 50, -1],
    [333, 33.333, 111],
    [12345, 0.1, 12],
    [999, 100, 999],
    [999, 0, 0],
  ])('%i × %d %% = %i', (cents, percent, result) => {
    expect(percentOf(cents, percent)).toBe(result);
  });

  it.each([[100, NaN], [100, Infinity], [1.5, 10]])('rejects %d, %d', (cents, percent) => {
    expect(() => percentOf(cents, percent)).toThrow(RangeError);
  });
});
