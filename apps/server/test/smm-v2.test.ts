import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';
import { balanceOf, callerFor, createBuyers, expectSalesInvariants, key, one, productWithStock } from './sales-helpers.ts';

let ctx: TestContext;
let product: number;

/** What PHP's `http_build_query` and Python's `requests.post(url, data=…)` send: a urlencoded form. */
const form = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

const v2 = (fields: Record<string, string | number>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v2', payload: form(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

async function panelKey(prefix: string, balance = 10_000_000, scopes = ['catalog:read', 'balance:read', 'orders:write', 'orders:read']) {
  const [buyer] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance, prefix });
  const res = await callerFor(ctx, buyer.token).post('/api/v1/api-keys', { name: 'Panel', scopes });
  expect(res.statusCode, res.body).toBe(201);
  return { id: buyer.id, key: res.json().secret as string };
}

const ordersOf = async (userId: number) => (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId}`)).n;

beforeAll(async () => {
  ctx = await createTestContext();
  product = await productWithStock(ctx, { name: 'PANEL TV', price: 1_250_000, accounts: 6, perAccount: 4 });
});
afterAll(() => ctx.close());
afterEach(() => expectSalesInvariants(ctx));

describe('POST /api/v2 as panel clients send it', () => {
  it('services: the catalogue with the caller\'s rate as a decimal string', async () => {
    const p = await panelKey('smmsvc');
    const res = await v2({ key: p.key, action: 'services' });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    const svc = list.find((s: any) => s.service === product);
    expect(svc).toEqual({ service: product, name: 'PANEL TV', type: 'Default', category: 'PANEL TV', rate: '12500.00', min: '1', max: '24', refill: true, cancel: false });
    expect(res.json().success).toBeUndefined(); // the panels' own shape, no envelope
  });

  it('balance, add, status (one and many), refill and cancel', async () => {
    const p = await panelKey('smmflow');
    expect((await v2({ key: p.key, action: 'balance' })).json()).toEqual({ balance: '100000.00', currency: 'COP' });

    const added = await v2({ key: p.key, action: 'add', service: product, link: 'cliente@correo.co', quantity: 2 });
    expect(added.statusCode, added.body).toBe(200);
    const orderId = added.json().order;
    expect(orderId).toEqual(expect.any(Number));
    expect(await balanceOf(ctx, p.id)).toBe(10_000_000 - 2_500_000);
    expect((await one(ctx, sql`SELECT link FROM reseller_order WHERE order_id = ${orderId}`)).link).toBe('cliente@correo.co');

    const status = await v2({ key: p.key, action: 'status', order: orderId });
    expect(status.json()).toMatchObject({ charge: '25000.00', start_count: '0', status: 'Completed', remains: '0', currency: 'COP' });
    expect(status.json().units).toHaveLength(2);
    expect(status.json().units[0]).toMatchObject({ login: expect.any(String), password: 'Secreta1' });

    const many = await v2({ key: p.key, action: 'status', orders: `${orderId},999999` });
    expect(many.json()[String(orderId)]).toMatchObject({ status: 'Completed' });
    expect(many.json()['999999']).toEqual({ error: 'Pedido: el registro 999999 no existe.' });

    const refill = await v2({ key: p.key, action: 'refill', order: orderId });
    expect(refill.statusCode, refill.body).toBe(200);
    const report = await one(ctx, sql`SELECT status, user_id FROM report_fault_account WHERE id = ${refill.json().refill}`);
    expect(report).toMatchObject({ status: 'open', user_id: p.id });

    const cancel = await v2({ key: p.key, action: 'cancel', orders: String(orderId) });
    expect(cancel.json()).toEqual([{ order: orderId, cancel: { error: 'El pedido ya fue entregado: no se puede cancelar.' } }]);
  });

  it('add: each call without Idempotency-Key is a new order; with one, a retry replays the first answer', async () => {
    const p = await panelKey('smmidem');
    const fields = { key: p.key, action: 'add', service: product, link: 'mismo', quantity: 1 };
    const a = await v2(fields);
    const b = await v2(fields);
    expect(a.json().order).not.toBe(b.json().order);
    const idem = key();
    const c = await v2(fields, { 'idempotency-key': idem });
    const d = await v2(fields, { 'idempotency-key': idem });
    expect(d.json()).toEqual(c.json());
    expect(await ordersOf(p.id)).toBe(3);
    // the answer was written by the sale's own transaction: a process lost right after the sale leaves it answered
    expect(await one(ctx, sql`SELECT r.status_code, r.response, r.xmin::text = o.xmin::text AS with_sale
      FROM idempotent_request r JOIN orders o ON o.id = ${c.json().order} WHERE r.key = ${idem}`))
      .toEqual({ status_code: 200, response: { order: c.json().order }, with_sale: true });
  });

  it('accepts JSON too', async () => {
    const p = await panelKey('smmjson');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v2', payload: { key: p.key, action: 'balance' } });
    expect(res.json()).toEqual({ balance: '100000.00', currency: 'COP' });
  });

  it('answers every failure as {error} in Spanish, with its 4xx, and writes nothing', async () => {
    const p = await panelKey('smmerr', 1_000_000);
    const cases: [Record<string, string | number>, number, RegExp][] = [
      [{ key: 'cdk_00000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', action: 'balance' }, 401, /clave de API no es válida/],
      [{ action: 'balance' }, 401, /Falta la clave de API/],
      [{ key: p.key, action: 'borrar_todo' }, 400, /Acción desconocida/],
      [{ key: p.key }, 400, /Acción desconocida/],
      [{ key: p.key, action: 'add', service: product, link: 'x', quantity: 'muchos' }, 400, /La cantidad debe ser un número entero/],
      [{ key: p.key, action: 'add', service: 'abc', link: 'x', quantity: 1 }, 400, /El servicio debe ser un número entero/],
      [{ key: p.key, action: 'add', service: product, link: 'x', quantity: 1 }, 409, /Saldo insuficiente/],
      [{ key: p.key, action: 'add', service: product, link: 'x', quantity: 500 }, 422, /La cantidad debe estar entre 1 y 100/],
      [{ key: p.key, action: 'add', service: 999999, link: 'x', quantity: 1 }, 404, /no existen/],
      [{ key: p.key, action: 'status', order: 'DROP TABLE' }, 400, /El pedido debe ser un número entero/],
      [{ key: p.key, action: 'status', order: 424242 }, 404, /no existe/],
    ];
    for (const [fields, status, msg] of cases) {
      const res = await v2(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(Object.keys(res.json())).toEqual(['error']);
      expect(res.json().error).toMatch(msg);
    }
    const broken = await ctx.app.inject({ method: 'POST', url: '/api/v2', payload: '{"key":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/JSON válido/);
    expect(await ordersOf(p.id)).toBe(0);
    expect(await balanceOf(ctx, p.id)).toBe(1_000_000);
  });

  it('a key without the action\'s scope is refused with {error}', async () => {
    const p = await panelKey('smmscope', 1_000_000, ['catalog:read']);
    const res = await v2({ key: p.key, action: 'add', service: product, link: 'x', quantity: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'La clave de API no tiene el permiso orders:write.' });
    expect((await v2({ key: p.key, action: 'services' })).statusCode).toBe(200);
  });
});
