import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, bankAccountOf, report } from './consignment-helpers.ts';
import { openEventStream } from './event-stream.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { one } from './sales-helpers.ts';

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  // a real socket: server-sent events are a stream, which inject cannot keep open
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

const list = async (caller: Caller, query = '') => {
  const res = await caller.get(`/api/v1/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number; kind: string; text: string; link: string | null; topic: string; read: boolean; created_at: string }[]; unread: number };
};

const notificationCount = async () => (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM notification`)).n;

/** Quiet time a stream gets to show that nothing (more) arrives. */
const SETTLE_MS = 400;

describe('GET /api/v1/notifications and POST /api/v1/notifications/read', () => {
  it('lists the demo notifications of the user, newest first, with the unread count', async () => {
    const dist = await ctx.as('distribuidor');
    const body = await list(dist);
    const kinds = body.items.map((n) => n.kind);
    // the demo's approvals and rejection of its consignments, and the company's two notices
    expect(kinds).toEqual(expect.arrayContaining(['consignment_approved', 'consignment_rejected', 'notice_published']));
    expect(kinds.filter((k) => k === 'notice_published')).toHaveLength(2);
    expect(body.items.map((n) => n.id)).toEqual([...body.items.map((n) => n.id)].sort((a, b) => b - a));
    expect(body.unread).toBe(body.items.filter((n) => !n.read).length);
    expect(body.items.find((n) => n.kind === 'consignment_rejected')!.text).toMatch(/fue rechazada: La transacción no aparece/);
    expect(body.items.find((n) => n.kind === 'consignment_approved')!.link).toMatch(/^\/admin\/consignments\/\d+$/);
    // paging: older than the newest one
    const older = await list(dist, `?limit=2&before=${body.items[0].id}`);
    expect(older.items.map((n) => n.id)).toEqual(body.items.slice(1, 3).map((n) => n.id));
  });

  it("marks only the caller's own notifications read; other users' ids change nothing", async () => {
    const dist = await ctx.as('distribuidor');
    const sub = await ctx.as('subdistribuidor');
    const mine = await list(dist);
    const theirs = await list(sub);
    const subOwn = theirs.items.find((n) => n.topic === 'me' && !n.read)!;
    expect(subOwn).toBeDefined();

    const foreign = await dist.post('/api/v1/notifications/read', { ids: [subOwn.id] });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toMatchObject({ marked: 0, unread: mine.unread });
    expect((await list(sub)).unread).toBe(theirs.unread);

    const target = mine.items.find((n) => !n.read)!;
    const res = await dist.post('/api/v1/notifications/read', { ids: [target.id, target.id, subOwn.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, marked: 1, unread: mine.unread - 1, msg: 'Notificación marcada como leída.' });
    const after = await list(dist);
    expect(after.items.find((n) => n.id === target.id)!.read).toBe(true);
    // a company-wide notice read by one user is still unread for another
    const notice = mine.items.find((n) => n.topic === 'all' && !n.read)!;
    await dist.post('/api/v1/notifications/read', { ids: [notice.id] });
    expect((await list(sub)).items.find((n) => n.id === notice.id)!.read).toBe(false);
    // reading again changes nothing
    expect((await dist.post('/api/v1/notifications/read', { ids: [target.id] })).json()).toMatchObject({ marked: 0 });
  });

  it('refuses malformed requests with Spanish messages and changes nothing', async () => {
    const dist = await ctx.as('distribuidor');
    const before = (await list(dist)).unread;
    for (const body of [{}, { ids: [] }, { ids: ['uno'] }, { ids: [-3] }, { ids: [1], extra: true }]) {
      const res = await dist.post('/api/v1/notifications/read', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().success).toBe(false);
      expect(res.json().msg).toMatch(/[a-záéíóúñ]/i);
      expect(res.json().msg).not.toMatch(/expected|invalid input|required/i);
    }
    expect((await dist.get('/api/v1/notifications?limit=0')).statusCode).toBe(422);
    expect((await list(dist)).unread).toBe(before);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
  });
});

describe('producers', () => {
  it("a consignment approval notifies its owner in the approval's transaction; a refused one notifies nobody", async () => {
    const admin = await ctx.as('admin');
    const dist = await ctx.as('distribuidor');
    const item = await report(dist, { bank_account_id: await bankAccountOf(dist), amount: 7_500_000 });
    const before = await list(dist);

    expect((await act(admin, item.id, 'finalize')).statusCode).toBe(200);
    const after = await list(dist);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.items[0]).toMatchObject({
      kind: 'consignment_approved', topic: 'me', read: false, link: `/admin/consignments/${item.id}`,
      text: `Tu consignación de $ 75.000 (transacción ${item.transaction_id}) fue aprobada: el saldo ya está disponible.`,
    });

    // approving it again is refused (409) and rolled back: no second notification
    const count = await notificationCount();
    expect((await act(admin, item.id, 'finalize')).statusCode).toBe(409);
    expect(await notificationCount()).toBe(count);
    // nobody else hears of it
    const sub = await ctx.as('subdistribuidor');
    expect((await list(sub)).items.some((n) => n.link === `/admin/consignments/${item.id}`)).toBe(false);
  });

  it('a rejection notifies its owner with the reason', async () => {
    const admin = await ctx.as('admin');
    const sub = await ctx.as('subdistribuidor');
    const item = await report(sub, { bank_account_id: await bankAccountOf(sub) });
    expect((await act(admin, item.id, 'reject', { reason: 'El comprobante no es legible' })).statusCode).toBe(200);
    expect((await list(sub)).items[0]).toMatchObject({ kind: 'consignment_rejected', text: expect.stringMatching(/fue rechazada: El comprobante no es legible\.$/) });
  });

  it('an order delivered by staff notifies its buyer; a buyer paying its own order gets none', async () => {
    const admin = await ctx.as('admin');
    const dist = await ctx.as('distribuidor');
    const typeId = (await one<{ id: number }>(ctx, sql`SELECT id FROM type_digital_account WHERE service = 'NETFLIX' LIMIT 1`)).id;
    const draft = await admin.post('/api/v1/admin/order', { type_digital_account_id: typeId, quantity: 1, user_id: dist.profile.id });
    expect(draft.statusCode, draft.body).toBe(201);
    const order = draft.json().item;
    expect((await admin.post(`/api/v1/admin/order/${order.id}/finalize`, {})).statusCode).toBe(200);
    expect((await list(dist)).items[0]).toMatchObject({
      kind: 'order_delivered', topic: 'me', link: `/admin/order/${order.id}`,
      text: expect.stringMatching(new RegExp(`^Tu pedido #${order.number} fue entregado: 1 × NETFLIX`)),
    });

    const own = await dist.post('/api/v1/admin/order', { type_digital_account_id: typeId, quantity: 1 });
    expect(own.statusCode, own.body).toBe(201);
    const count = await notificationCount();
    expect((await dist.post(`/api/v1/admin/order/${own.json().item.id}/finalize`, {})).statusCode).toBe(200);
    expect(await notificationCount()).toBe(count);
  });

  it('a notice published tells everyone of its company (not another company), once', async () => {
    const admin = await ctx.as('admin');
    const res = await admin.post('/api/v1/admin/notice', { title: 'Mantenimiento programado', description: 'El sábado la plataforma estará en mantenimiento.', active: true });
    expect(res.statusCode, res.body).toBe(201);
    for (const username of ['cliente', 'distribuidor', 'renovaciones']) {
      const caller = await ctx.as(username);
      expect((await list(caller)).items[0]).toMatchObject({ kind: 'notice_published', topic: 'all', text: 'Mantenimiento programado: El sábado la plataforma estará en mantenimiento.', link: '/admin' });
    }
    const root = await ctx.as('root');
    expect((await list(root)).items.some((n) => n.text.startsWith('Mantenimiento programado'))).toBe(false);
    // an edit that does not publish it again says nothing
    const count = await notificationCount();
    expect((await admin.put(`/api/v1/admin/notice/${res.json().item.id}`, { title: 'Mantenimiento programado (sábado)' })).statusCode).toBe(200);
    expect(await notificationCount()).toBe(count);
  });
});

