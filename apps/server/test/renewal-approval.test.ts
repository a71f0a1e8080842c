import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runRenewalCycle } from '../src/modules/renewals/renewal-job.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import {
  bogotaDay, expectRenewalBooks, ownedProfile, profileOf, renewalWorld, ticketAction, ticketLedger, ticketOf, type RenewalWorld,
} from './renewal-helpers.ts';
import { balanceOf, callerFor, companyBalanceOf, createBuyers, key, one, rows, userIdOf } from './sales-helpers.ts';

/**
 * Early renewal approval (DOMAIN.md): a request before the notice window waits `to_be_approved` and charges
 * nothing; staff approve it (charged exactly as a renewal, `approved`) or reject it; staff reopen a closed or
 * rejected ticket (`open`) and renew or close it. Wrong states answer a Spanish 409 with its code, tickets out of
 * reach 404, hostile bodies 4xx, and nothing moves on any refusal.
 */
let ctx: TestContext;
let desk: Caller;
let w: RenewalWorld;
let distribuidor: number;
beforeAll(async () => {
  ctx = await createTestContext();
  desk = await ctx.as('renovaciones');
  w = await renewalWorld(ctx, { prefix: 'apr', n: 4, balance: 50_000_000, stock: 8 });
  distribuidor = await userIdOf(ctx, 'distribuidor');
});
afterAll(() => ctx.close());
afterEach(() => expectRenewalBooks(ctx));

const buyer = (i: number) => callerFor(ctx, w.buyers[i].token);
const requestEarly = (who: Caller, profileId: number) =>
  who.post('/api/v1/admin/renovation-ticket/request-early', { profile_id: profileId }, { 'idempotency-key': key() });

/** A profile of buyer `i` due in `dueIn` days, with its early request made: the waiting ticket. */
async function waitingTicket(i: number, dueIn = 20) {
  const profile = await ownedProfile(ctx, w, w.buyers[i], dueIn);
  const res = await requestEarly(buyer(i), profile);
  expect(res.statusCode, res.body).toBe(201);
  return { profile, ticket: res.json().item as { id: number; renovation_ticket_status: string } };
}

/** What a charge left: the ticket's rows as (account, amount, kind), in order. */
const moneyOf = async (ticketId: number) => (await ticketLedger(ctx, ticketId)).rows.map((r) => ({ account: `${r.account_type}:${r.account_id}`, amount: r.amount, kind: r.kind }));

describe('early request', () => {
  it('waits por aprobar outside the notice window and charges nothing; asking again answers the same ticket', async () => {
    const profile = await ownedProfile(ctx, w, w.buyers[0], 20);
    const before = await balanceOf(ctx, w.buyers[0].id);
    const first = await requestEarly(buyer(0), profile);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().msg).toBe('Renovación anticipada solicitada: queda por aprobar y no se cobró nada hasta que el personal la apruebe.');
    const ticket = first.json().item;
    expect(ticket).toMatchObject({ profile_id: profile, requested: true, renovation_ticket_status: 'to_be_approved', renewal_price: w.price, user_id: w.buyers[0].id });
    expect(await balanceOf(ctx, w.buyers[0].id)).toBe(before);
    expect((await ticketLedger(ctx, ticket.id)).rows).toEqual([]);
    const again = await requestEarly(buyer(0), profile);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ item: { id: ticket.id }, msg: 'Esta unidad ya tiene una renovación anticipada por aprobar.' });
    // the daily job opens nothing more for that period: the waiting ticket holds it
    await runRenewalCycle(ctx.database.db);
    expect(await rows(ctx, sql`SELECT id FROM renovation_ticket WHERE profile_id = ${profile}`)).toEqual([{ id: ticket.id }]);
    // the lists say it in Spanish: the status list "Por aprobar" and the days to the date
    const listed = (await desk.post('/api/v1/admin/renovation-ticket-to-be-approved/list', { data: { id: ticket.id } })).json().items[0];
    expect(listed).toMatchObject({ id: ticket.id, renovation_ticket_status: 'to_be_approved', days_left: 20 });
  });

  it('keeps today\'s request inside the window: the ticket is por renovar at once', async () => {
    const profile = await ownedProfile(ctx, w, w.buyers[0], 2);
    const res = await requestEarly(buyer(0), profile);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().item).toMatchObject({ renovation_ticket_status: 'to_be_renewed', requested: true });
  });

  it('answers 404 for a unit out of reach and creates nothing', async () => {
    const profile = await ownedProfile(ctx, w, w.buyers[1], 20);
    expect((await requestEarly(buyer(2), profile)).statusCode).toBe(404);
    expect(await rows(ctx, sql`SELECT id FROM renovation_ticket WHERE profile_id = ${profile}`)).toEqual([]);
    // the buyer's ancestor may ask for it
    const res = await requestEarly(await ctx.as('distribuidor'), profile);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().item.renovation_ticket_status).toBe('to_be_approved');
  });
});

