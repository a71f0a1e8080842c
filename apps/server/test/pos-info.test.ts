import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { posInfo, productNamed, sedeCentro } from './pos-helpers.ts';

let ctx: TestContext;
let admin: Caller;
let cajero: Caller;
let centro: number;
let norte: number;
let foreign: number;

const COLLECTIONS = ['categories', 'products', 'product_variants', 'sale_options', 'variants', 'tables', 'payment_methods',
  'price_list', 'zones', 'cash_register', 'cash_register_turn', 'employees', 'taxes'];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  cajero = await ctx.as('cajero');
  centro = await sedeCentro(ctx);
  // a second branch of the demo company, where cajero is not an employee
  const created = await admin.post('/api/v1/admin/subsidiary', { name: 'Sede Norte', address: 'Calle 100', active: true });
  expect(created.statusCode, created.body).toBe(201);
  norte = created.json().item.id;
  // a branch of another company
  const db = ctx.database.db;
  const company = await db.execute(sql`INSERT INTO company (name, slug) VALUES ('Otra', 'otra-pos') RETURNING id`);
  const branch = await db.execute(sql`INSERT INTO subsidiary (company_id, name, active) VALUES (${company.rows[0]!.id}, 'Sede ajena', true) RETURNING id`);
  foreign = Number(branch.rows[0]!.id);
}, 60_000);
afterAll(() => ctx.close());

