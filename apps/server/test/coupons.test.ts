import { formatDate, formatMoney, todayBogota } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import {
  balanceOf, callerFor, companyBalanceOf, createBuyers, demoCompanyId, expectSalesInvariants, key, one, productWithStock, rows, userIdOf,
} from './sales-helpers.ts';

let ctx: TestContext;
let admin: Caller;
let demo: number;
let distId: number;
let product: number;
let other: number;

// distribuidor sells the test products to its children at 120.000; its own cost is price_base 100.000, so every
// sale pays distribuidor 20.000 of commission and the company 100.000 of revenue
const PRICE = 120_000;
const COST = 100_000;
const COMMISSION = PRICE - COST;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  demo = await demoCompanyId(ctx);
  distId = await userIdOf(ctx, 'distribuidor');
  product = await productWithStock(ctx, { name: 'CUPONES', price: COST, accounts: 40, perAccount: 5 });
  other = await productWithStock(ctx, { name: 'OTRO CUPONES', price: COST, accounts: 2, perAccount: 5 });
  for (const typeId of [product, other]) {
    for (const audience of ['distributor', 'client']) {
      await ctx.database.db.execute(sql`INSERT INTO distributor_price (company_id, seller_id, type_digital_account_id, audience, price)
        VALUES (${demo}, ${distId}, ${typeId}, ${audience}, ${PRICE})`);
    }
  }
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => expectSalesInvariants(ctx));

