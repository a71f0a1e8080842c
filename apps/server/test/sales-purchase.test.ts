import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import {
  availableProfiles, balanceOf, companyBalanceOf, createBuyers, callerFor, demoCompanyId, expectSalesInvariants, key, one,
  productId, productWithStock, rows, topUp, userIdOf,
} from './sales-helpers.ts';

let ctx: TestContext;
let admin: Caller;
let dist: Caller;
let sub: Caller;
let client: Caller;
let demo: number;
let ids: Record<string, number>;
let netflix: number;

beforeAll(async () => {
  ctx = await createTestContext();
  demo = await demoCompanyId(ctx);
  [admin, dist, sub, client] = await Promise.all(['admin', 'distribuidor', 'subdistribuidor', 'cliente'].map((u) => ctx.as(u)));
  ids = Object.fromEntries(await Promise.all(['admin', 'distribuidor', 'subdistribuidor', 'cliente'].map(async (u) => [u, await userIdOf(ctx, u)])));
  netflix = await productId(ctx, 'NETFLIX');
  await topUp(ctx, demo, ids.cliente, 10_000_000);
});
afterAll(() => ctx.close());
afterEach(() => expectSalesInvariants(ctx));

/** A user's price row as staff read it (clients have no access to the prices report). */
const costOf = async (who: Caller | number, typeId: number) => {
  const res = typeof who === 'number' ? await admin.get(`/api/v1/distributor-prices?user_id=${who}`) : await who.get('/api/v1/distributor-prices');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.find((i: any) => i.type_digital_account_id === typeId);
};

