import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { balanceMismatches, unbalancedSaleDocuments } from '../src/modules/ledger/ledger-check-repository.ts';
import type { Caller, TestContext } from './helpers.ts';
import { callerFor, createBuyers, demoCompanyId, key, one, productWithStock, rows, userIdOf } from './sales-helpers.ts';

/** What the ledger holds for one renewal ticket: every row, and their sum (a sale's rows sum to zero). */
export async function ticketLedger(ctx: TestContext, ticketId: number) {
  const all = await rows<{ account_type: string; account_id: number; amount: number; kind: string; idempotency_key: string }>(ctx, sql`
    SELECT account_type, account_id, amount::bigint AS amount, kind, idempotency_key FROM ledger_entry
     WHERE object_type = 'renovation-ticket' AND object_id = ${ticketId} ORDER BY id`);
  return { rows: all.map((r) => ({ ...r, amount: Number(r.amount) })), sum: all.reduce((s, r) => s + Number(r.amount), 0) };
}

export const ticketOf = (ctx: TestContext, id: number) =>
  one<Record<string, any>>(ctx, sql`SELECT * FROM renovation_ticket WHERE id = ${id}`);

export const profileOf = (ctx: TestContext, id: number) =>
  one<{ id: number; state: string; user_id: number | null; order_id: number | null; pin: string | null; renewal_limit_date: string | null }>(ctx, sql`
    SELECT id, state, user_id, order_id, pin, renewal_limit_date FROM profiles WHERE id = ${id}`);

/** Today and `n` days from it, Bogota calendar, as YYYY-MM-DD (the database's own clock). */
export const bogotaDay = async (ctx: TestContext, n = 0) =>
  (await one<{ d: string }>(ctx, sql`SELECT ((now() AT TIME ZONE 'America/Bogota')::date + ${n}::int)::text AS d`)).d;

export interface RenewalWorld {
  companyId: number;
  product: number;
  /** The buyers' cost (what distribuidor charges its child distributors) and distribuidor's own cost. */
  price: number;
  parentCost: number;
  buyers: { id: number; token: string }[];
}

/**
 * A product of its own, `n` distributors under `distribuidor` each with `balance`, and distribuidor's price for
 * them above its own cost, so each renewal pays distribuidor a commission and the company its revenue.
 */
export async function renewalWorld(ctx: TestContext, o: { prefix: string; n: number; balance: number; stock?: number }): Promise<RenewalWorld> {
  const companyId = await demoCompanyId(ctx);
  const parentCost = 1_000_000;
  const price = 1_250_000;
  const product = await productWithStock(ctx, { name: `RENOVABLE ${o.prefix}`, price: parentCost, accounts: o.stock ?? 4, perAccount: 5 });
  const distribuidor = await userIdOf(ctx, 'distribuidor');
  await ctx.database.db.execute(sql`INSERT INTO distributor_price (company_id, seller_id, type_digital_account_id, audience, price)
    VALUES (${companyId}, ${distribuidor}, ${product}, 'distributor', ${price})`);
  const buyers = await createBuyers(ctx, o.n, { parent: 'distribuidor', balance: o.balance, prefix: o.prefix });
  return { companyId, product, price, parentCost, buyers };
}

/** The buyer buys one profile; its renewal date is then set `dueIn` days from today (a month has gone by). */
export async function ownedProfile(ctx: TestContext, w: RenewalWorld, buyer: { token: string }, dueIn: number): Promise<number> {
  const res = await callerFor(ctx, buyer.token).post('/api/v1/purchase', { type_digital_account_id: w.product, quantity: 1 }, { 'idempotency-key': key() });
  expect(res.statusCode, res.body).toBe(200);
  const profileId = res.json().items[0].profile_id as number;
  await ctx.database.db.execute(sql`UPDATE profiles SET renewal_limit_date = (now() AT TIME ZONE 'America/Bogota')::date + ${dueIn}::int WHERE id = ${profileId}`);
  return profileId;
}

/**
 * The books after every renewal test (`npm run check:ledger`'s checks): cached balances = ledger sums, every sale and
 * renewal summing to zero, nobody below its credit limit. (Units freed by the job leave their order on purpose, so
 * the sales tests' unit check does not apply.)
 */
export async function expectRenewalBooks(ctx: TestContext) {
  expect(await balanceMismatches(ctx.database.db)).toEqual([]);
  expect(await unbalancedSaleDocuments(ctx.database.db)).toEqual([]);
  expect(await rows(ctx, sql`SELECT id FROM users WHERE balance < -credit_limit`)).toEqual([]);
}

/** A renewal ticket's action (renew, close, finalize, reject, open, annul…) as `who`, with its own Idempotency-Key. */
export const ticketAction = (who: Caller, id: number, action: string, body: unknown = {}, idem = key()) =>
  who.post(`/api/v1/admin/renovation-ticket/${id}/${action}`, body, { 'idempotency-key': idem });
