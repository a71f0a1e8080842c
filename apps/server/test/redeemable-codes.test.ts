import { CODE_ALPHABET, CODE_RANDOM_LENGTH, normalizeCode, REDEEM_MAX_FAILURES } from '@app/shared';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import {
  assign, expectRedeemableInvariants, inDays, makeBatch, makeSeller, redeem, sell, type MadeCode,
} from './redeemable-helpers.ts';
import { balanceOf, callerFor, createBuyers, key, one, rows } from './sales-helpers.ts';

/**
 * Redeemable balance codes (DOMAIN.md "Redeemable balance") on a real PostgreSQL: batches of
 * unguessable codes kept masked, handed to sellers, sold (each sale a row of the seller's own ledger), redeemed once
 * into a balance through the ledger, with a throttle on wrong codes; and a property test over random sequences.
 */

let ctx: TestContext;
let admin: Caller;
let vendorA: { id: number; caller: Caller; seller: number };
let vendorB: { id: number; caller: Caller; seller: number };
let users: { id: number; caller: Caller }[];
let cliente: Caller;

const codesOf = (items: MadeCode[]) => items.map((i) => i.id);
/** A PostgreSQL array parameter (drizzle spreads a JavaScript array into a list). */
const textArray = (values: (string | number)[]) => sql`ARRAY[${sql.join(values.map((v) => sql`${String(v)}`), sql`, `)}]::text[]`;
const sellerBalance = async (id: number) => Number((await one(ctx, sql`SELECT coalesce(balance, 0)::bigint AS b FROM authorized_seller WHERE id = ${id}`)).b);
const movementsSum = async (id: number) => Number((await one(ctx, sql`SELECT coalesce(sum(amount), 0)::bigint AS s FROM redeemable_vendor_balance_movement WHERE seller_id = ${id}`)).s);
const codeRow = (id: number) => one(ctx, sql`SELECT * FROM redeemable_balance WHERE id = ${id}`);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  cliente = await ctx.as('cliente');
  const vendors = await createBuyers(ctx, 2, { parent: 'admin', balance: 0, prefix: 'rvend' });
  vendorA = { id: vendors[0].id, caller: callerFor(ctx, vendors[0].token), seller: await makeSeller(admin, vendors[0].id, 'Vendedor A', 10) };
  vendorB = { id: vendors[1].id, caller: callerFor(ctx, vendors[1].token), seller: await makeSeller(admin, vendors[1].id, 'Vendedor B', 0) };
  const clients = await createBuyers(ctx, 50, { parent: 'subdistribuidor', rol: 'Cliente', balance: 0, prefix: 'rcli' });
  users = clients.map((c) => ({ id: c.id, caller: callerFor(ctx, c.token) }));
}, 120_000);
afterAll(() => ctx?.close());