let codes = 0;
/** A coupon created by admin through the generic screens; answers the stored row. */
async function coupon(values: Record<string, unknown>) {
  const res = await admin.post('/api/v1/admin/coupons', { code: `PRUEBA${++codes}`, discount_type: 'percent', percent: 10, ...values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item as { id: number; code: string };
}

const purchase = (caller: Caller, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  caller.post('/api/v1/purchase', { type_digital_account_id: product, quantity: 1, ...body }, { 'idempotency-key': key(), ...headers });

const usesOf = async (id: number) => (await one<{ uses: number }>(ctx, sql`SELECT uses FROM coupons WHERE id = ${id}`)).uses;
const liveUses = async (id: number) =>
  (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM coupon_use WHERE coupon_id = ${id} AND released_at IS NULL`)).n;

/** Every row of an order's sale, by kind (the buyer's debit is negative). */
async function saleRows(orderId: number) {
  return rows<{ kind: string; account_type: string; account_id: number; amount: string }>(ctx, sql`
    SELECT kind, account_type, account_id, amount FROM ledger_entry WHERE object_type = 'order' AND object_id = ${orderId} ORDER BY id`);
}

describe('coupon limits under races', () => {
  it('gives exactly 10 discounts to 64 buyers racing for a coupon limited to 10 uses, and charges the refused nothing', async () => {
    const c = await coupon({ percent: 10, max_uses: 10 });
    const buyers = await createBuyers(ctx, 64, { parent: 'distribuidor', balance: 2 * PRICE, prefix: 'cupa' });
    const distBefore = await balanceOf(ctx, distId);
    const companyBefore = await companyBalanceOf(ctx, demo);
    const answers = await Promise.all(buyers.map(async (b) => ({ buyer: b.id, res: await purchase(callerFor(ctx, b.token), { coupon: c.code.toLowerCase() }) })));

    const won = answers.filter((a) => a.res.statusCode === 200);
    const lost = answers.filter((a) => a.res.statusCode !== 200);
    expect(won).toHaveLength(10);
    for (const { res } of lost) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ msg: `El cupón ${c.code} ya se agotó: alcanzó su límite de 10 usos.`, errors: { coupon: expect.any(String) } });
    }
    for (const { res } of won) {
      expect(res.json().order).toMatchObject({ coupon_code: c.code, discount: 12_000, total: PRICE - 12_000, unit_price: PRICE });
      expect(res.json().msg).toBe(`Compra realizada correctamente con el cupón ${c.code}: descuento de ${formatMoney(12_000)}.`);
    }
    expect(await usesOf(c.id)).toBe(10);
    expect(await liveUses(c.id)).toBe(10);
    const discounted = await rows(ctx, sql`SELECT user_id FROM orders WHERE coupon_code = ${c.code} AND status = 'finalized'`);
    expect(discounted.map((o) => o.user_id).sort()).toEqual(won.map((w) => w.buyer).sort());
    // winners paid the discounted price, the refused kept every cent
    for (const a of answers) expect(await balanceOf(ctx, a.buyer)).toBe(2 * PRICE - (a.res.statusCode === 200 ? PRICE - 12_000 : 0));
    // the discount came out of the company's revenue only: distribuidor earned its full commission on each sale
    expect(await balanceOf(ctx, distId)).toBe(distBefore + 10 * COMMISSION);
    expect(await companyBalanceOf(ctx, demo)).toBe(companyBefore + 10 * (COST - 12_000));
  }, 120_000);

  it('holds the per-user limit when one buyer races itself, and says so in Spanish', async () => {
    const c = await coupon({ percent: 5, max_uses_per_user: 2 });
    const [b] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 10 * PRICE, prefix: 'cupb' });
    const caller = callerFor(ctx, b.token);
    const answers = await Promise.all(Array.from({ length: 8 }, () => purchase(caller, { coupon: c.code })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409, 409, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().msg).toBe(`Ya usaste el cupón ${c.code} el máximo permitido por cliente (2 veces).`);
    expect(await liveUses(c.id)).toBe(2);
    expect(await balanceOf(ctx, b.id)).toBe(10 * PRICE - 2 * (PRICE - 6_000));
    // another buyer still has its own two uses
    const [b2] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: PRICE, prefix: 'cupc' });
    expect((await purchase(callerFor(ctx, b2.token), { coupon: c.code })).statusCode).toBe(200);
    expect(await usesOf(c.id)).toBe(3);
  }, 60_000);

  it('counts a retried purchase (same Idempotency-Key) once', async () => {
    const c = await coupon({ percent: 10, max_uses: 5 });
    const [b] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 3 * PRICE, prefix: 'cupd' });
    const caller = callerFor(ctx, b.token);
    const same = { 'idempotency-key': key() };
    const [first, second] = await Promise.all([purchase(caller, { coupon: c.code }, same), purchase(caller, { coupon: c.code }, same)]);
    // the retry waits for the first answer and replays it
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().order.id).toBe(first.json().order.id);
    expect(await usesOf(c.id)).toBe(1);
    expect(await balanceOf(ctx, b.id)).toBe(3 * PRICE - (PRICE - 12_000));
  });
});

describe('discount taken from the company revenue only', () => {
  it('caps a 100 % coupon at the revenue: the company earns 0, never less, and every commission is paid in full', async () => {
    const c = await coupon({ percent: 100 });
    // a client two levels down: client → sub (its price 120.000 set by distribuidor) → distribuidor (cost 100.000)
    const [sub] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 0, prefix: 'cupsub' });
    const subRow = await one<{ username: string }>(ctx, sql`SELECT username FROM users WHERE id = ${sub.id}`);
    await ctx.database.db.execute(sql`INSERT INTO distributor_price (company_id, seller_id, type_digital_account_id, audience, price)
      VALUES (${demo}, ${sub.id}, ${product}, 'client', 150000)`);
    const [client] = await createBuyers(ctx, 1, { parent: subRow.username, rol: 'Cliente', balance: 500_000, prefix: 'cupcli' });
    const distBefore = await balanceOf(ctx, distId);
    const companyBefore = await companyBalanceOf(ctx, demo);

    const res = await purchase(callerFor(ctx, client.token), { coupon: c.code });
    expect(res.statusCode, res.body).toBe(200);
    // 150.000 asked; commissions 30.000 (sub) + 20.000 (distribuidor); the revenue 100.000 is the whole discount
    expect(res.json().order).toMatchObject({ unit_price: 150_000, discount: 100_000, total: 50_000, coupon_code: c.code });
    expect(await balanceOf(ctx, client.id)).toBe(500_000 - 50_000);
    expect(await balanceOf(ctx, sub.id)).toBe(30_000);
    expect(await balanceOf(ctx, distId)).toBe(distBefore + COMMISSION);
    expect(await companyBalanceOf(ctx, demo)).toBe(companyBefore);
    const posted = await saleRows(res.json().order.id);
    expect(posted.map((r) => [r.kind, Number(r.amount)])).toEqual([['purchase', -50_000], ['commission', 30_000], ['commission', 20_000]]);
    expect(posted.reduce((s, r) => s + Number(r.amount), 0)).toBe(0);
  });

  it('caps a fixed value above the revenue the same way, and quotes what the purchase will charge', async () => {
    const c = await coupon({ discount_type: 'fixed', amount: 5_000_000, percent: null });
    const [b] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: PRICE, prefix: 'cupe' });
    const caller = callerFor(ctx, b.token);
    const quote = await caller.post('/api/v1/coupons/quote', { code: c.code, type_digital_account_id: product, quantity: 2 });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ gross: 2 * PRICE, discount: 2 * COST, total: 2 * COMMISSION, coupon: { code: c.code, discount: 2 * COST } });
    expect(await usesOf(c.id)).toBe(0);
    const res = await purchase(caller, { coupon: c.code, quantity: 2 });
    expect(res.json().order).toMatchObject({ total: 2 * COMMISSION, discount: 2 * COST });
    expect(await balanceOf(ctx, b.id)).toBe(PRICE - 2 * COMMISSION);
  });

  it('spends no use of a coupon when the company earns nothing on the sale to give away', async () => {
    const c = await coupon({ percent: 50, max_uses: 1 });
    // a product sold at 0 along the whole chain: there is no revenue to take a discount from
    const free = await productWithStock(ctx, { name: 'GRATIS CUPONES', price: 0, accounts: 1, perAccount: 2 });
    const [b] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 0, prefix: 'cupf' });
    const res = await purchase(callerFor(ctx, b.token), { coupon: c.code, type_digital_account_id: free });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ total: 0, discount: 0, coupon_code: c.code });
    expect(await usesOf(c.id)).toBe(0);
  });
});

describe('refusals', () => {
  it('names each reason a coupon cannot be used, and changes nothing', async () => {
    const [b] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 5 * PRICE, prefix: 'cupg' });
    const caller = callerFor(ctx, b.token);
    const productName = (await one<{ name: string }>(ctx, sql`SELECT name FROM type_digital_account WHERE id = ${product}`)).name;
    const today = new Date(`${todayBogota()}T12:00:00Z`);
    const day = (n: number) => new Date(today.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    const inactive = await coupon({ active: false });
    const expired = await coupon({ start_date: day(-20), end_date: day(-2) });
    const future = await coupon({ start_date: day(3), end_date: day(20) });
    const elsewhere = await coupon({ type_digital_account_ids: [other] });
    const usedUp = await coupon({ max_uses: 1 });
    const [first] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: PRICE, prefix: 'cuph' });
    expect((await purchase(callerFor(ctx, first.token), { coupon: usedUp.code })).statusCode).toBe(200);
    const personal = await coupon({ user_id: first.id, discount_type: 'fixed', amount: 1_000, percent: null });

    const cases: [string | undefined, number, string][] = [
      ['NOEXISTE', 422, 'El cupón NOEXISTE no existe. Revisa que esté bien escrito.'],
      [personal.code, 422, `El cupón ${personal.code} no existe. Revisa que esté bien escrito.`],
      [inactive.code, 422, `El cupón ${inactive.code} está desactivado y no se puede usar.`],
      [expired.code, 422, `El cupón ${expired.code} venció el ${formatDate(day(-2))}.`],
      [future.code, 422, `El cupón ${future.code} todavía no está vigente: se puede usar desde el ${formatDate(day(3))}.`],
      [elsewhere.code, 422, `El cupón ${elsewhere.code} no aplica a ${productName}.`],
      [usedUp.code, 409, `El cupón ${usedUp.code} ya se agotó: alcanzó su límite de 1 uso.`],
    ];
    const ordersBefore = (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${b.id}`)).n;
    for (const [code, status, msg] of cases) {
      const res = await purchase(caller, { coupon: code });
      expect({ code, status: res.statusCode, msg: res.json().msg }).toEqual({ code, status, msg });
      expect(res.json().errors).toEqual({ coupon: msg });
      // the quote answers the same
      const quote = await caller.post('/api/v1/coupons/quote', { code, type_digital_account_id: product, quantity: 1 });
      expect({ code, status: quote.statusCode, msg: quote.json().msg }).toEqual({ code, status, msg });
    }
    expect(await balanceOf(ctx, b.id)).toBe(5 * PRICE);
    expect((await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${b.id}`)).n).toBe(ordersBefore);
    // the product it does apply to, and an empty coupon = no coupon
    expect((await purchase(caller, { coupon: elsewhere.code, type_digital_account_id: other })).statusCode).toBe(200);
    const plain = await purchase(caller, { coupon: '  ' });
    expect(plain.json().order).toMatchObject({ total: PRICE, coupon_code: null, discount: null });
    const tooLong = await purchase(caller, { coupon: 'X'.repeat(41) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.coupon).toBe('El cupón admite máximo 40 caracteres');
  });

  it('checks the products and owner a coupon names, lists its products by name and keeps used coupons', async () => {
    const bad = await admin.post('/api/v1/admin/coupons', { code: 'MALPRODUCTO', discount_type: 'percent', percent: 5, type_digital_account_ids: [999_999] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('type_digital_account_ids');
    const shape = await admin.post('/api/v1/admin/coupons', { code: 'MALFORMA', discount_type: 'percent', percent: 5, type_digital_account_ids: [product, product] });
    expect(shape.statusCode).toBe(422);
    expect(shape.json().errors.type_digital_account_ids).toBe('Los productos no se pueden repetir');
    const c = await coupon({ type_digital_account_ids: [product, other] });
    const listed = (await admin.post('/api/v1/admin/coupons/list', { data: { code: c.code } })).json().items[0];
    expect(listed.product_names).toBe('CUPONES, OTRO CUPONES');
    const all = await coupon({});
    expect((await admin.post('/api/v1/admin/coupons/list', { data: { code: all.code } })).json().items[0].product_names).toBe('Todos los productos');
    const [b] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: PRICE, prefix: 'cupi' });
    expect((await purchase(callerFor(ctx, b.token), { coupon: c.code })).statusCode).toBe(200);
    const removed = await admin.del(`/api/v1/admin/coupons/${c.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().msg).toBe(`El cupón ${c.code} ya se usó en pedidos: desactívalo en lugar de eliminarlo.`);
    expect((await admin.del(`/api/v1/admin/coupons/${all.id}`)).statusCode).toBe(200);
  });
});

