import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingService } from '../src/modules/sales/booking-service.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import {
  availableProfiles, balanceOf, companyBalanceOf, demoCompanyId, expectSalesInvariants, key, one, productId, productWithStock, rows, userIdOf,
} from './sales-helpers.ts';

let ctx: TestContext;
let admin: Caller;
let dist: Caller;
let sub: Caller;
let demo: number;
let ids: Record<string, number>;
let netflix: number;

beforeAll(async () => {
  ctx = await createTestContext();
  demo = await demoCompanyId(ctx);
  [admin, dist, sub] = await Promise.all(['admin', 'distribuidor', 'subdistribuidor'].map((u) => ctx.as(u)));
  ids = Object.fromEntries(await Promise.all(['distribuidor', 'subdistribuidor'].map(async (u) => [u, await userIdOf(ctx, u)])));
  netflix = await productId(ctx, 'NETFLIX');
});
afterAll(() => ctx.close());
afterEach(() => expectSalesInvariants(ctx));

const book = (caller: Caller, typeId: number, quantity: number, headers?: Record<string, string>) =>
  caller.post('/api/v1/admin/order-booking', { type_digital_account_id: typeId, quantity }, headers);

const heldOf = async (bookingId: number) =>
  Number((await one(ctx, sql`SELECT coalesce(sum(amount), 0)::bigint AS held FROM ledger_entry WHERE object_type = 'order-booking' AND object_id = ${bookingId}`)).held);

