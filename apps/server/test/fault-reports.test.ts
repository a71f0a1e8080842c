import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { bogotaDay, ownedProfile, profileOf, renewalWorld, type RenewalWorld } from './renewal-helpers.ts';
import {
  addStock, balanceOf, callerFor, companyBalanceOf, createBuyers, expectSalesInvariants, key, one, productWithStock, rows, userIdOf,
} from './sales-helpers.ts';

/**
 * Fault reports (DOMAIN.md "Fault report"): filed on units the buyer owns; a refund gives back the
 * unused days rounded down, taken from every row of the sale in proportion; a reassignment delivers another unit of
 * the product with the same date; a penalty is only ever the configured amount; racing resolutions move one unit
 * and money once; a report outside the caller's reach does not exist; the books balance after every test.
 */
let ctx: TestContext;
let admin: Caller;
let w: RenewalWorld;
let distribuidor: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  w = await renewalWorld(ctx, { prefix: 'falla', n: 6, balance: 50_000_000, stock: 10 });
  distribuidor = await userIdOf(ctx, 'distribuidor');
});
afterAll(() => ctx.close());
// cached balances = ledger sums, every sale (and fault document) summing to zero, units matching their orders
afterEach(async () => {
  await expectSalesInvariants(ctx);
  expect(await rows(ctx, sql`SELECT object_id, sum(amount)::bigint AS total FROM ledger_entry WHERE object_type = 'report-fault-account'
    GROUP BY object_id HAVING sum(amount) <> 0`)).toEqual([]);
});

const base = '/api/v1/admin/report-fault-account';
const file = (who: Caller, profileId: number, extra: Record<string, unknown> = {}) =>
  who.post(base, { profile_id: profileId, description: 'La contraseña no funciona desde ayer.', ...extra }, { 'idempotency-key': key() });
const act = (who: Caller, id: number, action: string, body: unknown = {}, idem = key()) =>
  who.post(`${base}/${id}/${action}`, body, { 'idempotency-key': idem });
const buyer = (i: number) => callerFor(ctx, w.buyers[i].token);
const reportOf = (id: number) => one<Record<string, any>>(ctx, sql`SELECT * FROM report_fault_account WHERE id = ${id}`);
const accountOf = async (profileId: number) => (await one<{ digital_account_id: number }>(ctx, sql`SELECT digital_account_id FROM profiles WHERE id = ${profileId}`)).digital_account_id;
const orderOf = async (profileId: number) => (await one<{ order_id: number }>(ctx, sql`SELECT order_id FROM profiles WHERE id = ${profileId}`)).order_id;

/** A profile bought by buyer `i`, due in `dueIn` days, and its report filed by the buyer. */
async function reported(i: number, dueIn = 20) {
  const profile = await ownedProfile(ctx, w, w.buyers[i], dueIn);
  const res = await file(buyer(i), profile);
  expect(res.statusCode, res.body).toBe(201);
  return { profile, id: res.json().item.id as number };
}

/** Every ledger row a document posted under a key containing `part`, as account → amount. */
async function rowsOf(objectType: string, objectId: number, like: string) {
  const found = await rows<{ account_type: string; account_id: number; amount: number; kind: string; idempotency_key: string }>(ctx, sql`
    SELECT account_type, account_id, amount::bigint AS amount, kind, idempotency_key FROM ledger_entry
     WHERE object_type = ${objectType} AND object_id = ${objectId} AND idempotency_key LIKE ${like} ORDER BY id`);
  return found.map((r) => ({ ...r, amount: Number(r.amount) }));
}

