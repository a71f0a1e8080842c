import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runRenewalCycle } from '../src/modules/renewals/renewal-job.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import {
  bogotaDay, expectRenewalBooks, ownedProfile, profileOf, renewalWorld, ticketAction, ticketLedger, ticketOf, type RenewalWorld,
} from './renewal-helpers.ts';
import { balanceOf, callerFor, companyBalanceOf, createBuyers, key, one, rows, topUp, userIdOf } from './sales-helpers.ts';

/**
 * Renewal tickets (DOMAIN.md "Renewal ticket"): the job opens them once per unit and period, a
 * renewal is a sale of time (rows summing to zero, the date moved by the duration), races and short balances
 * move nothing twice or at all, and a ticket outside the caller's reach does not exist.
 */
let ctx: TestContext;
let desk: Caller;
let w: RenewalWorld;
let distribuidor: number;
beforeAll(async () => {
  ctx = await createTestContext();
  desk = await ctx.as('renovaciones');
  w = await renewalWorld(ctx, { prefix: 'ren', n: 4, balance: 50_000_000, stock: 8 });
  distribuidor = await userIdOf(ctx, 'distribuidor');
});
afterAll(() => ctx.close());
afterEach(() => expectRenewalBooks(ctx));


/** Opens the tickets of whatever is due (the job's first step), and answers the ticket of `profileId`. */
async function ticketFor(profileId: number) {
  await runRenewalCycle(ctx.database.db);
  return one<{ id: number; renewal_price: number; renewal_limit_date: string }>(ctx, sql`
    SELECT id, renewal_price::bigint AS renewal_price, renewal_limit_date FROM renovation_ticket
     WHERE profile_id = ${profileId} AND renovation_ticket_status = 'to_be_renewed'`);
}

describe('the daily job', () => {
  it('opens one ticket per unit and period within the notice days, at the buyer\'s cost, even when run twice at once', async () => {
    const soon = await ownedProfile(ctx, w, w.buyers[0], 2);
    const later = await ownedProfile(ctx, w, w.buyers[0], 10);
    const [a, b] = await Promise.all([runRenewalCycle(ctx.database.db), runRenewalCycle(ctx.database.db)]);
    const tickets = await rows(ctx, sql`SELECT * FROM renovation_ticket WHERE profile_id IN (${soon}, ${later})`);
    expect(tickets).toHaveLength(1);
    expect(a.opened + b.opened).toBeGreaterThanOrEqual(1);
    expect(tickets[0]).toMatchObject({
      profile_id: soon, user_id: w.buyers[0].id, renovation_ticket_status: 'to_be_renewed', renewal_limit_date: await bogotaDay(ctx, 2),
      renewal_price: w.price, requested: false,
    });
    // a third run opens nothing new
    expect((await runRenewalCycle(ctx.database.db)).opened).toBe(0);
  });

  it('follows the company\'s configured notice days', async () => {
    const admin = await ctx.as('root', { 'x-tenant': String(w.companyId) });
    const set = await admin.put('/api/v1/admin/settings', { values: { renewal_notice_days: 12 } });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const profile = await ownedProfile(ctx, w, w.buyers[1], 11);
      expect((await ticketFor(profile))?.renewal_limit_date).toBe(await bogotaDay(ctx, 11));
    } finally {
      await admin.put('/api/v1/admin/settings', { values: { renewal_notice_days: 3 } });
    }
  });

  it('closes a ticket the day after its date and frees the unit with a new PIN', async () => {
    const profile = await ownedProfile(ctx, w, w.buyers[1], 1);
    const ticket = await ticketFor(profile);
    const before = await profileOf(ctx, profile);
    // two days later: the date has passed without a renewal
    await ctx.database.db.execute(sql`UPDATE profiles SET renewal_limit_date = renewal_limit_date - 2 WHERE id = ${profile}`);
    await ctx.database.db.execute(sql`UPDATE renovation_ticket SET renewal_limit_date = renewal_limit_date - 2 WHERE id = ${ticket.id}`);
    const result = await runRenewalCycle(ctx.database.db);
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect(await ticketOf(ctx, ticket.id)).toMatchObject({ renovation_ticket_status: 'close', reason: 'Venció sin renovarse' });
    const after = await profileOf(ctx, profile);
    expect(after).toMatchObject({ state: 'available', user_id: null, order_id: null, renewal_limit_date: null });
    expect(after.pin).toMatch(/^\d{4}$/);
    expect(after.pin).not.toBe(before.pin);
    // the buyer no longer sees it among its units; its order and ledger rows keep the sale
    const delivered = (await callerFor(ctx, w.buyers[1].token).post('/api/v1/admin/profiles/delivered', { data: {} })).json();
    expect(delivered.items.map((r: any) => r.id)).not.toContain(profile);
  });
});

