import { MOVEMENT_DOCUMENTS } from '@app/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { inTransaction } from '../src/db/client.ts';
import { SYSTEM_ACTOR } from '../src/lib/audit.ts';
import { insertProfiles } from '../src/modules/inventory/inventory-repository.ts';
import { balanceMismatches, unbalancedBookings, unbalancedSaleDocuments } from '../src/modules/ledger/ledger-check-repository.ts';
import { post } from '../src/modules/ledger/ledger-service.ts';
import { defaultGroupOf, insertUser, setUserGroups } from '../src/modules/users/user-repository.ts';
import type { Caller, TestContext } from './helpers.ts';

export async function rows<T = Record<string, any>>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await ctx.database.db.execute(query)).rows as T[];
}

export const one = async <T = Record<string, any>>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T> => (await rows<T>(ctx, query))[0];

export const userIdOf = async (ctx: TestContext, username: string) => (await one<{ id: number }>(ctx, sql`SELECT id FROM users WHERE username = ${username}`)).id;
export const balanceOf = async (ctx: TestContext, id: number) => Number((await one<{ balance: number }>(ctx, sql`SELECT balance FROM users WHERE id = ${id}`)).balance);
export const companyBalanceOf = async (ctx: TestContext, id: number) => Number((await one<{ balance: number }>(ctx, sql`SELECT balance FROM company WHERE id = ${id}`)).balance);
export const demoCompanyId = async (ctx: TestContext) => (await one<{ id: number }>(ctx, sql`SELECT id FROM company WHERE slug = 'demo'`)).id;
export const productId = async (ctx: TestContext, service: string) =>
  (await one<{ id: number }>(ctx, sql`SELECT id FROM type_digital_account WHERE service = ${service}`)).id;
