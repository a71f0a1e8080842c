import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';
import {
  availableProfiles, balanceOf, callerFor, createBuyers, expectSalesInvariants, key, one, productWithStock, rows,
} from './sales-helpers.ts';

let ctx: TestContext;
let product: number;

const ALL = ['catalog:read', 'balance:read', 'orders:write', 'orders:read'];

/** A fresh distributor under `distribuidor` with a balance and an all-scopes key (tests do not share money or limits). */
async function reseller(prefix: string, balance = 10_000_000) {
  const [buyer] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance, prefix });
  const web = callerFor(ctx, buyer.token);
  const res = await web.post('/api/v1/api-keys', { name: 'Bot', scopes: ALL });
  expect(res.statusCode, res.body).toBe(201);
  const secret = res.json().secret as string;
  const call = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: method as any, url, payload: body as any, headers: { 'x-api-key': secret, ...headers } });
  return { id: buyer.id, web, secret, call };
}

const ordersOf = async (userId: number) => (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId}`)).n;

beforeAll(async () => {
  ctx = await createTestContext();
  product = await productWithStock(ctx, { name: 'RESELLER TV', price: 1_000_000, accounts: 10, perAccount: 5 });
});
afterAll(() => ctx.close());
afterEach(() => expectSalesInvariants(ctx));

describe('catalogue and balance', () => {
  it('lists products with the caller\'s cost and what can be bought now, and the balance in cents', async () => {
    const r = await reseller('rscat');
    const products = await r.call('GET', '/api/v1/reseller/products');
    expect(products.statusCode, products.body).toBe(200);
    const item = products.json().items.find((p: any) => p.type_digital_account_id === product);
    expect(item).toMatchObject({ name: 'RESELLER TV', price: 1_000_000, available: await availableProfiles(ctx, product) });
    expect(products.json().currency).toBe('COP');
    const balance = await r.call('GET', '/api/v1/reseller/balance');
    expect(balance.json()).toMatchObject({ balance: 10_000_000, credit_limit: 0, available: 10_000_000, currency: 'COP' });
  });
});

describe('placing orders', () => {
  it('requires Idempotency-Key (400, nothing bought) and then buys through the same sale as the web', async () => {
    const r = await reseller('rsbuy');
    const missing = await r.call('POST', '/api/v1/reseller/orders', { type_digital_account_id: product, quantity: 2 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(missing.json().msg).toContain('Idempotency-Key');
    expect(await ordersOf(r.id)).toBe(0);

    const res = await r.call('POST', '/api/v1/reseller/orders', { type_digital_account_id: product, quantity: 2, reference: 'tienda-001' }, { 'idempotency-key': key() });
    expect(res.statusCode, res.body).toBe(201);
    const { order, items } = res.json();
    expect(order).toMatchObject({ status: 'finalized', quantity: 2, total: 2_000_000, reference: 'tienda-001', product_name: 'RESELLER TV' });
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ login: expect.any(String), password: 'Secreta1', message: expect.any(String) });
    expect(await balanceOf(ctx, r.id)).toBe(8_000_000);
    // the same ledger rows as a web purchase: the buyer's debit, the ancestors' commissions, the company's revenue
    const kinds = await rows(ctx, sql`SELECT kind, count(*)::int AS n FROM ledger_entry WHERE object_type = 'order' AND object_id = ${order.id} GROUP BY kind ORDER BY kind`);
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['purchase', 'revenue']));

    const byId = await r.call('GET', `/api/v1/reseller/orders/${order.id}`);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().items.map((i: any) => i.login)).toEqual(items.map((i: any) => i.login));
    const byRef = await r.call('GET', '/api/v1/reseller/orders/by-reference/tienda-001');
    expect(byRef.json().order.id).toBe(order.id);
    expect((await r.call('GET', '/api/v1/reseller/orders/by-reference/no-existe')).statusCode).toBe(404);

    const again = await r.call('POST', '/api/v1/reseller/orders', { type_digital_account_id: product, quantity: 1, reference: 'tienda-001' }, { 'idempotency-key': key() });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('Ya tienes un pedido con la referencia tienda-001.');
    expect(await ordersOf(r.id)).toBe(1);
  });

  it('10 racing retries with one Idempotency-Key make one order, and every retry gets its answer', async () => {
    const r = await reseller('rsrace');
    const idem = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      r.call('POST', '/api/v1/reseller/orders', { type_digital_account_id: product, quantity: 1, reference: 'carrera' }, { 'idempotency-key': idem })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().order.id)).size).toBe(1);
    // the replays are the answer stored with the sale: the same body, the order's number filled in
    const [first] = answers.map((a) => a.json());
    expect(first.order.number).toEqual(expect.any(Number));
    for (const a of answers) expect(a.json()).toEqual(first);
    expect(await ordersOf(r.id)).toBe(1);
    expect(await balanceOf(ctx, r.id)).toBe(9_000_000);
  });

  it('answers Spanish 4xx to hostile bodies, an empty balance and too little stock, moving nothing', async () => {
    const r = await reseller('rsbad', 500_000);
    const scarce = await productWithStock(ctx, { name: 'ESCASO', price: 100_000, accounts: 1, perAccount: 1 });
    const cases: [unknown, number][] = [
      [{ type_digital_account_id: product }, 422],
      [{ type_digital_account_id: product, quantity: 0 }, 422],
      [{ type_digital_account_id: product, quantity: 1.5 }, 422],
      [{ type_digital_account_id: product, quantity: 101 }, 422],
      [{ type_digital_account_id: 'uno', quantity: 1 }, 422],
      [{ type_digital_account_id: product, quantity: 1, price: 1 }, 422],
      [{ type_digital_account_id: product, quantity: 1, reference: '' }, 422],
      [{ type_digital_account_id: product, quantity: 1 }, 409], // 1_000_000 > 500_000 of balance
      [{ type_digital_account_id: scarce, quantity: 2 }, 409],
      [{ type_digital_account_id: 999_999, quantity: 1 }, 404],
    ];
    const messages: string[] = [];
    for (const [body, status] of cases) {
      const res = await r.call('POST', '/api/v1/reseller/orders', body, { 'idempotency-key': key() });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().success).toBe(false);
      expect(res.json().msg).toMatch(/[a-záéíóúñ]/);
      messages.push(res.json().msg);
    }
    expect(messages[7]).toContain('Saldo insuficiente');
    expect(messages[8]).toContain('Inventario insuficiente');
    expect(await ordersOf(r.id)).toBe(0);
    expect(await balanceOf(ctx, r.id)).toBe(500_000);
  });

  it('limits each key to 10 calls a second: 429 with Retry-After', async () => {
    const r = await reseller('rsrate');
    const answers = await Promise.all(Array.from({ length: 12 }, () => r.call('GET', '/api/v1/reseller/balance')));
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited.length).toBeGreaterThanOrEqual(2);
    expect(limited[0].headers['retry-after']).toBeDefined();
    expect(limited[0].json().msg).toBe('Demasiadas peticiones. Intenta de nuevo en un momento.');
    // another key of another owner is not held back by it
    const other = await reseller('rsrate2');
    expect((await other.call('GET', '/api/v1/reseller/balance')).statusCode).toBe(200);
  });
});

describe('after the sale', () => {
  it('renews a unit it bought (paid from its balance) and reports a fault on one', async () => {
    const r = await reseller('rsafter');
    const bought = await r.call('POST', '/api/v1/reseller/orders', { type_digital_account_id: product, quantity: 2 }, { 'idempotency-key': key() });
    expect(bought.statusCode, bought.body).toBe(201);
    const [first, second] = bought.json().items;
    // a month has gone by: the unit is due in 2 days, inside the notice window, so it is renewed and paid at once
    await ctx.database.db.execute(sql`UPDATE profiles SET renewal_limit_date = (now() AT TIME ZONE 'America/Bogota')::date + 2 WHERE id = ${first.profile_id}`);
    const due = (await one<{ d: string }>(ctx, sql`SELECT renewal_limit_date::text AS d FROM profiles WHERE id = ${first.profile_id}`)).d;
    const before = await balanceOf(ctx, r.id);
    const renewed = await r.call('POST', `/api/v1/reseller/units/${first.profile_id}/renew`, {}, { 'idempotency-key': key() });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().item).toMatchObject({ profile_id: first.profile_id, status: 'renewed', charged: true, renewal_limit_date: due, renewed_until: expect.any(String), price: 1_000_000 });
    expect(renewed.json().item.renewed_until > due).toBe(true);
    expect(renewed.json().msg).toMatch(/^Renovación realizada: la unidad vence ahora el \d{2}-\d{2}-\d{4}\.$/);
    expect(await balanceOf(ctx, r.id)).toBe(before - 1_000_000);

    const fault = await r.call('POST', '/api/v1/reseller/faults', { profile_id: second.profile_id, description: 'No deja iniciar sesión desde hoy.' }, { 'idempotency-key': key() });
    expect(fault.statusCode, fault.body).toBe(201);
    expect(fault.json().item).toMatchObject({ id: expect.any(Number), status: 'open', profile_id: second.profile_id });
    const short = await r.call('POST', '/api/v1/reseller/faults', { profile_id: second.profile_id, description: 'mal' });
    expect(short.statusCode).toBe(422);

    // someone else's unit reads as missing
    const stranger = await reseller('rsstranger');
    expect((await stranger.call('POST', `/api/v1/reseller/units/${first.profile_id}/renew`, {}, { 'idempotency-key': key() })).statusCode).toBe(404);
    expect((await stranger.call('GET', `/api/v1/reseller/orders/${bought.json().order.id}`)).statusCode).toBe(404);
  });
});

describe('renewing early', () => {
  it('outside the notice window answers 202 por aprobar and charges nothing; staff approval charges it and sends renewal.done', async () => {
    const r = await reseller('rsearly');
    const hook = await r.web.post('/api/v1/webhooks', { url: 'https://bot.example/renovaciones', events: ['renewal.done'] });
    expect(hook.statusCode, hook.body).toBe(201);
    const bought = await r.call('POST', '/api/v1/reseller/orders', { type_digital_account_id: product, quantity: 1 }, { 'idempotency-key': key() });
    const [unit] = bought.json().items;
    const before = await balanceOf(ctx, r.id);
    const entries = async () => (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM ledger_entry WHERE account_type = 'user' AND account_id = ${r.id}`)).n;
    const rowsBefore = await entries();

    // bought today: 30 days away, an early renewal
    const asked = await r.call('POST', `/api/v1/reseller/units/${unit.profile_id}/renew`, {}, { 'idempotency-key': key() });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().item).toEqual({
      ticket_id: expect.any(Number), profile_id: unit.profile_id, status: 'to_be_approved', charged: false,
      renewal_limit_date: unit.renewal_limit_date, renewed_until: null, price: 1_000_000,
    });
    expect(asked.json().msg).toMatch(/^Renovación anticipada solicitada: la unidad vence el \d{2}-\d{2}-\d{4}, fuera del plazo de aviso, así que espera la aprobación de la empresa y no se cobró nada\./);
    const ticketId = asked.json().item.ticket_id;
    // asking again answers the same waiting request, still free
    const again = await r.call('POST', `/api/v1/reseller/units/${unit.profile_id}/renew`, {}, { 'idempotency-key': key() });
    expect(again.statusCode).toBe(202);
    expect(again.json().item.ticket_id).toBe(ticketId);
    expect(await balanceOf(ctx, r.id)).toBe(before);
    expect(await entries()).toBe(rowsBefore);
    expect((await one<{ d: string }>(ctx, sql`SELECT renewal_limit_date::text AS d FROM profiles WHERE id = ${unit.profile_id}`)).d).toBe(unit.renewal_limit_date);
    const hookId = hook.json().item.id;
    const deliveries = async () => rows<{ event: string; payload: any }>(ctx, sql`SELECT event, payload FROM webhook_delivery WHERE webhook_id = ${hookId} ORDER BY id`);
    expect(await deliveries()).toEqual([]);

    // the desk approves it: charged now, and the bot hears renewal.done
    const desk = await ctx.as('renovaciones');
    const approved = await desk.post(`/api/v1/admin/renovation-ticket/${ticketId}/finalize`, {}, { 'idempotency-key': key() });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().item.renovation_ticket_status).toBe('approved');
    expect(await balanceOf(ctx, r.id)).toBe(before - 1_000_000);
    expect((await deliveries()).map((d) => [d.event, d.payload.ticket_id])).toEqual([['renewal.done', ticketId]]);
  });
});

describe('OpenAPI', () => {
  it('documents the reseller, key and webhook calls with their answers and examples', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/v1/reseller/products', '/api/v1/reseller/balance', '/api/v1/reseller/orders', '/api/v1/reseller/orders/{id}', '/api/v1/api-keys', '/api/v1/webhooks', '/api/v2', '/health/ready']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const post = doc.paths['/api/v1/reseller/orders'].post;
    expect(post.responses['201']).toBeDefined();
    expect(JSON.stringify(post.requestBody)).toContain('pedido-8841');
    const renew = doc.paths['/api/v1/reseller/units/{profile_id}/renew'].post;
    expect(Object.keys(renew.responses)).toEqual(expect.arrayContaining(['200', '202']));
    expect(renew.description).toContain('no se cobra nada');
    expect(JSON.stringify(renew.responses['202'])).toContain('to_be_approved');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
  });
});
