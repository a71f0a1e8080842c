import { RESOURCES } from '@app/shared';
import { sql } from 'drizzle-orm';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { one, userIdOf } from './sales-helpers.ts';

/**
 * One reading of an id for every route. "0x1d", "29e0" and " 29" used to reach record 29 (an
 * alias reached `order/{id}/annul`), and ids past int4 failed with a 500 on the money routes. Now an id is
 * decimal digits within its column's range, or the route answers 404 "El registro no existe." in the envelope.
 */

/** Forms of an id that are not the plain decimal id of a record, for a record id `n`. */
const aliasesOf = (n: number) => [`0x${n.toString(16)}`, `${n}e0`, `%20${n}`, `0${n}`, `+${n}`, `${n}.0`, `${n}%20`, `0o${n.toString(8)}`];
/** Digits no int4 id column holds, and other non-ids. */
const OUT_OF_RANGE = ['2147483648', '99999999999', '9007199254740993', '99999999999999999999999', '-1', '0', 'x'];

let ctx: TestContext;
let admin: Caller;
let orderId: number;
let consignmentId: number;
let clientId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  const company = (await one<{ id: number }>(ctx, sql`SELECT id FROM company WHERE slug = 'demo'`)).id;
  clientId = await userIdOf(ctx, 'cliente');
  consignmentId = (await one<{ id: number }>(ctx, sql`SELECT id FROM consignments WHERE company_id = ${company} ORDER BY id LIMIT 1`)).id;
  // a draft order of the demo company (no money moves until it is finalized)
  const product = (await one<{ id: number }>(ctx, sql`SELECT id FROM type_digital_account WHERE company_id = ${company} ORDER BY id LIMIT 1`)).id;
  const draft = await admin.post('/api/v1/admin/order', { type_digital_account_id: product, quantity: 1, user_id: clientId });
  expect(draft.statusCode, draft.body).toBe(201);
  orderId = draft.json().item.id;
});
afterAll(() => ctx.close());

/** The money-moving routes the outside probe reached with aliases and overflowing ids, with a valid body each. */
const moneyRoutes = (): { name: string; url: (id: string) => string; body: Record<string, unknown> }[] => [
  { name: 'order annul', url: (id) => `/api/v1/admin/order/${id}/annul`, body: { reason: 'Prueba de ids' } },
  { name: 'order finalize', url: (id) => `/api/v1/admin/order/${id}/finalize`, body: {} },
  { name: 'consignment finalize', url: (id) => `/api/v1/admin/consignments/${id}/finalize`, body: {} },
  { name: 'user credit limit', url: (id) => `/api/v1/admin/user/${id}/credit-limit`, body: { credit_limit: 100_000 } },
  { name: 'user adjust balance', url: (id) => `/api/v1/admin/user/${id}/adjust-balance`, body: { amount: 100, reason: 'Prueba de ids' } },
  { name: 'booking finalize', url: (id) => `/api/v1/admin/order-booking/${id}/finalize`, body: {} },
  { name: 'others annul', url: (id) => `/api/v1/admin/digital-account-others/${id}/annul`, body: { reason: 'Prueba de ids' } },
];

function expectMissing(res: { statusCode: number; json: () => any; body: string }, what: string, msg: string | RegExp = 'El registro no existe.') {
  expect([what, res.statusCode], res.body).toEqual([what, 404]);
  expect(res.json()).toEqual({ success: false, msg: typeof msg === 'string' ? msg : expect.stringMatching(msg), token: null });
}

