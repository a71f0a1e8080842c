import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_CAP } from '../src/engine/count-rows.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

/**
 * Lists at scale: totals past 10,000 rows are estimates (and say so), "contains" searches can use the
 * trigram indexes, pages never overlap or skip rows when the sort column ties, and an export streams every row
 * of the list from one snapshot (rows written meanwhile neither appear nor shift it).
 */

let ctx: TestContext;
let admin: Caller;
let companyId: number;
let productId: number;
const ROWS = EXACT_COUNT_CAP + 200;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  const { pool } = ctx.database;
  companyId = (await pool.query(`SELECT company_id FROM users WHERE username = 'admin'`)).rows[0].company_id;
  productId = (await pool.query('SELECT id FROM type_digital_account WHERE company_id = $1 ORDER BY id LIMIT 1', [companyId])).rows[0].id;
  // many rows, three states only: the order by state ties thousands of times
  await pool.query(`INSERT INTO digital_account (company_id, type_digital_account_id, login, password, state, expiry_date)
    SELECT $1, $2, 'escala' || g || '@correo.com', 'x', (ARRAY['available','sold','faulty'])[1 + g % 3], date '2027-01-01' + g % 30
      FROM generate_series(1, $3) g`, [companyId, productId, ROWS]);
  // as autovacuum would: statistics, and the trigram index's pending entries merged into it
  await pool.query('VACUUM ANALYZE digital_account');
}, 120_000);
afterAll(() => ctx.close());

const list = async (body: unknown) => {
  const res = await admin.post('/api/v1/admin/digital-account/list', body);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { id: number; login: string; state: string }[]; total: number; total_estimated?: boolean };
};

describe('totals', () => {
  it('past the cap, the total is the planner estimate and says so; below it, the exact count', async () => {
    const { rows } = await ctx.database.pool.query('SELECT count(*)::int AS n FROM digital_account WHERE company_id = $1', [companyId]);
    const all = await list({ _paginate: { page: 1, max_rows: 25 } });
    expect(all.total_estimated).toBe(true);
    expect(all.total).toBeGreaterThan(EXACT_COUNT_CAP);
    // ANALYZE ran: the estimate is close to the truth
    expect(Math.abs(all.total - rows[0].n) / rows[0].n).toBeLessThan(0.1);

    const few = await list({ data: { login: 'escala1000' } });
    expect(few.total_estimated).toBeUndefined();
    // escala1000, escala10000..escala10009
    expect(few.total).toBe(11);
    expect(few.items.every((r) => r.login.includes('escala1000'))).toBe(true);
  });
});

describe('contains search', () => {
  it('matches anywhere in the login, case-insensitive, with % and _ taken literally', async () => {
    expect((await list({ data: { q: 'ALA777@' } })).items.map((r) => r.login)).toEqual(['escala777@correo.com']);
    // escala1019, escala10190..escala10199
    const found = await list({ data: { q: 'la1019' } });
    expect(found.total).toBe(11);
    expect(found.items.every((r) => r.login.includes('la1019'))).toBe(true);
    expect((await list({ data: { q: 'escala_77@' } })).total).toBe(0);
    expect((await list({ data: { q: '%' } })).total).toBe(0);
  });

  it('can be served by the trigram index (pg_trgm) instead of reading every row', async () => {
    const client = await ctx.database.pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      // letters no other login has: the index's few matching entries beat reading the whole login btree
      const plan = (await client.query(`EXPLAIN SELECT id FROM digital_account WHERE login ILIKE '%zorrogris%'`)).rows
        .map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toContain('digital_account_trgm_login_idx');
    } finally {
      await client.query('RESET enable_seqscan');
      client.release();
    }
  });
});

