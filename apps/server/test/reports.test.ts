import { REPORTS, reportByName, todayBogota } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { expectedBody, readSheet } from './report-helpers.ts';
import { callerFor, createBuyers, demoCompanyId, key, one, productWithStock, rows } from './sales-helpers.ts';

/*
 * Fixture (hand-computed): a product P of price_base $10.000 sold only here, in a network of its own under admin:
 *   A (distributor, level 1) and its sibling B; C (distributor) under A, which sells to its child distributors at
 *   $12.000; K (client) under C, which sells to its clients at $14.000.
 *   A buys 2 ($20.000) · B buys 1 ($10.000) · C buys 3 ($36.000: A earns 3 × $2.000) · K buys 1 ($14.000: C earns
 *   $2.000, A $2.000) · C buys 1 ($12.000, A earns $2.000) and admin annuls it (A gives the $2.000 back).
 * Sales count for their buyer, a client's for its seller: C sold 2 orders, 4 units, $50.000; A 1, 2, $20.000; B 1,
 * 1, $10.000. A's commissions from its child C's network: 3 positive rows net $8.000; C's from K: $2.000.
 */
let ctx: TestContext;
let admin: Caller;
let root: Caller;
let cliente: Caller;
let A: Caller; let B: Caller; let C: Caller;
const id: Record<string, number> = {};
let product: number;
let demo: number;
const today = todayBogota();

const get = async (who: Caller, name: string, query: Record<string, unknown> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return who.get(`/api/v1/reports/${name}${qs ? `?${qs}` : ''}`);
};
const report = async (who: Caller, name: string, query: Record<string, unknown> = {}) => {
  const res = await get(who, name, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Record<string, any>[]; totals: Record<string, number>; total: number; filters: Record<string, unknown> };
};
const buy = async (who: Caller, quantity: number) => {
  const res = await who.post('/api/v1/purchase', { type_digital_account_id: product, quantity }, { 'idempotency-key': key() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as { id: number };
};
const today1 = { from: today, to: today };
const demoAnswers: Record<string, Awaited<ReturnType<typeof report>>> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  demo = await demoCompanyId(ctx);
  [admin, root, cliente] = await Promise.all(['admin', 'root', 'cliente'].map((u) => ctx.as(u)));
  // the demo seed alone, before the fixture adds anything
  for (const r of REPORTS) demoAnswers[r.name] = await report(r.roles?.includes('Root') ? root : admin, r.name);
  product = await productWithStock(ctx, { name: 'REPORTE PRUEBA', price: 1_000_000, accounts: 3, perAccount: 5 });
  const [a] = await createBuyers(ctx, 1, { parent: 'admin', balance: 10_000_000, prefix: 'rpta' });
  const [b] = await createBuyers(ctx, 1, { parent: 'admin', balance: 10_000_000, prefix: 'rptb' });
  const [c] = await createBuyers(ctx, 1, { parent: 'rpta0', balance: 10_000_000, prefix: 'rptc' });
  const [k] = await createBuyers(ctx, 1, { parent: 'rptc0', rol: 'Cliente', balance: 10_000_000, prefix: 'rptk' });
  Object.assign(id, { A: a.id, B: b.id, C: c.id, K: k.id });
  [A, B, C] = [a, b, c].map((u) => callerFor(ctx, u.token));
  const K = callerFor(ctx, k.token);
  await ctx.database.db.execute(sql`INSERT INTO distributor_price (company_id, seller_id, type_digital_account_id, audience, price)
    VALUES (${demo}, ${a.id}, ${product}, 'distributor', 1200000), (${demo}, ${c.id}, ${product}, 'client', 1400000)`);
  await buy(A, 2);
  await buy(B, 1);
  await buy(C, 3);
  await buy(K, 1);
  const undone = await buy(C, 1);
  const annul = await admin.post(`/api/v1/admin/order/${undone.id}/annul`, { reason: 'Error en el pedido' }, { 'idempotency-key': key() });
  expect(annul.statusCode, annul.body).toBe(200);
});
afterAll(() => ctx.close());

describe('every report shows the demo data right after a fresh start', () => {
  it.each(REPORTS.map((r) => r.name))('%s has rows for who may open it', (name) => {
    const body = demoAnswers[name];
    expect(body.items.length, name).toBeGreaterThan(0);
    expect(body.filters).toMatchObject({ to: today, at: today });
  });
});

