import type { PosInfoData } from '@app/shared/contracts/pos';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { countOrders, posInfo, posOrder, productNamed, sedeCentro } from './pos-helpers.ts';

let ctx: TestContext;
let admin: Caller;
let cajero: Caller;
let centro: number;
let info: PosInfoData;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  cajero = await ctx.as('cajero');
  centro = await sedeCentro(ctx);
  info = (await posInfo(cajero, centro)).data;
}, 60_000);
afterAll(() => ctx.close());

const sync = (body: unknown, caller = cajero) => caller.post('/api/v1/pos/orders', body);
const totalOrders = async () => Number((await ctx.database.db.execute(sql`SELECT count(*) AS n FROM pos_order`)).rows[0]!.n);

describe('POST /api/v1/pos/orders: exactly once per branch and local_reference', () => {
  it('answers the same order, same id, to the same local_reference sent 3 times', async () => {
    const coffee = productNamed(info, 'Café americano');
    const order = posOrder(info, [{ product_id: coffee.id, quantity: 1 }]);
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await sync(order);
      expect(res.statusCode, res.body).toBe(200);
      answers.push(res.json().item);
    }
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers[2]).toEqual(answers[0]);
    expect(await countOrders(ctx, order.local_reference)).toBe(1);
  });

  it('creates one order when two requests race with the same local_reference', async () => {
    const order = posOrder(info, [{ product_id: productNamed(info, 'Empanada').id, quantity: 3 }]);
    const [a, b] = await Promise.all([sync(order), sync(order)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().item.id).toBe(b.json().item.id);
    expect(await countOrders(ctx, order.local_reference)).toBe(1);
  });

  it('takes a list in order and answers {items}; a list resent answers the same ids', async () => {
    const list = [
      posOrder(info, [{ product_id: productNamed(info, 'Agua').id, quantity: 2 }]),
      posOrder(info, [{ product_id: productNamed(info, 'Brownie').id, quantity: 1 }]),
    ];
    const first = await sync(list);
    expect(first.statusCode, first.body).toBe(200);
    const items = first.json().items;
    expect(items.map((o: { local_reference: string }) => o.local_reference)).toEqual(list.map((o) => o.local_reference));
    const again = await sync(list);
    expect(again.json().items.map((o: { id: number }) => o.id)).toEqual(items.map((o: { id: number }) => o.id));
  });
});

