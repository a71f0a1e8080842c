import type { PosInfoData } from '@app/shared/contracts/pos';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { posInfo, sedeCentro } from './pos-helpers.ts';

let ctx: TestContext;
let cajero: Caller;
let info: PosInfoData;

beforeAll(async () => {
  ctx = await createTestContext();
  cajero = await ctx.as('cajero');
  info = (await posInfo(cajero, await sedeCentro(ctx))).data;
}, 60_000);
afterAll(() => ctx.close());

const turns = async () => Number((await ctx.database.db.execute(sql`SELECT count(*) AS n FROM pos_cash_register_turn`)).rows[0]!.n);
const openBody = () => ({
  local_reference: randomUUID(), bus_subsidiary_id: info.subsidiary.id, bill_cash_register_id: info.cash_register[0]!.id,
  opening_date: new Date().toISOString(),
});

describe('cash register turns', () => {
  it('answers hostile bodies with a Spanish 4xx and opens nothing', async () => {
    const before = await turns();
    const good = openBody();
    for (const body of [null, [], {}, 'x', { ...good, local_reference: '' }, { ...good, bill_cash_register_id: 'uno' },
      { ...good, bill_cash_register_id: 999_999 }, { ...good, opening_date: 'ayer' }, { ...good, opening_amount: -5 },
      { ...good, bus_person_cashier_id: 999_999 }, { ...good, bus_subsidiary_id: 999_999 }, { ...good, sobrante: 1 }]) {
      const res = await cajero.request('POST', '/api/v1/pos/turns', body === null ? 'null' : body, { 'content-type': 'application/json' });
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json().success).toBe(false);
      expect(res.json().msg).not.toMatch(/Expected|Invalid input|required/);
    }
    for (const id of ['abc', '0', '999999']) expect((await cajero.post(`/api/v1/pos/turns/${id}/close`, {})).statusCode).toBe(404);
    expect(await turns()).toBe(before);
  });

  it('opens one turn when the same opening races, and refuses a second open turn of the register', async () => {
    const body = openBody();
    const [a, b] = await Promise.all([cajero.post('/api/v1/pos/turns', body), cajero.post('/api/v1/pos/turns', body)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().item.id).toBe(b.json().item.id);
    const other = await cajero.post('/api/v1/pos/turns', openBody());
    expect(other.statusCode).toBe(409);
    expect(other.json().msg).toMatch(/turno abierto/);
    expect((await posInfo(cajero, info.subsidiary.id)).data.cash_register_turn.map((t) => t.id)).toEqual([a.json().item.id]);
    const closed = await cajero.post(`/api/v1/pos/turns/${a.json().item.id}/close`, {});
    expect(closed.json().item).toMatchObject({ status: 'closed', total: 0, totals: [] });
    expect((await cajero.post('/api/v1/pos/turns', openBody())).statusCode).toBe(200);
  });
});
