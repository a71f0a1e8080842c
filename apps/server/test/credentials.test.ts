import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { eventually, startSmtpServer } from './notification-servers.ts';
import { callerFor, createBuyers, demoCompanyId, key, one, productWithStock, rows, userIdOf } from './sales-helpers.ts';

/**
 * Credentials leave a trace (DOMAIN.md "Trust"): lists and details answer passwords and PINs masked, the reveal
 * call and every answer that carries them in clear (a purchase, the reseller API, a link) write a view, staff
 * read a unit's history, buyers share a unit through an expiring link, and a change of a shared account's
 * credentials reaches every holder once (bell, and email through a real local SMTP server).
 */
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: Caller;
let product: number;
const PUBLIC_URL = 'https://cuentas.example';

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url, NOTIFICATION_RETRY_SECONDS: '1', JOBS_POLL_SECONDS: '0.5', PUBLIC_URL } });
  admin = await ctx.as('admin');
  product = await productWithStock(ctx, { name: 'CREDENCIALES TV', price: 1_000_000, accounts: 30, perAccount: 2 });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

/** A fresh buyer under `parent` (a Cliente has its parent as seller) with balance, and one unit it bought. */
async function buyerWithUnit(prefix: string, opts: { parent?: string; rol?: string } = {}) {
  const [b] = await createBuyers(ctx, 1, { parent: opts.parent ?? 'distribuidor', rol: opts.rol, balance: 10_000_000, prefix });
  const caller = callerFor(ctx, b.token);
  const res = await caller.post('/api/v1/purchase', { type_digital_account_id: product, quantity: 1 }, { 'idempotency-key': key() });
  expect(res.statusCode, res.body).toBe(200);
  const item = res.json().items[0];
  return { id: b.id, caller, order: res.json().order.id as number, profileId: item.profile_id as number, accountId: item.digital_account_id as number };
}

/** A unit's views, without the one its purchase wrote (buying is a reveal; the purchase's own test reads it). */
const viewsOf = (profileId: number) =>
  rows<{ user_id: number | null; source: string; screen: string; api_key_id: number | null; share_id: number | null; profile_id: number | null }>(ctx, sql`
    SELECT user_id, source, screen, api_key_id, share_id, profile_id FROM credential_view WHERE profile_id = ${profileId} AND screen <> 'purchase' ORDER BY id`);

const open = (token: string) => ctx.app.inject({ method: 'GET', url: `/s/${token}` });
const reveal = (caller: Caller, body: unknown) => caller.post('/api/v1/credentials/reveal', body);
const MASK = '••••••';