describe('GET /api/v1/subsidiary/pos-get-info/{id}', () => {
  it('answers every collection of the demo branch', async () => {
    const body = (await admin.get(`/api/v1/subsidiary/pos-get-info/${centro}`)).json();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['success', 'msg', 'token', 'version', 'data']));
    expect(body.success).toBe(true);
    for (const c of COLLECTIONS) expect(body.data, c).toHaveProperty(c);
    const { data } = body;
    expect(data.subsidiary.name).toBe('Sede Centro');
    expect(data.categories.map((c: { name: string }) => c.name)).toEqual(['Bebidas', 'Comidas', 'Postres']);
    expect(data.products).toHaveLength(12);
    expect(data.tables).toHaveLength(6);
    expect(data.payment_methods).toHaveLength(3);
    expect(data.cash_register).toHaveLength(1);
    expect(data.employees).toHaveLength(2);
    expect(data.taxes.map((t: { type: string; percentage: number }) => `${t.type} ${t.percentage}`).sort()).toEqual(['ICO 8', 'IVA 19']);
    expect(data.product_variants.length).toBeGreaterThanOrEqual(4);
    expect(data.products.filter((p: { has_variants: boolean }) => p.has_variants)).toHaveLength(2);
    expect(data.products.some((p: { price: number; price_offer: number | null }) => p.price_offer !== null && p.price_offer > 0 && p.price_offer < p.price)).toBe(true);
    expect(data.receipt_layout.blocks.length).toBeGreaterThan(0);
  });

  it('chooses the list of type pos over the general one, with its sale price taxed (§9)', async () => {
    const { data } = await posInfo(admin, centro);
    expect(data.price_list).toMatchObject({ type: 'pos', is_general: false });
    const burger = productNamed(data, 'Hamburguesa');
    // 17.500 in the pos list, ICO 8 % → 18.900
    expect(data.price_list!.items.find((i) => i.product_id === burger.id)).toMatchObject({ price: 1_750_000, sale_price: 1_890_000 });
  });

  it('answers 404 in the envelope for a branch of another company, one that does not exist, or a bad id', async () => {
    for (const id of [foreign, 999_999, 'abc', 0]) {
      const res = await admin.get(`/api/v1/subsidiary/pos-get-info/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toMatchObject({ success: false, token: null });
      expect(res.json().msg).toMatch(/[áéíóúñ]|no existe/);
    }
  });

  it('lets a cashier reach only the branches it is an employee of', async () => {
    expect((await cajero.get(`/api/v1/subsidiary/pos-get-info/${centro}`)).statusCode).toBe(200);
    expect((await cajero.get(`/api/v1/subsidiary/pos-get-info/${norte}`)).statusCode).toBe(404);
    expect((await cajero.get(`/api/v1/subsidiary/pos-get-info/${foreign}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/subsidiary/pos-get-info/${norte}`)).statusCode).toBe(200);
    const mine = (await cajero.get('/api/v1/pos/subsidiaries')).json().items.map((b: { id: number }) => b.id);
    expect(mine).toEqual([centro]);
    const all = (await admin.get('/api/v1/pos/subsidiaries')).json().items.map((b: { id: number }) => b.id);
    expect(all).toEqual(expect.arrayContaining([centro, norte]));
    expect(all).not.toContain(foreign);
  });

  it('keeps a cashier out of the back office and a distributor out of the POS', async () => {
    expect((await cajero.post('/api/v1/admin/pos-product/list', { data: {} })).statusCode).toBe(403);
    const dist = await ctx.as('distribuidor');
    expect((await dist.get(`/api/v1/subsidiary/pos-get-info/${centro}`)).statusCode).toBe(403);
  });

  it('changes its version whenever a collection of the branch changes, and only then', async () => {
    const v1 = (await posInfo(admin, centro)).version;
    expect((await posInfo(admin, centro)).version).toBe(v1);
    const { data } = await posInfo(admin, centro);
    const coffee = productNamed(data, 'Café americano');
    const edit = await admin.put(`/api/v1/admin/pos-product/${coffee.id}`, { price: 420_000 });
    expect(edit.statusCode, edit.body).toBe(200);
    const v2 = (await posInfo(admin, centro)).version;
    expect(v2).not.toBe(v1);
    expect(productNamed((await posInfo(admin, centro)).data, 'Café americano').price).toBe(420_000);
    // a new table, then its removal
    const table = await admin.post('/api/v1/admin/pos-table', { subsidiary_id: centro, name: 'Mesa 7' });
    expect(table.statusCode, table.body).toBe(201);
    const v3 = (await posInfo(admin, centro)).version;
    expect(v3).not.toBe(v2);
    expect((await admin.del(`/api/v1/admin/pos-table/${table.json().item.id}`)).statusCode).toBe(200);
    const v4 = (await posInfo(admin, centro)).version;
    // the branch is back to what it was at v2: a POS installed at v3 refreshes, one at v2 already has it
    expect(v4).not.toBe(v3);
    expect(v4).toBe(v2);
    // a company-wide collection (taxes) counts too; another branch's change does not
    const tax = data.taxes[0]!;
    await admin.put(`/api/v1/admin/pos-tax/${tax.id}`, { name: `${tax.name} ` + 'editado' });
    const v5 = (await posInfo(admin, centro)).version;
    expect(v5).not.toBe(v4);
    await admin.post('/api/v1/admin/pos-table', { subsidiary_id: norte, name: 'Mesa Norte' });
    expect((await posInfo(admin, centro)).version).toBe(v5);
  });
});

describe('POS back office through the resource engine', () => {
  it('lists branches with POST /api/v1/admin/subsidiary/list, tenant-bound', async () => {
    const res = await admin.post('/api/v1/admin/subsidiary/list', { data: {}, _paginate: { page: 1, max_rows: 50 } });
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().items.map((b: { name: string }) => b.name);
    expect(names).toEqual(expect.arrayContaining(['Sede Centro', 'Sede Norte']));
    expect(names).not.toContain('Sede ajena');
    expect((await admin.get(`/api/v1/admin/subsidiary/${foreign}`)).statusCode).toBe(404);
  });

  it('refuses a product whose branch belongs to another company, and a receipt layout with bad blocks', async () => {
    const res = await admin.post('/api/v1/admin/pos-product', { subsidiary_id: foreign, name: 'Intruso', price: 100 });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toMatch(/Sede/);
    const layout = await admin.post('/api/v1/admin/receipt-layout', { name: 'Malo', blocks: '[{"type":"video"}]' });
    expect(layout.statusCode).toBe(422);
    expect(layout.json().msg).toMatch(/bloque/i);
  });

  it('answers a store order\'s receipt with the company layout', async () => {
    const orders = (await admin.post('/api/v1/admin/order/list', { data: {}, _paginate: { page: 1, max_rows: 1 } })).json().items;
    const res = await admin.get(`/api/v1/order/${orders[0].id}/receipt`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.layout.name).toBe('Recibo estándar');
    expect(body.receipt.lines[0].description).toBe(orders[0].product_name);
    expect(body.receipt.amounts.total_amount).toBe(Number(orders[0].total));
    expect((await admin.get('/api/v1/order/999999/receipt')).statusCode).toBe(404);
  });
});