describe('annulment', () => {
  it('gives the coupon use back and refunds what was paid', async () => {
    const c = await coupon({ percent: 25, max_uses: 1, max_uses_per_user: 1 });
    const [b, b2] = await createBuyers(ctx, 2, { parent: 'distribuidor', balance: PRICE, prefix: 'cupj' });
    const bought = await purchase(callerFor(ctx, b.token), { coupon: c.code });
    expect(bought.json().order).toMatchObject({ discount: 30_000, total: PRICE - 30_000 });
    expect((await purchase(callerFor(ctx, b2.token), { coupon: c.code })).statusCode).toBe(409);

    const annulled = await admin.post(`/api/v1/admin/order/${bought.json().order.id}/annul`, { reason: 'Solicitud del cliente' });
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(await usesOf(c.id)).toBe(0);
    expect(await liveUses(c.id)).toBe(0);
    expect(await balanceOf(ctx, b.id)).toBe(PRICE);
    const log = await one<{ text: string }>(ctx, sql`SELECT text FROM audit_log WHERE object_type = 'order' AND object_id = ${bought.json().order.id} ORDER BY id DESC LIMIT 1`);
    expect(log.text).toContain(`un uso del cupón ${c.code} devuelto`);
    // the use is free again: for another buyer, and (per-user limit 1) for the same buyer too
    expect((await purchase(callerFor(ctx, b2.token), { coupon: c.code })).statusCode).toBe(200);
    expect(await usesOf(c.id)).toBe(1);
    // annulling an order without a coupon touches no coupon
    const plain = await purchase(callerFor(ctx, b.token), {});
    expect((await admin.post(`/api/v1/admin/order/${plain.json().order.id}/annul`, { reason: 'Solicitud del cliente' })).statusCode).toBe(200);
    expect(await usesOf(c.id)).toBe(1);
  });
});

