import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero, toRational } from './decimal.ts';

describe('toRational', () => {
  it.each([
    [12, 12n, 1n],
    [1.005, 1005n, 1000n],
    [-3.5, -35n, 10n],
    ['0.1', 1n, 10n],
    [' 42 ', 42n, 1n],
    ['.5', 5n, 10n],
    ['7.', 7n, 1n],
    ['+2', 2n, 1n],
    [1e-7, 1n, 10_000_000n],
    [1e21, 10n ** 21n, 1n],
  ])('%j is %s/%s', (value, num, den) => {
    expect(toRational(value)).toEqual({ num, den });
  });

  it.each([[NaN], [Infinity], [-Infinity], [''], ['abc'], ['1,5'], ['1.2.3'], ['.'], ['1e9999']])(
    'rejects %j with a RangeError', (value) => {
      expect(() => toRational(value)).toThrow(RangeError);
    },
  );
});

describe('roundHalfAwayFromZero', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [-4n, 3n, -1n],
    [149n, 100n, 1n],
    [150n, 100n, 2n],
    [-150n, 100n, -2n],
    [0n, 7n, 0n],
    [5n, -2n, -3n],
  ])('%s/%s rounds to %s', (num, den, expected) => {
    expect(roundHalfAwayFromZero(num, den)).toBe(expected);
  });

  it('refuses division by zero', () => {
    expect(() => roundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });
});