describe('lists and details answer credentials masked', () => {
  it('Perfiles entregados, the order detail, the store client profile and the stock screens carry no clear password or PIN, and write no view', async () => {
    const b = await buyerWithUnit('cvmask');
    const pin = (await one<{ pin: string }>(ctx, sql`SELECT pin FROM profiles WHERE id = ${b.profileId}`)).pin;
    const before = await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM credential_view`);

    const delivered = await b.caller.post('/api/v1/admin/profiles/delivered', { data: {} });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const row = delivered.json().items.find((i: any) => i.id === b.profileId);
    expect(row).toMatchObject({ password: MASK, pin: MASK, login: expect.stringContaining('@test.co') });
    expect(row.message).toContain(`Usuario: ${row.login}`);
    expect(row.message).toContain(MASK);
    const detail = await b.caller.get(`/api/v1/admin/order/${b.order}/items`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().items[0]).toMatchObject({ password: MASK, pin: MASK });
    const stock = [
      await admin.get(`/api/v1/admin/digital-account/${b.accountId}`),
      await admin.post('/api/v1/admin/digital-account/list', {}),
      await admin.get(`/api/v1/admin/profiles/${b.profileId}`),
      await admin.post('/api/v1/admin/profiles/list', { data: { digital_account_id: b.accountId } }),
      await admin.post('/api/v1/admin/profiles/delivered', { data: { user_id: b.id } }),
      await admin.get(`/api/v1/admin/order/${b.order}/items`),
    ];
    for (const res of [delivered, detail, ...stock]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('Secreta1');
      expect(res.body).not.toContain(`"${pin}"`);
    }
    expect(stock[0].json().item).toMatchObject({ password: MASK });
    expect(stock[2].json().item).toMatchObject({ pin: MASK });
    const cliente = await ctx.as('cliente');
    const store = await cliente.get('/api/v1/store/SUB01/client-profile');
    expect(store.statusCode, store.body).toBe(200);
    const units = store.json().profile.purchases.flatMap((p: any) => p.units);
    expect(units.length).toBeGreaterThan(0);
    expect(units.every((u: any) => u.password === MASK)).toBe(true);
    expect((await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM credential_view`)).n).toBe(before.n);
  });

  it('a form sending the mask back changes nothing; a new password is saved (and answered masked)', async () => {
    const b = await buyerWithUnit('cvform');
    const res = await admin.put(`/api/v1/admin/profiles/${b.profileId}`, { pin: MASK, name: 'SALA MASK' });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await one<{ pin: string; name: string }>(ctx, sql`SELECT pin, name FROM profiles WHERE id = ${b.profileId}`);
    expect(stored.pin).toMatch(/^\d{4}$/);
    expect(stored.name).toBe('SALA MASK');
  });

  it('exports of stock leave the password and the PIN out, so a sheet needs no view', async () => {
    const b = await buyerWithUnit('cvexport');
    const pin = (await one<{ pin: string }>(ctx, sql`SELECT pin FROM profiles WHERE id = ${b.profileId}`)).pin;
    const before = await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM credential_view`);
    for (const [name, data] of [['profiles', { digital_account_id: b.accountId }], ['digital-account', {}]] as const) {
      const res = await admin.post(`/api/v1/admin/${name}/export`, { data, all: true });
      expect(res.statusCode, name).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as never);
      const sheet = book.worksheets[0];
      const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
      expect(headers, name).not.toContain('PIN');
      expect(headers, name).not.toContain('Contraseña');
      expect(sheet.rowCount, name).toBeGreaterThan(1);
      const cells: string[] = [];
      sheet.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
      expect(cells, name).not.toContain('Secreta1');
      expect(cells, name).not.toContain(pin);
    }
    expect((await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM credential_view`)).n).toBe(before.n);
  });
});