describe('loyalty reward', () => {
  it("gives a client a one-use personal coupon of the configured value every N finalized orders, once per count", async () => {
    await ctx.database.db.execute(sql`UPDATE configuration SET value_conf = '3' WHERE company_id = ${demo} AND name = 'orders_to_reward'`);
    await ctx.database.db.execute(sql`UPDATE configuration SET value_conf = '700000' WHERE company_id = ${demo} AND name = 'coupon_value'`);
    try {
      const [client] = await createBuyers(ctx, 1, { parent: 'distribuidor', rol: 'Cliente', balance: 20 * PRICE, prefix: 'cupk' });
      const [seller] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 20 * PRICE, prefix: 'cupl' });
      const caller = callerFor(ctx, client.token);
      const mine = async () => (await caller.get('/api/v1/coupons/mine')).json().items as any[];
      const rewards = async (userId: number) => rows(ctx, sql`SELECT code, amount, reward_orders FROM coupons WHERE user_id = ${userId} ORDER BY id`);

      const first = [await purchase(caller, {}), await purchase(caller, {})];
      expect(await mine()).toEqual([]);
      first.push(await purchase(caller, {}));
      const [reward] = await mine();
      expect(reward).toMatchObject({ discount_type: 'fixed', amount: 700_000, state: 'available', description: 'Premio por 3 pedidos finalizados' });
      expect(reward.code).toMatch(/^PREMIO-[A-HJ-NP-Z2-9]{8}$/);
      const note = await one<{ kind: string; text: string; link: string }>(ctx, sql`SELECT kind, text, link FROM notification WHERE user_id = ${client.id} AND kind = 'reward_coupon'`);
      expect(note).toEqual({ kind: 'reward_coupon', link: '/admin/profile', text: `¡Ganaste un cupón de ${formatMoney(700_000)} por tus 3 pedidos! Úsalo en tu próxima compra con el código ${reward.code}.` });

      // an annulled order bought again reaches 3 again: no second reward for the same count
      expect((await admin.post(`/api/v1/admin/order/${first[0].json().order.id}/annul`, { reason: 'Solicitud del cliente' })).statusCode).toBe(200);
      await purchase(caller, {});
      expect(await rewards(client.id)).toHaveLength(1);
      // three more finalized orders (6) earn the next one
      await purchase(caller, {});
      await purchase(caller, {});
      expect(await rewards(client.id)).toHaveLength(1);
      await purchase(caller, {});
      expect((await rewards(client.id)).map((r) => r.reward_orders)).toEqual([3, 6]);

      // the reward is the client's alone, used once, capped at the revenue like any coupon
      expect((await purchase(callerFor(ctx, seller.token), { coupon: reward.code })).json().msg).toBe(`El cupón ${reward.code} no existe. Revisa que esté bien escrito.`);
      const used = await purchase(caller, { coupon: reward.code });
      expect(used.json().order).toMatchObject({ discount: COST, total: COMMISSION });
      expect((await purchase(caller, { coupon: reward.code })).statusCode).toBe(409);
      expect((await mine()).find((c) => c.code === reward.code).state).toBe('used');

      // distributors are not rewarded
      for (let i = 0; i < 3; i++) expect((await purchase(callerFor(ctx, seller.token), {})).statusCode).toBe(200);
      expect(await rewards(seller.id)).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql`UPDATE configuration SET value_conf = '10' WHERE company_id = ${demo} AND name = 'orders_to_reward'`);
      await ctx.database.db.execute(sql`UPDATE configuration SET value_conf = '500000' WHERE company_id = ${demo} AND name = 'coupon_value'`);
    }
  }, 60_000);
});