describe('a batch', () => {
  it('makes unguessable codes, shown in full once and masked everywhere after', async () => {
    const items = await makeBatch(admin, 2_000_000, 20, { prefix: 'tst' });
    expect(items).toHaveLength(20);
    const randoms = items.map((i) => normalizeCode(i.code).slice(3));
    for (const [i, r] of randoms.entries()) {
      expect(items[i].code.startsWith('TST-')).toBe(true);
      expect(r).toHaveLength(CODE_RANDOM_LENGTH);
      expect([...r].every((c) => CODE_ALPHABET.includes(c)), r).toBe(true);
      expect(items[i].masked).toMatch(/^TST-••••-••••-[A-Z0-9]{4}$/);
    }
    expect(new Set(randoms).size).toBe(20);

    // lists, details, logs and the database never hold a full code
    const list = await admin.post('/api/v1/admin/redeemable-balance/list', { data: { batch: items[0].batch }, _paginate: { max_rows: 100 } });
    expect(list.json().total).toBe(20);
    const text = JSON.stringify(list.json()) + (await admin.get(`/api/v1/admin/redeemable-balance/${items[0].id}`)).body;
    for (const r of randoms) expect(text).not.toContain(r.slice(0, 8));
    expect(list.json().items.every((i: any) => i.state === 'available' && i.code.includes('••••'))).toBe(true);
    const leaked = await rows(ctx, sql`
      SELECT 1 FROM redeemable_balance WHERE code = ANY(${textArray(items.map((i) => i.code))})
      UNION ALL SELECT 1 FROM redeemable_code WHERE code_cipher LIKE ANY(${textArray(randoms.map((r) => `%${r}%`))})
      UNION ALL SELECT 1 FROM audit_log WHERE object_type = 'redeemable-balance' AND changes::text LIKE ANY(${textArray(randoms.map((r) => `%${r.slice(0, 8)}%`))})`);
    expect(leaked).toEqual([]);
  });

  it('refuses bad input in Spanish and creates nothing', async () => {
    const before = (await one(ctx, sql`SELECT count(*)::int AS n FROM redeemable_balance`)).n;
    const cases: [Record<string, unknown>, string][] = [
      [{ value: 2_000_000, quantity: 0, expires_at: inDays(5) }, 'La cantidad debe ser al menos 1'],
      [{ value: 2_000_000, quantity: 501, expires_at: inDays(5) }, 'La cantidad admite máximo 500'],
      [{ value: 50, quantity: 2, expires_at: inDays(5) }, 'El valor debe ser mayor o igual a 1000 pesos'],
      [{ value: 2_000_000, quantity: 2, expires_at: inDays(-1) }, 'La fecha de vencimiento no puede ser anterior a hoy'],
      [{ value: 2_000_000, quantity: 2, expires_at: inDays(5), prefix: 'con espacio' }, 'El prefijo debe tener de 2 a 8 letras o números'],
    ];
    for (const [body, msg] of cases) {
      const res = await admin.post('/api/v1/admin/redeemable-balance/batch', body);
      expect(res.statusCode, res.body).toBe(422);
      // the field's own sentence, in the message or beside its field
      expect(JSON.stringify([res.json().msg, res.json().errors])).toContain(msg);
    }
    expect((await vendorA.caller.post('/api/v1/admin/redeemable-balance/batch', { value: 2_000_000, quantity: 2, expires_at: inDays(5) })).statusCode).toBe(403);
    expect((await one(ctx, sql`SELECT count(*)::int AS n FROM redeemable_balance`)).n).toBe(before);
  });
});

