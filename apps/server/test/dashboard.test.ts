import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccountOf, report } from './consignment-helpers.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import {
  balanceOf, callerFor, createBuyers, demoCompanyId, one, productId, productWithStock, rows, topUp, userIdOf,
} from './sales-helpers.ts';

/*
 * GET /api/v1/dashboard. Each figure is checked against a fixture built here by hand: the demo
 * data is there too, so figures are read before and after and the difference must be exactly the fixture's.
 */

let ctx: TestContext;
let admin: Caller;
let dist: Caller;
let sub: Caller;
let client: Caller;
let demo: number;
let ids: Record<string, number>;
let netflix: number;

const dashboardOf = async (caller: Caller) => {
  const res = await caller.get('/api/v1/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().dashboard;
};

beforeAll(async () => {
  ctx = await createTestContext();
  demo = await demoCompanyId(ctx);
  [admin, dist, sub, client] = await Promise.all(['admin', 'distribuidor', 'subdistribuidor', 'cliente'].map((u) => ctx.as(u)));
  ids = Object.fromEntries(await Promise.all(['admin', 'distribuidor', 'subdistribuidor', 'cliente'].map(async (u) => [u, await userIdOf(ctx, u)])));
  netflix = await productId(ctx, 'NETFLIX');
  await topUp(ctx, demo, ids.cliente, 10_000_000);
});
afterAll(() => ctx.close());

describe('staff dashboard', () => {
  it('counts a sale, its revenue and commissions, a pending consignment, a ticket and a low-stock product', async () => {
    const low = await productWithStock(ctx, { name: 'DASH POCO', price: 900_000, accounts: 1, perAccount: 2 });
    const plenty = await productWithStock(ctx, { name: 'DASH MUCHO', price: 900_000, accounts: 3, perAccount: 4 });
    const before = await dashboardOf(admin);
    expect(before.view).toBe('staff');
    const netflixBefore = before.stock.find((s: any) => s.type_digital_account_id === netflix).units;

    // the fixture: the client buys one NETFLIX (pays 1.900.000: sub earns 400.000, dist 100.000, the company 1.400.000)
    const sale = await client.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 1 });
    expect(sale.statusCode, sale.body).toBe(200);
    expect(sale.json().order.total).toBe(1_900_000);
    await report(client, { bank_account_id: await bankAccountOf(client) });
    const ticket = await dist.post('/api/v1/admin/support-ticket', { subject: 'No carga el perfil', description: 'El perfil no abre desde ayer.' });
    expect(ticket.statusCode, ticket.body).toBe(201);

    const after = await dashboardOf(admin);
    for (const p of ['today', 'month'] as const) {
      expect(after[p].sales.count - before[p].sales.count, p).toBe(1);
      expect(after[p].sales.amount - before[p].sales.amount, p).toBe(1_900_000);
      expect(after[p].revenue - before[p].revenue, p).toBe(1_400_000);
      expect(after[p].commissions - before[p].commissions, p).toBe(500_000);
    }
    expect(after.pending_consignments - before.pending_consignments).toBe(1);
    expect(after.open_tickets - before.open_tickets).toBe(1);
    expect(after.stock.find((s: any) => s.type_digital_account_id === netflix).units).toBe(netflixBefore - 1);
    expect(after.stock.find((s: any) => s.type_digital_account_id === low)).toMatchObject({ name: 'DASH POCO', units: 2, low: true });
    expect(after.stock.find((s: any) => s.type_digital_account_id === plenty)).toMatchObject({ units: 12, low: false });
    expect(after.low_stock_threshold).toBe(5);

    // the chart: 30 Bogota days ending today, today's point moved by the sale
    expect(after.sales_by_day).toHaveLength(30);
    expect(after.sales_by_day.at(-1).day).toBe(after.period.today);
    expect(after.sales_by_day.at(-1).amount - before.sales_by_day.at(-1).amount).toBe(1_900_000);
    expect(after.sales_by_day.reduce((s: number, d: any) => s + d.count, 0)).toBeGreaterThanOrEqual(after.today.sales.count);
  });

  it('flags low stock at the company configured threshold (configuration low_stock_threshold)', async () => {
    const product = await productWithStock(ctx, { name: 'DASH UMBRAL', price: 900_000, accounts: 1, perAccount: 3 });
    const lowOf = async () => (await dashboardOf(admin)).stock.find((s: any) => s.type_digital_account_id === product);
    expect(await lowOf()).toMatchObject({ units: 3, low: true });
    const updated = await ctx.database.db.execute(sql`UPDATE configuration SET value_conf = '2' WHERE company_id = ${demo} AND name = 'low_stock_threshold' RETURNING id`);
    expect(updated.rows).toHaveLength(1);
    expect(await lowOf()).toMatchObject({ units: 3, low: false });
    expect((await dashboardOf(admin)).low_stock_threshold).toBe(2);
    await ctx.database.db.execute(sql`UPDATE configuration SET value_conf = '5' WHERE company_id = ${demo} AND name = 'low_stock_threshold'`);
  });

  it('matches the figures straight from the tables (orders, ledger, consignments, tickets, faults, renewals)', async () => {
    const d = await dashboardOf(admin);
    const monthStart = sql`((date_trunc('month', (now() AT TIME ZONE 'America/Bogota'))::date)::timestamp AT TIME ZONE 'America/Bogota')`;
    const orders = await one<{ n: number; amount: string }>(ctx, sql`SELECT count(*)::int AS n, coalesce(sum(total), 0) AS amount FROM orders
      WHERE company_id = ${demo} AND status = 'finalized' AND finalized_at >= ${monthStart}`);
    expect(d.month.sales).toEqual({ count: orders.n, amount: Number(orders.amount) });
    const commissions = await one<{ s: string }>(ctx, sql`SELECT coalesce(sum(amount), 0) AS s FROM ledger_entry
      WHERE company_id = ${demo} AND account_type = 'user' AND kind = 'commission' AND created_at >= ${monthStart}`);
    expect(d.month.commissions).toBe(Number(commissions.s));
    const count = async (table: string, where: string) =>
      (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE company_id = ${demo} AND ${sql.raw(where)}`)).n;
    expect(d.pending_consignments).toBe(await count('consignments', `consignments_state = 'draft'`));
    expect(d.renewals_due).toBe(await count('renovation_ticket', `renovation_ticket_status = 'to_be_renewed'`));
    expect(d.open_client_tickets).toBe(await count('support_client', `support_client_status = 'open'`));
    expect(d.open_faults).toBe(await count('report_fault_account', `status = 'open'`));
    expect(d.open_faults).toBeGreaterThan(0);
    expect(d.renewals_due).toBeGreaterThan(0);
  });

  it('shows the renewal desk only the after-sale part its permissions open', async () => {
    const d = await dashboardOf(await ctx.as('renovaciones'));
    expect(d.view).toBe('staff');
    expect(d).toMatchObject({ today: null, month: null, pending_consignments: null, stock: null, sales_by_day: null, open_tickets: null });
    expect(d.renewals_due).toBe((await dashboardOf(admin)).renewals_due);
  });
});

describe('distributor dashboard (its own subtree)', () => {
  it('counts its network sales and commissions, never a sibling subtree', async () => {
    // a sibling of subdistribuidor: a child of distribuidor with its own buyer
    const [sibling] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 20_000_000, prefix: 'dashsib' });
    const siblingCaller = callerFor(ctx, sibling.token);
    const beforeDist = await dashboardOf(dist);
    const beforeSub = await dashboardOf(sub);
    expect(beforeDist.view).toBe('distributor');

    const bySibling = await siblingCaller.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 1 });
    expect(bySibling.statusCode, bySibling.body).toBe(200);
    const siblingTotal = bySibling.json().order.total as number;
    const byClient = await client.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 1 });
    expect(byClient.statusCode, byClient.body).toBe(200);

    const afterDist = await dashboardOf(dist);
    const afterSub = await dashboardOf(sub);
    // subdistribuidor: only its client's sale (1.900.000), its commission 400.000; the sibling's sale is not its
    expect(afterSub.month_sales.count - beforeSub.month_sales.count).toBe(1);
    expect(afterSub.month_sales.amount - beforeSub.month_sales.amount).toBe(1_900_000);
    expect(afterSub.month_commissions - beforeSub.month_commissions).toBe(400_000);
    // distribuidor: both (its cost is 1.400.000: it earns 100.000 from the client's and the sibling's margin)
    expect(afterDist.month_sales.count - beforeDist.month_sales.count).toBe(2);
    expect(afterDist.month_sales.amount - beforeDist.month_sales.amount).toBe(1_900_000 + siblingTotal);
    expect(afterDist.month_commissions - beforeDist.month_commissions).toBe(100_000 + (siblingTotal - 1_400_000));
    expect(afterDist.balance).toBe(await balanceOf(ctx, ids.distribuidor));
    expect(afterDist.store_code).toBe('DIST01');

    // children: one row per direct child, the sibling with exactly its sale, subdistribuidor with its subtree's
    const childIds = (await rows<{ id: number }>(ctx, sql`SELECT id FROM users WHERE parent_id = ${ids.distribuidor}`)).map((r) => r.id).sort();
    expect(afterDist.children.map((c: any) => c.id).sort()).toEqual(childIds);
    expect(afterDist.children.find((c: any) => c.id === sibling.id)).toMatchObject({ sales: { count: 1, amount: siblingTotal }, last_login: null });
    const subRow = afterDist.children.find((c: any) => c.id === ids.subdistribuidor);
    expect(subRow.sales).toEqual(afterSub.month_sales);
    expect(subRow.last_login).not.toBeNull();
    expect(afterSub.children.some((c: any) => c.id === sibling.id)).toBe(false);
  });

  it('counts renewals due in its subtree only', async () => {
    const subtree = async (userId: number) => (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM renovation_ticket t JOIN users u ON u.id = t.user_id
      WHERE t.company_id = ${demo} AND t.renovation_ticket_status = 'to_be_renewed'
        AND u.path LIKE (SELECT path FROM users WHERE id = ${userId}) || '%'`)).n;
    expect((await dashboardOf(dist)).renewals_due).toBe(await subtree(ids.distribuidor));
    expect((await dashboardOf(sub)).renewals_due).toBe(await subtree(ids.subdistribuidor));
  });
});

