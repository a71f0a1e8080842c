import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { callerFor, createBuyers, key, one, productWithStock, rows, userIdOf } from './sales-helpers.ts';

/**
 * A hand-fulfilled request (DOMAIN.md "Digital account (others)") delivers a login and password staff wrote: like
 * a stock unit's (DOMAIN.md "Credential views"), its password and PIN are masked in lists, details, exports and the
 * log; the finalize answer is the delivery and writes a view; the reveal call shows one request to its buyer, the
 * buyer's sellers and staff, a view each; anyone else gets 404; staff read the request's view history.
 */
let ctx: TestContext;
let admin: Caller;
let product: number;
const MASK = '••••••';
const SECRET = 'Manual#Clave71';
const PIN = '8642';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  product = await productWithStock(ctx, { name: 'A MANO TV', price: 1_000_000, accounts: 0, perAccount: 1 });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

/** A fresh buyer under `distribuidor` and a request of it; finalized by admin with a password and PIN unless asked not to. */
async function request(prefix: string, opts: { finalize?: boolean } = {}) {
  const [b] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 10_000_000, prefix });
  const caller = callerFor(ctx, b.token);
  const created = await caller.post('/api/v1/admin/digital-account-others', { type_digital_account_id: product, description: 'Cuenta a mano' });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().item.id as number;
  const saved = await admin.put(`/api/v1/admin/digital-account-others/${id}`, { login: `${prefix}@mano.co`, password: SECRET, pin: PIN });
  expect(saved.statusCode, saved.body).toBe(200);
  if (opts.finalize !== false) {
    const done = await admin.post(`/api/v1/admin/digital-account-others/${id}/finalize`, { profile_name: 'SALA' }, { 'idempotency-key': key() });
    expect(done.statusCode, done.body).toBe(200);
  }
  return { id, buyerId: b.id, caller };
}

const viewsOf = (id: number) => rows<{ user_id: number | null; source: string; screen: string; profile_id: number | null; digital_account_id: number | null }>(ctx, sql`
  SELECT user_id, source, screen, profile_id, digital_account_id FROM credential_view WHERE digital_account_others_id = ${id} ORDER BY id`);
