import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from './event-stream.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { productId, userIdOf } from './sales-helpers.ts';

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  // a real socket: server-sent events are a stream, which inject cannot keep open
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

const openStream = (token: string) => openEventStream(`${base}/api/v1/balance/events`, token);

const adjust = (admin: Caller, userId: number, amount: number) =>
  admin.post(`/api/v1/admin/user/${userId}/adjust-balance`, { amount, reason: 'Prueba de saldo en vivo' });

/** Quiet time a stream gets to show that nothing arrives. */
const SETTLE_MS = 400;

describe('live balance: GET /api/v1/balance/events', () => {
  it('refuses a request without a session (401, Spanish envelope)', async () => {
    const res = await fetch(`${base}/api/v1/balance/events`);
    expect(res.status).toBe(401);
    const body = (await res.json()) as { success: boolean; msg: string };
    expect(body.success).toBe(false);
    expect(body.msg).toMatch(/sesión/i);
  });

  it("tells a user each committed change of its own balance, never another user's, never a refused one", async () => {
    const admin = await ctx.as('admin');
    const dist = await ctx.as('distribuidor');
    const distId = await userIdOf(ctx, 'distribuidor');
    const clientId = await userIdOf(ctx, 'cliente');
    const stream = await openStream(dist.token);
    try {
      expect((await adjust(admin, distId, 50_000)).statusCode).toBe(200);
      expect(await stream.count(1)).toBe(1);
      expect(stream.events).toEqual(['balance']);

      // another user's balance moves: nothing for the distributor
      expect((await adjust(admin, clientId, 50_000)).statusCode).toBe(200);
      // a debit the balance cannot pay is refused and rolled back: nothing either
      expect((await adjust(admin, distId, -1_000_000_000_000)).statusCode).toBe(409);
      await new Promise((ok) => setTimeout(ok, SETTLE_MS));
      expect(stream.events).toHaveLength(1);
    } finally {
      await stream.close();
    }
  });

  it("tells a distributor when a sale of its network pays it a commission (the purchase's last statement)", async () => {
    const sub = await ctx.as('subdistribuidor');
    const dist = await ctx.as('distribuidor');
    const stream = await openStream(dist.token);
    try {
      const typeId = await productId(ctx, 'NETFLIX');
      const res = await sub.post('/api/v1/purchase', { type_digital_account_id: typeId, quantity: 1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(await stream.count(1)).toBe(1);
    } finally {
      await stream.close();
    }
  });
});