describe('approve', () => {
  it('charges exactly what a renewal charges, moves the date, says Aprobado, tells the buyer and its webhooks', async () => {
    const hook = await buyer(1).post('/api/v1/webhooks', { url: 'https://bot.example/hook', events: ['renewal.done'] });
    expect(hook.statusCode, hook.body).toBe(201);
    const { profile, ticket } = await waitingTicket(1);
    const balances = { buyer: await balanceOf(ctx, w.buyers[1].id), parent: await balanceOf(ctx, distribuidor), company: await companyBalanceOf(ctx, w.companyId) };

    const res = await ticketAction(desk, ticket.id, 'finalize');
    expect(res.statusCode, res.body).toBe(200);
    const until = await bogotaDay(ctx, 50);
    expect(res.json().item).toMatchObject({ renovation_ticket_status: 'approved', renewed_until: until, renewal_count: 1 });
    expect(res.json().msg).toMatch(/^Renovación anticipada aprobada y cobrada: la cuenta vence ahora el .+\.$/);
    expect(await profileOf(ctx, profile)).toMatchObject({ state: 'renewed', user_id: w.buyers[1].id, renewal_limit_date: until });
    expect(await balanceOf(ctx, w.buyers[1].id)).toBe(balances.buyer - w.price);
    expect(await balanceOf(ctx, distribuidor)).toBe(balances.parent + w.price - w.parentCost);
    expect(await companyBalanceOf(ctx, w.companyId)).toBe(balances.company + w.parentCost);

    // the same rows a renewal of the same product posts, account by account
    const renewed = (await waitingTicket(1, 2)).ticket;
    expect(renewed.renovation_ticket_status).toBe('to_be_renewed');
    expect((await ticketAction(desk, renewed.id, 'renew')).statusCode).toBe(200);
    expect(await moneyOf(ticket.id)).toEqual(await moneyOf(renewed.id));
    expect((await ticketLedger(ctx, ticket.id)).rows.map((r) => r.idempotency_key)).toEqual([
      `renewal:${ticket.id}:1:purchase`, `renewal:${ticket.id}:1:commission:${distribuidor}`, `renewal:${ticket.id}:1:revenue`,
    ]);

    // "Aprobados" lists it by its new date; the bell and the webhook heard of it
    const listed = (await desk.post('/api/v1/admin/renovation-ticket-approved/list', { data: { id: ticket.id } })).json().items[0];
    expect(listed).toMatchObject({ renovation_ticket_status: 'approved', renewed_until: until, days_left: 50 });
    expect(await rows(ctx, sql`SELECT kind FROM notification WHERE user_id = ${w.buyers[1].id} AND link = ${`/admin/renovation-ticket/${ticket.id}`}`))
      .toEqual([{ kind: 'renewal_renewed' }]);
    const delivered = await rows<{ event: string; payload: any }>(ctx, sql`SELECT event, payload FROM webhook_delivery WHERE webhook_id = ${hook.json().item.id} ORDER BY id`);
    expect(delivered.map((d) => d.event)).toEqual(['renewal.done', 'renewal.done']);
    expect(delivered[0].payload).toMatchObject({ ticket_id: ticket.id, text: expect.stringContaining('Se renovó tu RENOVABLE apr') });
  });

  it('charges once under three approvals at once: the others get a 409 with its code', async () => {
    const { ticket } = await waitingTicket(2);
    const before = await balanceOf(ctx, w.buyers[2].id);
    const results = await Promise.all([1, 2, 3].map(() => ticketAction(desk, ticket.id, 'finalize')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({ code: 'RENEWAL_WRONG_STATE' });
      expect(r.json().msg).toBe(`No se puede aprobar: Ticket de renovación ${ticket.id} está aprobado; solo se puede desde el estado por aprobar.`);
    }
    expect(await balanceOf(ctx, w.buyers[2].id)).toBe(before - w.price);
    expect((await ticketLedger(ctx, ticket.id)).rows).toHaveLength(3);
    // a retry with the same key replays the answer instead of a conflict
    const k = key();
    const { ticket: other } = await waitingTicket(2);
    const paid = await balanceOf(ctx, w.buyers[2].id);
    const [a, b] = [await ticketAction(desk, other.id, 'finalize', {}, k), await ticketAction(desk, other.id, 'finalize', {}, k)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().item.id).toBe(other.id);
    expect(await balanceOf(ctx, w.buyers[2].id)).toBe(paid - w.price);
  });

  it('refuses a short balance with a Spanish 409 and moves nothing', async () => {
    const [poor] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 1_300_000, prefix: 'aprpoor' });
    const profile = await ownedProfile(ctx, { ...w, buyers: [poor] }, poor, 20);
    const ticket = (await requestEarly(callerFor(ctx, poor.token), profile)).json().item;
    const before = { buyer: await balanceOf(ctx, poor.id), profile: await profileOf(ctx, profile) };
    const res = await ticketAction(desk, ticket.id, 'finalize');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(res.json().msg).toMatch(/^Saldo insuficiente para renovar: .* No se realizó ningún cobro\.$/);
    expect(await balanceOf(ctx, poor.id)).toBe(before.buyer);
    expect(await profileOf(ctx, profile)).toEqual(before.profile);
    expect((await ticketOf(ctx, ticket.id)).renovation_ticket_status).toBe('to_be_approved');
    expect((await ticketLedger(ctx, ticket.id)).rows).toEqual([]);
  });

  it('is the staff\'s: the buyer may not approve (403), a ticket of another subtree is missing (404), a ticket due is not approved (409)', async () => {
    const { ticket } = await waitingTicket(3);
    expect((await ticketAction(buyer(3), ticket.id, 'finalize')).statusCode).toBe(403);
    const dist = await ctx.as('distribuidor');
    expect((await ticketAction(dist, ticket.id, 'finalize')).statusCode).toBe(403);
    expect((await ticketAction(buyer(0), ticket.id, 'close')).statusCode).toBe(404);
    expect((await ticketAction(desk, 987_654_321, 'finalize')).statusCode).toBe(404);
    const due = (await waitingTicket(3, 1)).ticket;
    const res = await ticketAction(desk, due.id, 'finalize');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RENEWAL_WRONG_STATE', msg: `No se puede aprobar: Ticket de renovación ${due.id} está por renovar; solo se puede desde el estado por aprobar.` });
    // and a waiting request cannot be renewed or closed as if it were due
    for (const action of ['renew', 'close']) {
      const r = await ticketAction(desk, ticket.id, action);
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('RENEWAL_WRONG_STATE');
    }
    expect((await ticketOf(ctx, ticket.id)).renovation_ticket_status).toBe('to_be_approved');
  });
});

