import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

/**
 * Every list takes `_order` in the forms a client writes (spec §7 `_order created_at DESC`):
 * `{ field, direction }`, `"field DIRECTION"` and `{ field: 'DIRECTION' }`, through `POST .../list`,
 * `GET ...?params=` and the log list alike. A field the list cannot sort by is a 422 in Spanish.
 */

let ctx: TestContext;
let admin: Caller;
const names = ['Orden Zeta', 'Orden Alfa', 'Orden Media'];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  for (const name of names) expect((await admin.post('/api/v1/admin/bank', { name })).statusCode).toBe(201);
});
afterAll(() => ctx.close());

const DESC_FORMS: unknown[] = [{ field: 'name', direction: 'DESC' }, 'name DESC', { name: 'DESC' }, 'name desc', { field: 'name', direction: 'desc' }, { name: 'desc' }];
const ASC_FORMS: unknown[] = [{ field: 'name', direction: 'ASC' }, 'name ASC', { name: 'ASC' }, 'name', { field: 'name' }];

const ourNames = (items: { name: string }[]) => items.map((r) => r.name).filter((n) => names.includes(n));

async function listed(order: unknown, via: 'post' | 'get') {
  const body = { data: { q: 'Orden ' }, _order: order };
  const res = via === 'post'
    ? await admin.post('/api/v1/admin/bank/list', body)
    : await admin.get(`/api/v1/admin/bank?params=${encodeURIComponent(JSON.stringify(body))}`);
  expect(res.statusCode, `${JSON.stringify(order)} ${res.body}`).toBe(200);
  return ourNames(res.json().items);
}

describe('_order on the engine lists', () => {
  it.each(['post', 'get'] as const)('every form sorts the same way (%s)', async (via) => {
    for (const order of DESC_FORMS) expect(await listed(order, via), JSON.stringify(order)).toEqual(['Orden Zeta', 'Orden Media', 'Orden Alfa']);
    for (const order of ASC_FORMS) expect(await listed(order, via), JSON.stringify(order)).toEqual(['Orden Alfa', 'Orden Media', 'Orden Zeta']);
  });

  it('the status lists take the same forms', async () => {
    const res = await admin.post('/api/v1/admin/order-draft/list', { _order: 'created_at DESC' });
    expect(res.statusCode, res.body).toBe(200);
    const dates = res.json().items.map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ['an unknown field', { field: 'nada', direction: 'DESC' }],
    ['an unknown field as text', 'nada DESC'],
    ['an unknown field as a pair', { nada: 'DESC' }],
    ['a field that is not stored (a password)', 'password ASC'],
  ])('%s is a 422 in Spanish', async (_what, order) => {
    const res = await admin.post('/api/v1/admin/user/list', { _order: order });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().msg).toMatch(/^No se puede ordenar por "(nada|password)": no es un campo de Usuarios\.$/);
  });

  it.each([
    ['a bad direction', { field: 'name', direction: 'SIDEWAYS' }],
    ['a bad direction as text', 'name SIDEWAYS'],
    ['two fields', { name: 'ASC', id: 'DESC' }],
    ['a number', 42],
    ['an injection attempt', 'name; DROP TABLE bank'],
  ])('%s is a 422 that says how to write it', async (_what, order) => {
    const res = await admin.post('/api/v1/admin/bank/list', { _order: order });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().msg).toMatch(/^Existen campos con errores: _order/);
    expect(res.json().errors._order).toMatch(/El orden debe escribirse como/);
  });
});

describe('_order on the log list', () => {
  const logIds = async (order?: unknown) => {
    const res = await admin.post('/api/v1/admin/logs/list', { data: { object_type: 'bank' }, ...(order === undefined ? {} : { _order: order }) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.map((r: { id: number }) => r.id) as number[];
  };

  it('takes every form; newest first by default', async () => {
    const newest = await logIds();
    expect(newest.length).toBeGreaterThanOrEqual(3);
    const oldest = [...newest].reverse();
    for (const order of [{ field: 'created_at', direction: 'DESC' }, 'created_at DESC', { created_at: 'DESC' }]) expect(await logIds(order)).toEqual(newest);
    for (const order of [{ field: 'created_at', direction: 'ASC' }, 'created_at ASC', { created_at: 'asc' }, 'id']) expect(await logIds(order)).toEqual(oldest);
  });

  it('an unknown field is a 422 in Spanish', async () => {
    const res = await admin.post('/api/v1/admin/logs/list', { _order: 'changes DESC' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().msg).toMatch(/^No se puede ordenar el registro de cambios por "changes"/);
  });
});
