import { sql } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { callerFor, createBuyers, key, one, productWithStock, rows } from './sales-helpers.ts';

/**
 * The README's verification recipe ("Verificar la firma"), as a receiver writes it: the HMAC-SHA256 of
 * "<t>.<raw body>" with the webhook's secret, compared in constant time, and `t` within 5 minutes.
 */
function verifySignature(secret: string, rawBody: string, header: string, now = Date.now()): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(now / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  const given = String(parts.v1 ?? '');
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

interface Received { body: string; headers: Record<string, string | string[] | undefined>; at: number; answered: number }

/** A local receiver that fails its first `failures` calls (500) and then answers 200. */
async function receiver(failures: number) {
  const calls: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      const answered = calls.length < failures ? 500 : 200;
      calls.push({ body, headers: req.headers, at: Date.now(), answered });
      res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered === 200 ? 'recibido' : 'caído');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, calls, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

async function until<T>(what: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('no llegó a tiempo');
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

let ctx: TestContext;
let product: number;
let owner: { id: number; web: Caller };

beforeAll(async () => {
  ctx = await createTestContext({ env: { WEBHOOK_RETRY_SECONDS: '1', JOBS_POLL_SECONDS: '0.5' } });
  product = await productWithStock(ctx, { name: 'HOOK TV', price: 1_000_000, accounts: 4, perAccount: 4 });
  const [buyer] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 20_000_000, prefix: 'whk' });
  owner = { id: buyer.id, web: callerFor(ctx, buyer.token) };
});
afterAll(() => ctx.close());