describe('path ids', () => {
  it.each(moneyRoutes().map((r) => [r.name, r] as const))('%s: aliases and out-of-range ids answer 404, never 500', async (_name, route) => {
    const real = route.name.startsWith('order') ? orderId : route.name.startsWith('consignment') ? consignmentId : clientId;
    for (const id of [...aliasesOf(real), ...OUT_OF_RANGE]) {
      const res = await admin.post(route.url(id), route.body);
      expectMissing(res, `${route.name} ${id}`);
    }
  });

  it('an alias of a real order does not annul it', async () => {
    const before = await one(ctx, sql`SELECT status FROM orders WHERE id = ${orderId}`);
    for (const id of aliasesOf(orderId)) expectMissing(await admin.post(`/api/v1/admin/order/${id}/annul`, { reason: 'Alias' }), id);
    expect(await one(ctx, sql`SELECT status FROM orders WHERE id = ${orderId}`)).toEqual(before);
    // the plain decimal id still reaches it
    expect((await admin.get(`/api/v1/admin/order/${orderId}`)).statusCode).toBe(200);
  });

  it('an alias of a real user does not change its credit limit', async () => {
    const before = await one(ctx, sql`SELECT credit_limit FROM users WHERE id = ${clientId}`);
    for (const id of aliasesOf(clientId)) expectMissing(await admin.post(`/api/v1/admin/user/${id}/credit-limit`, { credit_limit: 5_000_000 }), id);
    expect(await one(ctx, sql`SELECT credit_limit FROM users WHERE id = ${clientId}`)).toEqual(before);
  });

  it.each(RESOURCES.map((def) => [def.name] as const))('GET /%s/{id}: aliases and out-of-range ids answer 404', async (name) => {
    const listed = (await admin.post(`/api/v1/admin/${name}/list`, { _paginate: { page: 1, max_rows: 1 } })).json();
    const real: number = listed.items?.[0]?.id ?? 29;
    // the ledger's views have bigint ids: digits past int4 are a valid id there, of a record that does not exist
    const bigintIds = name.endsWith('balance-movements');
    for (const id of [...aliasesOf(real), ...OUT_OF_RANGE]) {
      const res = await admin.get(`/api/v1/admin/${name}/${id}`);
      // a role without the permission stops at 403 first; the admin holds get on every company resource it lists
      if (res.statusCode === 403) continue;
      expectMissing(res, `${name} ${id}`, bigintIds && /^\d{10,12}$/.test(id) ? /el registro \d+ no existe\.$/ : undefined);
    }
  });

  it('a ledger view takes bigint ids: past int4 it is a missing record, not a refused id', async () => {
    const res = await admin.get('/api/v1/admin/balance-movements/2147483648');
    expectMissing(res, 'balance-movements 2147483648', 'Movimiento de saldo: el registro 2147483648 no existe.');
    // past JavaScript's exact integers no id can be read faithfully: refused like any other non-id
    expectMissing(await admin.get('/api/v1/admin/balance-movements/9007199254740993'), 'balance-movements 2^53+1');
  });

  it('a path parameter over the router limit answers 414 in the envelope', async () => {
    const res = await admin.get(`/api/v1/admin/bank/${'9'.repeat(300)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, msg: 'La dirección de la petición es demasiado larga.', token: null });
  });

  it('a malformed path (bad percent-encoding) answers 400 in the envelope', async () => {
    const res = await admin.get('/api/v1/admin/bank/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg: 'La dirección de la petición no es válida.', token: null });
  });
});

describe('ids in bodies, filters, query strings and headers', () => {
  it.each([
    ['purchase product', 'POST', '/api/v1/purchase', { type_digital_account_id: 99_999_999_999, quantity: 1 }],
    ['order buyer', 'POST', '/api/v1/admin/order', { type_digital_account_id: 1, quantity: 1, user_id: 2_147_483_648 }],
    ['roles of a user', 'POST', '/api/v1/auth/roles-by-user/1', { roles: [99_999_999_999] }],
    ['log object id', 'POST', '/api/v1/admin/logs/list', { data: { object_id: '0x1d' } }],
    ['log object id past int4', 'POST', '/api/v1/admin/logs/list', { data: { object_id: 99_999_999_999 } }],
    ['list id filter', 'POST', '/api/v1/admin/bank/list', { data: { id: 99_999_999_999 } }],
    ['list id filter list', 'POST', '/api/v1/admin/bank/list', { data: { id: [1, 2_147_483_648] } }],
    ['list reference filter', 'POST', '/api/v1/admin/bank-account/list', { data: { bank_id: '0x1d' } }],
    ['reference on create', 'POST', '/api/v1/admin/bank-account', { bank_id: 99_999_999_999, number: '1', name: 'x', type: 'ahorros' }],
    ['config prices user', 'GET', '/api/v1/config-prices?user_id=0x1d', undefined],
    ['config prices user past int4', 'GET', '/api/v1/config-prices?user_id=99999999999', undefined],
    ['network root', 'GET', '/api/v1/admin/distribuitors-net/tree?root=29e0', undefined],
    ['list params id', 'GET', `/api/v1/admin/bank?params=${encodeURIComponent('{"data":{"id":99999999999}}')}`, undefined],
  ])('%s: 422 in Spanish, never 500', async (_name, method, url, body) => {
    const res = await admin.request(method, url, body);
    expect(res.statusCode, res.body).toBe(422);
    const json = res.json();
    expect(json.success).toBe(false);
    expect(json.msg).toMatch(/^(Existen campos con errores|Los filtros no son válidos)/);
    for (const text of Object.values<string>(json.errors ?? {})) expect(text).not.toMatch(/invalid|expected|received|too big|number|string/i);
  });

  it('x-tenant: a platform user naming a company by an alias or an out-of-range id reaches no company', async () => {
    const root = await ctx.as('root');
    const demo = (await one<{ id: number }>(ctx, sql`SELECT id FROM company WHERE slug = 'demo'`)).id;
    for (const header of [`0x${demo.toString(16)}`, `${demo}e0`, '99999999999']) {
      const res = await root.request('GET', '/api/v1/admin/bank', undefined, { 'x-tenant': header });
      expect([header, res.statusCode]).toEqual([header, 404]);
      expect(res.json().msg).toBe('La empresa seleccionada no existe.');
    }
    expect((await root.request('GET', '/api/v1/admin/bank', undefined, { 'x-tenant': String(demo) })).statusCode).toBe(200);
  });
});

describe('errors raised before Fastify sees a request (a real server)', () => {
  it('a request line over the HTTP limit answers 431 in the Spanish envelope', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/api/v1/admin/bank?q=${'x'.repeat(20_000)}` }, (res) => {
        let body = '';
        res.on('data', (c) => { body += c; });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ success: false, msg: 'Las cabeceras de la petición son demasiado grandes.', token: null });
  });
});