const viewCount = async () => (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM credential_view`)).n;
const reveal = (caller: Caller, body: unknown) => caller.post('/api/v1/credentials/reveal', body);

describe('a hand-fulfilled request\'s credentials are masked', () => {
  it('lists, details, status lists, the edit answer, the annul answer and the log carry no clear password or PIN, and write no view', async () => {
    const r = await request('cvoml');
    const before = await viewCount();
    const answers = [
      await admin.get(`/api/v1/admin/digital-account-others/${r.id}`),
      await admin.post('/api/v1/admin/digital-account-others/list', {}),
      await admin.post('/api/v1/admin/digital-account-others-finalized/list', {}),
      await r.caller.get(`/api/v1/admin/digital-account-others/${r.id}`),
      await r.caller.post('/api/v1/admin/digital-account-others/list', {}),
      await (await ctx.as('distribuidor')).get(`/api/v1/admin/digital-account-others/${r.id}`),
      await admin.put(`/api/v1/admin/digital-account-others/${(await request('cvomx', { finalize: false })).id}`, { description: 'otra' }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain(`"${PIN}"`);
    }
    expect(answers[0].json().item).toMatchObject({ password: MASK, pin: MASK, login: 'cvoml@mano.co', profile_name: 'SALA' });
    expect(answers[3].json().item).toMatchObject({ password: MASK, pin: MASK });
    expect(await viewCount()).toBe(before);

    const annul = await admin.post(`/api/v1/admin/digital-account-others/${r.id}/annul`, { reason: 'Solicitud del cliente' });
    expect(annul.statusCode, annul.body).toBe(200);
    expect(annul.json().item).toMatchObject({ status: 'annulled', password: MASK, pin: MASK });
    const logged = await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM audit_log
      WHERE object_type = 'digital-account-others' AND object_id = ${r.id} AND (changes::text LIKE ${`%${SECRET}%`} OR changes::text LIKE ${`%"${PIN}"%`})`);
    expect(logged.n, 'the log keeps neither the password nor the PIN').toBe(0);
  });

  it('the export leaves the password and the PIN out', async () => {
    await request('cvoexp');
    const res = await admin.post('/api/v1/admin/digital-account-others/export', { data: {}, all: true });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(headers).not.toContain('Contraseña');
    expect(headers).not.toContain('PIN');
    expect(headers).toContain('Usuario o correo');
    const cells: string[] = [];
    sheet.eachRow((row) => row.eachCell((c) => cells.push(String(c.value))));
    expect(cells).not.toContain(SECRET);
    expect(cells).not.toContain(PIN);
  });

  it('a form sending the mask back keeps the saved password; finalizing answers it in clear (the delivery) and writes one view', async () => {
    const r = await request('cvofin', { finalize: false });
    const adminId = await userIdOf(ctx, 'admin');
    // the edit form and the finalize dialog show the saved password as the mask: sent back, it is no new value
    expect((await admin.put(`/api/v1/admin/digital-account-others/${r.id}`, { password: MASK, pin: MASK, description: 'sin cambio' })).statusCode).toBe(200);
    expect(await viewsOf(r.id)).toEqual([]);
    const finalize = (idempotencyKey: string) => admin.post(`/api/v1/admin/digital-account-others/${r.id}/finalize`,
      { password: MASK, pin: MASK, profile_name: 'KIDS' }, { 'idempotency-key': idempotencyKey });
    const once = key();
    const done = await finalize(once);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().item).toMatchObject({ status: 'finalized', password: SECRET, pin: PIN, profile_name: 'KIDS' });
    expect(await one(ctx, sql`SELECT password, pin FROM digital_account_others WHERE id = ${r.id}`)).toEqual({ password: SECRET, pin: PIN });
    const view = { user_id: adminId, source: 'purchase', screen: 'others-finalize', profile_id: null, digital_account_id: null };
    expect(await viewsOf(r.id)).toEqual([view]);
    // a retry with the same key gets the stored delivery: the credentials are shown again, so one more view
    const replay = await finalize(once);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().item.password).toBe(SECRET);
    expect(await viewsOf(r.id)).toEqual([view, view]);
  });
});