describe('POST /api/v1/subscribe-topic', () => {
  it('registers the channels of a tab and answers them (never echoing the token)', async () => {
    const dist = await ctx.as('distribuidor');
    const res = await dist.post('/api/v1/subscribe-topic', { channels: ['me', 'all'], token: 'pestana-abc-123' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, channels: ['all', 'me'], token: null });
    expect(res.json().msg).toMatch(/^Suscripción registrada/);
    const only = await dist.post('/api/v1/subscribe-topic', { channels: ['me'], token: 'pestana-abc-123' });
    expect(only.json().channels).toEqual(['me']);
    const stored = await one<{ channels: string[]; token_hash: string }>(ctx, sql`SELECT channels, token_hash FROM notification_subscription WHERE user_id = ${dist.profile.id}`);
    expect(stored.channels).toEqual(['me']);
    expect(stored.token_hash).not.toContain('pestana');
  });

  it.each([
    [{}, /canales/i],
    [{ channels: [], token: 'pestana-abc-123' }, /al menos un canal/],
    [{ channels: ['todos'], token: 'pestana-abc-123' }, /Canal no válido: usa 'all' o 'me'/],
    [{ channels: ['me', 'me'], token: 'pestana-abc-123' }, /no se pueden repetir/],
    [{ channels: 'all', token: 'pestana-abc-123' }, /canales/i],
    [{ channels: ['all'] }, /token del dispositivo es obligatorio/],
    [{ channels: ['all'], token: 'corto' }, /al menos 8 caracteres/],
    [{ channels: ['all'], token: 'con espacios adentro' }, /espacios/],
    [{ channels: ['all'], token: 'x'.repeat(513) }, /máximo 512/],
  ])('refuses %j with a Spanish message', async (body, message) => {
    const dist = await ctx.as('distribuidor');
    const res = await dist.post('/api/v1/subscribe-topic', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().success).toBe(false);
    expect(JSON.stringify(res.json())).toMatch(message);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/subscribe-topic', payload: { channels: ['all'], token: 'pestana-abc-123' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('live: the one event stream of a tab', () => {
  it('carries balance and notification events together, only what is the user\'s, uncompressed', async () => {
    const admin = await ctx.as('admin');
    const dist = await ctx.as('distribuidor');
    const sub = await ctx.as('subdistribuidor');
    const stream = await openEventStream(`${base}/api/v1/events`, dist.token, { 'accept-encoding': 'gzip, deflate, br' });
    try {
      expect(stream.headers.get('content-encoding')).toBeNull();
      expect(stream.headers.get('cache-control')).toMatch(/no-transform/);
      const item = await report(dist, { bank_account_id: await bankAccountOf(dist) });
      expect((await act(admin, item.id, 'finalize')).statusCode).toBe(200);
      expect(await stream.count(2)).toBe(2);
      expect([...stream.events].sort()).toEqual(['balance', 'notification']);
      const note = stream.messages.find((m) => m.event === 'notification')!.data;
      expect(note).toMatchObject({ kind: 'consignment_approved', topic: 'me', read: false, link: `/admin/consignments/${item.id}` });
      expect((await list(dist)).items[0].id).toBe(note.id);

      // the sub-distributor's approval is not the distributor's business
      const other = await report(sub, { bank_account_id: await bankAccountOf(sub) });
      expect((await act(admin, other.id, 'finalize')).statusCode).toBe(200);
      await new Promise((ok) => setTimeout(ok, SETTLE_MS));
      expect(stream.events).toHaveLength(2);
    } finally {
      await stream.close();
    }
  });

  it("honours the tab's subscription: a tab subscribed to 'me' only hears no company notice, even when it changes while open", async () => {
    const admin = await ctx.as('admin');
    const dist = await ctx.as('distribuidor');
    await dist.post('/api/v1/subscribe-topic', { channels: ['me'], token: 'pestana-solo-mia' });
    const onlyMine = await openEventStream(`${base}/api/v1/events?tab=pestana-solo-mia`, dist.token);
    const everything = await openEventStream(`${base}/api/v1/balance/events`, dist.token);
    try {
      const publish = (title: string) => admin.post('/api/v1/admin/notice', { title, description: 'Aviso de prueba en vivo.', active: true });
      expect((await publish('Aviso uno')).statusCode).toBe(201);
      expect(await everything.count(1)).toBe(1);
      expect(everything.messages[0]).toMatchObject({ event: 'notification', data: { topic: 'all', text: 'Aviso uno: Aviso de prueba en vivo.' } });
      await new Promise((ok) => setTimeout(ok, SETTLE_MS));
      expect(onlyMine.events).toEqual([]);

      // the same tab subscribes to both: its open stream switches at once
      expect((await dist.post('/api/v1/subscribe-topic', { channels: ['all', 'me'], token: 'pestana-solo-mia' })).statusCode).toBe(200);
      await new Promise((ok) => setTimeout(ok, 100));
      expect((await publish('Aviso dos')).statusCode).toBe(201);
      expect(await onlyMine.count(1)).toBe(1);
      expect(onlyMine.messages[0].data.text).toBe('Aviso dos: Aviso de prueba en vivo.');
    } finally {
      await onlyMine.close();
      await everything.close();
    }
  });
});