describe('sellers', () => {
  it('get codes by id, by list or by quantity; only available ones, to sellers that can hold them', async () => {
    const items = await makeBatch(admin, 1_000_000, 8);
    const [c0, c1, c2] = codesOf(items);
    const one1 = await admin.post(`/api/v1/admin/redeemable-balance/${c0}/assign`, { seller_id: vendorA.seller });
    expect(one1.statusCode, one1.body).toBe(200);
    expect(one1.json().item).toMatchObject({ status: 'assigned', seller_id: vendorA.seller, vendor_id: vendorA.id });
    const again = await admin.post(`/api/v1/admin/redeemable-balance/${c0}/assign`, { seller_id: vendorB.seller });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('ya está asignado');
    expect((await assign(admin, vendorA.seller, [c1, c2])).statusCode).toBe(200);

    const byQuantity = await admin.post('/api/v1/admin/redeemable-balance/assign', { seller_id: vendorB.seller, quantity: 3, batch: items[0].batch });
    expect(byQuantity.statusCode, byQuantity.body).toBe(200);
    expect(byQuantity.json().items.map((i: any) => i.id)).toEqual(codesOf(items).slice(3, 6));
    const tooMany = await admin.post('/api/v1/admin/redeemable-balance/assign', { seller_id: vendorB.seller, quantity: 3, batch: items[0].batch });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().msg).toBe(`Solo hay 2 códigos disponibles en el lote ${items[0].batch} (sin asignar ni vencidos); pediste 3. No se asignó ninguno.`);

    const noUser = await makeSeller(admin, null, 'Papelería sin usuario');
    expect((await assign(admin, noUser, [codesOf(items)[6]])).json().msg).toContain('no tiene usuario');
    const [idle] = await createBuyers(ctx, 1, { parent: 'admin', balance: 0, prefix: 'rinact' });
    const inactive = await makeSeller(admin, idle.id, 'Vendedor inactivo');
    await admin.put(`/api/v1/admin/authorized-seller/${inactive}`, { active: false });
    expect((await assign(admin, inactive, [codesOf(items)[6]])).json().msg).toContain('está inactivo');
    expect((await assign(vendorA.caller, vendorA.seller, [codesOf(items)[6]])).statusCode).toBe(403);
    expect((await codeRow(codesOf(items)[6])).status).toBe('available');
    // a seller that held codes keeps its user and cannot be deleted
    expect((await admin.put(`/api/v1/admin/authorized-seller/${vendorA.seller}`, { user_id: idle.id })).statusCode).toBe(409);
    expect((await admin.del(`/api/v1/admin/authorized-seller/${vendorA.seller}`)).statusCode).toBe(409);
  });

  it('see their own codes in full and sell them with a ready message; nobody else reaches them', async () => {
    const [code, other] = await makeBatch(admin, 3_000_000, 2);
    await assign(admin, vendorA.seller, [code.id]);
    await assign(admin, vendorB.seller, [other.id]);
    const held = await vendorA.caller.post('/api/v1/admin/redeemable-balance/held/list', { data: { batch: code.batch } });
    expect(held.json().items).toMatchObject([{ id: code.id, full_code: code.code, state: 'assigned' }]);
    const staffView = await admin.post('/api/v1/admin/redeemable-balance/held/list', { data: { batch: code.batch } });
    expect(staffView.json().items.map((i: any) => i.full_code)).toEqual([null, null]);

    // out of reach reads as missing: another seller's code, by detail and by sale
    expect((await vendorB.caller.get(`/api/v1/admin/redeemable-balance/${code.id}`)).statusCode).toBe(404);
    expect((await sell(vendorB.caller, code.id)).statusCode).toBe(404);
    expect((await sell(cliente, code.id)).statusCode).toBe(403);
    const listB = await vendorB.caller.post('/api/v1/admin/redeemable-balance/list', { data: { batch: code.batch } });
    expect(listB.json().items.map((i: any) => i.id)).toEqual([other.id]);

    const headers = { 'idempotency-key': key() };
    const sold = await sell(vendorA.caller, code.id, { buyer_name: 'Ana Ruiz', buyer_phone: '3001234567' }, headers);
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json()).toMatchObject({ debt: 2_700_000, item: { status: 'sold', buyer_name: 'Ana Ruiz', code: code.masked } });
    // the answer is kept for its key, so it names the code masked; its holder reads the code and message next
    expect(sold.body).not.toContain(normalizeCode(code.code).slice(-8));
    const kept = await rows(ctx, sql`SELECT 1 FROM idempotent_request WHERE response::text LIKE ${`%${code.code.slice(-9)}%`}`);
    expect(kept).toEqual([]);
    const full = await vendorA.caller.get(`/api/v1/admin/redeemable-balance/${code.id}/code`);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({ code: code.code });
    expect(full.json().message).toContain(`*${code.code}*`);
    expect(full.json().message).toContain('Hola Ana Ruiz');
    expect((await vendorB.caller.get(`/api/v1/admin/redeemable-balance/${code.id}/code`)).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/admin/redeemable-balance/${code.id}/code`)).statusCode).toBe(404);
    // a retry with the same key replays the answer and writes no second debt
    expect((await sell(vendorA.caller, code.id, { buyer_name: 'Ana Ruiz', buyer_phone: '3001234567' }, headers)).json().debt).toBe(2_700_000);
    const again = await sell(vendorA.caller, code.id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('ya fue vendido');
    expect((await rows(ctx, sql`SELECT id FROM redeemable_vendor_balance_movement WHERE redeemable_balance_id = ${code.id}`))).toHaveLength(1);

    // the batch sheet: its seller gets its codes in full with their messages, staff the whole batch masked
    const sheet = async (who: Caller) => {
      const res = await who.post('/api/v1/admin/redeemable-balance/batch-export', { batch: code.batch });
      expect(res.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as never);
      const ws = book.worksheets[0];
      return ws.getSheetValues().slice(2).map((r: any) => [r[1], r[4]]);
    };
    expect(await sheet(vendorA.caller)).toEqual([[code.code, 'Vendido']]);
    expect((await sheet(admin)).map(([c]) => c)).toEqual([code.masked, other.masked]);
    expect((await vendorB.caller.post('/api/v1/admin/redeemable-balance/batch-export', { batch: 99_999 })).statusCode).toBe(404);
  });
});

describe('redeeming', () => {
  it('credits the value once, through the ledger, with a notification to the user and its seller', async () => {
    const [code] = await makeBatch(admin, 2_500_000, 1);
    await assign(admin, vendorA.seller, [code.id]);
    await sell(vendorA.caller, code.id, { buyer_name: 'Cliente Demo' });
    const clientId = (await one(ctx, sql`SELECT id FROM users WHERE username = 'cliente'`)).id;
    const before = await balanceOf(ctx, clientId);
    // typed in lower case with spaces: it is the same code
    const res = await redeem(cliente, ` ${code.code.toLowerCase().replace(/-/g, ' ')} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: 2_500_000, balance: before + 2_500_000 });
    expect(await balanceOf(ctx, clientId)).toBe(before + 2_500_000);
    expect(await rows(ctx, sql`SELECT kind, amount FROM ledger_entry WHERE idempotency_key = ${`redeemable:${code.id}:redeem`}`)).toEqual([{ kind: 'redeem', amount: 2_500_000 }]);
    const notes = await rows(ctx, sql`SELECT user_id, text FROM notification WHERE kind = 'code_redeemed' AND text LIKE ${`%${code.masked}%`} ORDER BY id`);
    expect(notes.map((n) => n.user_id)).toEqual([clientId, vendorA.id]);
    expect((await codeRow(code.id))).toMatchObject({ status: 'redeemed', redeemed_by: clientId });
    const twice = await redeem(cliente, code.code);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toContain('Ya redimiste este código');
  });

  it('says why a code cannot be redeemed, each case in its own words, and changes nothing', async () => {
    const items = await makeBatch(admin, 1_000_000, 5);
    const [created, assigned, expired, annulled, taken] = items;
    await assign(admin, vendorA.seller, codesOf(items).slice(1));
    await sell(vendorA.caller, expired.id);
    await sell(vendorA.caller, taken.id);
    await ctx.database.db.execute(sql`UPDATE redeemable_balance SET expires_at = ${inDays(-1)}::date WHERE id = ${expired.id}`);
    expect((await admin.post(`/api/v1/admin/redeemable-balance/${annulled.id}/annul`, { reason: 'Código extraviado' })).statusCode).toBe(200);
    expect((await redeem(users[0].caller, taken.code)).statusCode).toBe(200);
    // another company's code is, for this user, no code at all
    const root = await ctx.as('root');
    const foreign = await root.post('/api/v1/admin/redeemable-balance/batch', { value: 1_000_000, quantity: 1, expires_at: inDays(3) });
    expect(foreign.statusCode, foreign.body).toBe(201);

    const who = users[1];
    const before = await balanceOf(ctx, who.id);
    const cases: [string, number, string][] = [
      ['ABCD-EFGH-JKMN', 404, 'Ese código no existe'],
      [foreign.json().items[0].code, 404, 'Ese código no existe'],
      [created.code, 409, 'todavía no ha sido entregado a ningún vendedor'],
      [assigned.code, 409, 'aún no figura como vendido'],
      [expired.code, 409, `venció el ${inDays(-1).split('-').reverse().join('-')}`],
      [annulled.code, 409, 'fue anulado'],
      [taken.code, 409, 'Este código ya fue redimido'],
    ];
    const messages = new Set<string>();
    for (const [code, status, msg] of cases) {
      const res = await redeem(who.caller, code);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(status);
      expect(res.json().msg).toContain(msg);
      messages.add(res.json().msg);
    }
    expect(messages.size).toBe(cases.length - 1);
    expect(await balanceOf(ctx, who.id)).toBe(before);
    expect((await codeRow(expired.id)).status).toBe('sold');
  });

  it('50 racing redemptions of one code by 50 users credit it exactly once', async () => {
    const [code] = await makeBatch(admin, 4_000_000, 1);
    await assign(admin, vendorB.seller, [code.id]);
    await sell(vendorB.caller, code.id);
    const before = await Promise.all(users.map((u) => balanceOf(ctx, u.id)));
    const answers = await Promise.all(users.map((u) => redeem(u.caller, code.code)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const after = await Promise.all(users.map((u) => balanceOf(ctx, u.id)));
    const rose = after.map((b, i) => b - before[i]).filter((d) => d !== 0);
    expect(rose).toEqual([4_000_000]);
    expect((await one(ctx, sql`SELECT count(*)::int AS n, sum(amount)::bigint AS s FROM ledger_entry WHERE object_type = 'redeemable-balance' AND object_id = ${code.id}`)))
      .toEqual({ n: 1, s: 4_000_000 });
    await expectRedeemableInvariants(ctx);
  }, 60_000);

  it(`answers 429 after ${REDEEM_MAX_FAILURES} wrong codes in a minute, on every API process`, async () => {
    const [code] = await makeBatch(admin, 1_000_000, 1);
    await assign(admin, vendorB.seller, [code.id]);
    await sell(vendorB.caller, code.id);
    const who = users[2];
    // this user's one refused try in the race above would count too: start it clean
    await ctx.database.db.execute(sql`DELETE FROM redeem_attempt WHERE user_id = ${who.id}`);
    // the attempts of one burst are counted in turn: ten pass (all wrong), the rest are refused
    const burst = await Promise.all(Array.from({ length: REDEEM_MAX_FAILURES + 5 }, (_, i) => redeem(who.caller, `ZZZZ-ZZZZ-ZZ${String(i).padStart(2, '2')}`)));
    expect(burst.filter((r) => r.statusCode === 404)).toHaveLength(REDEEM_MAX_FAILURES);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(5);
    const blocked = await redeem(who.caller, code.code);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toBe('Intentaste demasiados códigos que no se pudieron redimir. Espera un minuto y vuelve a intentarlo.');
    // a second API process on the same database refuses too: the attempts live in PostgreSQL
    const second = await createTestContext({ databaseUrl: ctx.databaseUrl });
    try {
      const res = await second.app.inject({ method: 'POST', url: '/api/v1/redeemable-balance/redeem', payload: { code: code.code }, headers: { authorization: `Bearer ${who.caller.token}` } });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.app.close();
      await second.database.close();
    }
    expect((await codeRow(code.id)).status).toBe('sold');
    // another user is not held back by it
    expect((await redeem(users[3].caller, 'ZZZZ-ZZZZ-ZZZZ')).statusCode).toBe(404);
    // a minute later the user may try again, and its code redeems
    await ctx.database.db.execute(sql`UPDATE redeem_attempt SET created_at = created_at - interval '61 seconds' WHERE user_id = ${who.id}`);
    expect((await redeem(who.caller, code.code)).statusCode).toBe(200);
  });
});