describe('figures against the hand-computed fixture', () => {
  it('top-sales ranks sellers (a client\'s purchase counts for its seller), with shares and totals', async () => {
    const body = await report(admin, 'top-sales', { ...today1, type_digital_account_id: product });
    expect(body.items.map((r) => [r.position, r.seller_id, r.orders, r.units, r.amount, r.share])).toEqual([
      [1, id.C, 2, 4, 5_000_000, 62.5], [2, id.A, 1, 2, 2_000_000, 25], [3, id.B, 1, 1, 1_000_000, 12.5],
    ]);
    expect(body.totals).toEqual({ orders: 4, units: 7, amount: 8_000_000 });
    const annulled = await report(admin, 'top-sales', { ...today1, type_digital_account_id: product, state: 'annulled' });
    expect(annulled.items.map((r) => [r.seller_id, r.orders, r.units, r.amount])).toEqual([[id.C, 1, 1, 1_200_000]]);
  });

  it('top-sales-children: the first line for staff, a distributor\'s own children for it', async () => {
    const staff = await report(admin, 'top-sales-children', { ...today1, type_digital_account_id: product });
    const byChild = Object.fromEntries(staff.items.map((r) => [r.child_id, [r.orders, r.units, r.amount, r.own_amount]]));
    expect(byChild[id.A]).toEqual([3, 6, 7_000_000, 2_000_000]);
    expect(byChild[id.B]).toEqual([1, 1, 1_000_000, 1_000_000]);
    expect(staff.items[0].child_id).toBe(id.A);
    const mine = await report(A, 'top-sales-children', { ...today1, type_digital_account_id: product });
    expect(mine.items.map((r) => [r.child_id, r.orders, r.units, r.amount, r.own_amount])).toEqual([[id.C, 2, 4, 5_000_000, 3_600_000]]);
  });

  it('top-sales-by-product: units, amount and average price of the seller\'s network', async () => {
    const body = await report(admin, 'top-sales-by-product', { ...today1, seller_id: id.A });
    expect(body.items).toEqual([expect.objectContaining({ position: 1, product_id: product, orders: 3, units: 6, amount: 7_000_000, average_price: 1_166_667, share: 100 })]);
  });

  it('sales-comparison-distributor: each month against the same month a year before', async () => {
    const body = await report(admin, 'sales-comparison-distributor', { ...today1, seller_id: id.A, type_digital_account_id: product });
    expect(body.items).toEqual([{ month: today.slice(0, 7), orders: 3, units: 6, amount: 7_000_000, previous_units: 0, previous_amount: 0, change: null }]);
    const year = await report(admin, 'sales-comparison-distributor', { seller_id: id.A, type_digital_account_id: product });
    expect(year.items).toHaveLength(12);
    expect(year.totals.amount).toBe(7_000_000);
  });

  it('person-activies: purchases per person of the network (annulled ones are not purchases)', async () => {
    const body = await report(admin, 'person-activies', { ...today1, seller_id: id.A });
    const byUser = Object.fromEntries(body.items.map((r) => [r.user_id, [r.purchases, r.purchases_amount, r.top_ups, r.tickets]]));
    expect(byUser).toEqual({ [id.A]: [1, 2_000_000, 0, 0], [id.C]: [1, 3_600_000, 0, 0], [id.K]: [1, 1_400_000, 0, 0] });
    const logged = await report(admin, 'person-activies', today1);
    expect(logged.items.find((r) => r.username === 'admin')?.last_login).toBeTruthy();
  });

  it('linked-distributors: who linked whom in the period, active and inactive', async () => {
    const body = await report(admin, 'linked-distributors', { ...today1, seller_id: id.A });
    expect(body.items).toEqual([expect.objectContaining({ month: today.slice(0, 7), parent_id: id.A, registered: 1, active: 1, inactive: 0 })]);
    await ctx.database.db.execute(sql`UPDATE users SET active = false WHERE id = ${id.C}`);
    const inactive = await report(admin, 'linked-distributors', { ...today1, seller_id: id.A, state: 'inactive' });
    expect(inactive.items).toEqual([expect.objectContaining({ registered: 1, active: 0, inactive: 1 })]);
    expect((await report(admin, 'linked-distributors', { ...today1, seller_id: id.A, state: 'active' })).items).toEqual([]);
    await ctx.database.db.execute(sql`UPDATE users SET active = true WHERE id = ${id.C}`);
  });

  it('top-children-comissions: net of the annulment, traced to the child whose network bought', async () => {
    const mine = await report(A, 'top-children-comissions', today1);
    expect(mine.items.map((r) => [r.earner_id, r.child_id, r.sales, r.amount])).toEqual([[id.A, id.C, 3, 800_000]]);
    const cs = await report(C, 'top-children-comissions', today1);
    expect(cs.items.map((r) => [r.earner_id, r.child_id, r.sales, r.amount])).toEqual([[id.C, id.K, 1, 200_000]]);
    const staff = await report(admin, 'top-children-comissions', { ...today1, seller_id: id.A });
    expect(staff.items).toEqual(mine.items);
    expect((await report(B, 'top-children-comissions', today1)).items).toEqual([]);
  });
});