describe('pricing resolution (DOMAIN.md: parent price, else group list, else general list, else price_base)', () => {
  it('resolves each demo level from its own source', async () => {
    expect(await costOf(dist, netflix)).toMatchObject({ cost: 1_400_000, cost_source: 'group', price_distributor: 1_500_000, price_client: 1_800_000 });
    expect(await costOf(sub, netflix)).toMatchObject({ cost: 1_500_000, cost_source: 'parent', price_distributor: null });
    expect(await costOf(admin, netflix)).toMatchObject({ cost: 1_800_000, cost_source: 'general' });
  });

  it('falls back to price_base for a product no list prices', async () => {
    const typeId = await productWithStock(ctx, { name: 'SIN LISTA', price: 777_700, accounts: 0, perAccount: 1 });
    expect(await costOf(sub, typeId)).toMatchObject({ cost: 777_700, cost_source: 'base' });
  });

  it('refuses config-prices below the seller own cost with a Spanish 422, and saves the rest', async () => {
    const low = await sub.put('/api/v1/config-prices', { items: [{ type_digital_account_id: netflix, price_client: 1_499_999 }] });
    expect(low.statusCode).toBe(422);
    expect(low.json().msg).toBe('No puedes vender por debajo de tu costo: revisa los precios marcados.');
    expect(low.json().errors['items.0.price_client']).toContain('no puede ser menor que tu costo');
    expect((await costOf(ids.cliente, netflix)).cost).toBe(1_900_000);

    const ok = await sub.put('/api/v1/config-prices', { items: [{ type_digital_account_id: netflix, price_client: 1_700_000 }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await costOf(ids.cliente, netflix)).toMatchObject({ cost: 1_700_000, cost_source: 'parent' });
    const [log] = await rows(ctx, sql`SELECT text FROM audit_log WHERE object_type = 'config-prices' AND object_id = ${ids.subdistribuidor}`);
    expect(log.text).toContain('Precios para la red');

    const cleared = await sub.put('/api/v1/config-prices', { items: [{ type_digital_account_id: netflix, price_client: null }] });
    expect(cleared.statusCode).toBe(200);
    expect((await costOf(ids.cliente, netflix)).cost).toBe(1_900_000);
  });

  it('lets only staff configure another seller, and hides other companies', async () => {
    expect((await sub.get(`/api/v1/config-prices?user_id=${ids.distribuidor}`)).statusCode).toBe(403);
    const asAdmin = await admin.get(`/api/v1/config-prices?user_id=${ids.distribuidor}`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().seller.id).toBe(ids.distribuidor);
    expect((await client.get('/api/v1/config-prices')).statusCode).toBe(403);
  });

  it('asks a root user acting on another company to pick a distributor (it has no prices of its own there)', async () => {
    const root = await ctx.as('root', { 'x-tenant': String(await demoCompanyId(ctx)) });
    for (const path of ['/api/v1/config-prices', '/api/v1/distributor-prices']) {
      const own = await root.get(path);
      expect(own.statusCode, path).toBe(422);
      expect(own.json().msg).toBe('Elige un distribuidor de la empresa para ver o configurar sus precios.');
      const picked = await root.get(`${path}?user_id=${ids.distribuidor}`);
      expect(picked.statusCode, path).toBe(200);
      expect(picked.json().seller.id).toBe(ids.distribuidor);
    }
  });
});

describe('direct purchase', () => {
  it('offers each buyer the active products at its own price with the units available now', async () => {
    const res = await client.get('/api/v1/purchase/catalogue');
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().items.find((i: any) => i.type_digital_account_id === netflix);
    expect(item).toMatchObject({ name: 'NETFLIX 4K 1 PANTALLA 30 DÍAS', price: 1_900_000, price_source: 'group', sale_mode: 'profiles', duration_days: 30 });
    expect(item.available).toBe(await availableProfiles(ctx, netflix));
    const asSub = (await sub.get('/api/v1/purchase/catalogue')).json().items.find((i: any) => i.type_digital_account_id === netflix);
    expect(asSub).toMatchObject({ price: 1_500_000, price_source: 'parent' });
  });

  it('delivers credentials, debits the buyer and pays each ancestor its commission in one transaction', async () => {
    const before = {
      client: await balanceOf(ctx, ids.cliente), sub: await balanceOf(ctx, ids.subdistribuidor),
      dist: await balanceOf(ctx, ids.distribuidor), company: await companyBalanceOf(ctx, demo), stock: await availableProfiles(ctx, netflix),
    };
    const res = await client.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const { order, items } = res.json();
    expect(order).toMatchObject({ status: 'finalized', source: 'direct', quantity: 2, unit_price: 1_900_000, total: 3_800_000, user_id: ids.cliente });
    expect(order.number).toBeGreaterThan(0);
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item).toMatchObject({ product: 'NETFLIX 4K 1 PANTALLA 30 DÍAS' });
      expect(item.login).toMatch(/@cuentasdemo\.co$/);
      expect(item.password).toBeTruthy();
      expect(item.renewal_limit_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.message).toContain(item.login);
      expect(item.message).toContain(item.password);
    }
    const day = (await one<{ d: string }>(ctx, sql`SELECT ((now() AT TIME ZONE 'America/Bogota')::date + 30)::text AS d`)).d;
    expect(items[0].renewal_limit_date).toBe(day);
    // client pays 19.000; sub (cost 15.000) earns 4.000; dist (cost 14.000) earns 1.000; company keeps 14.000
    expect(await balanceOf(ctx, ids.cliente)).toBe(before.client - 3_800_000);
    expect(await balanceOf(ctx, ids.subdistribuidor)).toBe(before.sub + 800_000);
    expect(await balanceOf(ctx, ids.distribuidor)).toBe(before.dist + 200_000);
    expect(await companyBalanceOf(ctx, demo)).toBe(before.company + 2_800_000);
    expect(await availableProfiles(ctx, netflix)).toBe(before.stock - 2);
    const ledger = await rows(ctx, sql`SELECT idempotency_key AS key, kind, amount FROM ledger_entry WHERE object_type = 'order' AND object_id = ${order.id} ORDER BY amount`);
    expect(ledger).toEqual([
      { key: `order:${order.id}:purchase`, kind: 'purchase', amount: -3_800_000 },
      { key: `order:${order.id}:commission:${ids.distribuidor}`, kind: 'commission', amount: 200_000 },
      { key: `order:${order.id}:commission:${ids.subdistribuidor}`, kind: 'commission', amount: 800_000 },
      { key: `order:${order.id}:revenue`, kind: 'revenue', amount: 2_800_000 },
    ]);
    const log = await rows(ctx, sql`SELECT text FROM audit_log WHERE object_type = 'order' AND object_id = ${order.id}`);
    expect(log[0].text).toContain('Compra directa');
  });

  it('sells whole accounts for products sold by accounts', async () => {
    const spotify = await productId(ctx, 'SPOTIFY PREMIUM');
    const res = await sub.post('/api/v1/purchase', { type_digital_account_id: spotify, quantity: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json().items;
    expect(item.profile_id).toBeNull();
    expect(item.profiles).toHaveLength(1);
    const account = await one(ctx, sql`SELECT state, owner_id FROM digital_account WHERE id = ${item.digital_account_id}`);
    expect(account).toEqual({ state: 'sold', owner_id: ids.subdistribuidor });
  });

  it('fails whole when stock is short: 409 in Spanish, nothing taken or charged', async () => {
    const typeId = await productWithStock(ctx, { name: 'POCO STOCK', price: 100_000, accounts: 1, perAccount: 2 });
    const balance = await balanceOf(ctx, ids.subdistribuidor);
    const res = await sub.post('/api/v1/purchase', { type_digital_account_id: typeId, quantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Inventario insuficiente de POCO STOCK: pediste 3 y hay 2 perfiles disponibles en este momento. No se realizó ningún cobro.');
    expect(await balanceOf(ctx, ids.subdistribuidor)).toBe(balance);
    expect(await availableProfiles(ctx, typeId)).toBe(2);
    expect(await rows(ctx, sql`SELECT id FROM orders WHERE type_digital_account_id = ${typeId}`)).toEqual([]);
  });

  it('fails whole when the balance is short: 409 in Spanish, stock untouched', async () => {
    const [poor] = await createBuyers(ctx, 1, { parent: 'subdistribuidor', rol: 'Cliente', balance: 1_000_000, prefix: 'pobre' });
    const buyer = callerFor(ctx, poor.token);
    const stock = await availableProfiles(ctx, netflix);
    const res = await buyer.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Saldo insuficiente: el total es $ 18.000,00 y tu saldo disponible es $ 10.000,00. No se realizó ningún cobro.');
    expect(await balanceOf(ctx, poor.id)).toBe(1_000_000);
    expect(await availableProfiles(ctx, netflix)).toBe(stock);
  });

  it('validates the body and refuses inactive or unknown products', async () => {
    expect((await client.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 0 })).statusCode).toBe(422);
    expect((await client.post('/api/v1/purchase', { type_digital_account_id: netflix })).statusCode).toBe(422);
    expect((await client.post('/api/v1/purchase', { type_digital_account_id: 999_999, quantity: 1 })).statusCode).toBe(404);
    const typeId = await productWithStock(ctx, { name: 'INACTIVO', price: 100, accounts: 1, perAccount: 1 });
    await ctx.database.db.execute(sql`UPDATE type_digital_account SET active = false WHERE id = ${typeId}`);
    const res = await client.post('/api/v1/purchase', { type_digital_account_id: typeId, quantity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('El producto INACTIVO no está disponible para la venta.');
  });

  it('replays one purchase sent three times with one Idempotency-Key, and refuses the key with another body', async () => {
    const k = key();
    const balance = await balanceOf(ctx, ids.cliente);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await client.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 1 }, { 'idempotency-key': k }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().order.id)).size).toBe(1);
    expect(answers[2].headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(ctx, ids.cliente)).toBe(balance - 1_900_000);
    const other = await client.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 2 }, { 'idempotency-key': k });
    expect(other.statusCode).toBe(409);
  });

  it('runs concurrent retries with one key once', async () => {
    const k = key();
    const balance = await balanceOf(ctx, ids.cliente);
    const answers = await Promise.all([1, 2, 3].map(() => client.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 1 }, { 'idempotency-key': k })));
    expect(new Set(answers.map((a) => a.json().order?.id)).size).toBe(1);
    expect(await balanceOf(ctx, ids.cliente)).toBe(balance - 1_900_000);
  });
});

