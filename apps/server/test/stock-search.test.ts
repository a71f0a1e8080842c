import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_CAP, SEARCH_COUNT_CAP } from '../src/engine/count-rows.ts';
import { columnSample, rarePieces } from '../src/engine/rare-trigrams.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { demoCompanyId, rows } from './sales-helpers.ts';

/**
 * The stock list's contains-search with a term every row starts or ends with (the hard search): the rows whose
 * login starts (or ends) with the term settle "more than the cap" from an index (engine/prefix-probe.ts), the page
 * is found by walking the list's order, a term typed in the middle is found through its rare trigrams
 * (engine/rare-trigrams.ts), and the answer is still every row containing the term anywhere, in any case, exactly
 * as `login ILIKE '%term%'` finds them. A search counts exactly up to SEARCH_COUNT_CAP rows.
 */

let ctx: TestContext;
let admin: Caller;
let company: number;
const PREFIX_ROWS = EXACT_COUNT_CAP + 50;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  company = await demoCompanyId(ctx);
  const [product] = await rows<{ id: number }>(ctx, sql`SELECT id FROM type_digital_account WHERE company_id = ${company} ORDER BY id LIMIT 1`);
  // more rows starting with the common part than the cap; then, newest, a few containing it only in the middle
  await ctx.database.db.execute(sql`INSERT INTO digital_account (company_id, type_digital_account_id, login, password, state)
    SELECT ${company}, ${product.id}, 'lotecomun' || g || '@proveedor.co', 'clave' || g, 'available' FROM generate_series(1, ${PREFIX_ROWS}) g`);
  await ctx.database.db.execute(sql`INSERT INTO digital_account (company_id, type_digital_account_id, login, password, state)
    SELECT ${company}, ${product.id}, 'otra-LOTECOMUN5' || g || '@proveedor.co', 'clave' || g, 'available' FROM generate_series(1, 30) g`);
  await ctx.database.db.execute(sql`ANALYZE digital_account`);
});
afterAll(() => ctx.close());

const search = async (q: string, page = 1) => {
  const res = await admin.post('/api/v1/admin/digital-account/list', { data: { q }, _paginate: { page, max_rows: 25 } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number; login: string }[]; total: number; total_estimated?: true };
};