describe('order with ties', () => {
  it('pages ordered by a column with thousands of ties cover every row once, in (column, id) order', async () => {
    const body = (page: number) => ({ data: { expiry_date: '2027-01-05' }, _order: 'state DESC', _paginate: { page, max_rows: 37 } });
    const first = await list(body(1));
    const pages = Math.ceil(first.total / 37);
    const seen: { id: number; state: string }[] = [...first.items];
    for (let p = 2; p <= pages; p++) seen.push(...(await list(body(p))).items);
    expect(new Set(seen.map((r) => r.id)).size).toBe(first.total);
    const sorted = [...seen].sort((a, b) => (a.state === b.state ? b.id - a.id : a.state < b.state ? 1 : -1));
    expect(seen.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
  });

  it('a deep page holds the same rows as reading the list up to it', async () => {
    const deep = await list({ _order: { field: 'state', direction: 'ASC' }, _paginate: { page: 300, max_rows: 25 } });
    const { rows } = await ctx.database.pool.query(
      'SELECT id FROM digital_account WHERE company_id = $1 ORDER BY state, id LIMIT 25 OFFSET 7475', [companyId]);
    expect(deep.items.map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('refuses to sort by a column no index serves, in Spanish', async () => {
    const res = await admin.post('/api/v1/admin/digital-account/list', { _order: 'password ASC' });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain('No se puede ordenar por "password"');
    expect((await admin.post('/api/v1/admin/balance-movements/list', { _order: 'user_name ASC' })).statusCode).toBe(422);
  });
});

describe('export from one snapshot', () => {
  it('exports every row of the list, in its order, and is the same rows as the list', async () => {
    const body = { data: { expiry_date: '2027-01-07' }, _order: { field: 'login', direction: 'ASC' } };
    const res = await admin.post('/api/v1/admin/digital-account/export', { ...body, all: true });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const sheet = book.worksheets[0];
    const ids = [] as number[];
    sheet.eachRow((row, n) => { if (n > 1) ids.push(Number(row.getCell(1).value)); });
    const listed = await list({ ...body, _paginate: { page: 1, max_rows: 1000 } });
    expect(ids.length).toBe(listed.total);
    expect(ids).toEqual(listed.items.map((r) => r.id));
  });

  it('rows written while an export runs neither appear in it nor move its rows', async () => {
    const service = ctx.app.resourceService('digital-account')!;
    const params = { data: { expiry_date: '2027-01-09' }, _order: { field: 'id', direction: 'ASC' as const } };
    const before = (await ctx.database.pool.query(
      `SELECT id FROM digital_account WHERE company_id = $1 AND expiry_date = '2027-01-09' ORDER BY id`, [companyId])).rows.map((r) => r.id);
    const batches = service.repo.iterate(ctx.database.db, { companyId, subtreePath: null }, params, 50);
    const got: number[] = [];
    const first = await batches.next();
    got.push(...(first.value as { id: number }[]).map((r) => r.id));
    // meanwhile: a new matching row, and a row of the snapshot deleted
    await ctx.database.pool.query(`INSERT INTO digital_account (company_id, type_digital_account_id, login, password, expiry_date)
      VALUES ($1, $2, 'nueva-durante-exportacion', 'x', '2027-01-09')`, [companyId, productId]);
    await ctx.database.pool.query('DELETE FROM digital_account WHERE id = $1', [before[before.length - 1]]);
    for await (const rows of batches) got.push(...rows.map((r) => r.id as number));
    expect(got).toEqual(before);
  });

  it('a consumer that stops early gives the connection back', async () => {
    const service = ctx.app.resourceService('digital-account')!;
    for (let i = 0; i < 30; i++) {
      for await (const rows of service.repo.iterate(ctx.database.db, { companyId, subtreePath: null }, {}, 10)) {
        expect(rows.length).toBe(10);
        break;
      }
    }
    // 30 abandoned exports, none holding a connection (the pool has 20)
    expect(ctx.database.pool.waitingCount).toBe(0);
    expect(ctx.database.pool.totalCount - ctx.database.pool.idleCount).toBe(0);
  });
});