describe('profiles list and credentials', () => {
  it('shows the buyer its units with the copy-ready message, its chain too, and nobody else', async () => {
    const res = await client.post('/api/v1/admin/profiles/delivered', { data: { type_digital_account_id: netflix } });
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json();
    expect(total).toBeGreaterThan(0);
    expect(items.every((i: any) => i.user_id === ids.cliente)).toBe(true);
    expect(items[0].message).toContain(`Usuario: ${items[0].login}`);
    expect(items[0].message).toContain('Hola Cliente Demo');
    const mine = new Set(items.map((i: any) => i.id));
    const asSub = (await sub.post('/api/v1/admin/profiles/delivered', {})).json().items.map((i: any) => i.id);
    expect([...mine].every((id) => asSub.includes(id))).toBe(true);
    const [stranger] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 0, prefix: 'ajeno' });
    const other = (await callerFor(ctx, stranger.token).post('/api/v1/admin/profiles/delivered', {})).json();
    expect(other.total).toBe(0);
    // the generic list reaches the same rows (owner chain), never available stock
    const generic = (await client.post('/api/v1/admin/profiles/list', {})).json();
    expect(generic.items.every((p: any) => p.user_id === ids.cliente)).toBe(true);
  });

  // every caller reads stock passwords masked in lists (staff with show_observations too): one account is revealed
  // at a time through POST /api/v1/credentials/reveal, which records the view (credentials.test.ts)
  it('masks stock passwords in lists for staff without show_observations, and for staff with it too', async () => {
    const list = (await admin.post('/api/v1/admin/digital-account/list', {})).json();
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((a: any) => a.password === '••••••')).toBe(true);
    const renov = await ctx.as('renovaciones');
    const masked = (await renov.post('/api/v1/admin/digital-account/list', {})).json();
    expect(masked.items.length).toBeGreaterThan(0);
    expect(masked.items.every((a: any) => a.password === '••••••')).toBe(true);
  });
});