describe('filing a report', () => {
  it('files a report on a unit the buyer owns, with the unit, the buyer and the screenshot, open and in stock', async () => {
    const profile = await ownedProfile(ctx, w, w.buyers[0], 20);
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const res = await file(buyer(0), profile, { image, fault_kind: 'wrong_password' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().msg).toMatch(/^Reporte de falla #\d+ enviado/);
    const id = res.json().item.id;
    expect(await reportOf(id)).toMatchObject({
      user_id: w.buyers[0].id, reported_by: w.buyers[0].id, type_digital_account_id: w.product, profile_id: profile,
      digital_account_id: await accountOf(profile), profile_name: expect.stringMatching(/^PERFIL \d+$/), login: expect.stringContaining('@test.co'),
      renewal_limit_date: await bogotaDay(ctx, 20), status: 'open', evidence: image, fault_kind: 'wrong_password',
    });
    // the staff list: unit, buyer by name, description, whether there is a screenshot, state, stock
    const listed = (await admin.post(`${base}/list`, { data: { id } })).json().items[0];
    expect(listed).toMatchObject({
      type_digital_account_name: 'RENOVABLE falla', user_name: 'Comprador falla0', description: 'La contraseña no funciona desde ayer.',
      has_evidence: true, status: 'open', stock_status: 'in_stock',
    });
    expect(listed.evidence).toBeUndefined();
    expect((await buyer(0).get(`${base}/${id}`)).json().item.evidence).toBe(image);
    // one open report per unit
    const again = await file(buyer(0), profile);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(`Ya hay un reporte de falla abierto para ${listed.login} · ${listed.profile_name} (reporte #${id}).`);
  });

  it('lets the buyer\'s ancestor report for it; a sibling, or a profile nobody owns, reads as missing', async () => {
    const profile = await ownedProfile(ctx, w, w.buyers[1], 20);
    const sibling = await file(buyer(2), profile);
    expect(sibling.statusCode).toBe(404);
    expect(sibling.json().msg).toBe(`Perfil: el registro ${profile} no existe.`);
    const stock = (await one<{ id: number }>(ctx, sql`SELECT id FROM profiles WHERE type_digital_account_id = ${w.product} AND state = 'available' LIMIT 1`)).id;
    expect((await file(buyer(1), stock)).statusCode).toBe(404);
    const staffOnStock = await file(admin, stock);
    expect(staffOnStock.statusCode).toBe(409);
    expect(staffOnStock.json().msg).toContain('no está vendido');
    const parent = await ctx.as('distribuidor');
    const res = await file(parent, profile);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().item).toMatchObject({ user_id: w.buyers[1].id, reported_by: distribuidor });
    // the buyer sees it in its list; the sibling does not, and reads it as missing
    expect((await buyer(1).post(`${base}/list`, { data: { id: res.json().item.id } })).json().items).toHaveLength(1);
    expect((await buyer(2).get(`${base}/${res.json().item.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with Spanish 422s and files nothing', async () => {
    const profile = await ownedProfile(ctx, w, w.buyers[2], 20);
    const count = async () => (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM report_fault_account WHERE profile_id = ${profile}`)).n;
    for (const [body, field, text] of [
      [{ profile_id: profile, description: 'corto' }, 'description', 'Describe la falla con al menos 8 caracteres'],
      [{ profile_id: profile, description: 'La pantalla sale negra.', image: 'data:text/html;base64,PGI+' }, 'image', 'La captura debe ser una imagen JPEG, PNG, WEBP o GIF'],
      [{ profile_id: '1x', description: 'La pantalla sale negra.' }, 'profile_id', 'El perfil debe ser un número de registro válido'],
      [{ profile_id: profile, description: 'La pantalla sale negra.', user_id: w.buyers[3].id }, null, ''],
    ] as const) {
      const res = await buyer(2).post(base, body, { 'idempotency-key': key() });
      expect(res.statusCode, res.body).toBe(422);
      if (field) expect(res.json().errors[field]).toBe(text);
    }
    expect(await count()).toBe(0);
  });

  it('lists in the form\'s picker only the units the buyer (or its network) owns', async () => {
    const mine = await ownedProfile(ctx, w, w.buyers[3], 20);
    const theirs = await ownedProfile(ctx, w, w.buyers[4], 20);
    const ids = async (who: Caller, q?: string) => ((await who.post(`${base}/units`, q ? { q } : {})).json().items as { id: number; name: string }[]).map((u) => u.id);
    const own = await ids(buyer(3));
    expect(own).toContain(mine);
    expect(own).not.toContain(theirs);
    const owners = await rows<{ user_id: number | null; state: string }>(ctx, sql`SELECT user_id, state FROM profiles WHERE id IN ${sql.raw(`(${own.join(',')})`)}`);
    expect(owners.every((o) => o.user_id === w.buyers[3].id && ['sold', 'renewed'].includes(o.state))).toBe(true);
    // the parent reaches both children's units; the picker searches by owner too
    const parent = await ctx.as('distribuidor');
    expect(await ids(parent, 'Comprador falla4')).toContain(theirs);
    expect(await ids(parent, 'Comprador falla4')).not.toContain(mine);
    const item = (await buyer(3).post(`${base}/units`, {})).json().items.find((u: any) => u.id === mine);
    expect(item.name).toMatch(/^RENOVABLE falla · .*@test\.co · PERFIL \d+ — Comprador falla3 \(vence el \d{2}-\d{2}-\d{4}\)$/);
  });
});

describe('refund', () => {
  // what the buyer paid (1_250_000), its parent's commission (250_000) and the company's revenue (1_000_000), 30-day product
  it.each([
    // days left, refund (paid × days ÷ 30, rounded down), commission back, revenue back (largest remainder gets the cent)
    [30, 1_250_000, 250_000, 1_000_000],
    [29, 1_208_333, 241_667, 966_666],
    [15, 625_000, 125_000, 500_000],
    [1, 41_666, 8_333, 33_333],
  ])('with %i days left refunds %i, taken from the commission and the revenue in proportion', async (days, refund, commission, revenue) => {
    const { profile, id } = await reported(5, days);
    const before = { buyer: await balanceOf(ctx, w.buyers[5].id), parent: await balanceOf(ctx, distribuidor), company: await companyBalanceOf(ctx, w.companyId) };
    const res = await act(admin, id, 'refund');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ status: 'resolved', resolution: 'refunded', refund_amount: refund });
    const order = await orderOf(profile);
    expect(await rowsOf('order', order, `%:part:fault:${id}:reversal`)).toEqual([
      { account_type: 'user', account_id: w.buyers[5].id, amount: refund, kind: 'refund', idempotency_key: `order:${order}:purchase:part:fault:${id}:reversal` },
      { account_type: 'user', account_id: distribuidor, amount: -commission, kind: 'commission', idempotency_key: `order:${order}:commission:${distribuidor}:part:fault:${id}:reversal` },
      { account_type: 'company', account_id: w.companyId, amount: -revenue, kind: 'revenue', idempotency_key: `order:${order}:revenue:part:fault:${id}:reversal` },
    ]);
    expect(await balanceOf(ctx, w.buyers[5].id)).toBe(before.buyer + refund);
    expect(await balanceOf(ctx, distribuidor)).toBe(before.parent - commission);
    expect(await companyBalanceOf(ctx, w.companyId)).toBe(before.company - revenue);
    // the unit is faulty, kept on its buyer and order as history; it cannot be reported or refunded again
    expect(await profileOf(ctx, profile)).toMatchObject({ state: 'faulty', user_id: w.buyers[5].id, order_id: order });
    expect((await act(admin, id, 'refund')).statusCode).toBe(409);
    expect((await file(buyer(5), profile)).statusCode).toBe(409);
  });

  it('refuses when no day is left, moving nothing', async () => {
    const { id } = await reported(5, 0);
    const before = await balanceOf(ctx, w.buyers[5].id);
    const res = await act(admin, id, 'refund');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/^No hay nada que reembolsar: a .* no le quedan días sin usar \(vence el \d{2}-\d{2}-\d{4}\)\. Reasigna o rechaza el reporte\.$/);
    expect(await balanceOf(ctx, w.buyers[5].id)).toBe(before);
    expect((await reportOf(id)).status).toBe('open');
  });

  it('refunds a renewed unit from its renewal and the unused rest of its sale; an annulment afterwards gives back only what is left', async () => {
    const profile = await ownedProfile(ctx, w, w.buyers[4], 10);
    // 10 days away is an early request: it waits for approval, and the admin's approval charges it as a renewal
    const ticket = (await buyer(4).post('/api/v1/admin/renovation-ticket/request', { profile_id: profile }, { 'idempotency-key': key() })).json().item;
    expect(ticket.renovation_ticket_status).toBe('to_be_approved');
    expect((await admin.post(`/api/v1/admin/renovation-ticket/${ticket.id}/finalize`, {}, { 'idempotency-key': key() })).statusCode).toBe(200);
    expect((await profileOf(ctx, profile)).renewal_limit_date).toBe(await bogotaDay(ctx, 40));
    const id = (await file(buyer(4), profile)).json().item.id;
    const before = await balanceOf(ctx, w.buyers[4].id);
    const res = await act(admin, id, 'refund');
    expect(res.statusCode, res.body).toBe(200);
    // the renewal's 30 days are all unused (1_250_000) and 10 of the sale's 30 (416_666)
    expect(res.json().item.refund_amount).toBe(1_250_000 + 416_666);
    expect((await rowsOf('renovation-ticket', ticket.id, `%:part:fault:${id}:reversal`)).reduce((s, r) => s + r.amount, 0)).toBe(0);
    expect(await balanceOf(ctx, w.buyers[4].id)).toBe(before + 1_666_666);
    // the approved renewal stays on record as made; the unit is faulty
    expect((await one(ctx, sql`SELECT renovation_ticket_status FROM renovation_ticket WHERE id = ${ticket.id}`)).renovation_ticket_status).toBe('approved');
    expect((await profileOf(ctx, profile)).state).toBe('faulty');

    // annulling the order now returns only the sale's part still held (nothing is refunded twice)
    const order = await orderOf(profile);
    const annul = await admin.post(`/api/v1/admin/order/${order}/annul`, { reason: 'Venta por error' }, { 'idempotency-key': key() });
    expect(annul.statusCode, annul.body).toBe(200);
    const net = await rows<{ account_type: string; account_id: number; total: number }>(ctx, sql`
      SELECT account_type, account_id, sum(amount)::bigint AS total FROM ledger_entry WHERE object_type = 'order' AND object_id = ${order}
       GROUP BY account_type, account_id ORDER BY 1, 2`);
    expect(net.map((r) => Number(r.total))).toEqual([0, 0, 0]);
  });
});