describe('the server prices every order again', () => {
  it('recomputes a line with a variant, an option, a discount, an offer, taxes and a sub-item from its own catalogue', async () => {
    const burger = productNamed(info, 'Hamburguesa');
    const juice = productNamed(info, 'Jugo natural');
    const big = info.product_variants.find((v) => v.product_id === juice.id && v.name === 'Grande')!;
    const cheese = info.sale_options.find((o) => o.name === 'Queso extra')!;
    const soda = productNamed(info, 'Gaseosa');
    const order = posOrder(info, [
      // 17.500 (pos list) + 2.500 cheese = 20.000; 10 % off = 18.000; ICO 8 % = 1.440 → 19.440 × 2 = 38.880
      // plus a soda sub-item: offer 3.500 + IVA 19 % = 665 → 4.165
      { product_id: burger.id, quantity: 2, options: [cheese.id], discounts: [{ percentage: 10 }], sub_items: [{ product_id: soda.id, quantity: 1 }] },
      // juice Grande: 9.500 with offer 8.500, IVA 19 % = 1.615 → 10.115
      { product_id: juice.id, variant_id: big.id, quantity: 1 },
      // a courtesy: charged nothing
      { product_id: productNamed(info, 'Helado').id, quantity: 1, free_of_charge_indicator: true },
    ]);
    expect(order.total_amount).toBe(3_888_000 + 416_500 + 1_011_500);
    const res = await sync(order);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().item;
    expect(item.total_amount).toBe(5_316_000);
    const [line1, line2, line3] = item.data_items;
    expect(line1).toMatchObject({ comercial_ammount: 2_000_000, discount_amount: 400_000, base_amount: 3_600_000, tax_amount: 288_000, total_amount: 4_304_500 });
    expect(line1.sub_items[0]).toMatchObject({ description: 'Gaseosa', comercial_ammount: 350_000, total_amount: 416_500 });
    expect(line1.taxes[0]).toMatchObject({ type: 'ICO', value: 288_000 });
    expect(line2).toMatchObject({ variant_name: 'Grande', code: 'BEB-003-G', comercial_ammount: 850_000, total_amount: 1_011_500 });
    expect(line3).toMatchObject({ free_of_charge_indicator: true, total_amount: 0 });
    expect(item).toMatchObject({ order_status: 'closed', status_payment: 'paid', store_pickup: true, is_open: false });
  });

  it('refuses a tampered total with 422 in Spanish naming the line, and writes nothing', async () => {
    const before = await totalOrders();
    const order = posOrder(info, [
      { product_id: productNamed(info, 'Agua').id, quantity: 1 },
      { product_id: productNamed(info, 'Cheesecake').id, quantity: 2 },
    ]);
    order.data_items[1]!.total_amount = 1_000_000;
    const res = await sync(order);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'POS_TOTALS_MISMATCH' });
    expect(res.json().msg).toMatch(/^Línea 2 \(Cheesecake\): el total enviado \$ 10\.000,00 no coincide con el calculado \$ 19\.440,00/);
    const order2 = posOrder(info, [{ product_id: productNamed(info, 'Agua').id, quantity: 1 }]);
    order2.total_amount -= 1;
    const res2 = await sync(order2);
    expect(res2.statusCode).toBe(422);
    expect(res2.json().msg).toMatch(/^Pedido: el total enviado/);
    expect(await totalOrders()).toBe(before);
  });

  it('refuses products, variants and options the branch does not have', async () => {
    const coffee = productNamed(info, 'Café americano');
    const juiceVariant = info.product_variants.find((v) => v.product_id !== coffee.id)!;
    for (const line of [
      { product_id: 999_999, quantity: 1, description: 'Fantasma' },
      { product_id: coffee.id, variant_id: juiceVariant.id, quantity: 1 },
      { product_id: coffee.id, options: [info.sale_options.find((o) => o.name === 'Queso extra')!.id], quantity: 1 },
    ]) {
      const res = await sync({ ...posOrder(info, [{ product_id: coffee.id, quantity: 1 }]), data_items: [line] });
      expect(res.statusCode, JSON.stringify(line)).toBe(422);
      expect(res.json().msg).toMatch(/^Línea 1/);
    }
  });

  it('keeps delivery, table and canceled orders with their §3 fields', async () => {
    const coffee = productNamed(info, 'Café americano');
    const domiciliary = info.employees.find((e) => e.role === 'domiciliary')!;
    const address = { country: { name: 'Colombia', short: 'CO' }, state: 'Cundinamarca', city: 'Bogotá', line: 'Calle 1 # 2-3' };
    const delivery = posOrder(info, [{ product_id: coffee.id, quantity: 1 }], {
      is_domicile: true, price_domicile: 500_000, shipping_address: address, bus_person_domiciliary_id: domiciliary.id,
      data_customer: { name: 'Ana Pérez', phone: '3001112233' },
    });
    const res = await sync(delivery);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ is_domicile: true, store_pickup: false, price_domicile: 500_000, shipping_address: address, data_domiciliary: { name: domiciliary.name } });
    const table = await sync(posOrder(info, [{ product_id: coffee.id, quantity: 1 }], { dining_in: true, name_table: 'Mesa 3' }));
    expect(table.json().item).toMatchObject({ dining_in: true, name_table: 'Mesa 3', store_pickup: false });
    const noReason = await sync(posOrder(info, [{ product_id: coffee.id, quantity: 1 }], { order_status: 'canceled', data_payments: [] }));
    expect(noReason.statusCode).toBe(422);
    const canceled = await sync(posOrder(info, [{ product_id: coffee.id, quantity: 1 }], { order_status: 'canceled', data_payments: [], cancellation_reason: 'El cliente se fue' }));
    expect(canceled.json().item).toMatchObject({ canceled: true, cancellation_reason: 'El cliente se fue', status_payment: 'pending' });
    const noAddress = await sync(posOrder(info, [{ product_id: coffee.id, quantity: 1 }], { is_domicile: true }));
    expect(noAddress.statusCode).toBe(422);
  });

  it('answers hostile bodies with a Spanish 4xx and writes nothing', async () => {
    const before = await totalOrders();
    const good = posOrder(info, [{ product_id: productNamed(info, 'Agua').id, quantity: 1 }]);
    const bodies: unknown[] = [
      null, [], {}, 'texto', 42, [null], { ...good, data_items: null }, { ...good, data_items: [] },
      { ...good, local_reference: '' }, { ...good, local_reference: 5 }, { ...good, total_amount: '100' }, { ...good, total_amount: 1.5 },
      { ...good, bus_subsidiary_id: 'x' }, { ...good, order_status: 'stolen' }, { ...good, data_items: [{ product_id: 1, quantity: -1 }] },
      { ...good, data_items: [{ product_id: 1, quantity: 1, discounts: [{ percentage: 150 }] }] }, { ...good, extra: true },
      { ...good, data_payments: [{ payment_method_id: 999_999, amount: good.total_amount }] },
      { ...good, data_payments: [] }, { ...good, shipping_address: { city: 'Bogotá' } },
    ];
    for (const body of bodies) {
      const res = await cajero.request('POST', '/api/v1/pos/orders', body === null ? 'null' : body, { 'content-type': 'application/json' });
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json().success).toBe(false);
      expect(res.json().msg, JSON.stringify(body)).toMatch(/[a-záéíóúñ ]{8}/i);
      expect(res.json().msg).not.toMatch(/Expected|Invalid input|required/);
    }
    expect(await totalOrders()).toBe(before);
  });

  it('refuses an order for a branch out of reach with 404', async () => {
    const created = await admin.post('/api/v1/admin/subsidiary', { name: 'Sede Sur' });
    const order = { ...posOrder(info, [{ product_id: productNamed(info, 'Agua').id, quantity: 1 }]), bus_subsidiary_id: created.json().item.id };
    expect((await sync(order)).statusCode).toBe(404);
  });
});