describe('orders: draft, finalize, reject, annul', () => {
  it('annuls a sale: units back to stock, buyer refunded, commissions and revenue reversed', async () => {
    const before = {
      client: await balanceOf(ctx, ids.cliente), sub: await balanceOf(ctx, ids.subdistribuidor),
      dist: await balanceOf(ctx, ids.distribuidor), company: await companyBalanceOf(ctx, demo), stock: await availableProfiles(ctx, netflix),
    };
    const { order, items } = (await client.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 1 })).json();
    expect((await client.post(`/api/v1/admin/order/${order.id}/annul`, { reason: 'Error en el pedido' })).statusCode).toBe(403);
    const bad = await admin.post(`/api/v1/admin/order/${order.id}/annul`, { reason: 'other', note: 'corto' });
    expect(bad.statusCode).toBe(422);
    const res = await admin.post(`/api/v1/admin/order/${order.id}/annul`, { reason: 'Error en el pedido' }, { 'idempotency-key': key() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ status: 'annulled', reason: 'Error en el pedido' });
    expect(await balanceOf(ctx, ids.cliente)).toBe(before.client);
    expect(await balanceOf(ctx, ids.subdistribuidor)).toBe(before.sub);
    expect(await balanceOf(ctx, ids.distribuidor)).toBe(before.dist);
    expect(await companyBalanceOf(ctx, demo)).toBe(before.company);
    expect(await availableProfiles(ctx, netflix)).toBe(before.stock);
    expect(await one(ctx, sql`SELECT state, user_id, order_id FROM profiles WHERE id = ${items[0].profile_id}`)).toEqual({ state: 'available', user_id: null, order_id: null });
    const again = await admin.post(`/api/v1/admin/order/${order.id}/annul`, { reason: 'Error en el pedido' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(`No se puede anular: Pedido #${order.number} está anulado; solo se puede desde el estado finalizado.`);
    const log = await rows(ctx, sql`SELECT text, changes FROM audit_log WHERE object_type = 'order' AND object_id = ${order.id} ORDER BY id`);
    expect(log.at(-1)!.text).toContain('Pedido anulado');
    expect(log.at(-1)!.changes.status).toEqual(['finalized', 'annulled']);
  });

  it('refuses an annulment whose commission reversal would overdraw an ancestor', async () => {
    const [seller] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 0, prefix: 'gastador' });
    const [buyer] = await createBuyers(ctx, 1, { parent: `gastador0`, rol: 'Cliente', balance: 5_000_000, prefix: 'cli-gastador' });
    // the seller charges its clients more than its cost, then spends its commission
    const priced = await callerFor(ctx, seller.token).put('/api/v1/config-prices', { items: [{ type_digital_account_id: netflix, price_client: 2_000_000 }] });
    expect(priced.statusCode, priced.body).toBe(200);
    const { order } = (await callerFor(ctx, buyer.token).post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 1 })).json();
    expect(await balanceOf(ctx, seller.id)).toBe(500_000);
    await topUp(ctx, demo, seller.id, -500_000);
    const res = await admin.post(`/api/v1/admin/order/${order.id}/annul`, { reason: 'Solicitud del cliente' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('ya no tiene saldo para devolver $ 5.000,00 de su comisión');
    expect((await one(ctx, sql`SELECT status FROM orders WHERE id = ${order.id}`)).status).toBe('finalized');
  });

  it('creates a draft (cart), finalizes it from the balance, and refuses a second finalize', async () => {
    const created = await client.post('/api/v1/admin/order', { type_digital_account_id: netflix, quantity: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().item;
    expect(draft).toMatchObject({ status: 'draft', total: 1_900_000 });
    const listed = (await client.post('/api/v1/admin/order-draft/list', {})).json().items.map((o: any) => o.id);
    expect(listed).toContain(draft.id);
    const balance = await balanceOf(ctx, ids.cliente);
    const done = await client.post(`/api/v1/admin/order/${draft.id}/finalize`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().order.status).toBe('finalized');
    expect(done.json().items).toHaveLength(1);
    expect(await balanceOf(ctx, ids.cliente)).toBe(balance - 1_900_000);
    const twice = await client.post(`/api/v1/admin/order/${draft.id}/finalize`, {});
    expect(twice.statusCode).toBe(409);
    const sales = (await sub.post('/api/v1/admin/sales/list', {})).json();
    expect(sales.items.every((o: any) => o.status === 'finalized')).toBe(true);
    expect(sales.items.map((o: any) => o.id)).toContain(draft.id);
    const exported = await sub.post('/api/v1/admin/sales/export', { all: true });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('rejects a draft with a reason, charging nothing', async () => {
    const draft = (await client.post('/api/v1/admin/order', { type_digital_account_id: netflix, quantity: 1 })).json().item;
    const balance = await balanceOf(ctx, ids.cliente);
    const res = await admin.post(`/api/v1/admin/order/${draft.id}/reject`, { reason: 'other', note: 'El cliente pidió otro producto' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ status: 'rejected', reason: 'El cliente pidió otro producto' });
    expect(await balanceOf(ctx, ids.cliente)).toBe(balance);
    expect((await admin.post(`/api/v1/admin/order/${draft.id}/finalize`, {})).statusCode).toBe(409);
  });

  it('answers an order with its credentials to its chain, 404 to others', async () => {
    const { order } = (await client.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 1 })).json();
    expect((await sub.get(`/api/v1/admin/order/${order.id}/items`)).json().items).toHaveLength(1);
    const [stranger] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 0, prefix: 'curioso' });
    expect((await callerFor(ctx, stranger.token).get(`/api/v1/admin/order/${order.id}/items`)).statusCode).toBe(404);
    expect((await callerFor(ctx, stranger.token).get(`/api/v1/admin/order/${order.id}`)).statusCode).toBe(404);
  });
});