describe('renew', () => {
  it('debits the buyer, pays the ancestor and the company like a sale (rows summing to zero) and extends the date by the duration', async () => {
    const buyer = w.buyers[2];
    const profile = await ownedProfile(ctx, w, buyer, 2);
    const ticket = await ticketFor(profile);
    expect((await desk.post('/api/v1/admin/renovation-ticket-to-be-renewed/list', { data: { id: ticket.id } })).json().items[0])
      .toMatchObject({ days_left: 2, profile_name: expect.stringMatching(/^PERFIL \d+$/), login: expect.stringContaining('@test.co') });
    const balances = { buyer: await balanceOf(ctx, buyer.id), parent: await balanceOf(ctx, distribuidor), company: await companyBalanceOf(ctx, w.companyId) };
    const res = await ticketAction(desk, ticket.id, 'renew');
    expect(res.statusCode, res.body).toBe(200);
    const until = await bogotaDay(ctx, 32);
    expect(res.json().item).toMatchObject({ renovation_ticket_status: 'renewed', renewed_until: until, renewal_count: 1 });
    expect(res.json().msg).toContain('Renovación realizada');
    expect(await profileOf(ctx, profile)).toMatchObject({ state: 'renewed', user_id: buyer.id, renewal_limit_date: until });

    const ledger = await ticketLedger(ctx, ticket.id);
    expect(ledger.sum).toBe(0);
    expect(ledger.rows).toEqual([
      { account_type: 'user', account_id: buyer.id, amount: -w.price, kind: 'renewal', idempotency_key: `renewal:${ticket.id}:1:purchase` },
      { account_type: 'user', account_id: distribuidor, amount: w.price - w.parentCost, kind: 'commission', idempotency_key: `renewal:${ticket.id}:1:commission:${distribuidor}` },
      { account_type: 'company', account_id: w.companyId, amount: w.parentCost, kind: 'revenue', idempotency_key: `renewal:${ticket.id}:1:revenue` },
    ]);
    expect(await balanceOf(ctx, buyer.id)).toBe(balances.buyer - w.price);
    expect(await balanceOf(ctx, distribuidor)).toBe(balances.parent + w.price - w.parentCost);
    expect(await companyBalanceOf(ctx, w.companyId)).toBe(balances.company + w.parentCost);

    // the lists show it by names: with its days left while open, with its new date and the days to it once renewed
    expect((await desk.post('/api/v1/admin/renovation-ticket-renewed/list', { data: { id: ticket.id } })).json().items[0]).toMatchObject({
      user_name: 'Comprador ren2', type_digital_account_name: 'RENOVABLE ren', renewed_until: until, days_left: 32, renewal_price: w.price,
    });
  });

  it('counts the duration from today when the date has already passed', async () => {
    const profile = await ownedProfile(ctx, w, w.buyers[2], 1);
    const ticket = await ticketFor(profile);
    await ctx.database.db.execute(sql`UPDATE profiles SET renewal_limit_date = renewal_limit_date - 3 WHERE id = ${profile}`);
    const res = await ticketAction(await ctx.as('admin'), ticket.id, 'renew');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.renewed_until).toBe(await bogotaDay(ctx, 30));
  });

  it('moves money once when renewed twice at once, and lets one of renew and close win', async () => {
    const buyer = w.buyers[3];
    const profile = await ownedProfile(ctx, w, buyer, 2);
    const ticket = await ticketFor(profile);
    const before = await balanceOf(ctx, buyer.id);
    const results = await Promise.all([ticketAction(desk, ticket.id, 'renew'), ticketAction(desk, ticket.id, 'renew'), ticketAction(callerFor(ctx, buyer.token), ticket.id, 'renew')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().msg).toMatch(/^No se puede renovar: .* está renovado; solo se puede desde el estado por renovar\.$/);
    expect(await balanceOf(ctx, buyer.id)).toBe(before - w.price);
    expect((await ticketLedger(ctx, ticket.id)).rows).toHaveLength(3);

    const other = await ticketFor(await ownedProfile(ctx, w, buyer, 3));
    const raced = await Promise.all([ticketAction(desk, other.id, 'renew'), ticketAction(callerFor(ctx, buyer.token), other.id, 'close')]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const state = (await ticketOf(ctx, other.id)).renovation_ticket_status;
    expect((await ticketLedger(ctx, other.id)).rows).toHaveLength(state === 'renewed' ? 3 : 0);
  });

  it('replays a retry with the same Idempotency-Key instead of answering a conflict', async () => {
    const ticket = await ticketFor(await ownedProfile(ctx, w, w.buyers[3], 2));
    const idem = key();
    const first = await ticketAction(desk, ticket.id, 'renew', {}, idem);
    const again = await ticketAction(desk, ticket.id, 'renew', {}, idem);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().item.id).toBe(ticket.id);
    expect((await ticketLedger(ctx, ticket.id)).rows).toHaveLength(3);
  });

  it('refuses a short balance with a 409 saying what is missing, and moves nothing', async () => {
    const [poor] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 1_300_000, prefix: 'poor' });
    const profile = await ownedProfile(ctx, { ...w, buyers: [poor] }, poor, 2);
    const ticket = await ticketFor(profile);
    const balance = await balanceOf(ctx, poor.id);
    expect(balance).toBe(50_000);
    const parent = await balanceOf(ctx, distribuidor);
    const res = await ticketAction(desk, ticket.id, 'renew');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Saldo insuficiente para renovar: la renovación cuesta $ 12.500,00 y el saldo disponible de Comprador poor0 es $ 500,00; faltan $ 12.000,00. No se realizó ningún cobro.');
    expect(await balanceOf(ctx, poor.id)).toBe(balance);
    expect(await balanceOf(ctx, distribuidor)).toBe(parent);
    expect(await ticketOf(ctx, ticket.id)).toMatchObject({ renovation_ticket_status: 'to_be_renewed', renewed_until: null });
    expect((await profileOf(ctx, profile)).renewal_limit_date).toBe(await bogotaDay(ctx, 2));
    expect((await ticketLedger(ctx, ticket.id)).rows).toEqual([]);
    // once topped up, the same ticket renews
    await topUp(ctx, w.companyId, poor.id, 1_200_000);
    expect((await ticketAction(callerFor(ctx, poor.token), ticket.id, 'renew')).statusCode).toBe(200);
  });
});

