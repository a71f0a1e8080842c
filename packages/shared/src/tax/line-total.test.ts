import { describe, expect, it } from 'vitest';
import { lineTotal, type LineInput } from './line-total.ts';

describe('lineTotal = (price − discount + tax) × quantity + Σ sub-items', () => {
  it.each<[LineInput, number]>([
    [{ price: 10000, quantity: 1 }, 10000],
    [{ price: 10000, quantity: 3 }, 30000],
    [{ price: 10000, quantity: 0 }, 0],
    [{ price: 10000, quantity: 2, discount: 1000 }, 18000],
    [{ price: 10000, quantity: 2, tax: 1900 }, 23800],
    [{ price: 10000, quantity: 2, discount: 1000, tax: 1710 }, 21420],
    // sub-items are added once, not per unit
    [{ price: 10000, quantity: 2, subItemAmounts: [500, 250] }, 20750],
    [{ price: 10000, quantity: 0, subItemAmounts: [500] }, 500],
    [{ price: 10000, quantity: 1, discount: 10000 }, 0],
    [{ price: 0, quantity: 5 }, 0],
  ])('%j → %i', (line, total) => {
    expect(lineTotal(line)).toBe(total);
  });

  it.each<[LineInput]>([
    [{ price: 10000, quantity: -1 }],
    [{ price: 10000, quantity: 1.5 }],
    [{ price: 10000, quantity: 1, discount: 10001 }],
    [{ price: 10000, quantity: 1, discount: -1 }],
    [{ price: 100.5, quantity: 1 }],
    [{ price: 10000, quantity: 1, tax: 0.5 }],
    [{ price: 10000, quantity: 1, subItemAmounts: [1.5] }],
    [{ price: Number.MAX_SAFE_INTEGER, quantity: 2 }],
  ])('rejects %j', (line) => {
    expect(() => lineTotal(line)).toThrow(RangeError);
  });
});
