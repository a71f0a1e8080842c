import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, bankAccountOf, report } from './consignment-helpers.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { balanceOf, callerFor, demoCompanyId, expectSalesInvariants, key, one, productWithStock, rows, topUp, userIdOf } from './sales-helpers.ts';

let ctx: TestContext;
let admin: Caller;
let demo: number;
let distId: number;
let productA: number;
let productB: number;

// DIST01 sells to its store clients at 120.000; its own cost is price_base 100.000: 20.000 of commission per unit
const PRICE = 120_000;
const COST = 100_000;
const PASSWORD = 'Clave#2026x';

async function sellInStore(typeId: number, sellerId = distId) {
  await ctx.database.db.execute(sql`INSERT INTO distributor_price (company_id, seller_id, type_digital_account_id, audience, price)
    VALUES (${demo}, ${sellerId}, ${typeId}, 'client', ${PRICE})`);
  await ctx.database.db.execute(sql`INSERT INTO seller_catalog_product (company_id, seller_id, type_digital_account_id) VALUES (${demo}, ${sellerId}, ${typeId})`);
}

let people = 0;
/** Signs up a new store client of `code` and signs it in (POST /api/login with its email). */
async function newClient(code = 'DIST01', balance = 0): Promise<Caller & { id: number; email: string }> {
  const n = ++people;
  const email = `cliente.tienda${n}.${Date.now()}@correo.co`;
  const phone = `31${String(Date.now() + n).slice(-8)}`;
  const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/store/${code}/signup`, payload: { name: `Cliente Tienda ${n}`, country: 'co', phone, email, password: PASSWORD, data_policy: true }, remoteAddress: `10.8.${n}.2` });
  expect(res.statusCode, res.body).toBe(201);
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password: PASSWORD }, remoteAddress: `10.7.${n}.1` });
  expect(login.statusCode, login.body).toBe(200);
  const id = res.json().item.id as number;
  if (balance) await topUp(ctx, demo, id, balance);
  return { ...callerFor(ctx, login.json().token), id, email };
}

const add = (c: Caller, typeId: number, qt?: number) => c.post('/api/v1/store/DIST01/cart/items', { type_digital_account_id: typeId, ...(qt ? { qt } : {}) });
const checkout = (c: Caller, body: Record<string, unknown> = {}) => c.post('/api/v1/store/DIST01/checkout', body, { 'idempotency-key': key() });
const profileOf = async (c: Caller, code = 'DIST01') => c.get(`/api/v1/store/${code}/client-profile`);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  demo = await demoCompanyId(ctx);
  distId = await userIdOf(ctx, 'distribuidor');
  productA = await productWithStock(ctx, { name: 'TIENDA A', price: COST, accounts: 10, perAccount: 4 });
  productB = await productWithStock(ctx, { name: 'TIENDA B', price: COST, accounts: 5, perAccount: 4 });
  await sellInStore(productA);
  await sellInStore(productB);
}, 60_000);
afterAll(() => ctx.close());
afterEach(() => expectSalesInvariants(ctx));

describe('sign-up in the store', () => {
  it('creates a Publico client of the seller that signs in with its email, and refuses a used email or phone in Spanish', async () => {
    const email = `nuevo.${Date.now()}@correo.co`;
    const body = { name: 'Laura Gómez', country: 'co', phone: '3157654321', email, password: PASSWORD, data_policy: true };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/store/DIST01/signup', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const user = await one(ctx, sql`SELECT rol, parent_id, phone, active FROM users WHERE id = ${res.json().item.id}`);
    expect(user).toMatchObject({ rol: 'Publico', parent_id: distId, phone: '+57 3157654321', active: true });

    const sameEmail = await ctx.app.inject({ method: 'POST', url: '/api/v1/store/DIST01/signup', payload: { ...body, phone: '3157654000', email: email.toUpperCase() } });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().msg).toMatch(/Ya existe una cuenta con ese correo/);
    const samePhone = await ctx.app.inject({ method: 'POST', url: '/api/v1/store/DIST01/signup', payload: { ...body, email: `otro.${email}` } });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().msg).toMatch(/Ya existe una cuenta con ese teléfono/);
    const weak = await ctx.app.inject({ method: 'POST', url: '/api/v1/store/DIST01/signup', payload: { ...body, email: `debil.${email}`, phone: '3150000001', password: 'corta' } });
    expect(weak.statusCode).toBe(422);
    expect(weak.body).toMatch(/La contraseña debe tener más de 8 caracteres/);
    const noConsent = await ctx.app.inject({ method: 'POST', url: '/api/v1/store/DIST01/signup', payload: { ...body, email: `sin.${email}`, phone: '3150000002', data_policy: null } });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.body).toMatch(/tratamiento de datos/);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/v1/store/NOEXISTE/signup', payload: { ...body, email: `x.${email}`, phone: '3150000003' } });
    expect(unknown.statusCode).toBe(404);
    expect((await one(ctx, sql`SELECT count(*)::int AS n FROM users WHERE email LIKE ${`%${email}`}`)).n).toBe(1);
  });

  it('limits sign-ups per address like the other public account calls (429 in Spanish)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/store/DIST01/signup', payload: { name: 'x' }, remoteAddress: '10.99.99.99' });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().msg).toMatch(/Demasiadas peticiones/);
    }
    expect(codes.slice(0, 10).every((c) => c === 422)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('cart', () => {
  it('adds as draft with quantity 1, lowers, removes, and merges the visitor cart at sign-in', async () => {
    const c = await newClient();
    let cart = (await add(c, productA)).json().cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ qt: 1, status: 'draft', sale_price: PRICE, total: PRICE, currency: 'COP', detail_order_id: null });
    expect(cart).toMatchObject({ step: 1, finalized: false, status: 'draft' });
    cart = (await add(c, productA, 2)).json().cart;
    expect(cart.items[0].qt).toBe(3);
    cart = (await c.put(`/api/v1/store/DIST01/cart/items/${cart.items[0].id}`, { qt: 1 })).json().cart;
    expect(cart.items[0]).toMatchObject({ qt: 1, total: PRICE });
    const zero = await c.put(`/api/v1/store/DIST01/cart/items/${cart.items[0].id}`, { qt: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.qt).toMatch(/al menos 1/);
    cart = (await c.del(`/api/v1/store/DIST01/cart/items/${cart.items[0].id}`)).json().cart;
    expect(cart.items).toHaveLength(0);

    // the localStorage cart of the visitor joins the server cart; an unknown product is skipped
    await add(c, productB);
    const merged = await c.post('/api/v1/store/DIST01/cart/merge', { items: [{ type_digital_account_id: productA, qt: 2 }, { type_digital_account_id: productB, qt: 1 }, { type_digital_account_id: 999999, qt: 1 }] });
    expect(merged.statusCode, merged.body).toBe(200);
    const byProduct = Object.fromEntries(merged.json().cart.items.map((i: any) => [i.type_digital_account_id, i.qt]));
    expect(byProduct).toEqual({ [productA]: 2, [productB]: 2 });
    // it follows the client: a new sign-in (another device) reads the same cart
    const again = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: c.email, password: PASSWORD }, remoteAddress: '10.6.6.6' });
    expect(again.statusCode, again.body).toBe(200);
    const other = callerFor(ctx, again.json().token);
    expect((await other.get('/api/v1/store/DIST01/cart')).json().cart.total).toBe(4 * PRICE);
    const notInStore = await add(other, await productWithStock(ctx, { name: 'NO MARCADO', price: COST, accounts: 1, perAccount: 1 }));
    expect(notInStore.statusCode).toBe(404);
  });
});

describe('checkout', () => {
  it('with enough balance pays and delivers at once through the sale machinery (commission to the seller)', async () => {
    const c = await newClient('DIST01', 1_000_000);
    const distBefore = await balanceOf(ctx, distId);
    await add(c, productA, 2);
    await add(c, productB);
    const res = await checkout(c);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('paid');
    expect(body.items).toHaveLength(3);
    expect(body.items[0].login).toMatch(/@test\.co$/);
    expect(body.cart).toMatchObject({ step: 3, finalized: true, status: 'paid', total: 3 * PRICE });
    expect(await balanceOf(ctx, c.id)).toBe(1_000_000 - 3 * PRICE);
    expect(await balanceOf(ctx, distId)).toBe(distBefore + 3 * (PRICE - COST));
    const orders = await rows(ctx, sql`SELECT status, source FROM orders WHERE user_id = ${c.id}`);
    expect(orders).toEqual([{ status: 'finalized', source: 'store' }, { status: 'finalized', source: 'store' }]);
    // buying is a reveal: one view per delivered unit, source purchase, from the store's checkout
    const views = await rows(ctx, sql`SELECT digital_account_id, source, screen, user_id FROM credential_view WHERE user_id = ${c.id} ORDER BY id`);
    expect(views).toEqual(body.items.map((i: any) => ({ digital_account_id: i.digital_account_id, source: 'purchase', screen: 'store-checkout', user_id: c.id })));
    // kept in the profile with renewal dates; the password and PIN masked there (the page reveals one unit at a time)
    const profile = (await profileOf(c)).json().profile;
    expect(profile.purchases.flatMap((p: any) => p.units)).toHaveLength(3);
    expect(profile.purchases[0].units[0].renewal_limit_date).toBeTruthy();
    expect(profile.purchases.flatMap((p: any) => p.units).map((u: any) => u.password)).toEqual(['••••••', '••••••', '••••••']);
    expect((await rows(ctx, sql`SELECT id FROM credential_view WHERE user_id = ${c.id}`)).length).toBe(3);
    // the seller sees the store orders in its sales list
    const dist = await ctx.as('distribuidor');
    const sales = await dist.post('/api/v1/admin/sales/list', { data: { user_id: c.id }, _paginate: { page: 1, max_rows: 25 } });
    expect(sales.statusCode, sales.body).toBe(200);
    expect(sales.json().total).toBe(2);
    // an empty cart cannot be checked out
    const empty = await checkout(c);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().msg).toMatch(/carrito está vacío/);
  });

  it('without balance waits "pendiente de pago"; the approved top-up pays and delivers it exactly once, with a notification', async () => {
    const c = await newClient();
    await add(c, productA);
    const res = await checkout(c);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending_payment', missing: PRICE });
    expect(res.json().msg).toMatch(/pendiente de pago/);
    const orderId = res.json().cart.items[0].detail_order_id as number;
    expect((await one(ctx, sql`SELECT status, source FROM orders WHERE id = ${orderId}`))).toEqual({ status: 'draft', source: 'store' });
    expect(await balanceOf(ctx, c.id)).toBe(0);
    let profile = (await profileOf(c)).json().profile;
    expect(profile.pending).toHaveLength(1);
    expect(profile.pending[0]).toMatchObject({ step: 2, status: 'pending_payment' });

    // the client reports a top-up; the admin approves it
    const bank = await bankAccountOf(c);
    const top = await report(c, { bank_account_id: bank, amount: 2_500_000 });
    const approved = await act(admin, top.id, 'finalize');
    expect(approved.statusCode, approved.body).toBe(200);

    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      profile = (await profileOf(c)).json().profile;
      if (profile.pending.length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(profile.pending).toHaveLength(0);
    expect(profile.purchases[0]).toMatchObject({ order_id: orderId, status: 'finalized' });
    expect(profile.purchases[0].units).toHaveLength(1);
    expect(await balanceOf(ctx, c.id)).toBe(2_500_000 - PRICE);
    expect((await rows(ctx, sql`SELECT id FROM ledger_entry WHERE idempotency_key = ${`order:${orderId}:purchase`}`))).toHaveLength(1);
    const notes = await rows(ctx, sql`SELECT kind, link FROM notification WHERE user_id = ${c.id} AND kind = 'order_delivered'`);
    expect(notes).toEqual([{ kind: 'order_delivered', link: '/store/DIST01/client-profile' }]);
    // paying again (the client, a second approval attempt) moves nothing
    const again = await c.post(`/api/v1/store/DIST01/orders/${res.json().cart.id}/pay`, {}, { 'idempotency-key': key() });
    expect(again.statusCode).toBe(409);
    expect((await act(admin, top.id, 'finalize')).statusCode).toBe(409);
    expect(await balanceOf(ctx, c.id)).toBe(2_500_000 - PRICE);
  });

  it('applies a coupon at checkout, from the company revenue, counting one use', async () => {
    const made = await admin.post('/api/v1/admin/coupons', { code: `TIENDA${Date.now()}`, discount_type: 'percent', percent: 10 });
    expect(made.statusCode, made.body).toBe(201);
    // the balance covers only the price after the coupon: it is paid at once
    const c = await newClient('DIST01', PRICE - PRICE / 10);
    await add(c, productB);
    const bad = await checkout(c, { coupon: 'NOEXISTE' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toMatch(/no existe/);
    expect(await balanceOf(ctx, c.id)).toBe(PRICE - PRICE / 10);
    const res = await checkout(c, { coupon: made.json().item.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('paid');
    const order = await one(ctx, sql`SELECT total, discount, coupon_code FROM orders WHERE user_id = ${c.id}`);
    expect(Number(order.total)).toBe(PRICE - PRICE / 10);
    expect(Number(order.discount)).toBe(PRICE / 10);
    expect(await balanceOf(ctx, c.id)).toBe(0);
    expect((await one(ctx, sql`SELECT count(*)::int AS n FROM coupon_use WHERE user_id = ${c.id}`)).n).toBe(1);
  });

  it('two clients racing for the last unit: one gets it, the other "agotado" and no charge', async () => {
    const last = await productWithStock(ctx, { name: 'ULTIMA UNIDAD', price: COST, accounts: 1, perAccount: 1 });
    await sellInStore(last);
    const [a, b] = [await newClient('DIST01', 300_000), await newClient('DIST01', 300_000)];
    await add(a, last);
    await add(b, last);
    const results = await Promise.all([checkout(a), checkout(b)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().msg).toMatch(/agotado/);
    expect(loser.json().msg).toMatch(/No se realizó ningún cobro/);
    const balances = [await balanceOf(ctx, a.id), await balanceOf(ctx, b.id)].sort((x, y) => x - y);
    expect(balances).toEqual([300_000 - PRICE, 300_000]);
    const loserCaller = results[0].statusCode === 409 ? a : b;
    const cart = (await loserCaller.get('/api/v1/store/DIST01/cart')).json().cart;
    expect(cart.items[0]).toMatchObject({ status: 'flagged', problem: 'out_of_stock' });
  });

  it('flags an item whose product left the catalog and charges nothing', async () => {
    const gone = await productWithStock(ctx, { name: 'SALE DEL CATALOGO', price: COST, accounts: 2, perAccount: 2 });
    await sellInStore(gone);
    const c = await newClient('DIST01', 500_000);
    await add(c, productA);
    await add(c, gone);
    await ctx.database.db.execute(sql`DELETE FROM seller_catalog_product WHERE type_digital_account_id = ${gone}`);
    const res = await checkout(c);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/SALE DEL CATALOGO .*ya no está disponible/);
    expect(res.json().msg).toMatch(/No se realizó ningún cobro/);
    expect(await balanceOf(ctx, c.id)).toBe(500_000);
    expect((await rows(ctx, sql`SELECT id FROM orders WHERE user_id = ${c.id}`))).toHaveLength(0);
    const cart = (await c.get('/api/v1/store/DIST01/cart')).json().cart;
    expect(cart.items.find((i: any) => i.type_digital_account_id === gone)).toMatchObject({ status: 'flagged', problem: 'unavailable' });
    // once removed, the rest is bought
    const flagged = cart.items.find((i: any) => i.type_digital_account_id === gone);
    await c.del(`/api/v1/store/DIST01/cart/items/${flagged.id}`);
    expect((await checkout(c)).json().status).toBe('paid');
  });
});

describe('client profile features (existing calls, as the store client)', () => {
  it('an early renewal from the profile waits for approval: nothing charged, renew refused, the request listed as waiting', async () => {
    const c = await newClient('DIST01', 1_000_000);
    await add(c, productA);
    expect((await checkout(c)).json().status).toBe('paid');
    // bought today: due in the product's 30 days, far outside the 3 days of notice
    const unit = (await profileOf(c)).json().profile.purchases[0].units[0];
    const paid = await balanceOf(ctx, c.id);
    const moved = async () => (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM ledger_entry WHERE account_type = 'user' AND account_id = ${c.id}`)).n;
    const rowsBefore = await moved();
    const ticket = await c.post('/api/v1/admin/renovation-ticket/request', { profile_id: unit.profile_id }, { 'idempotency-key': key() });
    expect(ticket.statusCode, ticket.body).toBe(201);
    expect(ticket.json().item).toMatchObject({ profile_id: unit.profile_id, renovation_ticket_status: 'to_be_approved' });
    const renew = await c.post(`/api/v1/admin/renovation-ticket/${ticket.json().item.id}/renew`, {}, { 'idempotency-key': key() });
    expect(renew.statusCode).toBe(409);
    expect(renew.json().code).toBe('RENEWAL_WRONG_STATE');
    expect(await balanceOf(ctx, c.id)).toBe(paid);
    expect(await moved()).toBe(rowsBefore);
    expect((await profileOf(c)).json().profile.purchases[0].units[0].renewal_limit_date).toBe(unit.renewal_limit_date);
    // the profile page reads the client's waiting requests from the renewal list (its own tickets only)
    const waiting = await c.post('/api/v1/admin/renovation-ticket/list', { data: { renovation_ticket_status: 'to_be_approved' }, _paginate: { page: 1, max_rows: 100 } });
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().items.map((t: any) => [t.id, t.profile_id, t.digital_account_id])).toEqual([[ticket.json().item.id, unit.profile_id, unit.digital_account_id]]);
  });

  it('renews a purchase from the balance inside the notice window, reports a fault and opens a ticket with the seller', async () => {
    const c = await newClient('DIST01', 1_000_000);
    await add(c, productA);
    expect((await checkout(c)).json().status).toBe('paid');
    const bought = (await profileOf(c)).json().profile.purchases[0].units[0];
    // a month has gone by: the unit is due in 2 days, inside the notice window
    await ctx.database.db.execute(sql`UPDATE profiles SET renewal_limit_date = (now() AT TIME ZONE 'America/Bogota')::date + 2 WHERE id = ${bought.profile_id}`);
    const unit = (await profileOf(c)).json().profile.purchases[0].units[0];
    expect(unit.renewal_limit_date < bought.renewal_limit_date).toBe(true);
    const ticket = await c.post('/api/v1/admin/renovation-ticket/request', { profile_id: unit.profile_id }, { 'idempotency-key': key() });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const renewed = await c.post(`/api/v1/admin/renovation-ticket/${ticket.json().item.id}/renew`, {}, { 'idempotency-key': key() });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await balanceOf(ctx, c.id)).toBe(1_000_000 - 2 * PRICE);
    const after = (await profileOf(c)).json().profile.purchases[0].units[0];
    expect(after.renewal_limit_date > unit.renewal_limit_date).toBe(true);
    const fault = await c.post('/api/v1/admin/report-fault-account', { profile_id: unit.profile_id, description: 'La cuenta no deja entrar al perfil' }, { 'idempotency-key': key() });
    expect(fault.statusCode, fault.body).toBe(201);
    const help = await c.post('/api/v1/admin/support-client', { subject: 'Ayuda con mi compra', description: 'No encuentro cómo cambiar el PIN del perfil' });
    expect(help.statusCode, help.body).toBe(201);
    expect((await one(ctx, sql`SELECT distributor_id FROM support_client WHERE id = ${help.json().item.id}`)).distributor_id).toBe(distId);
  });
});