describe('reject, reopen, renew or close again', () => {
  it('rejects a waiting request with a reason, charging nothing; then it cannot be approved', async () => {
    const { ticket } = await waitingTicket(0);
    const before = await balanceOf(ctx, w.buyers[0].id);
    const res = await ticketAction(desk, ticket.id, 'reject', { reason: 'Cuenta del proveedor no renovable' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ renovation_ticket_status: 'rejected', reason: 'Cuenta del proveedor no renovable' });
    expect((await ticketAction(desk, ticket.id, 'finalize')).json()).toMatchObject({ code: 'RENEWAL_WRONG_STATE' });
    expect(await balanceOf(ctx, w.buyers[0].id)).toBe(before);
    expect((await ticketLedger(ctx, ticket.id)).rows).toEqual([]);
  });

  it('reopens a rejected ticket for manual handling (logged with its reason), renews it, and closes a reopened one again', async () => {
    const { ticket } = await waitingTicket(1);
    expect((await ticketAction(desk, ticket.id, 'reject', { reason: 'Solicitud del comprador' })).statusCode).toBe(200);
    // only from close or rejected, only staff, with a reason
    expect((await ticketAction(buyer(1), ticket.id, 'open', { reason: 'other', note: 'El comprador insiste en renovar' })).statusCode).toBe(403);
    const reopened = await ticketAction(desk, ticket.id, 'open', { reason: 'other', note: 'El comprador pidió renovar por WhatsApp' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ item: { renovation_ticket_status: 'open', reason: 'Reabierto: El comprador pidió renovar por WhatsApp' }, msg: 'Ticket reabierto para gestión manual.' });
    const log = await one<{ text: string }>(ctx, sql`SELECT text FROM audit_log WHERE object_type = 'renovation-ticket' AND object_id = ${ticket.id} ORDER BY id DESC LIMIT 1`);
    expect(log.text).toBe('Ticket de renovación reabierto para gestión manual: El comprador pidió renovar por WhatsApp');
    const again = await ticketAction(desk, ticket.id, 'open', { reason: 'Revisión manual del personal' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RENEWAL_WRONG_STATE', msg: `No se puede reabrir: Ticket de renovación ${ticket.id} está abierto; solo se puede desde el estado cerrado o rechazado.` });
    // the buyer holds renew, but a reopened ticket is the staff's
    const own = await ticketAction(buyer(1), ticket.id, 'renew');
    expect(own.statusCode).toBe(403);
    expect(own.json().msg).toBe('Solo el personal de renovaciones puede renovar un ticket reabierto para gestión manual.');
    const before = await balanceOf(ctx, w.buyers[1].id);
    const renewed = await ticketAction(desk, ticket.id, 'renew');
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().item).toMatchObject({ renovation_ticket_status: 'renewed', renewed_until: await bogotaDay(ctx, 50) });
    expect(await balanceOf(ctx, w.buyers[1].id)).toBe(before - w.price);

    // a closed one reopened and closed again: nothing moves
    const closed = (await waitingTicket(1, 2)).ticket;
    expect((await ticketAction(buyer(1), closed.id, 'close')).statusCode).toBe(200);
    expect((await ticketAction(desk, closed.id, 'open', { reason: 'Revisión manual del personal' })).statusCode).toBe(200);
    expect((await ticketAction(buyer(1), closed.id, 'close')).statusCode).toBe(403);
    const reclosed = await ticketAction(desk, closed.id, 'close', { reason: 'El comprador no respondió' });
    expect(reclosed.statusCode, reclosed.body).toBe(200);
    expect(reclosed.json().item).toMatchObject({ renovation_ticket_status: 'close', reason: 'El comprador no respondió' });
    expect((await ticketLedger(ctx, closed.id)).rows).toEqual([]);
    expect((await desk.post('/api/v1/admin/renovation-ticket-open/list', { data: { id: ticket.id } })).json().items).toEqual([]);
  });

  it('annuls an approval within 24 hours: every row reversed, the date restored, the request waiting again', async () => {
    const { profile, ticket } = await waitingTicket(3);
    const date = (await profileOf(ctx, profile)).renewal_limit_date;
    const before = await balanceOf(ctx, w.buyers[3].id);
    expect((await ticketAction(desk, ticket.id, 'finalize')).statusCode).toBe(200);
    const res = await ticketAction(desk, ticket.id, 'annul', { reason: 'Renovación por error' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ renovation_ticket_status: 'to_be_approved', renewed_until: null });
    expect(await balanceOf(ctx, w.buyers[3].id)).toBe(before);
    expect((await profileOf(ctx, profile)).renewal_limit_date).toBe(date);
    expect((await ticketLedger(ctx, ticket.id)).sum).toBe(0);
  });

  it('the daily job closes a request nobody approved once its date passed, and leaves a reopened ticket to staff', async () => {
    const { profile, ticket } = await waitingTicket(2);
    const manual = (await waitingTicket(2)).ticket;
    expect((await ticketAction(desk, manual.id, 'reject', { reason: 'Solicitud del comprador' })).statusCode).toBe(200);
    expect((await ticketAction(desk, manual.id, 'open', { reason: 'Revisión manual del personal' })).statusCode).toBe(200);
    await ctx.database.db.execute(sql`UPDATE renovation_ticket SET renewal_limit_date = renewal_limit_date - 25 WHERE id IN (${ticket.id}, ${manual.id})`);
    await ctx.database.db.execute(sql`UPDATE profiles SET renewal_limit_date = renewal_limit_date - 25 WHERE id = ${profile}`);
    await runRenewalCycle(ctx.database.db);
    expect(await ticketOf(ctx, ticket.id)).toMatchObject({ renovation_ticket_status: 'close', reason: 'Venció sin aprobarse' });
    expect((await ticketOf(ctx, manual.id)).renovation_ticket_status).toBe('open');
    // the unit nobody renewed went back to stock
    expect((await profileOf(ctx, profile)).user_id).toBeNull();
  });
});

describe('hostile bodies', () => {
  it('answers 400/422 in Spanish and changes nothing', async () => {
    const { profile, ticket } = await waitingTicket(0);
    const rejected = (await waitingTicket(0)).ticket;
    expect((await ticketAction(desk, rejected.id, 'reject', { reason: 'Solicitud del comprador' })).statusCode).toBe(200);
    const raw = (url: string, payload: string) => desk.request('POST', url, payload, { 'content-type': 'application/json', 'idempotency-key': key() });
    const base = '/api/v1/admin/renovation-ticket';
    const cases: [string, string][] = [
      [`${base}/${ticket.id}/finalize`, 'null'], [`${base}/${ticket.id}/finalize`, '[]'], [`${base}/${ticket.id}/finalize`, '{"x":1}'],
      [`${base}/${ticket.id}/finalize`, '"aprobar"'], [`${base}/${ticket.id}/finalize`, '{'],
      [`${base}/${rejected.id}/open`, 'null'], [`${base}/${rejected.id}/open`, '[]'], [`${base}/${rejected.id}/open`, '{}'],
      [`${base}/${rejected.id}/open`, '{"reason":123}'], [`${base}/${rejected.id}/open`, JSON.stringify({ reason: 'other', note: 'x'.repeat(5000) })],
      [`${base}/${rejected.id}/open`, JSON.stringify({ reason: 'other', note: 'corto' })],
      [`${base}/99999999999999999999/finalize`, '{}'], [`${base}/-1/open`, '{"reason":"Solicitud del comprador"}'], [`${base}/abc/finalize`, '{}'],
      [`${base}/request-early`, 'null'], [`${base}/request-early`, '[]'], [`${base}/request-early`, '{}'], [`${base}/request-early`, '{"profile_id":"uno"}'],
      [`${base}/request-early`, '{"profile_id":1e300}'], [`${base}/request-early`, `{"profile_id":${profile},"extra":true}`], [`${base}/request-early`, '{"profile_id":null}'],
    ];
    for (const [url, payload] of cases) {
      const res = await raw(url, payload);
      expect([400, 404, 422], `${url} ${payload.slice(0, 40)} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      expect(res.json().msg, url).toMatch(/[a-záéíóúñ]/i);
      expect(res.json().msg, url).not.toMatch(/\b(Expected|Invalid input|Unexpected token|must be)\b/);
    }
    expect((await ticketOf(ctx, ticket.id)).renovation_ticket_status).toBe('to_be_approved');
    expect((await ticketOf(ctx, rejected.id)).renovation_ticket_status).toBe('rejected');
    expect((await ticketLedger(ctx, ticket.id)).rows).toEqual([]);
  });
});