describe("a seller's ledger", () => {
  it('is the sum of its rows, and money is conserved from creation to payment', async () => {
    const [vendor] = await createBuyers(ctx, 1, { parent: 'admin', balance: 0, prefix: 'rledg' });
    const v = { caller: callerFor(ctx, vendor.token), seller: await makeSeller(admin, vendor.id, 'Vendedor Libro', 10) };
    const items = await makeBatch(admin, 1_000_000, 5);
    expect((await assign(admin, v.seller, codesOf(items))).statusCode).toBe(200);
    for (const c of items.slice(0, 4)) expect((await sell(v.caller, c.id)).statusCode).toBe(200);
    const redeemers = users.slice(10, 13);
    const before = await Promise.all(redeemers.map((u) => balanceOf(ctx, u.id)));
    for (const [i, u] of redeemers.entries()) expect((await redeem(u.caller, items[i].code)).statusCode).toBe(200);
    expect(await sellerBalance(v.seller)).toBe(3_600_000);

    expect((await v.caller.post(`/api/v1/admin/redeemable-balance/sellers/${v.seller}/payment`, { amount: 100_000 })).statusCode).toBe(403);
    const over = await admin.post(`/api/v1/admin/redeemable-balance/sellers/${v.seller}/payment`, { amount: 3_600_100 });
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe('El pago de $ 36.001 supera lo que debe Vendedor Libro ($ 36.000). Registra como máximo $ 36.000.');
    const paid = await admin.post(`/api/v1/admin/redeemable-balance/sellers/${v.seller}/payment`, { amount: 2_000_000, note: 'Transferencia' }, { 'idempotency-key': key() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().balance).toBe(1_600_000);

    // the seller's balance is the sum of its rows and its last running balance
    const movements = await rows(ctx, sql`SELECT kind, amount, balance_after FROM redeemable_vendor_balance_movement WHERE seller_id = ${v.seller} ORDER BY id`);
    expect(movements.map((m) => [m.kind, m.amount, m.balance_after])).toEqual([
      ['sale', 900_000, 900_000], ['sale', 900_000, 1_800_000], ['sale', 900_000, 2_700_000], ['sale', 900_000, 3_600_000], ['payment', -2_000_000, 1_600_000],
    ]);
    expect(await movementsSum(v.seller)).toBe(await sellerBalance(v.seller));
    // conserved: what buyers paid for the codes sold = what the seller owes + what it paid + its discount;
    // what was redeemed reached the users' balances exactly
    const soldValue = 4 * 1_000_000;
    expect(await sellerBalance(v.seller) + 2_000_000 + 4 * 100_000).toBe(soldValue);
    const after = await Promise.all(redeemers.map((u) => balanceOf(ctx, u.id)));
    expect(after.map((b, i) => b - before[i])).toEqual([1_000_000, 1_000_000, 1_000_000]);

    const summary = await admin.post('/api/v1/admin/redeemable-balance/sellers/list', { data: { seller_id: v.seller } });
    expect(summary.json().items).toMatchObject([{
      id: v.seller, held: 1, held_value: 1_000_000, sold: 4, sold_value: 4_000_000, redeemed: 3, redeemed_value: 3_000_000,
      balance: 1_600_000, owed_total: 3_600_000, paid: 2_000_000, redeemable_discount: 10,
    }]);
    // a seller reads its own summary and movements, never another's
    expect((await v.caller.post('/api/v1/admin/redeemable-balance/sellers/list', {})).json().items.map((s: any) => s.id)).toEqual([v.seller]);
    const own = await v.caller.post('/api/v1/admin/redeemable-vendor-balance-movement/list', { _paginate: { max_rows: 100 } });
    expect(own.json().items.every((m: any) => m.seller_id === v.seller)).toBe(true);
    expect(own.json().total).toBe(5);
    await expectRedeemableInvariants(ctx);
  });
});

describe('the redeemed report', () => {
  it('lists redeemed codes by date, seller and batch, and exports them', async () => {
    const items = await makeBatch(admin, 1_500_000, 3);
    await assign(admin, vendorB.seller, codesOf(items));
    for (const c of items) await sell(vendorB.caller, c.id);
    await redeem(users[20].caller, items[0].code);
    await redeem(users[21].caller, items[1].code);
    const today = inDays(0);
    const list = await admin.post('/api/v1/admin/redeemable-balance-redeem/list', {
      data: { seller_id: vendorB.seller, batch: items[0].batch, redeemed_at_gte: today, redeemed_at_lte: today },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((i: any) => i.id).sort()).toEqual([items[0].id, items[1].id].sort());
    expect(list.json().items[0]).toMatchObject({ state: 'redeemed', seller_name: 'Vendedor B' });
    expect(list.json().items[0].redeemed_by_name).toMatch(/^Comprador rcli2[01]$/);
    const yesterday = await admin.post('/api/v1/admin/redeemable-balance-redeem/list', { data: { batch: items[0].batch, redeemed_at_lte: inDays(-1) } });
    expect(yesterday.json().total).toBe(0);
    const file = await admin.post('/api/v1/admin/redeemable-balance-redeem/export', { data: { batch: items[0].batch }, all: true });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as never);
    expect(book.worksheets[0].rowCount).toBe(3);
    // a client has no report
    expect((await cliente.post('/api/v1/admin/redeemable-balance-redeem/list', {})).statusCode).toBe(403);
  });
});

type Action =
  | { op: 'batch'; quantity: number; value: number }
  | { op: 'assign'; seller: number; count: number; pick: number }
  | { op: 'sell'; pick: number }
  | { op: 'redeem'; pick: number; user: number }
  | { op: 'wrong'; user: number }
  | { op: 'pay'; seller: number; part: number }
  | { op: 'expire'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ op: fc.constant('batch' as const), quantity: fc.integer({ min: 1, max: 4 }), value: fc.constantFrom(100_000, 1_000_000, 2_345_600) }),
  fc.record({ op: fc.constant('assign' as const), seller: fc.nat(1), count: fc.integer({ min: 1, max: 3 }), pick: fc.nat() }),
  fc.record({ op: fc.constant('sell' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('redeem' as const), pick: fc.nat(), user: fc.nat(4) }),
  fc.record({ op: fc.constant('wrong' as const), user: fc.nat(4) }),
  fc.record({ op: fc.constant('pay' as const), seller: fc.nat(1), part: fc.double({ min: 0.1, max: 1.2, noNaN: true }) }),
  fc.record({ op: fc.constant('expire' as const), pick: fc.nat() }),
);