export const availableProfiles = async (ctx: TestContext, typeId: number) =>
  (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM profiles WHERE type_digital_account_id = ${typeId} AND state = 'available'`)).n;

let seq = 0;
/** A unique Idempotency-Key. */
export const key = () => `k-${Date.now().toString(36)}-${seq++}`;

/** Credits (or debits) a user's balance through the ledger, as an admin adjustment would. */
export async function topUp(ctx: TestContext, companyId: number, userId: number, amount: number) {
  await inTransaction(ctx.database.db, (tx) => post(tx, {
    companyId, actor: SYSTEM_ACTOR, postings: [{ account: { type: 'user', id: userId }, amount, kind: 'adjustment', key: `test-topup:${userId}:${key()}`, note: 'Recarga de prueba' }],
  }));
}

/** Creates buyers with a role's default group under a parent, each credited `balance`; returns ids and tokens. */
export async function createBuyers(ctx: TestContext, n: number, opts: { parent: string; rol?: string; balance: number; prefix: string }) {
  const companyId = await demoCompanyId(ctx);
  const parentId = await userIdOf(ctx, opts.parent);
  const parent = await one<{ level_grid: number; price_group_id: number | null }>(ctx, sql`SELECT level_grid, price_group_id FROM users WHERE id = ${parentId}`);
  const rol = opts.rol ?? 'Distribuidor';
  const buyers: { id: number; token: string }[] = [];
  await inTransaction(ctx.database.db, async (tx) => {
    const group = await defaultGroupOf(tx, companyId, rol);
    for (let i = 0; i < n; i++) {
      const u = await insertUser(tx, {
        company_id: companyId, rol, username: `${opts.prefix}${i}`, password_hash: 'x', name: `Comprador ${opts.prefix}${i}`,
        parent_id: parentId, level_grid: parent.level_grid + 1, codeuser: rol === 'Cliente' ? null : `${opts.prefix.toUpperCase()}${i}`,
      });
      if (group) await setUserGroups(tx, u.id, [group.id]);
      buyers.push({ id: u.id, token: ctx.app.signSession({ id: u.id, session_version: u.session_version }) });
    }
  });
  if (opts.balance > 0) for (const b of buyers) await topUp(ctx, companyId, b.id, opts.balance);
  return buyers;
}

/** A caller for a token (no login round trip: argon2 would dominate a 64-buyer race). */
export function callerFor(ctx: TestContext, token: string): Caller {
  const request = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: method as any, url, payload: body as any, headers: { authorization: `Bearer ${token}`, ...headers } });
  return {
    token, profile: null, request,
    get: (u) => request('GET', u), post: (u, b, h) => request('POST', u, b ?? {}, h), put: (u, b) => request('PUT', u, b ?? {}), del: (u) => request('DELETE', u),
  };
}

/** A product of its own (so tests do not share stock) with `accounts` × `perAccount` available profiles. */
export async function productWithStock(ctx: TestContext, o: { name: string; price: number; accounts: number; perAccount: number; mode?: 'profiles' | 'accounts'; reservable?: boolean }) {
  const companyId = await demoCompanyId(ctx);
  const product = await one<{ id: number }>(ctx, sql`INSERT INTO type_digital_account (company_id, name, service, plan, duration_days, price_base,
    profile_max_quantity, sale_mode, reservable, active) VALUES (${companyId}, ${o.name}, ${o.name}, 'TEST', 30, ${o.price}, ${o.perAccount},
    ${o.mode ?? 'profiles'}, ${o.reservable ?? true}, true) RETURNING id`);
  await addStock(ctx, companyId, product.id, o.accounts, o.perAccount);
  return product.id;
}

export async function addStock(ctx: TestContext, companyId: number, typeId: number, accounts: number, perAccount: number) {
  await inTransaction(ctx.database.db, async (tx) => {
    for (let i = 0; i < accounts; i++) {
      const a = (await tx.execute(sql`INSERT INTO digital_account (company_id, type_digital_account_id, login, password, state, is_generic)
        VALUES (${companyId}, ${typeId}, ${`acc${typeId}-${i}-${key()}@test.co`}, 'Secreta1', 'available', false) RETURNING id, company_id, type_digital_account_id`)).rows[0];
      await insertProfiles(tx, a as never, perAccount, null);
    }
  });
}

/**
 * The books that must always balance: cached balances = ledger sums; every sale document's rows sum to zero (buyer's debit =
 * revenue + commissions, refunds = reversals); a live booking holds exactly its total; no commission is negative;
 * units owned match the finalized orders' quantities and their buyers.
 */
export async function expectSalesInvariants(ctx: TestContext) {
  expect(await balanceMismatches(ctx.database.db)).toEqual([]);
  // the movements screens name every document a ledger row points to
  const documents = await rows<{ object_type: string }>(ctx, sql`SELECT DISTINCT object_type FROM ledger_entry WHERE object_type IS NOT NULL`);
  const named: readonly string[] = MOVEMENT_DOCUMENTS.map((d) => d.value);
  expect(documents.map((d) => d.object_type).filter((t) => !named.includes(t))).toEqual([]);
  expect(await unbalancedSaleDocuments(ctx.database.db)).toEqual([]);
  expect(await unbalancedBookings(ctx.database.db)).toEqual([]);
  const debitsVsCredits = await one(ctx, sql`
    SELECT coalesce(-sum(amount) FILTER (WHERE kind IN ('purchase', 'refund') AND object_type IN ('order', 'digital-account-others')), 0)::bigint AS debits,
           coalesce(sum(amount) FILTER (WHERE kind IN ('revenue', 'commission') AND object_type IN ('order', 'digital-account-others')), 0)::bigint AS credits
      FROM ledger_entry`);
  expect(Number(debitsVsCredits.debits)).toBe(Number(debitsVsCredits.credits));
  const negativeCommission = await rows(ctx, sql`SELECT id FROM ledger_entry WHERE kind = 'commission' AND amount < 0 AND idempotency_key NOT LIKE '%:reversal'`);
  expect(negativeCommission).toEqual([]);
  const negative = await rows(ctx, sql`SELECT id, balance FROM users WHERE balance < -credit_limit`);
  expect(negative).toEqual([]);
  // a unit belongs to at most one live order, and finalized orders own exactly their quantity, all of the buyer's
  const units = await rows(ctx, sql`
    SELECT o.id, o.status, o.quantity, o.user_id,
           (SELECT count(*) FROM profiles p WHERE p.order_id = o.id)::int AS profiles,
           (SELECT count(*) FROM digital_account a WHERE a.order_id = o.id)::int AS accounts,
           (SELECT count(*) FROM profiles p WHERE p.order_id = o.id AND p.user_id IS DISTINCT FROM o.user_id)::int AS foreign_owned,
           t.sale_mode
      FROM orders o JOIN type_digital_account t ON t.id = o.type_digital_account_id`);
  for (const u of units) {
    const delivered = u.sale_mode === 'accounts' ? u.accounts : u.profiles;
    expect({ order: u.id, delivered, foreign: u.foreign_owned }).toEqual({ order: u.id, delivered: u.status === 'finalized' ? u.quantity : 0, foreign: 0 });
  }
  const orphans = await rows(ctx, sql`SELECT id FROM profiles WHERE (user_id IS NULL) <> (order_id IS NULL)`);
  expect(orphans).toEqual([]);
}