describe('reassign', () => {
  it('delivers another unit of the same product with the same date; the old one becomes faulty; the buyer is told', async () => {
    const { profile, id } = await reported(0, 17);
    const order = await orderOf(profile);
    const res = await act(admin, id, 'reassign');
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json().items;
    expect(item.profile_id).not.toBe(profile);
    expect(item.digital_account_id).not.toBe(await accountOf(profile));
    expect(item).toMatchObject({ product: 'RENOVABLE falla', renewal_limit_date: await bogotaDay(ctx, 17), password: 'Secreta1', message: expect.stringContaining(item.login) });
    expect(await profileOf(ctx, item.profile_id)).toMatchObject({ state: 'sold', user_id: w.buyers[0].id, order_id: order, renewal_limit_date: await bogotaDay(ctx, 17) });
    expect((await one(ctx, sql`SELECT type_digital_account_id FROM profiles WHERE id = ${item.profile_id}`)).type_digital_account_id).toBe(w.product);
    expect(await profileOf(ctx, profile)).toMatchObject({ state: 'faulty', user_id: null, order_id: null });
    expect(await reportOf(id)).toMatchObject({ status: 'resolved', resolution: 'reassigned', replacement_profile_id: item.profile_id, replacement_account_id: item.digital_account_id });
    // the buyer reads the credentials on the report and has a notification pointing there
    expect((await buyer(0).get(`${base}/${id}/delivery`)).json().items).toEqual([item]);
    // both showed the replacement's credentials: the reassignment as a delivery, the report's reading as a screen
    expect(await rows(ctx, sql`SELECT user_id, source, screen FROM credential_view WHERE profile_id = ${item.profile_id} ORDER BY id`)).toEqual([
      { user_id: await userIdOf(ctx, 'admin'), source: 'purchase', screen: 'fault-replacement' },
      { user_id: w.buyers[0].id, source: 'screen', screen: 'fault-report' },
    ]);
    const told = await rows(ctx, sql`SELECT kind, text, link FROM notification WHERE user_id = ${w.buyers[0].id} AND link = ${`/admin/report-fault-account/${id}`}`);
    expect(told).toEqual([{ kind: 'fault_resolved', link: `/admin/report-fault-account/${id}`, text: expect.stringContaining(`te entregamos ${item.login} · ${item.profile}`) }]);
    // no money moved
    expect(await rows(ctx, sql`SELECT id FROM ledger_entry WHERE idempotency_key LIKE ${`%fault:${id}%`}`)).toEqual([]);
  });

  it('carries the unit\'s open renewal ticket to the replacement', async () => {
    const profile = await ownedProfile(ctx, w, w.buyers[1], 2);
    const ticket = (await buyer(1).post('/api/v1/admin/renovation-ticket/request', { profile_id: profile }, { 'idempotency-key': key() })).json().item;
    const id = (await file(buyer(1), profile)).json().item.id;
    const [item] = (await act(admin, id, 'reassign')).json().items;
    expect(await one(ctx, sql`SELECT profile_id, login, renovation_ticket_status FROM renovation_ticket WHERE id = ${ticket.id}`))
      .toEqual({ profile_id: item.profile_id, login: item.login, renovation_ticket_status: 'to_be_renewed' });
    expect((await buyer(1).post(`/api/v1/admin/renovation-ticket/${ticket.id}/renew`, {}, { 'idempotency-key': key() })).statusCode).toBe(200);
  });

  it('lets one of two racing reassignments win: the other gets a Spanish 409 and one unit moves', async () => {
    const { profile, id } = await reported(2, 20);
    const results = await Promise.all([act(admin, id, 'reassign'), act(admin, id, 'reassign'), act(admin, id, 'refund')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().msg).toMatch(new RegExp(`^No se puede (reasignar|reembolsar): Reporte de falla ${id} está resuelto; solo se puede desde el estado abierto\\.$`));
    }
    const order = await orderOf((await reportOf(id)).replacement_profile_id ?? profile);
    const owned = await rows(ctx, sql`SELECT id FROM profiles WHERE order_id = ${order}`);
    expect(owned).toHaveLength(1);
    expect((await profileOf(ctx, profile)).state).toBe('faulty');
  });

  it('replays a retry with the same Idempotency-Key', async () => {
    const { id } = await reported(2, 20);
    const idem = key();
    const first = await act(admin, id, 'reassign', {}, idem);
    const again = await act(admin, id, 'reassign', {}, idem);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().items).toEqual(first.json().items);
  });

  it('keeps the report open, waiting for stock, when there is no other unit; then reassigns once stock arrives', async () => {
    const product = await productWithStock(ctx, { name: 'ESCASO', price: 1_000_000, accounts: 1, perAccount: 2 });
    const [solo] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 5_000_000, prefix: 'escaso' });
    const profile = await ownedProfile(ctx, { ...w, product }, solo, 20);
    const id = (await file(callerFor(ctx, solo.token), profile)).json().item.id;
    // the account's other profile does not count: a replacement never comes from the faulty account
    expect((await admin.post(`${base}/list`, { data: { id } })).json().items[0].stock_status).toBe('waiting_stock');
    expect((await admin.post(`${base}/list`, { data: { stock_status: 'waiting_stock' } })).json().items.map((r: any) => r.id)).toContain(id);
    const res = await act(admin, id, 'reassign');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('No hay inventario de ESCASO para reasignar: el reporte sigue abierto, en espera de inventario.');
    expect((await reportOf(id)).status).toBe('open');
    expect((await profileOf(ctx, profile)).state).toBe('sold');

    await addStock(ctx, w.companyId, product, 1, 1);
    expect((await admin.post(`${base}/list`, { data: { id } })).json().items[0].stock_status).toBe('in_stock');
    expect((await act(admin, id, 'reassign')).statusCode).toBe(200);
    expect((await admin.post(`${base}/list`, { data: { id } })).json().items[0].stock_status).toBeNull();
  });
});