describe('revealing a hand-fulfilled request', () => {
  it('shows it to its buyer, the buyer\'s seller and staff, one view each from the others screen', async () => {
    const r = await request('cvorv');
    const res = await reveal(r.caller, { digital_account_others_id: r.id, screen: 'other-accounts' });
    expect(res.statusCode, res.body).toBe(200);
    const unit = res.json().unit;
    expect(unit).toMatchObject({
      digital_account_others_id: r.id, digital_account_id: null, profile_id: null, product: 'A MANO TV', login: 'cvorv@mano.co',
      password: SECRET, profile: 'SALA', pin: PIN, profiles: null,
    });
    expect(unit.message).toContain(SECRET);
    expect((await reveal(await ctx.as('distribuidor'), { digital_account_others_id: r.id, screen: 'other-accounts' })).statusCode).toBe(200);
    expect((await reveal(admin, { digital_account_others_id: r.id, screen: 'other-accounts' })).statusCode).toBe(200);
    const [distId, adminId] = [await userIdOf(ctx, 'distribuidor'), await userIdOf(ctx, 'admin')];
    expect((await viewsOf(r.id)).filter((v) => v.screen === 'other-accounts')).toEqual([r.buyerId, distId, adminId].map((user_id) => (
      { user_id, source: 'screen', screen: 'other-accounts', profile_id: null, digital_account_id: null })));
  });

  it('answers 404 out of reach (another buyer, a sibling, another company, no permission, not yet delivered, refunded) and writes nothing', async () => {
    const r = await request('cvo404');
    const other = await request('cvo404x');
    const pending = await request('cvo404p', { finalize: false });
    const refunded = await request('cvo404r');
    expect((await admin.post(`/api/v1/admin/digital-account-others/${refunded.id}/annul`, { reason: 'Solicitud del cliente' })).statusCode).toBe(200);
    const before = await viewCount();
    const cases: [Caller, number][] = [
      [r.caller, other.id],
      [other.caller, r.id],
      [await ctx.as('subdistribuidor'), r.id],
      [await ctx.as('root'), r.id],
      // staff who may not read requests
      [await ctx.as('renovaciones'), r.id],
      // not delivered yet, or refunded: not the buyer's
      [pending.caller, pending.id],
      [refunded.caller, refunded.id],
      [admin, 99_999_999],
    ];
    for (const [caller, id] of cases) {
      const res = await reveal(caller, { digital_account_others_id: id, screen: 'other-accounts' });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
      expect(res.json().msg).toMatch(/no existe/);
      expect(res.body).not.toContain(SECRET);
    }
    expect(await viewCount()).toBe(before);
    // staff see a request in any state (they wrote it): a view too
    expect((await reveal(admin, { digital_account_others_id: pending.id, screen: 'other-accounts' })).statusCode).toBe(200);
    expect(await viewCount()).toBe(before + 1);
  });

  it('answers 409 for a request with nothing written yet, and writes nothing', async () => {
    const [b] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 0, prefix: 'cvoempty' });
    const created = await callerFor(ctx, b.token).post('/api/v1/admin/digital-account-others', { type_digital_account_id: product });
    const before = await viewCount();
    const res = await reveal(admin, { digital_account_others_id: created.json().item.id, screen: 'other-accounts' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().msg).toMatch(/contraseña/);
    expect(await viewCount()).toBe(before);
  });

  it.each([
    ['a request from a stock screen', { digital_account_others_id: 1, screen: 'stock' }],
    ['a profile from the others screen', { profile_id: 1, screen: 'other-accounts' }],
    ['a request and a profile', { digital_account_others_id: 1, profile_id: 1, screen: 'other-accounts' }],
    ['a text id', { digital_account_others_id: 'uno', screen: 'other-accounts' }],
    ['a huge id', { digital_account_others_id: 1e30, screen: 'other-accounts' }],
    ['null', { digital_account_others_id: null, screen: 'other-accounts' }],
  ])('refuses %s with a Spanish 400/422 and writes nothing', async (_name, body) => {
    const before = await viewCount();
    const res = await reveal(admin, body);
    expect([400, 422], res.body).toContain(res.statusCode);
    expect(res.json().msg).toMatch(/[a-záéíóúñ]/i);
    expect(await viewCount()).toBe(before);
  });
});

describe('a hand-fulfilled request\'s view history', () => {
  it('is listed for staff, newest first with its screen labels; a buyer is refused and another company\'s id is missing', async () => {
    const r = await request('cvohist');
    await reveal(r.caller, { digital_account_others_id: r.id, screen: 'other-accounts' });
    const res = await admin.get(`/api/v1/credentials/views?digital_account_others_id=${r.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((v: any) => [v.user_id, v.source, v.screen_label, v.digital_account_others_id, v.digital_account_id])).toEqual([
      [r.buyerId, 'screen', 'Cuentas digitales (otros)', r.id, null],
      [await userIdOf(ctx, 'admin'), 'purchase', 'Solicitud (otros) finalizada', r.id, null],
    ]);
    expect((await r.caller.get(`/api/v1/credentials/views?digital_account_others_id=${r.id}`)).statusCode).toBe(403);
    expect((await (await ctx.as('distribuidor')).get(`/api/v1/credentials/views?digital_account_others_id=${r.id}`)).statusCode).toBe(403);
    expect((await (await ctx.as('root')).get(`/api/v1/credentials/views?digital_account_others_id=${r.id}`)).statusCode).toBe(404);
    for (const query of [`?digital_account_others_id=${r.id}&profile_id=1`, '?digital_account_others_id=abc', '?digital_account_others_id=']) {
      const bad = await admin.get(`/api/v1/credentials/views${query}`);
      expect([400, 422], bad.body).toContain(bad.statusCode);
    }
  });
});