describe('property: random batches, assignments, sales, redemptions, wrong codes, payments and expiries', () => {
  it('keep every ledger the sum of its rows and every code credited at most once', async () => {
    const sellers = [vendorA, vendorB];
    const redeemers = users.slice(30, 35);
    const full = new Map<number, string>();
    const batches: number[] = [];
    const tally: Record<string, number> = {};
    const expectStatus = (op: string, status: number, allowed: number[], body: string) => {
      expect(allowed, `${op}: ${status} ${body}`).toContain(status);
      tally[`${op} ${status}`] = (tally[`${op} ${status}`] ?? 0) + 1;
    };
    const pickCode = async (where: ReturnType<typeof sql>, pick: number) => {
      if (!full.size) return null;
      const found = await rows<{ id: number; vendor_id: number | null; value: number }>(ctx, sql`SELECT id, vendor_id, value FROM redeemable_balance WHERE id::text = ANY(${textArray([...full.keys()])}) AND ${where} ORDER BY id`);
      return found.length ? found[pick % found.length] : null;
    };
    const run = async (a: Action) => {
      switch (a.op) {
        case 'batch': {
          const made = await makeBatch(admin, a.value, a.quantity);
          for (const c of made) full.set(c.id, c.code);
          batches.push(made[0].batch);
          return;
        }
        case 'assign': {
          // from one of this property's own batches: the oldest codes of the company may be other tests' codes,
          // which the property never sells or redeems
          if (!batches.length) return;
          const batch = batches[a.pick % batches.length];
          const res = await admin.post('/api/v1/admin/redeemable-balance/assign', { seller_id: sellers[a.seller].seller, quantity: a.count, batch });
          expectStatus('assign', res.statusCode, [200, 409], res.body);
          return;
        }
        case 'sell': {
          // mostly a code some seller holds, sometimes any code in any state: the seller holding it sells it once;
          // anything else is a Spanish 409, or a 404 for a seller that does not hold it
          const code = await pickCode(a.pick % 3 ? sql`status = 'assigned'` : sql`true`, a.pick);
          if (!code) return;
          const holder = sellers.find((s) => s.id === code.vendor_id) ?? sellers[a.pick % 2];
          const res = await sell(holder.caller, code.id, { buyer_name: 'Comprador aleatorio' });
          expectStatus('sell', res.statusCode, code.vendor_id === holder.id ? [200, 409] : [404], res.body);
          return;
        }
        case 'redeem': {
          // mostly a sold code, sometimes any: a refused one credits nothing
          const code = await pickCode(a.pick % 3 ? sql`status = 'sold'` : sql`true`, a.pick);
          if (!code) return;
          const u = redeemers[a.user];
          const before = await balanceOf(ctx, u.id);
          const res = await redeem(u.caller, full.get(code.id)!);
          expectStatus('redeem', res.statusCode, [200, 409, 429], res.body);
          expect(await balanceOf(ctx, u.id)).toBe(before + (res.statusCode === 200 ? code.value : 0));
          return;
        }
        case 'wrong': {
          const res = await redeem(redeemers[a.user].caller, `QQQQ-${a.user}`);
          expectStatus('wrong', res.statusCode, [404, 429], res.body);
          return;
        }
        case 'pay': {
          const s = sellers[a.seller];
          const owed = await sellerBalance(s.seller);
          const amount = Math.max(100, Math.round(owed * a.part));
          const res = await admin.post(`/api/v1/admin/redeemable-balance/sellers/${s.seller}/payment`, { amount });
          expectStatus('pay', res.statusCode, amount <= owed && owed > 0 ? [200] : [409], res.body);
          return;
        }
        case 'expire': {
          const code = await pickCode(sql`status IN ('available', 'assigned', 'sold')`, a.pick);
          if (code) await ctx.database.db.execute(sql`UPDATE redeemable_balance SET expires_at = ${inDays(-2)}::date WHERE id = ${code.id}`);
        }
      }
    };
    // one run known to take every path that moves money, so the tally below never rests on chance alone
    const everyPath: Action[] = [
      { op: 'batch', quantity: 3, value: 1_000_000 }, { op: 'assign', seller: 0, count: 2, pick: 0 },
      { op: 'sell', pick: 1 }, { op: 'redeem', pick: 1, user: 0 }, { op: 'pay', seller: 0, part: 0.5 },
    ];
    await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 18 }), async (actions) => {
      // attempts of earlier runs must not throttle this one
      await ctx.database.db.execute(sql`DELETE FROM redeem_attempt`);
      for (const a of actions) await run(a);
      await expectRedeemableInvariants(ctx);
    }), { numRuns: 25, examples: [[everyPath]] });
    console.log('redeemable property:', tally);
    for (const accepted of ['assign 200', 'sell 200', 'redeem 200', 'pay 200']) expect(tally[accepted] ?? 0, accepted).toBeGreaterThan(0);
  }, 240_000);
});