describe('reject', () => {
  it('charges the configured penalty, and only that amount', async () => {
    const { id } = await reported(3, 20);
    // an amount is never taken from the caller
    const typed = await act(admin, id, 'reject', { reason: 'El comprador cambió la contraseña', penalty: 5000 });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors.penalty).toBe('La penalidad se indica con SÍ o NO; su valor es el configurado por la empresa');
    const configured = Number((await one(ctx, sql`SELECT value_conf FROM configuration WHERE company_id = ${w.companyId} AND key = 'penalty_amount' AND bus_subsidiary_id IS NULL AND object_id IS NULL`))?.value_conf ?? 500_000);
    expect(configured).toBe(500_000);
    const before = { buyer: await balanceOf(ctx, w.buyers[3].id), company: await companyBalanceOf(ctx, w.companyId) };
    const res = await act(admin, id, 'reject', { reason: 'El comprador cambió la contraseña', penalty: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Reporte rechazado: se cobró una penalidad de $ 5.000,00.');
    expect(res.json().item).toMatchObject({ status: 'rejected', reason: 'El comprador cambió la contraseña', penalty_amount: configured });
    expect(await rowsOf('report-fault-account', id, 'fault:%')).toEqual([
      { account_type: 'user', account_id: w.buyers[3].id, amount: -configured, kind: 'penalty', idempotency_key: `fault:${id}:penalty` },
      { account_type: 'company', account_id: w.companyId, amount: configured, kind: 'penalty', idempotency_key: `fault:${id}:penalty:company` },
    ]);
    expect(await balanceOf(ctx, w.buyers[3].id)).toBe(before.buyer - configured);
    expect(await companyBalanceOf(ctx, w.companyId)).toBe(before.company + configured);
    const told = await rows(ctx, sql`SELECT kind FROM notification WHERE user_id = ${w.buyers[3].id} AND link = ${`/admin/report-fault-account/${id}`}`);
    expect(told).toEqual([{ kind: 'fault_rejected' }]);
  });

  it('rejects without a penalty when none is asked, and refuses one when none is configured', async () => {
    const plain = await reported(3, 20);
    const res = await act(admin, plain.id, 'reject', { reason: 'La cuenta funciona correctamente' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.penalty_amount).toBeNull();
    expect(await rowsOf('report-fault-account', plain.id, '%')).toEqual([]);

    const root = await ctx.as('root', { 'x-tenant': String(w.companyId) });
    expect((await root.put('/api/v1/admin/settings', { values: { penalty_amount: 0 } })).statusCode).toBe(200);
    try {
      const { id } = await reported(3, 20);
      const before = await balanceOf(ctx, w.buyers[3].id);
      const refused = await act(admin, id, 'reject', { reason: 'El comprador cambió la contraseña', penalty: true });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toContain('No hay una penalidad configurada');
      expect(await balanceOf(ctx, w.buyers[3].id)).toBe(before);
      expect((await reportOf(id)).status).toBe('open');
      // a reason is still required, and nothing moves without one
      expect((await act(admin, id, 'reject', {})).statusCode).toBe(422);
    } finally {
      await root.put('/api/v1/admin/settings', { values: { penalty_amount: 500_000 } });
    }
  });

  it('refuses a penalty the buyer cannot pay, saying what is missing, and leaves the report open', async () => {
    const [poor] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 1_300_000, prefix: 'pobre' });
    const profile = await ownedProfile(ctx, { ...w, buyers: [poor] }, poor, 20);
    const id = (await file(callerFor(ctx, poor.token), profile)).json().item.id;
    const res = await act(admin, id, 'reject', { reason: 'El comprador cambió la contraseña', penalty: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Saldo insuficiente para cobrar la penalidad de $ 5.000,00: el saldo disponible de Comprador pobre0 es $ 500,00; faltan $ 4.500,00. El reporte sigue abierto y no se cobró nada.');
    expect((await reportOf(id)).status).toBe('open');
  });
});

describe('reach', () => {
  it('answers 404 to staff of another company, and to a sibling reading or quoting the report', async () => {
    const { id } = await reported(4, 20);
    const platform = await ctx.as('root');
    for (const action of ['reassign', 'refund']) {
      const res = await act(platform, id, action);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(`Reporte de falla: el registro ${id} no existe.`);
    }
    expect((await act(platform, id, 'reject', { reason: 'La cuenta funciona correctamente' })).statusCode).toBe(404);
    for (const path of [`${base}/${id}`, `${base}/${id}/delivery`, `${base}/${id}/quote`]) expect((await buyer(5).get(path)).statusCode).toBe(404);
    // a buyer may not resolve its own report (staff only)
    expect((await act(buyer(4), id, 'refund')).statusCode).toBe(403);
    expect((await reportOf(id)).status).toBe('open');
  });
});

describe('quote', () => {
  it('tells staff the refund it would give now, the configured penalty and whether stock can replace it', async () => {
    const { id } = await reported(1, 29);
    expect((await admin.get(`${base}/${id}/quote`)).json().item).toEqual({ refund: 1_208_333, days_left: 29, duration_days: 30, penalty: 500_000, in_stock: true });
  });
});

describe('a whole account marked faulty', () => {
  it('reassigns every unit of it a buyer owns in one action; those with no stock wait for it', async () => {
    const product = await productWithStock(ctx, { name: 'CUENTA ROTA', price: 1_000_000, accounts: 1, perAccount: 4 });
    const buyers = await createBuyers(ctx, 3, { parent: 'distribuidor', balance: 5_000_000, prefix: 'rota' });
    const profiles = [];
    for (const b of buyers) profiles.push(await ownedProfile(ctx, { ...w, product }, b, 20));
    const account = await accountOf(profiles[0]);
    expect(new Set(await Promise.all(profiles.map(accountOf)))).toEqual(new Set([account]));
    // one buyer had already reported its profile: that report is the one resolved
    const earlier = (await file(callerFor(ctx, buyers[0].token), profiles[0])).json().item.id;
    // stock elsewhere for two of the three
    await addStock(ctx, w.companyId, product, 1, 2);

    const res = await admin.post(`/api/v1/admin/digital-account/${account}/faulty`, { reason: 'El proveedor bloqueó la cuenta' }, { 'idempotency-key': key() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reassigned: 2, waiting: 1, msg: expect.stringContaining('2 de 3 unidades reasignadas; 1 quedan en espera de inventario') });
    expect((await one(ctx, sql`SELECT state FROM digital_account WHERE id = ${account}`)).state).toBe('faulty');
    const reports = await rows<{ id: number; user_id: number; status: string; resolution: string | null }>(ctx, sql`
      SELECT id, user_id, status, resolution FROM report_fault_account WHERE digital_account_id = ${account} ORDER BY profile_id`);
    expect(reports.map((r) => r.user_id)).toEqual(buyers.map((b) => b.id));
    expect(reports[0].id).toBe(earlier);
    expect(reports.map((r) => r.status).sort()).toEqual(['open', 'resolved', 'resolved']);
    for (const [i, b] of buyers.entries()) {
      const owned = await rows(ctx, sql`SELECT id FROM profiles WHERE user_id = ${b.id} AND type_digital_account_id = ${product} AND state = 'sold'`);
      expect(owned).toHaveLength(1);
      expect(((await profileOf(ctx, owned[0].id)) as any).renewal_limit_date).toBe(await bogotaDay(ctx, 20));
      expect(owned[0].id === profiles[i]).toBe(reports[i].status === 'open');
    }
    // the waiting one is listed so; nothing of the faulty account sells
    const waiting = reports.find((r) => r.status === 'open')!;
    expect((await admin.post(`${base}/list`, { data: { id: waiting.id } })).json().items[0].stock_status).toBe('waiting_stock');
    const buy = await callerFor(ctx, buyers[0].token).post('/api/v1/purchase', { type_digital_account_id: product, quantity: 1 }, { 'idempotency-key': key() });
    expect(buy.statusCode).toBe(409);
  });

  it('is staff\'s only, and an account of another company does not exist', async () => {
    const account = (await one<{ id: number }>(ctx, sql`SELECT id FROM digital_account WHERE type_digital_account_id = ${w.product} LIMIT 1`)).id;
    expect((await (await ctx.as('root')).post(`/api/v1/admin/digital-account/${account}/faulty`, {}, { 'idempotency-key': key() })).statusCode).toBe(404);
    expect((await buyer(0).post(`/api/v1/admin/digital-account/${account}/faulty`, {}, { 'idempotency-key': key() })).statusCode).toBe(403);
  });
});
