import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { rows } from './sales-helpers.ts';

/**
 * The demo as a new admin first sees it: the month of purchases the seed makes "days ago" moved its money on those
 * days, so "Ingresos de hoy" is today's and not the month's (it once read $ 164.550 beside $ 26.800 of sales), and
 * every figure of the day and the month equals the list it links to, read for the same period.
 */

let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
});
afterAll(async () => {
  await ctx?.close();
});

/** Sum of a list's `field` over every row matching `data` (the lists the dashboard links to). */
async function listSum(path: string, data: Record<string, unknown>, field: string): Promise<{ count: number; sum: number }> {
  const res = await admin.post(`/api/v1/admin/${path}/list`, { data, _paginate: { page: 1, max_rows: 1000 } });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json().items as Record<string, number>[];
  expect(items.length).toBe(res.json().total);
  return { count: items.length, sum: items.reduce((s, r) => s + r[field], 0) };
}

describe('the seeded dashboard', () => {
  it('dates the demo purchases\' ledger rows as the purchases', async () => {
    const offDay = await rows(ctx, sql`
      SELECT l.id, l.kind, o.number FROM ledger_entry l JOIN orders o ON l.object_type = 'order' AND o.id = l.object_id
       WHERE l.idempotency_key NOT LIKE '%:reversal'
         AND (l.created_at AT TIME ZONE 'America/Bogota')::date <> (o.finalized_at AT TIME ZONE 'America/Bogota')::date`);
    expect(offDay).toEqual([]);
  });

  it('shows each figure of the day and the month as its list for the same period', async () => {
    const res = await admin.get('/api/v1/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().dashboard;
    // the period's first instant in Bogotá, as the lists' date filters take it
    const start = (day: string) => `${day}T00:00:00-05:00`;
    for (const [figures, from] of [[d.today, start(d.period.today)], [d.month, start(d.period.month_start)]] as const) {
      const sales = await listSum('sales', { finalized_at_gte: from }, 'total');
      expect({ count: figures.sales.count, amount: figures.sales.amount }).toEqual({ count: sales.count, amount: sales.sum });
      expect(figures.revenue).toBe((await listSum('company-balance-movements', { kind: 'revenue', movement_date_gte: from }, 'amount')).sum);
      expect(figures.commissions).toBe((await listSum('balance-movements', { kind: 'commission', movement_date_gte: from }, 'amount')).sum);
    }
    // the seeded purchases were made on their own days, so today's revenue is not all of it; compared with every
    // day the demo has, not the month, which is today alone on a month's first day
    const everyDay = await listSum('sales', {}, 'total');
    expect(d.today.sales.count).toBeLessThan(everyDay.count);
    expect(d.today.revenue).toBeLessThan((await listSum('company-balance-movements', { kind: 'revenue' }, 'amount')).sum);
    expect(d.month.revenue).toBeGreaterThanOrEqual(d.today.revenue);
  });
});