describe('order bookings', () => {
  it('holds the buyer balance when booking and captures it on finalize (units, commissions, revenue)', async () => {
    const before = { sub: await balanceOf(ctx, ids.subdistribuidor), dist: await balanceOf(ctx, ids.distribuidor), company: await companyBalanceOf(ctx, demo) };
    const res = await book(sub, netflix, 2);
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().item;
    expect(booking).toMatchObject({ status: 'draft', quantity: 2, unit_price: 1_500_000, total: 3_000_000 });
    expect(new Date(booking.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await balanceOf(ctx, ids.subdistribuidor)).toBe(before.sub - 3_000_000);
    expect(await heldOf(booking.id)).toBe(-3_000_000);
    expect((await sub.post('/api/v1/admin/order-booking-draft/list', {})).json().items.map((b: any) => b.id)).toContain(booking.id);

    expect((await sub.post(`/api/v1/admin/order-booking/${booking.id}/finalize`, {})).statusCode).toBe(403);
    const done = await admin.post(`/api/v1/admin/order-booking/${booking.id}/finalize`, {}, { 'idempotency-key': key() });
    expect(done.statusCode, done.body).toBe(200);
    const { item, order, items } = done.json();
    expect(item).toMatchObject({ status: 'finalized', order_id: order.id });
    expect(order).toMatchObject({ status: 'finalized', source: 'booking', order_booking_id: booking.id, total: 3_000_000 });
    expect(items).toHaveLength(2);
    // capture: the buyer's balance does not move again; dist earns 15.000 − 14.000 per unit; the company the rest
    expect(await balanceOf(ctx, ids.subdistribuidor)).toBe(before.sub - 3_000_000);
    expect(await balanceOf(ctx, ids.distribuidor)).toBe(before.dist + 200_000);
    expect(await companyBalanceOf(ctx, demo)).toBe(before.company + 2_800_000);
    expect(await heldOf(booking.id)).toBe(0);
    const sales = (await sub.post('/api/v1/admin/order-booking-sales/list', {})).json().items;
    expect(sales.map((b: any) => b.id)).toContain(booking.id);
    expect((await admin.post(`/api/v1/admin/order-booking/${booking.id}/reject`, { reason: 'Sin inventario' })).statusCode).toBe(409);
  });

  it('releases the hold on reject', async () => {
    const balance = await balanceOf(ctx, ids.subdistribuidor);
    const booking = (await book(sub, netflix, 1)).json().item;
    expect(await balanceOf(ctx, ids.subdistribuidor)).toBe(balance - 1_500_000);
    const res = await admin.post(`/api/v1/admin/order-booking/${booking.id}/reject`, { reason: 'Sin inventario' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ status: 'rejected', reason: 'Sin inventario' });
    expect(await balanceOf(ctx, ids.subdistribuidor)).toBe(balance);
    expect((await admin.post(`/api/v1/admin/order-booking/${booking.id}/finalize`, {})).statusCode).toBe(409);
  });

  it('expires by itself after booking_expiry_minutes, once, even with two sweepers at the same time', async () => {
    const balance = await balanceOf(ctx, ids.subdistribuidor);
    const booking = (await book(sub, netflix, 1)).json().item;
    const sweeper = bookingService(ctx.database.db);
    expect(await sweeper.expireDue(new Date())).toBe(0);
    const later = new Date(Date.now() + 31 * 60_000);
    const [a, b] = await Promise.all([sweeper.expireDue(later), bookingService(ctx.database.db).expireDue(later)]);
    expect(a + b).toBe(1);
    const row = await one(ctx, sql`SELECT status, reason FROM order_booking WHERE id = ${booking.id}`);
    expect(row).toEqual({ status: 'rejected', reason: 'La reserva venció sin finalizarse' });
    expect(await balanceOf(ctx, ids.subdistribuidor)).toBe(balance);
    const log = await rows(ctx, sql`SELECT user_name, text FROM audit_log WHERE object_type = 'order-booking' AND object_id = ${booking.id} ORDER BY id`);
    expect(log.at(-1)).toEqual({ user_name: 'Sistema', text: 'Reserva vencida: saldo liberado' });
  });

  it('follows the configured expiry and refuses to finalize an expired booking', async () => {
    const [entry] = (await admin.post('/api/v1/admin/configuration/list', { data: { key: 'booking_expiry_minutes' } })).json().items;
    await ctx.database.db.execute(sql`UPDATE configuration SET value_conf = '0' WHERE id = ${entry.id}`);
    try {
      const booking = (await book(sub, netflix, 1)).json().item;
      // 0 falls back to the default: a booking always has a positive life
      expect(new Date(booking.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
      await ctx.database.db.execute(sql`UPDATE configuration SET value_conf = '5' WHERE id = ${entry.id}`);
      const short = (await book(sub, netflix, 1)).json().item;
      expect(new Date(short.expires_at).getTime()).toBeLessThan(Date.now() + 6 * 60_000);
      await ctx.database.db.execute(sql`UPDATE order_booking SET expires_at = now() - interval '1 second' WHERE id = ${short.id}`);
      const late = await admin.post(`/api/v1/admin/order-booking/${short.id}/finalize`, {});
      expect(late.statusCode).toBe(409);
      expect(late.json().msg).toContain('ya venció');
      expect(await bookingService(ctx.database.db).expireDue()).toBeGreaterThanOrEqual(1);
      await admin.post(`/api/v1/admin/order-booking/${booking.id}/reject`, { reason: 'Solicitud del cliente' });
    } finally {
      await ctx.database.db.execute(sql`UPDATE configuration SET value_conf = '30' WHERE id = ${entry.id}`);
    }
  });

  it('keeps the booking and its hold when finalize finds too little stock', async () => {
    const typeId = await productWithStock(ctx, { name: 'RESERVA CORTA', price: 100_000, accounts: 1, perAccount: 1, reservable: true });
    const booking = (await book(sub, typeId, 2)).json().item;
    const res = await admin.post(`/api/v1/admin/order-booking/${booking.id}/finalize`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('Inventario insuficiente de RESERVA CORTA');
    expect((await one(ctx, sql`SELECT status FROM order_booking WHERE id = ${booking.id}`)).status).toBe('draft');
    expect(await heldOf(booking.id)).toBe(-200_000);
    expect(await availableProfiles(ctx, typeId)).toBe(1);
    await admin.post(`/api/v1/admin/order-booking/${booking.id}/reject`, { reason: 'Sin inventario' });
  });

  it('refuses products that are not reservable and balances that cannot hold', async () => {
    const max = await productId(ctx, 'MAX');
    const res = await book(sub, max, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('El producto MAX 1 PERFIL 30 DÍAS no admite reservas.');
    const poor = await book(sub, netflix, 100);
    expect(poor.statusCode).toBe(409);
    expect(poor.json().msg).toContain('Saldo insuficiente para reservar');
  });

  it("lets staff book for a buyer (the buyer's balance is held) and an ancestor for its network only", async () => {
    const balance = await balanceOf(ctx, ids.subdistribuidor);
    const res = await admin.post('/api/v1/admin/order-booking', { type_digital_account_id: netflix, quantity: 1, user_id: ids.subdistribuidor });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().msg).toBe('Reserva creada: el valor quedó retenido del saldo del comprador.');
    const booking = res.json().item;
    expect(booking).toMatchObject({ user_id: ids.subdistribuidor, unit_price: 1_500_000, status: 'draft' });
    expect(await balanceOf(ctx, ids.subdistribuidor)).toBe(balance - 1_500_000);
    // the buyer sees it as its own, by name
    const mine = (await sub.post('/api/v1/admin/order-booking-draft/list', {})).json().items.find((b: any) => b.id === booking.id);
    expect(mine).toMatchObject({ user_name: sub.profile.name });
    await admin.post(`/api/v1/admin/order-booking/${booking.id}/reject`, { reason: 'Solicitud del cliente' });

    // a distributor books for its sub-distributor, never for someone outside its network
    const forChild = await dist.post('/api/v1/admin/order-booking', { type_digital_account_id: netflix, quantity: 1, user_id: ids.subdistribuidor });
    expect(forChild.statusCode, forChild.body).toBe(201);
    await admin.post(`/api/v1/admin/order-booking/${forChild.json().item.id}/reject`, { reason: 'Solicitud del cliente' });
    const upwards = await sub.post('/api/v1/admin/order-booking', { type_digital_account_id: netflix, quantity: 1, user_id: ids.distribuidor });
    expect(upwards.statusCode).toBe(403);
    expect(upwards.json().msg).toBe('Solo puedes reservar para ti o para un usuario activo de tu red.');
    const poor = await admin.post('/api/v1/admin/order-booking', { type_digital_account_id: netflix, quantity: 100, user_id: ids.subdistribuidor });
    expect(poor.statusCode).toBe(409);
    expect(poor.json().msg).toContain(`el saldo disponible de ${sub.profile.name}`);
  });

  it('holds once for a booking sent three times with one key', async () => {
    const k = key();
    const balance = await balanceOf(ctx, ids.subdistribuidor);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await book(sub, netflix, 1, { 'idempotency-key': k }));
    expect(new Set(answers.map((a) => a.json().item.id)).size).toBe(1);
    expect(await balanceOf(ctx, ids.subdistribuidor)).toBe(balance - 1_500_000);
    await admin.post(`/api/v1/admin/order-booking/${answers[0].json().item.id}/reject`, { reason: 'Solicitud del cliente' });
  });

  it('annuls a booking sale like any order', async () => {
    const balance = await balanceOf(ctx, ids.subdistribuidor);
    const booking = (await book(sub, netflix, 1)).json().item;
    const { order } = (await admin.post(`/api/v1/admin/order-booking/${booking.id}/finalize`, {})).json();
    const res = await admin.post(`/api/v1/admin/order/${order.id}/annul`, { reason: 'Solicitud del cliente' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(ctx, ids.subdistribuidor)).toBe(balance);
  });
});

describe('digital account (others)', () => {
  it('charges on finalize with the credentials staff wrote, and refunds on annul', async () => {
    const created = await sub.post('/api/v1/admin/digital-account-others', { type_digital_account_id: netflix, description: 'Cuenta a nombre de mi cliente' });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json().item;
    expect(request).toMatchObject({ status: 'in_progress', user_id: ids.subdistribuidor, product_name: 'NETFLIX 4K 1 PANTALLA 30 DÍAS', charged: false });
    expect((await sub.post('/api/v1/admin/digital-account-others-in-progress/list', {})).json().items.map((r: any) => r.id)).toContain(request.id);

    const empty = await admin.post(`/api/v1/admin/digital-account-others/${request.id}/finalize`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().msg).toBe('Escribe el usuario y la contraseña de la cuenta antes de finalizar.');
    expect((await admin.put(`/api/v1/admin/digital-account-others/${request.id}`, { login: 'manual@demo.co' })).statusCode).toBe(200);

    const before = { sub: await balanceOf(ctx, ids.subdistribuidor), dist: await balanceOf(ctx, ids.distribuidor), company: await companyBalanceOf(ctx, demo) };
    const done = await admin.post(`/api/v1/admin/digital-account-others/${request.id}/finalize`, { password: 'Manual#1', profile_name: 'KIDS', pin: '9999' }, { 'idempotency-key': key() });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().item).toMatchObject({ status: 'finalized', login: 'manual@demo.co', password: 'Manual#1', price: 1_500_000, charged: true });
    expect(await balanceOf(ctx, ids.subdistribuidor)).toBe(before.sub - 1_500_000);
    expect(await balanceOf(ctx, ids.distribuidor)).toBe(before.dist + 100_000);
    expect(await companyBalanceOf(ctx, demo)).toBe(before.company + 1_400_000);
    expect((await admin.put(`/api/v1/admin/digital-account-others/${request.id}`, { login: 'otra@demo.co' })).statusCode).toBe(409);
    // the detail answers the password masked: the buyer reads it through the reveal call, which records the view
    expect((await sub.get(`/api/v1/admin/digital-account-others/${request.id}`)).json().item.password).toBe('••••••');
    const revealed = await sub.post('/api/v1/credentials/reveal', { digital_account_others_id: request.id, screen: 'other-accounts' });
    expect(revealed.json().unit).toMatchObject({ login: 'manual@demo.co', password: 'Manual#1', pin: '9999' });

    const annul = await admin.post(`/api/v1/admin/digital-account-others/${request.id}/annul`, { reason: 'Solicitud del cliente' });
    expect(annul.statusCode, annul.body).toBe(200);
    expect(annul.json().item).toMatchObject({ status: 'annulled', charged: false });
    expect(await balanceOf(ctx, ids.subdistribuidor)).toBe(before.sub);
    expect(await balanceOf(ctx, ids.distribuidor)).toBe(before.dist);
    expect((await admin.post(`/api/v1/admin/digital-account-others/${request.id}/annul`, { reason: 'Solicitud del cliente' })).statusCode).toBe(409);
  });

  it('annuls a request in progress without moving money', async () => {
    const request = (await dist.post('/api/v1/admin/digital-account-others', { type_digital_account_id: netflix })).json().item;
    const balance = await balanceOf(ctx, ids.distribuidor);
    const res = await admin.post(`/api/v1/admin/digital-account-others/${request.id}/annul`, { reason: 'other', note: 'Ya no se consigue esta cuenta' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(ctx, ids.distribuidor)).toBe(balance);
    expect((await admin.post(`/api/v1/admin/digital-account-others/${request.id}/finalize`, { login: 'a', password: 'b' })).statusCode).toBe(409);
  });
});