describe('reach', () => {
  it('lets the buyer and its ancestor act, answers 404 to a sibling, and keeps each list to the caller\'s subtree', async () => {
    const [mine, sibling] = [w.buyers[0], w.buyers[1]];
    const ticket = await ticketFor(await ownedProfile(ctx, w, mine, 3));
    const stranger = callerFor(ctx, sibling.token);
    expect((await stranger.get(`/api/v1/admin/renovation-ticket/${ticket.id}`)).statusCode).toBe(404);
    const refused = await ticketAction(stranger, ticket.id, 'renew');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toBe(`Ticket de renovación: el registro ${ticket.id} no existe.`);
    expect((await ticketAction(stranger, ticket.id, 'close')).statusCode).toBe(404);
    const theirs = (await stranger.post('/api/v1/admin/renovation-ticket/list', { _paginate: { max_rows: 1000 } })).json().items;
    expect(theirs.every((t: any) => t.user_id === sibling.id)).toBe(true);
    // the sub-distributor's ancestor sees it; a client cannot reject (staff only)
    const parent = await ctx.as('distribuidor');
    expect((await parent.get(`/api/v1/admin/renovation-ticket/${ticket.id}`)).statusCode).toBe(200);
    expect((await ticketAction(callerFor(ctx, mine.token), ticket.id, 'reject', { reason: 'Producto descontinuado' })).statusCode).toBe(403);
    expect((await ticketAction(parent, ticket.id, 'renew')).statusCode).toBe(200);
  });
});