describe('webhook subscriptions', () => {
  it('shows the secret once, lists without it, refuses hostile bodies in Spanish and deletes', async () => {
    const made = await owner.web.post('/api/v1/webhooks', { url: 'https://tienda.example/hook', events: ['order.delivered'] });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().item).toMatchObject({ url: 'https://tienda.example/hook', events: ['order.delivered'], secret: expect.stringMatching(/^whsec_/) });
    const list = await owner.web.get('/api/v1/webhooks');
    expect(list.json().items[0].secret).toBeUndefined();
    expect(list.body).not.toContain(made.json().item.secret);

    const before = (await one(ctx, sql`SELECT count(*)::int AS n FROM webhook`)).n;
    for (const body of [
      { url: 'ftp://tienda.example', events: ['order.delivered'] },
      { url: 'https://usuario:clave@tienda.example', events: ['order.delivered'] },
      { url: 'no es una dirección', events: ['order.delivered'] },
      { url: 'https://tienda.example', events: ['todo'] },
      { url: 'https://tienda.example', events: [] },
      { url: 'https://tienda.example', events: ['order.delivered'], secret: 'mío' },
    ]) {
      const res = await owner.web.post('/api/v1/webhooks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().msg).toMatch(/^Existen campos con errores/);
    }
    expect((await one(ctx, sql`SELECT count(*)::int AS n FROM webhook`)).n).toBe(before);

    // another user's webhook reads as missing
    const dist = await ctx.as('distribuidor');
    expect((await dist.del(`/api/v1/webhooks/${made.json().item.id}`)).statusCode).toBe(404);
    expect((await dist.post(`/api/v1/webhooks/${made.json().item.id}/test`)).statusCode).toBe(404);
    const gone = await owner.web.del(`/api/v1/webhooks/${made.json().item.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await owner.web.get('/api/v1/webhooks')).json().items).toEqual([]);
  });
});

describe('deliveries', () => {
  it('signs each delivery verifiably and retries a receiver that fails twice until it answers, logging each try', async () => {
    const rx = await receiver(2);
    try {
      const made = await owner.web.post('/api/v1/webhooks', { url: rx.url, events: ['order.delivered', 'renewal.done'] });
      const { id, secret } = made.json().item;

      const bought = await owner.web.post('/api/v1/purchase', { type_digital_account_id: product, quantity: 1 }, { 'idempotency-key': key() });
      expect(bought.statusCode, bought.body).toBe(200);
      const orderId = bought.json().order.id;

      await until(async () => rx.calls.length >= 3);
      const [first, second, third] = rx.calls;
      expect(rx.calls.map((c) => c.answered)).toEqual([500, 500, 200]);
      // the first retry comes within the first-retry delay (1 s here, 10 s by default), the next after twice as long
      expect(second.at - first.at).toBeLessThan(4_000);
      expect(third.at - second.at).toBeGreaterThanOrEqual(1_500);
      for (const c of rx.calls) {
        expect(verifySignature(secret, c.body, String(c.headers['x-signature']))).toBe(true);
        expect(c.body).toBe(first.body); // the same bytes on every try
      }
      // a tampered body or a wrong secret fails the recipe, and so does an old timestamp
      expect(verifySignature(secret, first.body.replace('order', 'orden'), String(first.headers['x-signature']))).toBe(false);
      expect(verifySignature('whsec_otro', first.body, String(first.headers['x-signature']))).toBe(false);
      expect(verifySignature(secret, first.body, String(first.headers['x-signature']), Date.now() + 6 * 60_000)).toBe(false);
      const payload = JSON.parse(first.body);
      expect(payload).toMatchObject({ event: 'order.delivered', data: { order_id: orderId, quantity: 1, product: 'HOOK TV' } });
      expect(first.headers['x-webhook-event']).toBe('order.delivered');

      const log = await until(async () => {
        const res = (await owner.web.get(`/api/v1/webhooks/${id}/deliveries`)).json().items;
        return res[0]?.status === 'delivered' ? res : undefined;
      });
      expect(log[0]).toMatchObject({ event: 'order.delivered', status: 'delivered', attempts: 3, last_status: 200, last_answer: 'recibido' });
    } finally {
      await rx.close();
    }
  });

  it('the test call sends a webhook.test delivery; a renewal made through the API sends renewal.done', async () => {
    const rx = await receiver(0);
    try {
      const made = await owner.web.post('/api/v1/webhooks', { url: rx.url, events: ['renewal.done'] });
      const { id, secret } = made.json().item;
      const test = await owner.web.post(`/api/v1/webhooks/${id}/test`);
      expect(test.statusCode, test.body).toBe(200);
      expect(test.json().item).toMatchObject({ event: 'webhook.test', status: 'pending' });
      await until(async () => rx.calls.length >= 1);
      expect(JSON.parse(rx.calls[0].body).event).toBe('webhook.test');
      expect(verifySignature(secret, rx.calls[0].body, String(rx.calls[0].headers['x-signature']))).toBe(true);

      const keyRes = await owner.web.post('/api/v1/api-keys', { name: 'Renovador', scopes: ['orders:write'] });
      const apiKey = keyRes.json().secret;
      const [unit] = await rows(ctx, sql`SELECT p.id FROM profiles p WHERE p.user_id = ${owner.id} LIMIT 1`);
      // due in 2 days (inside the notice window): the API renews and charges at once, as a renewal due
      await ctx.database.db.execute(sql`UPDATE profiles SET renewal_limit_date = (now() AT TIME ZONE 'America/Bogota')::date + 2 WHERE id = ${unit.id}`);
      const renewed = await ctx.app.inject({ method: 'POST', url: `/api/v1/reseller/units/${unit.id}/renew`, payload: {}, headers: { 'x-api-key': apiKey, 'idempotency-key': key() } });
      expect(renewed.statusCode, renewed.body).toBe(200);
      await until(async () => rx.calls.length >= 2);
      expect(JSON.parse(rx.calls[1].body)).toMatchObject({ event: 'renewal.done', data: { ticket_id: renewed.json().item.ticket_id } });
    } finally {
      await rx.close();
    }
  });

  it('an event nobody listens to writes no delivery', async () => {
    const before = (await one(ctx, sql`SELECT count(*)::int AS n FROM webhook_delivery`)).n;
    const [other] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 5_000_000, prefix: 'whknone' });
    const bought = await callerFor(ctx, other.token).post('/api/v1/purchase', { type_digital_account_id: product, quantity: 1 }, { 'idempotency-key': key() });
    expect(bought.statusCode).toBe(200);
    expect((await one(ctx, sql`SELECT count(*)::int AS n FROM webhook_delivery`)).n).toBe(before);
  });
});