describe('inventory', () => {
  it('creates an account with its profiles and refuses more than the product allows', async () => {
    const res = await admin.post('/api/v1/admin/digital-account', { type_digital_account_id: netflix, login: 'nueva@demo.co', password: 'Clave#1', profiles_quantity: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const account = res.json().item;
    const profiles = await rows(ctx, sql`SELECT name, state, user_id, type_digital_account_id FROM profiles WHERE digital_account_id = ${account.id} ORDER BY id`);
    expect(profiles.map((p) => p.name)).toEqual(['PERFIL 1', 'PERFIL 2', 'PERFIL 3']);
    expect(profiles.every((p) => p.state === 'available' && p.user_id === null && p.type_digital_account_id === netflix)).toBe(true);
    const more = await admin.post('/api/v1/admin/profiles', { digital_account_id: account.id, name: 'EXTRA', pin: '1234' });
    expect(more.statusCode, more.body).toBe(201);
    expect(more.json().item.user_id).toBeNull();
    await admin.post('/api/v1/admin/profiles', { digital_account_id: account.id, name: 'EXTRA 2' });
    const full = await admin.post('/api/v1/admin/profiles', { digital_account_id: account.id, name: 'DE MÁS' });
    expect(full.statusCode).toBe(422);
    const tooMany = await admin.post('/api/v1/admin/digital-account', { type_digital_account_id: netflix, login: 'x@demo.co', password: 'x', profiles_quantity: 6 });
    expect(tooMany.statusCode).toBe(422);
  });

  it('refuses selling or deleting stock by editing it', async () => {
    const { items } = (await client.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 1 })).json();
    const id = items[0].profile_id;
    expect((await admin.put(`/api/v1/admin/profiles/${id}`, { state: 'available' })).statusCode).toBe(409);
    expect((await admin.del(`/api/v1/admin/profiles/${id}`)).statusCode).toBe(409);
    expect((await admin.del(`/api/v1/admin/digital-account/${items[0].digital_account_id}`)).statusCode).toBe(409);
    const [free] = await rows(ctx, sql`SELECT id FROM profiles WHERE state = 'available' LIMIT 1`);
    expect((await admin.put(`/api/v1/admin/profiles/${free.id}`, { state: 'sold' })).statusCode).toBe(422);
  });
});