describe('isolation between sellers', () => {
  it('a client of DIST01 cannot see the profile, cart or orders of SUB01\'s store, nor pay another client\'s order (404)', async () => {
    const c = await newClient();
    const other = await newClient();
    await add(other, productA);
    const pending = (await checkout(other)).json();
    expect(pending.status).toBe('pending_payment');
    expect((await profileOf(c, 'SUB01')).statusCode).toBe(404);
    expect((await c.get('/api/v1/store/SUB01/cart')).statusCode).toBe(404);
    expect((await c.post(`/api/v1/store/DIST01/orders/${pending.cart.id}/pay`, {}, { 'idempotency-key': key() })).statusCode).toBe(404);
    // the demo client of subdistribuidor is not a client of DIST01's store
    const demoClient = await ctx.as('cliente');
    expect((await demoClient.get('/api/v1/store/DIST01/client-profile')).statusCode).toBe(404);
    expect((await demoClient.get('/api/v1/store/SUB01/client-profile')).statusCode).toBe(200);
    // the seller itself is not a client of its store
    expect((await (await ctx.as('distribuidor')).get('/api/v1/store/DIST01/client-profile')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/store/DIST01/client-profile' })).statusCode).toBe(401);
  });
});

describe('demo data', () => {
  it('has a client of DIST01 with a delivered store order and one waiting for payment, whose top-up pays it when approved', async () => {
    const valentina = await ctx.as('valentina@correo.co');
    const profile = (await profileOf(valentina)).json().profile;
    expect(profile.purchases.find((p: any) => p.status === 'finalized').units).toHaveLength(1);
    expect(profile.pending).toHaveLength(1);
    const waiting = profile.top_ups.find((t: any) => t.state === 'draft');
    expect(waiting).toBeTruthy();
    expect((await act(admin, waiting.id, 'finalize')).statusCode).toBe(200);
    const deadline = Date.now() + 15_000;
    let after = profile;
    while (Date.now() < deadline && after.pending.length) {
      await new Promise((r) => setTimeout(r, 100));
      after = (await profileOf(valentina)).json().profile;
    }
    expect(after.pending).toHaveLength(0);
    expect(after.purchases.filter((p: any) => p.status === 'finalized')).toHaveLength(2);
  });
});