describe('every reveal writes a view', () => {
  it('the reveal call answers one unit in clear and writes one view with its screen, who and the address', async () => {
    const b = await buyerWithUnit('cvscr');
    expect(await viewsOf(b.profileId)).toEqual([]);
    const res = await reveal(b.caller, { profile_id: b.profileId, screen: 'delivered-profiles' });
    expect(res.statusCode, res.body).toBe(200);
    const unit = res.json().unit;
    expect(unit).toMatchObject({ profile_id: b.profileId, digital_account_id: b.accountId, product: 'CREDENCIALES TV', password: 'Secreta1', pin: expect.stringMatching(/^\d{4}$/) });
    expect(unit.message).toContain('Secreta1');
    expect(unit.message).toContain(unit.pin);
    expect((await reveal(b.caller, { profile_id: b.profileId, screen: 'order-detail' })).statusCode).toBe(200);
    expect(await viewsOf(b.profileId)).toEqual([
      { user_id: b.id, source: 'screen', screen: 'delivered-profiles', api_key_id: null, share_id: null, profile_id: b.profileId },
      { user_id: b.id, source: 'screen', screen: 'order-detail', api_key_id: null, share_id: null, profile_id: b.profileId },
    ]);
    const ips = await rows(ctx, sql`SELECT ip FROM credential_view WHERE profile_id = ${b.profileId} AND screen <> 'purchase'`);
    expect(ips.every((v) => typeof v.ip === 'string' && v.ip.length > 0)).toBe(true);

    // its seller reaches it too; staff reveal the stock account (no owner: the whole account) from the stock screen
    expect((await reveal(await ctx.as('distribuidor'), { profile_id: b.profileId, screen: 'delivered-profiles' })).statusCode).toBe(200);
    const staff = await reveal(admin, { digital_account_id: b.accountId, screen: 'stock' });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().unit).toMatchObject({ profile_id: null, password: 'Secreta1', profiles: expect.arrayContaining([expect.objectContaining({ id: b.profileId })]) });
    const adminId = await userIdOf(ctx, 'admin');
    expect(await rows(ctx, sql`SELECT profile_id, source, screen FROM credential_view WHERE user_id = ${adminId} AND digital_account_id = ${b.accountId}`))
      .toEqual([{ profile_id: null, source: 'screen', screen: 'stock' }]);
  });

  it('a purchase writes one view per delivered unit (source purchase), and a finalized draft too', async () => {
    const [buyer] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 10_000_000, prefix: 'cvbuy' });
    const caller = callerFor(ctx, buyer.token);
    const res = await caller.post('/api/v1/purchase', { type_digital_account_id: product, quantity: 2 }, { 'idempotency-key': key() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((i: any) => i.password)).toEqual(['Secreta1', 'Secreta1']);
    const views = await rows(ctx, sql`SELECT profile_id, source, screen, user_id FROM credential_view WHERE user_id = ${buyer.id} ORDER BY id`);
    expect(views).toEqual(res.json().items.map((i: any) => ({ profile_id: i.profile_id, source: 'purchase', screen: 'purchase', user_id: buyer.id })));

    const draft = await admin.post('/api/v1/admin/order', { type_digital_account_id: product, quantity: 1, user_id: buyer.id }, { 'idempotency-key': key() });
    expect(draft.statusCode, draft.body).toBe(201);
    const done = await admin.post(`/api/v1/admin/order/${draft.json().item.id}/finalize`, {}, { 'idempotency-key': key() });
    expect(done.statusCode, done.body).toBe(200);
    const adminId = await userIdOf(ctx, 'admin');
    const finalized = await rows(ctx, sql`SELECT profile_id, source, screen FROM credential_view WHERE user_id = ${adminId} AND screen = 'order-finalize'`);
    expect(finalized).toEqual(done.json().items.map((i: any) => ({ profile_id: i.profile_id, source: 'purchase', screen: 'order-finalize' })));

    // a booking finalized by staff delivers its units in the answer too
    const booking = await admin.post('/api/v1/admin/order-booking', { type_digital_account_id: product, quantity: 2, user_id: buyer.id }, { 'idempotency-key': key() });
    expect(booking.statusCode, booking.body).toBe(201);
    const captured = await admin.post(`/api/v1/admin/order-booking/${booking.json().item.id}/finalize`, {}, { 'idempotency-key': key() });
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json().items.map((i: any) => i.password)).toEqual(['Secreta1', 'Secreta1']);
    const booked = await rows(ctx, sql`SELECT profile_id, source, screen FROM credential_view WHERE user_id = ${adminId} AND screen = 'booking-finalize' ORDER BY id`);
    expect(booked).toEqual(captured.json().items.map((i: any) => ({ profile_id: i.profile_id, source: 'purchase', screen: 'booking-finalize' })));
  });

  it('records the reseller API purchase and reads (source api, with the key) and the SMM panel status', async () => {
    const b = await buyerWithUnit('cvapi');
    const created = await b.caller.post('/api/v1/api-keys', { name: 'Bot', scopes: ['orders:read', 'orders:write'] });
    expect(created.statusCode, created.body).toBe(201);
    const secret = created.json().secret as string;
    const keyId = created.json().key.id as number;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/reseller/orders/${b.order}`, headers: { 'x-api-key': secret } });
    expect(res.statusCode, res.body).toBe(200);
    const smm = await ctx.app.inject({ method: 'POST', url: '/api/v2', payload: { key: secret, action: 'status', order: String(b.order) } });
    expect(smm.statusCode, smm.body).toBe(200);
    expect(await viewsOf(b.profileId)).toEqual([
      { user_id: b.id, source: 'api', screen: 'reseller-api', api_key_id: keyId, share_id: null, profile_id: b.profileId },
      { user_id: b.id, source: 'api', screen: 'smm-panel', api_key_id: keyId, share_id: null, profile_id: b.profileId },
    ]);
    const bought = await ctx.app.inject({
      method: 'POST', url: '/api/v1/reseller/orders', headers: { 'x-api-key': secret, 'idempotency-key': key() }, payload: { type_digital_account_id: product, quantity: 1 },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const item = bought.json().items[0];
    expect(item.password).toBe('Secreta1');
    expect(await rows(ctx, sql`SELECT source, screen, api_key_id FROM credential_view WHERE profile_id = ${item.profile_id}`))
      .toEqual([{ source: 'api', screen: 'reseller-api', api_key_id: keyId }]);
  });

  it('a retry answered from its Idempotency-Key reveals the units again: one more view each, nothing bought', async () => {
    const [buyer] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 10_000_000, prefix: 'cvreplay' });
    const caller = callerFor(ctx, buyer.token);
    const same = key();
    const first = await caller.post('/api/v1/purchase', { type_digital_account_id: product, quantity: 2 }, { 'idempotency-key': same });
    expect(first.statusCode, first.body).toBe(200);
    const again = await caller.post('/api/v1/purchase', { type_digital_account_id: product, quantity: 2 }, { 'idempotency-key': same });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().items).toEqual(first.json().items);
    const units = first.json().items.map((i: any) => i.profile_id);
    const views = await rows<{ profile_id: number; n: number }>(ctx, sql`
      SELECT profile_id, count(*)::int AS n FROM credential_view WHERE user_id = ${buyer.id} AND screen = 'purchase' GROUP BY profile_id ORDER BY profile_id`);
    expect(views).toEqual([...units].sort((a, b) => a - b).map((profile_id) => ({ profile_id, n: 2 })));
    expect(await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${buyer.id}`)).toEqual({ n: 1 });

    // through the reseller API the replay is recorded with the key, like the first answer
    const created = await caller.post('/api/v1/api-keys', { name: 'Bot', scopes: ['orders:write'] });
    const headers = { 'x-api-key': created.json().secret as string, 'idempotency-key': key() };
    const order = () => ctx.app.inject({ method: 'POST', url: '/api/v1/reseller/orders', headers, payload: { type_digital_account_id: product, quantity: 1 } });
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await order()).headers['idempotent-replayed']).toBe('true');
    expect(await rows(ctx, sql`SELECT source, screen, api_key_id FROM credential_view WHERE profile_id = ${placed.json().items[0].profile_id} ORDER BY id`))
      .toEqual(Array(2).fill({ source: 'api', screen: 'reseller-api', api_key_id: created.json().key.id }));
  });

  it('answers 404 for a unit out of reach and writes nothing', async () => {
    const b = await buyerWithUnit('cvfar');
    const other = await buyerWithUnit('cvfarx');
    const stock = await one<{ id: number; digital_account_id: number }>(ctx, sql`SELECT id, digital_account_id FROM profiles WHERE type_digital_account_id = ${product} AND user_id IS NULL LIMIT 1`);
    const before = await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM credential_view`);
    const cases: [Caller, unknown][] = [
      [b.caller, { profile_id: other.profileId, screen: 'delivered-profiles' }],
      [b.caller, { digital_account_id: other.accountId, screen: 'order-detail' }],
      [b.caller, { profile_id: stock.id, screen: 'stock' }],
      [await ctx.as('subdistribuidor'), { profile_id: b.profileId, screen: 'delivered-profiles' }],
      // staff who may not read stock passwords reach sold units, never stock
      [await ctx.as('renovaciones'), { digital_account_id: stock.digital_account_id, screen: 'stock' }],
      [await ctx.as('root'), { profile_id: b.profileId, screen: 'stock' }],
      [admin, { profile_id: 99_999_999, screen: 'stock' }],
    ];
    for (const [caller, body] of cases) {
      const res = await reveal(caller, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().msg).toMatch(/no existe/);
      expect(res.body).not.toContain('Secreta1');
    }
    expect((await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM credential_view`)).n).toBe(before.n);
  });

  it.each([
    ['no unit', { screen: 'stock' }],
    ['both units', { profile_id: 1, digital_account_id: 1, screen: 'stock' }],
    ['no screen', { profile_id: 1 }],
    ['an unknown screen', { profile_id: 1, screen: 'share-link' }],
    ['a purchase as screen', { profile_id: 1, screen: 'purchase' }],
    ['a text id', { profile_id: 'uno', screen: 'stock' }],
    ['a negative id', { profile_id: -4, screen: 'stock' }],
    ['an unknown field', { profile_id: 1, screen: 'stock', source: 'api' }],
    ['an array', [1, 2]],
  ])('refuses %s with a Spanish 400/422 and writes nothing', async (_name, body) => {
    const before = await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM credential_view`);
    const res = await reveal(admin, body);
    expect([400, 422], res.body).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
    expect(res.json().msg).toMatch(/[a-záéíóúñ]/i);
    expect((await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM credential_view`)).n).toBe(before.n);
  });

  it('lists a unit\'s views for staff, newest first, with names, screen labels and the address; buyers and other companies get nothing', async () => {
    const b = await buyerWithUnit('cvlist');
    await reveal(b.caller, { profile_id: b.profileId, screen: 'order-detail' });
    await reveal(admin, { digital_account_id: b.accountId, screen: 'stock' });
    const res = await admin.get(`/api/v1/credentials/views?profile_id=${b.profileId}`);
    expect(res.statusCode, res.body).toBe(200);
    const adminId = await userIdOf(ctx, 'admin');
    expect(res.json().items.map((v: any) => [v.user_id, v.user_name, v.source, v.screen_label])).toEqual([
      [adminId, expect.any(String), 'screen', 'Inventario (cuentas y perfiles)'],
      [b.id, 'Comprador cvlist0', 'screen', 'Detalle del pedido'],
      [b.id, 'Comprador cvlist0', 'purchase', 'Compra'],
    ]);
    expect(res.json().items.every((v: any) => typeof v.ip === 'string')).toBe(true);
    const byAccount = await admin.get(`/api/v1/credentials/views?digital_account_id=${b.accountId}`);
    expect(byAccount.json().items.length).toBeGreaterThanOrEqual(3);

    expect((await b.caller.get(`/api/v1/credentials/views?profile_id=${b.profileId}`)).statusCode).toBe(403);
    expect((await (await ctx.as('distribuidor')).get(`/api/v1/credentials/views?profile_id=${b.profileId}`)).statusCode).toBe(403);
    expect((await admin.get('/api/v1/credentials/views?profile_id=999999')).statusCode).toBe(404);
    for (const query of ['', `?profile_id=${b.profileId}&digital_account_id=${b.accountId}`, '?profile_id=abc', '?otro=1']) {
      const bad = await admin.get(`/api/v1/credentials/views${query}`);
      expect([400, 422], bad.body).toContain(bad.statusCode);
      expect(bad.json().msg).toMatch(/[a-záéíóúñ]/i);
    }
  });
});