describe('cash register turns', () => {
  it('totals each payment method as the sum of the turn\'s paid orders, and closes once', async () => {
    const register = info.cash_register[0]!;
    const cashier = info.employees.find((e) => e.role === 'cashier')!;
    const turnRef = randomUUID();
    const openBody = { local_reference: turnRef, bus_subsidiary_id: centro, bill_cash_register_id: register.id, bus_person_cashier_id: cashier.id, opening_date: new Date().toISOString(), opening_amount: 10_000_000 };
    const opened = await cajero.post('/api/v1/pos/turns', openBody);
    expect(opened.statusCode, opened.body).toBe(200);
    const turn = opened.json().item;
    expect((await cajero.post('/api/v1/pos/turns', openBody)).json().item.id).toBe(turn.id);
    const second = await cajero.post('/api/v1/pos/turns', { ...openBody, local_reference: randomUUID() });
    expect(second.statusCode).toBe(409);

    const [cash, card, transfer] = info.payment_methods;
    const products = ['Capuchino', 'Hamburguesa', 'Ensalada César', 'Brownie'].map((n) => productNamed(info, n));
    const orders = products.map((p, i) => posOrder(info, [{ product_id: p.id, quantity: i + 1 }], { bill_cash_register_id: register.id, ...(i === 3 ? { turn_local_reference: turnRef } : { bill_cahs_register_turn_id: turn.id }) }));
    // one paid half cash, half card; one by transfer; one canceled (not counted)
    const split = orders[0]!.total_amount;
    orders[0]!.data_payments = [{ payment_method_id: cash!.id, amount: Math.floor(split / 2) }, { payment_method_id: card!.id, amount: split - Math.floor(split / 2) }];
    orders[1]!.data_payments = [{ payment_method_id: transfer!.id, amount: orders[1]!.total_amount }];
    orders[2] = { ...orders[2]!, order_status: 'canceled', cancellation_reason: 'Error de digitación', data_payments: [] };
    for (const o of orders) expect((await sync(o)).statusCode).toBe(200);

    const expected = new Map<number, number>();
    for (const o of orders.filter((x) => x.order_status !== 'canceled')) {
      for (const p of o.data_payments ?? []) expected.set(p.payment_method_id, (expected.get(p.payment_method_id) ?? 0) + p.amount);
    }
    const sums = await ctx.database.db.execute(sql`SELECT coalesce(sum(total_amount), 0)::bigint AS s FROM pos_order
      WHERE bill_cahs_register_turn_id = ${turn.id} AND NOT canceled`);
    const closed = await cajero.post(`/api/v1/pos/turns/${turn.id}/close`, { closing_amount: 12_345 });
    expect(closed.statusCode, closed.body).toBe(200);
    const item = closed.json().item;
    expect(item.status).toBe('closed');
    expect(new Map(item.totals.map((t: { payment_method_id: number; amount: number }) => [t.payment_method_id, t.amount]))).toEqual(expected);
    expect(item.total).toBe(Number(sums.rows[0]!.s));
    expect(item.total).toBe(orders.filter((o) => o.order_status !== 'canceled').reduce((s, o) => s + o.total_amount, 0));
    // closing again answers the closed turn; a late order is refused and nothing changes
    expect((await cajero.post(`/api/v1/pos/turns/${turn.id}/close`, {})).json().item).toEqual(item);
    const late = await sync(posOrder(info, [{ product_id: products[0]!.id, quantity: 1 }], { bill_cahs_register_turn_id: turn.id }));
    expect(late.statusCode).toBe(409);
    expect((await cajero.get(`/api/v1/pos/turns/${turn.id}`)).json().item.totals).toEqual(item.totals);
    // the back office lists the turn with its total, and its orders per branch and turn
    const turns = await admin.post('/api/v1/admin/pos-cash-register-turn/list', { data: { bus_subsidiary_id: centro } });
    expect(turns.json().items.find((t: { id: number }) => t.id === turn.id).total).toBe(item.total);
    const listed = await admin.post('/api/v1/admin/pos-order/list', { data: { bus_subsidiary_id: centro, bill_cahs_register_turn_id: turn.id } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().total).toBe(4);
  });

  it('counts paid and closed POS orders in the company\'s pos-sales report, none for a distributor', async () => {
    const res = await admin.get('/api/v1/reports/pos-sales');
    expect(res.statusCode, res.body).toBe(200);
    const sums = await ctx.database.db.execute(sql`SELECT count(*)::int AS n, coalesce(sum(total_amount), 0)::bigint AS s FROM pos_order
      WHERE order_status IN ('paid', 'closed') AND NOT canceled`);
    const body = res.json();
    expect(body.items.every((r: { subsidiary_name: string }) => r.subsidiary_name === 'Sede Centro')).toBe(true);
    expect(body.totals.orders).toBe(Number(sums.rows[0]!.n));
    expect(body.totals.total_amount).toBe(Number(sums.rows[0]!.s));
    expect(body.totals.total_amount).toBeGreaterThan(0);
    // a distributor's network holds no cashier: it opens the report and reads nothing
    expect((await (await ctx.as('distribuidor')).get('/api/v1/reports/pos-sales')).json().items).toEqual([]);
  });
});