describe('client dashboard (only its own)', () => {
  it('shows its balance, what expires within the notice days and its tickets, nobody else', async () => {
    const mine = await one<{ id: number }>(ctx, sql`SELECT p.id FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
      WHERE p.user_id = ${ids.cliente} AND p.state IN ('sold', 'renewed') AND a.owner_id IS NULL ORDER BY p.id LIMIT 1`);
    const theirs = await one<{ id: number }>(ctx, sql`SELECT p.id FROM profiles p WHERE p.user_id <> ${ids.cliente} AND p.state IN ('sold', 'renewed') ORDER BY p.id LIMIT 1`);
    await ctx.database.db.execute(sql`UPDATE profiles SET renewal_limit_date = (now() AT TIME ZONE 'America/Bogota')::date + 1 WHERE id IN (${mine.id}, ${theirs.id})`);
    const ticket = await client.post('/api/v1/admin/support-client', { subject: 'Consulta del tablero', description: 'Necesito ayuda con mi cuenta.' });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const other = await createBuyers(ctx, 1, { parent: 'subdistribuidor', rol: 'Cliente', balance: 0, prefix: 'dashcli' });
    const otherTicket = await callerFor(ctx, other[0].token).post('/api/v1/admin/support-client', { subject: 'Ticket ajeno', description: 'Este no es del cliente demo.' });
    expect(otherTicket.statusCode, otherTicket.body).toBe(201);

    const d = await dashboardOf(client);
    expect(d.view).toBe('client');
    expect(d.balance).toBe(await balanceOf(ctx, ids.cliente));
    expect(d.notice_days).toBe(3);
    expect(d.expiring.find((u: any) => u.kind === 'profile' && u.id === mine.id)).toMatchObject({ days_left: 1 });
    expect(d.expiring.some((u: any) => u.kind === 'profile' && u.id === theirs.id)).toBe(false);
    const ownOpen = await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM support_client WHERE user_id = ${ids.cliente} AND support_client_status = 'open'`);
    expect(d.open_tickets).toBe(ownOpen.n);
    expect(d.tickets.some((t: any) => t.id === ticket.json().item.id)).toBe(true);
    expect(d.tickets.some((t: any) => t.id === otherTicket.json().item.id)).toBe(false);
    expect(d).not.toHaveProperty('stock');
  });
});

describe('tenants', () => {
  it('keeps another company out of a company dashboard, and shows Root every company', async () => {
    const other = await one<{ id: number }>(ctx, sql`INSERT INTO company (name, slug, balance) VALUES ('Otra Tablero', 'otra-tablero', 0) RETURNING id`);
    const before = await dashboardOf(admin);
    // a finalized sale in the other company, and a pending top-up there
    await ctx.database.db.execute(sql`INSERT INTO orders (company_id, number, user_id, type_digital_account_id, product_name, quantity, unit_price, total, status, source, finalized_at)
      VALUES (${other.id}, 1, ${ids.admin}, ${netflix}, 'AJENO', 1, 432_100, 432_100, 'finalized', 'direct', now())`);
    const after = await dashboardOf(admin);
    expect(after.month.sales).toEqual(before.month.sales);
    expect(after.today.sales).toEqual(before.today.sales);

    const root = await ctx.as('root');
    const platform = await dashboardOf(root);
    expect(platform.view).toBe('platform');
    const companies = await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM company WHERE NOT is_root`);
    expect(platform.companies_count).toBe(companies.n);
    expect(platform.companies.find((c: any) => c.id === other.id)).toMatchObject({ name: 'Otra Tablero', balance: 0, month_sales: { count: 1, amount: 432_100 } });
    expect(platform.companies.find((c: any) => c.id === demo).month_sales).toEqual(after.month.sales);

    // Root acting on the demo company sees that company as its staff do
    const inDemo = await dashboardOf(await ctx.as('root', { 'x-tenant': String(demo) }));
    expect(inDemo.view).toBe('staff');
    expect(inDemo.month.sales).toEqual(after.month.sales);
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard' });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });
});
