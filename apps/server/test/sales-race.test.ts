import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionRetries } from '../src/db/client.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import {
  balanceOf, callerFor, createBuyers, demoCompanyId, expectSalesInvariants, productWithStock, rows, userIdOf,
} from './sales-helpers.ts';

let ctx: TestContext;

beforeAll(async () => { ctx = await createTestContext(); });
afterAll(() => ctx.close());

const BUYERS = 64;
const ATTEMPTS = 2_000;
const STOCK = 100;
const PRICE = 120_000; // what distribuidor charges its children for the race product (its cost: price_base 100.000)

describe('race: 64 buyers, 2,000 purchase attempts, 100 profiles', () => {
  it('sells exactly 100, never a profile twice, never below zero, and charges failed attempts nothing', async () => {
    const demo = await demoCompanyId(ctx);
    const typeId = await productWithStock(ctx, { name: 'CARRERA', price: 100_000, accounts: 20, perAccount: STOCK / 20 });
    const distId = await userIdOf(ctx, 'distribuidor');
    await ctx.database.db.execute(sql`INSERT INTO distributor_price (company_id, seller_id, type_digital_account_id, audience, price)
      VALUES (${demo}, ${distId}, ${typeId}, 'distributor', ${PRICE})`);
    // half the buyers can pay 2 units, the other half 10: stock runs out first, some attempts fail for balance
    const poor = await createBuyers(ctx, BUYERS / 2, { parent: 'distribuidor', balance: 2 * PRICE + PRICE / 2, prefix: 'raza' });
    const rich = await createBuyers(ctx, BUYERS / 2, { parent: 'distribuidor', balance: 10 * PRICE, prefix: 'razb' });
    const buyers = [...poor, ...rich];
    const initial = new Map(await Promise.all(buyers.map(async (b) => [b.id, await balanceOf(ctx, b.id)] as const)));
    const distBefore = await balanceOf(ctx, distId);

    const started = Date.now();
    let next = 0;
    const statuses: Record<number, number> = {};
    await Promise.all(buyers.map(async (b) => {
      const caller = callerFor(ctx, b.token);
      for (;;) {
        const i = next++;
        if (i >= ATTEMPTS) return;
        const res = await caller.post('/api/v1/purchase', { type_digital_account_id: typeId, quantity: i % 4 === 0 ? 2 : 1 });
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode !== 200) expect(res.json().msg).toMatch(/^(Inventario insuficiente|Saldo insuficiente)/);
      }
    }));
    const elapsed = Date.now() - started;
    expect(Object.keys(statuses).sort()).toEqual(['200', '409']);
    expect(statuses[200] + statuses[409]).toBe(ATTEMPTS);

    const sold = await rows(ctx, sql`SELECT id, user_id, order_id FROM profiles WHERE type_digital_account_id = ${typeId} AND state = 'sold'`);
    expect(sold).toHaveLength(STOCK);
    expect(new Set(sold.map((p) => p.id)).size).toBe(STOCK);
    const orders = await rows(ctx, sql`SELECT id, user_id, quantity, total FROM orders WHERE type_digital_account_id = ${typeId}`);
    expect(orders).toHaveLength(statuses[200]);
    expect(orders.reduce((s, o) => s + o.quantity, 0)).toBe(STOCK);
    // each sold profile belongs to exactly one order of its owner, and each order owns exactly its quantity
    const byOrder = new Map<number, number>();
    for (const p of sold) byOrder.set(p.order_id, (byOrder.get(p.order_id) ?? 0) + 1);
    for (const o of orders) {
      expect(byOrder.get(o.id)).toBe(o.quantity);
      expect(sold.filter((p) => p.order_id === o.id).every((p) => p.user_id === o.user_id)).toBe(true);
    }
    // failed attempts charged nothing: each buyer lost exactly its orders' totals, and never went below zero
    for (const b of buyers) {
      const spent = orders.filter((o) => o.user_id === b.id).reduce((s, o) => s + Number(o.total), 0);
      const balance = await balanceOf(ctx, b.id);
      expect(balance).toBe(initial.get(b.id)! - spent);
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    const purchases = await rows(ctx, sql`SELECT count(*)::int AS n FROM ledger_entry WHERE kind = 'purchase' AND object_type = 'order'
      AND object_id IN (SELECT id FROM orders WHERE type_digital_account_id = ${typeId})`);
    expect(purchases[0].n).toBe(orders.length);
    expect(await balanceOf(ctx, distId)).toBe(distBefore + STOCK * (PRICE - 100_000));
    const numbers = await rows(ctx, sql`SELECT number FROM orders WHERE company_id = ${demo} AND number IS NOT NULL`);
    expect(new Set(numbers.map((n) => n.number)).size).toBe(numbers.length);
    await expectSalesInvariants(ctx);
    console.log(`race: ${ATTEMPTS} attempts by ${BUYERS} buyers in ${elapsed} ms (${statuses[200]} sales, ${statuses[409]} refused)`);
    expect(elapsed).toBeLessThan(60_000);
  }, 120_000);
});

describe('race: a distributor buys while its own children buy', () => {
  it('never deadlocks: a buyer with children takes its place in the sales queue before its own debit', async () => {
    const demo = await demoCompanyId(ctx);
    const typeId = await productWithStock(ctx, { name: 'RED PROPIA', price: 100_000, accounts: 10, perAccount: 20 });
    const distId = await userIdOf(ctx, 'distribuidor');
    const [parent] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 100 * PRICE, prefix: 'padre' });
    const children = await createBuyers(ctx, 8, { parent: 'padre0', balance: 100 * PRICE, prefix: 'hijo' });
    // every child's sale credits the parent a commission while the parent's own purchases debit it
    await ctx.database.db.execute(sql`INSERT INTO distributor_price (company_id, seller_id, type_digital_account_id, audience, price)
      VALUES (${demo}, ${distId}, ${typeId}, 'distributor', ${PRICE}), (${demo}, ${parent.id}, ${typeId}, 'distributor', ${PRICE + 10_000})`);
    const deadlocksBefore = transactionRetries['40P01'] ?? 0;
    const statuses: number[] = [];
    await Promise.all([parent, ...children].map(async (b) => {
      const caller = callerFor(ctx, b.token);
      for (let i = 0; i < 15; i++) statuses.push((await caller.post('/api/v1/purchase', { type_digital_account_id: typeId, quantity: 1 })).statusCode);
    }));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect((transactionRetries['40P01'] ?? 0) - deadlocksBefore).toBe(0);
    expect(await balanceOf(ctx, parent.id)).toBe(100 * PRICE - 15 * PRICE + 8 * 15 * 10_000);
    await expectSalesInvariants(ctx);
  }, 60_000);
});