describe('reject, close and annul', () => {
  it('rejects with a reason (staff) and closes at the buyer\'s request, moving nothing', async () => {
    const a = await ticketFor(await ownedProfile(ctx, w, w.buyers[0], 2));
    expect((await ticketAction(desk, a.id, 'reject', {})).statusCode).toBe(422);
    const rejected = await ticketAction(desk, a.id, 'reject', { reason: 'Producto descontinuado' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().item).toMatchObject({ renovation_ticket_status: 'rejected', reason: 'Producto descontinuado' });
    expect((await ticketAction(desk, a.id, 'renew')).statusCode).toBe(409);

    const b = await ticketFor(await ownedProfile(ctx, w, w.buyers[0], 2));
    const closed = await ticketAction(callerFor(ctx, w.buyers[0].token), b.id, 'close');
    expect(closed.json().item).toMatchObject({ renovation_ticket_status: 'close', reason: 'El comprador no renovará' });
    expect((await ticketLedger(ctx, a.id)).rows).toEqual([]);
    expect((await ticketLedger(ctx, b.id)).rows).toEqual([]);
  });

  it('annuls a renewal within 24 hours: opposite rows, date restored, ticket open again; later it refuses', async () => {
    const buyer = w.buyers[1];
    const profile = await ownedProfile(ctx, w, buyer, 2);
    const ticket = await ticketFor(profile);
    const before = await balanceOf(ctx, buyer.id);
    expect((await ticketAction(desk, ticket.id, 'renew')).statusCode).toBe(200);
    const annulled = await ticketAction(desk, ticket.id, 'annul', { reason: 'Renovación por error' });
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(annulled.json().item).toMatchObject({ renovation_ticket_status: 'to_be_renewed', renewed_until: null });
    expect(await balanceOf(ctx, buyer.id)).toBe(before);
    expect((await profileOf(ctx, profile)).renewal_limit_date).toBe(await bogotaDay(ctx, 2));
    const ledger = await ticketLedger(ctx, ticket.id);
    expect(ledger.rows).toHaveLength(6);
    expect(ledger.sum).toBe(0);

    // renewed again (new keys), then too late to annul
    expect((await ticketAction(desk, ticket.id, 'renew')).statusCode).toBe(200);
    expect((await ticketLedger(ctx, ticket.id)).rows.at(-1)?.idempotency_key).toBe(`renewal:${ticket.id}:2:revenue`);
    await ctx.database.db.execute(sql`UPDATE renovation_ticket SET renewed_at = now() - interval '25 hours' WHERE id = ${ticket.id}`);
    const late = await ticketAction(desk, ticket.id, 'annul', { reason: 'Renovación por error' });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('No se puede anular: la renovación se hizo hace más de 24 horas.');
  });
});

describe('request and bulk renew', () => {
  it('an early request through /request waits por aprobar: nothing charged, renew refused until staff approve it; once, and only within reach', async () => {
    const buyer = callerFor(ctx, w.buyers[2].token);
    const profile = await ownedProfile(ctx, w, w.buyers[2], 20);
    const balance = await balanceOf(ctx, w.buyers[2].id);
    const entries = async () => (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM ledger_entry`)).n;
    const ledgerBefore = await entries();
    const first = await buyer.post('/api/v1/admin/renovation-ticket/request', { profile_id: profile }, { 'idempotency-key': key() });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().item).toMatchObject({ profile_id: profile, requested: true, renovation_ticket_status: 'to_be_approved', renewal_price: w.price });
    expect(first.json().msg).toBe('Renovación anticipada solicitada: queda por aprobar y no se cobró nada hasta que el personal la apruebe.');
    const ticket = first.json().item.id as number;
    const again = await buyer.post('/api/v1/admin/renovation-ticket/request', { profile_id: profile }, { 'idempotency-key': key() });
    expect(again.statusCode).toBe(200);
    expect(again.json().item).toMatchObject({ id: ticket, renovation_ticket_status: 'to_be_approved' });
    expect((await callerFor(ctx, w.buyers[3].token).post('/api/v1/admin/renovation-ticket/request', { profile_id: profile }, { 'idempotency-key': key() })).statusCode).toBe(404);

    // renewing it as if it were due is refused, by the buyer and by staff: nothing moves
    for (const who of [buyer, desk]) {
      const renew = await ticketAction(who, ticket, 'renew');
      expect(renew.statusCode).toBe(409);
      expect(renew.json().code).toBe('RENEWAL_WRONG_STATE');
    }
    expect(await balanceOf(ctx, w.buyers[2].id)).toBe(balance);
    expect(await entries()).toBe(ledgerBefore);
    expect((await profileOf(ctx, profile)).renewal_limit_date).toBe(await bogotaDay(ctx, 20));

    // staff approve it: charged then, exactly once
    const approved = await ticketAction(desk, ticket, 'finalize');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().item).toMatchObject({ renovation_ticket_status: 'approved', renewed_until: await bogotaDay(ctx, 50) });
    expect(await balanceOf(ctx, w.buyers[2].id)).toBe(balance - w.price);
  });

  it('inside the notice window /request opens the ticket to renew, which the buyer renews and pays', async () => {
    const buyer = callerFor(ctx, w.buyers[2].token);
    const profile = await ownedProfile(ctx, w, w.buyers[2], 2);
    const balance = await balanceOf(ctx, w.buyers[2].id);
    const asked = await buyer.post('/api/v1/admin/renovation-ticket/request', { profile_id: profile }, { 'idempotency-key': key() });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ item: { renovation_ticket_status: 'to_be_renewed', requested: true }, msg: 'Renovación solicitada: el ticket quedó por renovar.' });
    const renewed = await ticketAction(buyer, asked.json().item.id, 'renew');
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await balanceOf(ctx, w.buyers[2].id)).toBe(balance - w.price);
    expect((await profileOf(ctx, profile)).renewal_limit_date).toBe(await bogotaDay(ctx, 32));
  });

  it('a request still waiting when its unit enters the window is due when asked again, at the price it was asked at', async () => {
    const buyer = callerFor(ctx, w.buyers[1].token);
    const profile = await ownedProfile(ctx, w, w.buyers[1], 20);
    const ticket = (await buyer.post('/api/v1/admin/renovation-ticket/request', { profile_id: profile }, { 'idempotency-key': key() })).json().item;
    expect(ticket.renovation_ticket_status).toBe('to_be_approved');
    // time passes: the unit (and its period's ticket) are now 2 days away
    await ctx.database.db.execute(sql`UPDATE profiles SET renewal_limit_date = renewal_limit_date - 18 WHERE id = ${profile}`);
    await ctx.database.db.execute(sql`UPDATE renovation_ticket SET renewal_limit_date = renewal_limit_date - 18 WHERE id = ${ticket.id}`);
    const again = await buyer.post('/api/v1/admin/renovation-ticket/request-early', { profile_id: profile }, { 'idempotency-key': key() });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      item: { id: ticket.id, renovation_ticket_status: 'to_be_renewed', renewal_price: w.price },
      msg: 'La unidad ya está en el plazo de renovación: la solicitud anticipada quedó por renovar.',
    });
    expect((await one<{ text: string }>(ctx, sql`SELECT text FROM audit_log WHERE object_type = 'renovation-ticket' AND object_id = ${ticket.id} ORDER BY id DESC LIMIT 1`)).text)
      .toBe('La unidad entró en el plazo de aviso: la solicitud anticipada queda por renovar');
    expect((await ticketAction(desk, ticket.id, 'finalize')).statusCode).toBe(409);
    expect((await ticketAction(buyer, ticket.id, 'renew')).statusCode).toBe(200);
  });

  it('renews the selected tickets one by one for staff, saying which could not', async () => {
    const [poor] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 1_300_000, prefix: 'bulk' });
    const ok = await ticketFor(await ownedProfile(ctx, w, w.buyers[3], 2));
    const short = await ticketFor(await ownedProfile(ctx, { ...w, buyers: [poor] }, poor, 2));
    expect((await callerFor(ctx, w.buyers[3].token).post('/api/v1/admin/renovation-ticket/renew-bulk', { ids: [ok.id] }, { 'idempotency-key': key() })).statusCode).toBe(403);
    const res = await desk.post('/api/v1/admin/renovation-ticket/renew-bulk', { ids: [ok.id, short.id] }, { 'idempotency-key': key() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Se renovaron 1 de 2 tickets; revisa los que no se pudieron renovar.');
    expect(res.json().items.map((r: any) => [r.id, r.ok])).toEqual([[ok.id, true], [short.id, false]]);
    expect(res.json().items[1].msg).toContain('Saldo insuficiente para renovar');
  });
});
