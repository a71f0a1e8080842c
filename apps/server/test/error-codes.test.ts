import { ERROR_CODES } from '@app/shared/contracts/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { callerFor, createBuyers, expectSalesInvariants, productId, productWithStock } from './sales-helpers.ts';

/*
 * A refusal that a caller decides on answers a stable `code` beside its Spanish `msg` (packages/shared/src/contracts/
 * error-codes.ts): the web and other callers branch on it, so it must not depend on how the sentence is worded.
 */

let ctx: TestContext;
let sub: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  sub = await ctx.as('subdistribuidor');
});
afterAll(() => ctx.close());

describe('error answers carry a stable code', () => {
  it('names short stock, a short balance and an unknown coupon by code, and nothing is charged', async () => {
    const typeId = await productWithStock(ctx, { name: 'CODIGO STOCK', price: 100_000, accounts: 1, perAccount: 1 });
    const stock = await sub.post('/api/v1/purchase', { type_digital_account_id: typeId, quantity: 2 });
    expect(stock.statusCode).toBe(409);
    expect(stock.json()).toMatchObject({ success: false, code: 'OUT_OF_STOCK' });

    const [poor] = await createBuyers(ctx, 1, { parent: 'subdistribuidor', rol: 'Cliente', balance: 0, prefix: 'sincodigo' });
    const broke = await callerFor(ctx, poor.token).post('/api/v1/purchase', { type_digital_account_id: await productId(ctx, 'NETFLIX'), quantity: 1 });
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS' });

    const coupon = await sub.post('/api/v1/purchase', { type_digital_account_id: typeId, quantity: 1, coupon: 'NOEXISTE123' });
    expect(coupon.statusCode).toBe(422);
    expect(coupon.json()).toMatchObject({ success: false, code: 'COUPON_UNKNOWN', errors: { coupon: expect.any(String) } });

    for (const res of [stock, broke, coupon]) expect(ERROR_CODES).toContain(res.json().code);
    await expectSalesInvariants(ctx);
  });

  it('answers no code where nobody decides on the refusal (a missing record)', async () => {
    const admin = await ctx.as('admin');
    const res = await admin.post('/api/v1/admin/order/999999999/annul', { reason: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('code');
  });
});