describe('demo data', () => {
  it('has coupons in every state, one used up by cliente, and a reward coupon in cliente’s profile', async () => {
    const seeded = await rows(ctx, sql`SELECT code, active, uses, max_uses, end_date::text < (now() AT TIME ZONE 'America/Bogota')::date::text AS expired
      FROM coupons WHERE company_id = ${demo} AND code IN ('DESCUENTO10', 'STREAMING5000', 'LANZAMIENTO', 'PRUEBAINTERNA', 'BIENVENIDA') ORDER BY code`);
    expect(seeded.map((c) => c.code)).toEqual(['BIENVENIDA', 'DESCUENTO10', 'LANZAMIENTO', 'PRUEBAINTERNA', 'STREAMING5000']);
    expect(seeded.find((c) => c.code === 'BIENVENIDA')).toMatchObject({ uses: 1, max_uses: 1 });
    expect(seeded.find((c) => c.code === 'LANZAMIENTO')!.expired).toBe(true);
    expect(seeded.find((c) => c.code === 'PRUEBAINTERNA')!.active).toBe(false);
    const clienteId = await userIdOf(ctx, 'cliente');
    const order = await one(ctx, sql`SELECT o.total, o.discount, o.unit_price FROM orders o JOIN coupon_use u ON u.order_id = o.id
      WHERE o.user_id = ${clienteId} AND o.coupon_code = 'BIENVENIDA'`);
    expect(Number(order.discount)).toBeGreaterThan(0);
    expect(Number(order.total)).toBe(Number(order.unit_price) - Number(order.discount));
    const cliente = await ctx.as('cliente');
    const mine = (await cliente.get('/api/v1/coupons/mine')).json().items;
    expect(mine).toEqual([expect.objectContaining({ state: 'available', amount: 500_000, code: expect.stringMatching(/^PREMIO-/) })]);
    const used = await cliente.post('/api/v1/coupons/quote', { code: 'BIENVENIDA', type_digital_account_id: product, quantity: 1 });
    expect(used.statusCode).toBe(409);
  });
});
