import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSale, type ChainMember } from './split-sale.ts';

const chain = (...costs: number[]): ChainMember[] => costs.map((cost, i) => ({ userId: i + 1, cost }));

describe('splitSale', () => {
  it.each<[string, ChainMember[], number, number, number[], number]>([
    // name, chain (buyer first), quantity, total, commissions nearest first, revenue
    ['company-level buyer: all revenue', chain(1_800_000), 1, 1_800_000, [], 1_800_000],
    ['client → sub → distributor', chain(1_800_000, 1_500_000, 1_400_000), 1, 1_800_000, [300_000, 100_000], 1_400_000],
    ['quantity multiplies every part', chain(1_800_000, 1_500_000, 1_400_000), 3, 5_400_000, [900_000, 300_000], 4_200_000],
    ['equal costs earn nothing', chain(1_500_000, 1_500_000), 2, 3_000_000, [0], 3_000_000],
    // the parent's cost is above what its child paid: 0 for it, the grandparent earns on what really flowed up
    ['ancestor cost above child price → 0, company absorbs', chain(900_000, 1_000_000, 800_000), 1, 900_000, [0, 100_000], 800_000],
    ['every ancestor above the price', chain(500_000, 600_000, 700_000), 1, 500_000, [0, 0], 500_000],
    ['free sale', chain(0, 100_000), 4, 0, [0], 0],
  ])('%s', (_name, members, quantity, total, commissions, revenue) => {
    const split = splitSale(members, quantity);
    expect(split.total).toBe(total);
    expect(split.commissions.map((c) => c.amount)).toEqual(commissions);
    expect(split.revenue).toBe(revenue);
  });

  it('refuses an empty chain and a bad quantity', () => {
    expect(() => splitSale([], 1)).toThrow(RangeError);
    expect(() => splitSale(chain(100), 0)).toThrow(RangeError);
    expect(() => splitSale(chain(100), 1.5)).toThrow(RangeError);
  });

  it('conserves money and never pays a negative commission, whatever the costs', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 8 }),
      fc.integer({ min: 1, max: 100 }),
      (costs, quantity) => {
        const split = splitSale(chain(...costs), quantity);
        const paid = split.commissions.reduce((sum, c) => sum + c.amount, 0);
        expect(split.total).toBe(split.revenue + paid);
        expect(split.commissions.every((c) => c.amount >= 0)).toBe(true);
        expect(split.revenue).toBeGreaterThanOrEqual(0);
      },
    ));
  });
});