describe('balances at a date come from the ledger rows', () => {
  const sumTo = async (accountType: string, accountId: number, day: string) => Number((await one(ctx, sql`SELECT coalesce(sum(amount), 0)::bigint AS s
    FROM ledger_entry WHERE account_type = ${accountType} AND account_id = ${accountId}
      AND created_at < ((${day}::date + 1)::timestamp AT TIME ZONE 'America/Bogota')`)).s);

  it('balance-current at a past date = the sum of the rows to that date; today = the cached balance', async () => {
    // a row of three days ago, written as the ledger writes it (the cached balance moves with it)
    await ctx.database.db.execute(sql`WITH r AS (INSERT INTO ledger_entry (company_id, account_type, account_id, amount, balance_after, kind, note, created_at)
      VALUES (${demo}, 'user', ${id.B}, 50000, 50000, 'adjustment', 'Ajuste antiguo', now() - interval '3 days') RETURNING amount)
      UPDATE users SET balance = balance + (SELECT amount FROM r) WHERE id = ${id.B}`);
    const past = (await rows<{ d: string }>(ctx, sql`SELECT to_char((now() AT TIME ZONE 'America/Bogota')::date - 2, 'YYYY-MM-DD') AS d`))[0].d;
    const atPast = await report(admin, 'balance-current', { at: past });
    expect(atPast.items.find((r) => r.user_id === id.B)).toMatchObject({ balance: 50_000, last_movement_at: expect.any(String) });
    for (const r of atPast.items) expect(r.balance, r.username).toBe(await sumTo('user', r.user_id, past));
    expect(atPast.totals.balance).toBe(atPast.items.reduce((s, r) => s + r.balance, 0));
    const now = await report(admin, 'balance-current');
    for (const r of now.items) expect(r.balance, r.username).toBe(r.current_balance);
    expect(now.totals.balance).toBe(now.totals.current_balance);
  });

  it('balance-company-current: every company for root only, equal to the cached balance today', async () => {
    const now = await report(root, 'balance-company-current');
    expect(now.items.map((r) => r.company_id)).toEqual(expect.arrayContaining([demo, 3]));
    for (const r of now.items) expect(r.balance, r.company_name).toBe(r.current_balance);
    const past = await report(root, 'balance-company-current', { at: '2020-01-01' });
    for (const r of past.items) expect(r.balance).toBe(await sumTo('company', r.company_id, '2020-01-01'));
    expect((await get(admin, 'balance-company-current')).statusCode).toBe(403);
    const superUser = await ctx.as('super');
    expect((await get(superUser, 'balance-company-current')).statusCode).toBe(403);
  });
});

