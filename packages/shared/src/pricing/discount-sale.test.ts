import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponValue, discountSale } from './discount-sale.ts';
import { splitSale, type ChainMember } from './split-sale.ts';

const chain = (...costs: number[]): ChainMember[] => costs.map((cost, i) => ({ userId: i + 1, cost }));
const percent = (p: number) => ({ discount_type: 'percent', percent: p });
const fixed = (amount: number) => ({ discount_type: 'fixed', amount });

describe('discountSale', () => {
  it.each<[string, ChainMember[], number, ReturnType<typeof percent> | ReturnType<typeof fixed>, number, number, number[]]>([
    // name, chain (buyer first), quantity, coupon, discount, revenue after, commissions (unchanged)
    ['10 % of a company-level sale', chain(1_000_000), 2, percent(10), 200_000, 1_800_000, []],
    ['10 % with a network: commissions intact', chain(1_800_000, 1_500_000, 1_400_000), 1, percent(10), 180_000, 1_220_000, [300_000, 100_000]],
    ['100 % is capped at the revenue', chain(1_800_000, 1_500_000, 1_400_000), 1, percent(100), 1_400_000, 0, [300_000, 100_000]],
    ['fixed value below the revenue', chain(1_100_000, 800_000, 750_000), 3, fixed(500_000), 500_000, 1_750_000, [900_000, 150_000]],
    ['fixed value above the revenue is capped', chain(1_100_000, 800_000, 750_000), 1, fixed(5_000_000), 750_000, 0, [300_000, 50_000]],
    ['fractional percent rounds once', chain(999), 1, percent(12.5), 125, 874, []],
    ['no revenue, no discount', chain(900_000, 0), 1, percent(50), 0, 0, [900_000]],
  ])('%s', (_name, members, quantity, terms, discount, revenue, commissions) => {
    const before = splitSale(members, quantity);
    const after = discountSale(before, terms);
    expect(after.discount).toBe(discount);
    expect(after.revenue).toBe(revenue);
    expect(after.gross).toBe(before.total);
    expect(after.total).toBe(before.total - discount);
    expect(after.commissions.map((c) => c.amount)).toEqual(commissions);
  });

  it('never takes more than the sale', () => {
    expect(couponValue(fixed(10_000_000), 300)).toBe(300);
    expect(couponValue(percent(150), 300)).toBe(300);
    expect(couponValue(percent(-5), 300)).toBe(0);
  });

  it('conserves money, keeps every commission and never makes revenue negative, whatever the coupon', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 6 }),
      fc.integer({ min: 1, max: 100 }),
      fc.oneof(
        fc.integer({ min: 0, max: 100 }).map(percent),
        fc.integer({ min: 0, max: 500_000_000 }).map(fixed),
      ),
      (costs, quantity, terms) => {
        const before = splitSale(chain(...costs), quantity);
        const after = discountSale(before, terms);
        const paid = after.commissions.reduce((sum, c) => sum + c.amount, 0);
        expect(after.total).toBe(after.revenue + paid);
        expect(after.commissions).toEqual(before.commissions);
        expect(after.revenue).toBeGreaterThanOrEqual(0);
        expect(after.discount).toBeGreaterThanOrEqual(0);
        expect(after.discount).toBeLessThanOrEqual(before.revenue);
      },
    ));
  });
});
