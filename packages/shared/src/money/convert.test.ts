import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './convert.ts';

describe('toCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1234.56, 123456],
    // 1.005 is 1.00499999… as a double; the decimal text says 1.005, which rounds up
    [1.005, 101],
    [0.005, 1],
    [-0.005, -1],
    [-0.004, 0],
    [0.1 + 0.2, 30],
    ['1234.565', 123457],
    ['-19.999', -2000],
    [' 50 ', 5000],
    ['90071992547409.91', 9_007_199_254_740_991],
  ])('%j pesos → %i cents', (pesos, cents) => {
    const result = toCents(pesos);
    expect(result).toBe(cents);
    expect(Object.is(result, -0)).toBe(false);
  });

  it.each([[NaN], [Infinity], [-Infinity], ['abc'], [''], ['1,234'], [1e20], ['90071992547409.92']])('rejects %j', (value) => {
    expect(() => toCents(value)).toThrow(RangeError);
  });

  it('explains the problem in Spanish', () => {
    expect(() => toCents(NaN)).toThrow(/no es un número válido/);
  });
});

describe('fromCents', () => {
  it.each([
    [0, 0],
    [123456, 1234.56],
    [-5, -0.05],
  ])('%i cents → %d pesos', (cents, pesos) => {
    expect(fromCents(cents)).toBe(pesos);
  });

  it.each([[1.5], [NaN], [Number.MAX_SAFE_INTEGER + 1]])('rejects %d', (cents) => {
    expect(() => fromCents(cents)).toThrow(RangeError);
  });
});