describe('share links', () => {
  let hostile: Awaited<ReturnType<typeof buyerWithUnit>> | undefined;
  it('creates a link for the caller\'s own unit, stores only its hash, and shows the unit without a session (a view)', async () => {
    const b = await buyerWithUnit('cvshare');
    const res = await b.caller.post('/api/v1/credentials/share', { profile_id: b.profileId });
    expect(res.statusCode, res.body).toBe(201);
    const { url, token, expires_at: expiresAt } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`${PUBLIC_URL}/s/${token}`);
    const hours = (new Date(expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const stored = await rows(ctx, sql`SELECT token_hash, max_views, views FROM credential_share WHERE created_by = ${b.id}`);
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), max_views: 1, views: 0 }]);
    const anywhere = await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM credential_share WHERE row_to_json(credential_share)::text LIKE ${`%${token}%`}`);
    expect(anywhere.n).toBe(0);

    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Secreta1');
    expect(page.body).toContain('CREDENCIALES TV');
    const views = await viewsOf(b.profileId);
    expect(views).toEqual([{ user_id: null, source: 'share', screen: 'share-link', api_key_id: null, share_id: expect.any(Number), profile_id: b.profileId }]);

    // one view by default: the second opening finds the link used up
    const again = await open(token);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('ya se abrió las veces permitidas');
    expect(again.body).not.toContain('Secreta1');
    expect(await viewsOf(b.profileId)).toHaveLength(1);
  });

  it('answers 410 once the link expired, and counts each opening up to max_views', async () => {
    const b = await buyerWithUnit('cvexp');
    const res = await b.caller.post('/api/v1/credentials/share', { profile_id: b.profileId, max_views: 3, expires_in_hours: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const { token } = res.json();
    expect((await open(token)).statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(200);
    expect(await viewsOf(b.profileId)).toHaveLength(2);
    await ctx.database.db.execute(sql`UPDATE credential_share SET expires_at = now() - interval '1 second' WHERE created_by = ${b.id}`);
    const expired = await open(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Este enlace venció');
    expect(await viewsOf(b.profileId)).toHaveLength(2);
  });

  it('never shows a link more times than max_views, however many open it at once', async () => {
    const b = await buyerWithUnit('cvrace');
    const { token } = (await b.caller.post('/api/v1/credentials/share', { profile_id: b.profileId, max_views: 2 })).json();
    const answers = await Promise.all(Array.from({ length: 6 }, () => open(token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 410, 410, 410, 410]);
    expect(await viewsOf(b.profileId)).toHaveLength(2);
  });

  it('revokes: the page then answers 410; only the creator\'s chain or staff may revoke', async () => {
    const b = await buyerWithUnit('cvrev');
    const other = await buyerWithUnit('cvrevx');
    const { token } = (await b.caller.post('/api/v1/credentials/share', { profile_id: b.profileId, max_views: 5 })).json();
    expect((await other.caller.del(`/api/v1/credentials/share/${token}`)).statusCode).toBe(404);
    expect((await b.caller.del('/api/v1/credentials/share/no-es-un-token')).statusCode).toBe(404);
    const revoked = await b.caller.del(`/api/v1/credentials/share/${token}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().share).toMatchObject({ views: 0, max_views: 5, revoked_at: expect.any(String) });
    const page = await open(token);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('revocado');
    // its seller (distribuidor, above it) may revoke the links of its network too
    const second = (await b.caller.post('/api/v1/credentials/share', { profile_id: b.profileId })).json().token;
    expect((await (await ctx.as('distribuidor')).del(`/api/v1/credentials/share/${second}`)).statusCode).toBe(200);
  });

  it('answers 404 for another buyer\'s unit, stock, another company\'s unit and an unknown link', async () => {
    const b = await buyerWithUnit('cv404');
    const other = await buyerWithUnit('cv404x');
    const before = await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM credential_share`);
    expect((await b.caller.post('/api/v1/credentials/share', { profile_id: other.profileId })).statusCode).toBe(404);
    expect((await b.caller.post('/api/v1/credentials/share', { digital_account_id: other.accountId })).statusCode).toBe(404);
    const stock = await one<{ id: number }>(ctx, sql`SELECT id FROM profiles WHERE type_digital_account_id = ${product} AND user_id IS NULL LIMIT 1`);
    expect((await admin.post('/api/v1/credentials/share', { profile_id: stock.id })).statusCode).toBe(404);
    // the root company's user acting on its own company does not reach the demo's units
    const root = await ctx.as('root');
    expect((await root.post('/api/v1/credentials/share', { profile_id: b.profileId })).statusCode).toBe(404);
    expect((await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM credential_share`)).n).toBe(before.n);
    expect((await open('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await open('%3Cscript%3E')).statusCode).toBe(404);
  });

  it.each([
    ['no unit', {}],
    ['both units', { profile_id: 1, digital_account_id: 1 }],
    ['a text id', { profile_id: 'uno' }],
    ['a negative id', { profile_id: -4 }],
    ['zero hours', { profile_id: 1, expires_in_hours: 0 }],
    ['a year', { profile_id: 1, expires_in_hours: 8760 }],
    ['hours as text', { profile_id: 1, expires_in_hours: '24' }],
    ['zero views', { profile_id: 1, max_views: 0 }],
    ['a thousand views', { profile_id: 1, max_views: 1000 }],
    ['an unknown field', { profile_id: 1, token: 'mio' }],
    ['an array', [1, 2]],
  ])('refuses %s with a Spanish 400/422 and creates nothing', async (_name, body) => {
    const b = hostile ??= await buyerWithUnit('cvbad');
    const res = await b.caller.post('/api/v1/credentials/share', body);
    expect([400, 422], res.body).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
    expect(res.json().msg).toMatch(/[a-záéíóúñ]/i);
    expect((await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM credential_share WHERE created_by = ${b.id}`)).n).toBe(0);
  });
});

describe('a shared account\'s change reaches every buyer', () => {
  const notesFor = (userId: number) => rows<{ text: string; kind: string }>(ctx, sql`SELECT text, kind FROM notification WHERE user_id = ${userId} AND kind = 'credentials_changed'`);

  it('a password change notifies each holder once (bell and email), a client\'s seller too, and logs it', async () => {
    const companyId = await demoCompanyId(ctx);
    // a product of its own: one account, so both buyers hold profiles of it
    const shared = await productWithStock(ctx, { name: 'COMPARTIDA TV', price: 1_000_000, accounts: 1, perAccount: 3 });
    const [dist] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 10_000_000, prefix: 'cvchd' });
    const [client] = await createBuyers(ctx, 1, { parent: 'subdistribuidor', rol: 'Cliente', balance: 10_000_000, prefix: 'cvchc' });
    await ctx.database.db.execute(sql`UPDATE users SET email = 'cliente.cambio@demo.local', notification_preference = 'email' WHERE id = ${client.id}`);
    for (const b of [dist, client, dist]) {
      const res = await callerFor(ctx, b.token).post('/api/v1/purchase', { type_digital_account_id: shared, quantity: 1 }, { 'idempotency-key': key() });
      expect(res.statusCode, res.body).toBe(200);
    }
    const account = await one<{ id: number }>(ctx, sql`SELECT id FROM digital_account WHERE type_digital_account_id = ${shared}`);
    const sellerId = await userIdOf(ctx, 'subdistribuidor');
    const sellerBefore = (await notesFor(sellerId)).length;

    const res = await admin.put(`/api/v1/admin/digital-account/${account.id}`, { password: 'NuevaClave#77' });
    expect(res.statusCode, res.body).toBe(200);

    // the distributor holds two profiles: one notice naming both; the client one; its seller one
    const distNotes = await notesFor(dist.id);
    expect(distNotes).toHaveLength(1);
    expect(distNotes[0].text).toContain('NuevaClave#77');
    expect(distNotes[0].text).toContain('COMPARTIDA TV');
    const clientNotes = await notesFor(client.id);
    expect(clientNotes).toHaveLength(1);
    expect(clientNotes[0].text).toContain('NuevaClave#77');
    const sellerNotes = await notesFor(sellerId);
    expect(sellerNotes).toHaveLength(sellerBefore + 1);
    expect(sellerNotes.at(-1)!.text).toContain('de tu cliente Comprador cvchc0');

    const mail = await eventually(() => smtp.mails.find((m) => m.to.includes('cliente.cambio@demo.local')), 20_000);
    expect(mail, 'the client prefers email: the notice reached the SMTP server').toBeDefined();
    expect(mail!.subject).toContain('Cambiaron los datos de acceso');
    expect(mail!.body).toContain('NuevaClave#77');
    // staff read the outbox: its copy of the notice says what changed, never the new password
    const kept = await eventually(async () => (await rows<{ body: string }>(ctx, sql`SELECT body FROM mail_outbox WHERE to_address = 'cliente.cambio@demo.local'`))[0], 20_000);
    expect(kept?.body).toContain('Cambiaron los datos de acceso (contraseña) de COMPARTIDA TV');
    expect(kept?.body).not.toContain('NuevaClave#77');

    const log = await rows(ctx, sql`SELECT text FROM audit_log WHERE company_id = ${companyId} AND object_type = 'digital-account' AND object_id = ${account.id} AND text LIKE 'Datos de acceso cambiados%'`);
    expect(log).toEqual([{ text: expect.stringContaining('3 personas avisadas') }]);
    // the log never holds the password in clear
    const secretInLog = await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM audit_log WHERE object_id = ${account.id} AND (text LIKE '%NuevaClave#77%' OR changes::text LIKE '%NuevaClave#77%')`);
    expect(secretInLog.n).toBe(0);

    // sending the same password again is no change
    await admin.put(`/api/v1/admin/digital-account/${account.id}`, { password: 'NuevaClave#77' });
    expect(await notesFor(dist.id)).toHaveLength(1);
  });

  it('each notice is a reveal: one change-notice view per person told and unit it names, none for a change of other fields', async () => {
    const shared = await productWithStock(ctx, { name: 'AVISO VISTAS TV', price: 1_000_000, accounts: 1, perAccount: 4 });
    const [dist] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 10_000_000, prefix: 'cvnvd' });
    const [client] = await createBuyers(ctx, 1, { parent: 'subdistribuidor', rol: 'Cliente', balance: 10_000_000, prefix: 'cvnvc' });
    for (const b of [dist, client, dist]) {
      const res = await callerFor(ctx, b.token).post('/api/v1/purchase', { type_digital_account_id: shared, quantity: 1 }, { 'idempotency-key': key() });
      expect(res.statusCode, res.body).toBe(200);
    }
    const account = (await one<{ id: number }>(ctx, sql`SELECT id FROM digital_account WHERE type_digital_account_id = ${shared}`)).id;
    const noticeViews = () => rows<{ user_id: number; profile_id: number | null; source: string; ip: string | null }>(ctx, sql`
      SELECT user_id, profile_id, source, ip FROM credential_view WHERE digital_account_id = ${account} AND screen = 'change-notice' ORDER BY user_id, profile_id`);
    // the holders as the database has them: each active profile's buyer, and a client's seller beside it
    const holders = await rows<{ user_id: number; profile_id: number }>(ctx, sql`
      SELECT p.user_id, p.id AS profile_id FROM profiles p WHERE p.digital_account_id = ${account} AND p.user_id IS NOT NULL
      UNION ALL
      SELECT u.parent_id, p.id FROM profiles p JOIN users u ON u.id = p.user_id WHERE p.digital_account_id = ${account} AND u.rol = 'Cliente'
      ORDER BY 1, 2`);
    expect(holders).toHaveLength(4);

    expect((await admin.put(`/api/v1/admin/digital-account/${account}`, { observations: 'solo una nota' })).statusCode).toBe(200);
    expect(await noticeViews()).toEqual([]);

    expect((await admin.put(`/api/v1/admin/digital-account/${account}`, { password: 'Aviso#Vista9' })).statusCode).toBe(200);
    expect(await noticeViews()).toEqual(holders.map((h) => ({ ...h, source: 'notice', ip: null })));

    // a PIN change tells only that profile's buyer: one more view, of that profile
    const clientProfile = holders.find((h) => h.user_id === client.id)!.profile_id;
    const dists = holders.filter((h) => h.user_id === dist.id);
    expect((await admin.put(`/api/v1/admin/profiles/${dists[0].profile_id}`, { pin: '5150' })).statusCode).toBe(200);
    const after = await noticeViews();
    expect(after).toHaveLength(holders.length + 1);
    expect(after.filter((v) => v.profile_id === dists[0].profile_id && v.user_id === dist.id)).toHaveLength(2);
    expect(after.filter((v) => v.profile_id === clientProfile)).toHaveLength(2);
    const history = await admin.get(`/api/v1/credentials/views?digital_account_id=${account}`);
    expect(history.json().items.filter((v: any) => v.screen === 'change-notice').map((v: any) => v.screen_label)[0]).toBe('Aviso de cambio de credenciales');
  });

  it('a change of other fields notifies nobody; a profile\'s PIN change tells only that profile\'s holder', async () => {
    const shared = await productWithStock(ctx, { name: 'SOLO NOMBRE TV', price: 1_000_000, accounts: 1, perAccount: 2 });
    const buyers = await createBuyers(ctx, 2, { parent: 'distribuidor', balance: 10_000_000, prefix: 'cvname' });
    const bought = [];
    for (const b of buyers) {
      const res = await callerFor(ctx, b.token).post('/api/v1/purchase', { type_digital_account_id: shared, quantity: 1 }, { 'idempotency-key': key() });
      bought.push(res.json().items[0]);
    }
    const account = bought[0].digital_account_id;
    expect((await admin.put(`/api/v1/admin/digital-account/${account}`, { observations: 'nota interna', expiry_date: '2031-01-31' })).statusCode).toBe(200);
    expect((await admin.put(`/api/v1/admin/profiles/${bought[0].profile_id}`, { name: 'SALA NUEVA' })).statusCode).toBe(200);
    for (const b of buyers) expect(await notesFor(b.id)).toEqual([]);

    expect((await admin.put(`/api/v1/admin/profiles/${bought[1].profile_id}`, { pin: '4321' })).statusCode).toBe(200);
    expect(await notesFor(buyers[0].id)).toEqual([]);
    const notes = await notesFor(buyers[1].id);
    expect(notes).toHaveLength(1);
    expect(notes[0].text).toContain('4321');
  });
});