describe('scope: a distributor sees its subtree, never a sibling; another tenant never', () => {
  const fixtureUsers = () => new Set([id.A, id.B, id.C, id.K]);
  const mentions = (items: Record<string, any>[]) => new Set(items.flatMap((r) => [r.seller_id, r.child_id, r.user_id, r.earner_id, r.parent_id]).filter((v) => fixtureUsers().has(v)));

  it.each(REPORTS.filter((r) => !r.roles).map((r) => r.name))('%s: B sees nothing of A\'s network, A nothing of B', async (name) => {
    const ofB = await report(B, name, today1);
    expect([...mentions(ofB.items)].filter((u) => u !== id.B), name).toEqual([]);
    const ofA = await report(A, name, today1);
    expect(mentions(ofA.items).has(id.B), name).toBe(false);
    // naming a seller outside the reach reads as missing
    expect((await get(B, name, { seller_id: id.A })).statusCode, name).toBe(404);
  });

  it.each(REPORTS.filter((r) => !r.roles).map((r) => r.name))('%s: another company sees none of these rows', async (name) => {
    const other = await report(root, name, today1);
    expect([...mentions(other.items)], name).toEqual([]);
    expect((await get(root, name, { seller_id: id.A })).statusCode, name).toBe(404);
    // root acting on the demo company (x-tenant) does see them
    const chosen = callerFor(ctx, root.token);
    const res = await chosen.request('GET', `/api/v1/reports/${name}?from=${today}&to=${today}`, undefined, { 'x-tenant': String(demo) });
    expect(res.statusCode).toBe(200);
  });

  it('the seller picker offers only the reach', async () => {
    const ofA = (await A.get('/api/v1/reports/top-sales/sellers')).json().items.map((u: any) => u.id);
    expect(ofA.sort()).toEqual([id.A, id.C, id.K].sort());
    const found = (await admin.get('/api/v1/reports/top-sales/sellers?q=rptc')).json().items.map((u: any) => u.id);
    expect(found).toEqual([id.C]);
    expect((await cliente.get('/api/v1/reports/top-sales/sellers')).statusCode).toBe(403);
  });

  it('a client opens none of them; bad filters change nothing and answer in Spanish', async () => {
    for (const r of REPORTS) expect((await get(cliente, r.name)).statusCode, r.name).toBe(403);
    expect((await get(admin, 'no-existe')).statusCode).toBe(404);
    const reversed = await get(admin, 'top-sales', { from: '2026-02-01', to: '2026-01-01' });
    expect(reversed.statusCode).toBeGreaterThanOrEqual(400);
    expect(reversed.json().errors.from).toMatch(/fecha inicial no puede ser posterior/);
    expect((await get(admin, 'top-sales', { state: 'borrado' })).statusCode).toBe(422);
    expect((await get(admin, 'top-sales', { from: '2026-02-31' })).json().errors.from).toMatch(/no es una fecha real/);
    expect((await get(admin, 'sales-comparison-distributor', { from: '1990-01-01' })).json().msg).toMatch(/máximo 10 años/);
    expect((await get(admin, 'sales-comparison-distributor', { from: '0001-01-01', to: '0001-02-01' })).statusCode).toBe(422);
    expect((await get(admin, 'top-sales', { desde: '2026-01-01' })).statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('menu', () => {
  const reportEntries = async (who: Caller) => (await who.get('/api/auth/get-menu/main')).json().menu.groups
    .flatMap((g: any) => g.items.map((i: any) => i.id)).filter((i: string) => REPORTS.some((r) => i === `${r.name}-export`));
  it('offers each report page by permission: root all, admin and distributors all but the company balances, clients none', async () => {
    const all = REPORTS.map((r) => `${r.name}-export`);
    expect((await reportEntries(root)).sort()).toEqual([...all].sort());
    const notRoot = all.filter((i) => i !== 'balance-company-current-export').sort();
    expect((await reportEntries(admin)).sort()).toEqual(notRoot);
    expect((await reportEntries(await ctx.as('distribuidor'))).sort()).toEqual(notRoot);
    expect(await reportEntries(cliente)).toEqual([]);
    expect(await reportEntries(await ctx.as('renovaciones'))).toEqual([]);
  });
});

describe('export: the xlsx holds the same rows as the JSON', () => {
  it.each(REPORTS.map((r) => r.name))('%s', async (name) => {
    const def = reportByName(name)!;
    const who = def.roles ? root : admin;
    // the last 30 days hold every seeded sale, where this month holds none on its first days
    const query = def.filters.includes('period') ? `?from=${todayBogota(new Date(Date.now() - 30 * 86_400_000))}&to=${today}` : '';
    const json = (await who.get(`/api/v1/reports/${name}${query}`)).json();
    const file = await who.get(`/api/v1/reports/${name}/export${query}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`${name}.xlsx`);
    const { sheet, header, body } = await readSheet(file.rawPayload);
    expect(header).toEqual(def.columns.map((c) => c.label));
    expect(body).toEqual(expectedBody(def, json.items));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    if (def.columns.some((c) => c.kind === 'money')) {
      const money = def.columns.findIndex((c) => c.kind === 'money') + 1;
      expect(sheet.getColumn(money).numFmt ?? sheet.getRow(2).getCell(money).numFmt).toContain('$');
    }
  });
});