/** What the search must find: every row of the company containing the term (literally, in any case), newest first. */
const expected = async (q: string, page = 1) => {
  const found = await rows<{ id: number }>(ctx, sql`SELECT id FROM digital_account WHERE company_id = ${company} AND strpos(lower(login), lower(${q})) > 0
    ORDER BY id DESC LIMIT 25 OFFSET ${(page - 1) * 25}`);
  const [{ n }] = await rows<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM digital_account WHERE company_id = ${company} AND strpos(lower(login), lower(${q})) > 0`);
  return { ids: found.map((r) => r.id), n };
};

describe('stock list: the hard search', () => {
  it('past the cap by its prefix, still finds the rows containing the term anywhere and in any case', async () => {
    const answer = await search('lotecomun');
    const truth = await expected('lotecomun');
    expect(truth.n).toBe(PREFIX_ROWS + 30);
    expect(answer.items.map((i) => i.id)).toEqual(truth.ids);
    // the newest rows hold the term only in the middle and in capitals: the prefix never decides which rows show
    expect(answer.items[0].login).toMatch(/^otra-LOTECOMUN5/);
    expect(answer).toMatchObject({ total_estimated: true });
    expect(answer.total).toBeGreaterThan(EXACT_COUNT_CAP);
    const second = await search('lotecomun', 2);
    expect(second.items.map((i) => i.id)).toEqual((await expected('lotecomun', 2)).ids);
  });

  it('past the cap by its ending (a common domain), finds the same rows as ILIKE, on the first page and deeper', async () => {
    for (const q of ['@proveedor.co', 'proveedor.co']) {
      const answer = await search(q);
      const truth = await expected(q);
      expect(truth.n).toBe(PREFIX_ROWS + 30);
      expect([q, answer.items.map((i) => i.id)]).toEqual([q, truth.ids]);
      expect(answer).toMatchObject({ total_estimated: true });
      expect(answer.total).toBeGreaterThan(EXACT_COUNT_CAP);
      const deeper = await search(q, 3);
      expect([q, deeper.items.map((i) => i.id)]).toEqual([q, (await expected(q, 3)).ids]);
    }
    // in capitals the ending proves nothing (the index is case-sensitive): the usual plan finds the same rows
    const upper = await search('@PROVEEDOR.CO');
    expect(upper.items.map((i) => i.id)).toEqual((await expected('@PROVEEDOR.CO')).ids);
  });

  it('below the search cap, answers the exact total and the same rows as ILIKE', async () => {
    // a % or _ typed by a person is a character, not a wildcard
    for (const q of ['lotecomun57', 'LoteComun77', 'comun123@', 'mun59', 'lotecomun%', 'lotecomun_']) {
      const answer = await search(q);
      const truth = await expected(q);
      expect(truth.n).toBeLessThanOrEqual(SEARCH_COUNT_CAP);
      expect([q, answer.items.map((i) => i.id)]).toEqual([q, truth.ids]);
      expect([q, answer.total, answer.total_estimated]).toEqual([q, truth.n, undefined]);
    }
    // the first page of 'mun5' is among the newest rows (the 30 in capitals); its second page is not, and comes
    // from the usual plan: the pages still follow one another without a gap
    const second = await search('mun5', 2);
    expect(second.items.map((i) => i.id)).toEqual((await expected('mun5', 2)).ids);
  });

  it('past the search cap by a term in the middle, says "more than 1,000" without counting the rest, same rows', async () => {
    // lotecomun5, 5x, 5xx, 5xxx and the 30 newest in capitals: 1,141 rows, none starting or ending with the term
    for (const q of ['comun5', 'LOTECOMUN5', 'mun5']) {
      const truth = await expected(q);
      expect(truth.n).toBe(1 + 10 + 100 + 1000 + 30);
      for (const page of [1, 2, 30]) {
        const answer = await search(q, page);
        expect([q, page, answer.items.map((i) => i.id)]).toEqual([q, page, (await expected(q, page)).ids]);
        // counted up to the search cap only: the planner's estimate, never less than the cap and one more, and says so
        expect([q, page, answer.total_estimated]).toEqual([q, page, true]);
        expect(answer.total).toBeGreaterThan(SEARCH_COUNT_CAP);
      }
    }
  });

  it('gives the trigram index only the pieces of the term the table does not share widely', async () => {
    // logins shaped as the bench's: every one holds "cuenta" and "@correo", one in 97 "correo96", one in 12 "eo9",
    // one in 9 "ta9"
    const logins = Array.from({ length: 1000 }, (_, g) => `cuenta${g + 1}@correo${(g + 1) % 97}.com`);
    const shaped = { values: logins, shares: logins.map(() => 1 / logins.length) };
    expect(rarePieces('correo96', shaped)).toEqual(['eo9', 'o96']);
    expect(rarePieces('Cuenta99@', shaped)).toEqual(['ta9', 'a99']);
    // nothing common to leave out, or nothing rare to find the rows by: the whole term, as before
    expect(rarePieces('zapatilla', shaped)).toBeUndefined();
    expect(rarePieces('@correo', shaped)).toBeUndefined();
    expect(rarePieces('correo96', { values: [], shares: [] })).toBeUndefined();

    // ANALYZE's own sample of this table: "lotecomun" and "proveedor" are in nearly every login
    const sample = await columnSample(ctx.database.db, 'digital_account', 'login');
    expect(sample.values.length).toBeGreaterThan(20);
    const pieces = rarePieces('comun57', sample);
    expect(pieces).toContain('n57');
    expect(pieces).not.toContain('com');
    expect(pieces).not.toContain('mun');
  });
});
