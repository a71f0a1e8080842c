import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/client.ts';
import { SYSTEM_ACTOR } from '../src/lib/audit.ts';
import { AlreadyPostedError, InsufficientFundsError, post, postCredits } from '../src/modules/ledger/ledger-service.ts';
import { balanceMismatches } from '../src/modules/ledger/ledger-check-repository.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { balanceOf, companyBalanceOf, demoCompanyId, key, rows, userIdOf } from './sales-helpers.ts';

let ctx: TestContext;
let demo: number;
let dist: number;
let sub: number;

beforeAll(async () => {
  ctx = await createTestContext();
  demo = await demoCompanyId(ctx);
  [dist, sub] = await Promise.all([userIdOf(ctx, 'distribuidor'), userIdOf(ctx, 'subdistribuidor')]);
});
afterAll(() => ctx.close());

const movement = (k: string, amounts: [number, number, number]) => ({
  companyId: demo, actor: SYSTEM_ACTOR, object: { type: 'test', id: 1 },
  postings: [
    { account: { type: 'user' as const, id: sub }, amount: amounts[0], kind: 'commission' as const, key: `${k}:a` },
    { account: { type: 'user' as const, id: dist }, amount: amounts[1], kind: 'commission' as const, key: `${k}:b` },
    { account: { type: 'company' as const, id: demo }, amount: amounts[2], kind: 'revenue' as const, key: `${k}:c` },
  ],
});

describe('ledger: one-statement postings', () => {
  it('credits several accounts in the given order with their balance_after, once per key', async () => {
    const before = { sub: await balanceOf(ctx, sub), dist: await balanceOf(ctx, dist), company: await companyBalanceOf(ctx, demo) };
    const k = key();
    const posted = await inTransaction(ctx.database.db, (tx) => postCredits(tx, movement(k, [300, 200, 100])));
    expect(posted.map((r) => [r.account_id, r.amount, r.balance_after, r.idempotency_key])).toEqual([
      [sub, 300, before.sub + 300, `${k}:a`], [dist, 200, before.dist + 200, `${k}:b`], [demo, 100, before.company + 100, `${k}:c`],
    ]);
    await expect(inTransaction(ctx.database.db, (tx) => postCredits(tx, movement(k, [300, 200, 100])))).rejects.toBeInstanceOf(AlreadyPostedError);
    expect(await balanceOf(ctx, sub)).toBe(before.sub + 300);
    expect(await companyBalanceOf(ctx, demo)).toBe(before.company + 100);
    expect(await balanceMismatches(ctx.database.db)).toEqual([]);
  });

  it('refuses debits in postCredits, and a guarded debit that cannot pay moves nothing', async () => {
    await expect(inTransaction(ctx.database.db, (tx) => postCredits(tx, movement(key(), [1, -1, 1])))).rejects.toThrow('positive');
    const balance = await balanceOf(ctx, sub);
    const k = key();
    await expect(inTransaction(ctx.database.db, (tx) => post(tx, {
      companyId: demo, actor: SYSTEM_ACTOR, postings: [{ account: { type: 'user', id: sub }, amount: -(balance + 1), kind: 'purchase', key: k }],
    }))).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balanceOf(ctx, sub)).toBe(balance);
    expect(await rows(ctx, sql`SELECT id FROM ledger_entry WHERE idempotency_key = ${k}`)).toEqual([]);
  });

  it('lets only one of two racing posts of one key through', async () => {
    const k = key();
    const before = await balanceOf(ctx, sub);
    const results = await Promise.allSettled([1, 2, 3].map(() => inTransaction(ctx.database.db, (tx) => post(tx, {
      companyId: demo, actor: SYSTEM_ACTOR, postings: [{ account: { type: 'user', id: sub }, amount: 500, kind: 'adjustment', key: k }],
    }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof AlreadyPostedError)).toBe(true);
    expect(await balanceOf(ctx, sub)).toBe(before + 500);
  });
});
