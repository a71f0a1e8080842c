import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/client.ts';
import { AppError } from '../src/lib/errors.ts';
import { approve } from '../src/modules/consignments/consignment-actions.ts';
import { USER_CONSIGNMENT } from '../src/modules/consignments/consignment-kinds.ts';
import { lockConsignment } from '../src/modules/consignments/consignment-repository.ts';
import {
  act, bankAccountOf, companyId, expectBooksBalanced, ledgerRowsWithKey, report, txId, userBalance, userId,
} from './consignment-helpers.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: Caller;
let root: Caller;
let superUser: Caller;
let dist: Caller;
let sub: Caller;
let demoId: number;
let account: number;

beforeAll(async () => {
  ctx = await createTestContext();
  demoId = await companyId(ctx, 'demo');
  [admin, dist, sub] = await Promise.all(['admin', 'distribuidor', 'subdistribuidor'].map((u) => ctx.as(u)));
  // three different people of the approving side: two logins of one user would end each other's session
  root = await ctx.as('root', { 'x-tenant': String(demoId) });
  superUser = await ctx.as('super', { 'x-tenant': String(demoId) });
  account = await bankAccountOf(dist);
});
afterAll(() => ctx.close());
afterEach(() => expectBooksBalanced(ctx));

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe('races', () => {
  it('three admins approving one consignment at once credit it exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const before = await userBalance(ctx, 'distribuidor');
      const item = await report(dist, { bank_account_id: account, amount: 2_100_000 + round });
      const answers = await Promise.all([admin, root, superUser].map((c) => act(c, item.id, 'finalize')));
      expect(statuses(answers)).toEqual([200, 409, 409]);
      expect(await ledgerRowsWithKey(ctx, `consignment:${item.id}:credit`)).toHaveLength(1);
      expect(await userBalance(ctx, 'distribuidor')).toBe(before + 2_100_000 + round);
    }
  });

  it('two consignments of one bank transaction approved at once credit it exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const transaction_id = txId('RACE');
      const before = (await userBalance(ctx, 'distribuidor')) + (await userBalance(ctx, 'subdistribuidor'));
      const a = await report(dist, { bank_account_id: account, transaction_id, amount: 3_000_000 });
      const b = await report(sub, { bank_account_id: account, transaction_id, amount: 3_000_000 });
      // b repeats a's reference, so it is flagged as a possible duplicate: approving it carries the reviewer's reason
      const answers = await Promise.all([act(admin, a.id, 'finalize'), act(root, b.id, 'finalize', { reason: 'Revisado contra el extracto del banco' })]);
      expect(statuses(answers)).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().msg).toMatch(/ya fue acreditada/);
      const credited = await ctx.database.db.execute(
        sql`SELECT count(*)::int AS n FROM consignments WHERE transaction_id = ${transaction_id} AND consignments_state = 'finalized'`);
      expect(credited.rows[0].n).toBe(1);
      const after = (await userBalance(ctx, 'distribuidor')) + (await userBalance(ctx, 'subdistribuidor'));
      expect(after).toBe(before + 3_000_000);
    }
  });

  it('the database refuses the second credit of a deposit even when both approvals pass the application check', async () => {
    const transaction_id = txId('IDX');
    const a = await report(dist, { bank_account_id: account, transaction_id });
    const b = await report(sub, { bank_account_id: account, transaction_id });
    const db = ctx.database.db;
    const scope = { companyId: demoId, subtreePath: null };
    const approver = { id: await userId(ctx, 'admin'), name: 'Administrador Demo' };
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    let firstApproved!: () => void;
    const approvedFirst = new Promise<void>((r) => { firstApproved = r; });

    // first approval: done but not committed until the second one is under way
    const first = inTransaction(db, async (tx) => {
      await approve(tx, USER_CONSIGNMENT, (await lockConsignment(tx, USER_CONSIGNMENT, scope, a.id))!, approver);
      firstApproved();
      await gate;
    }, 1);
    await approvedFirst;
    // second approval: its check cannot see the uncommitted first one, so only the partial unique index stops it
    // the outcome is caught at once: the refusal may arrive while the first commit is still being awaited
    const secondOutcome = inTransaction(db, async (tx) =>
      approve(tx, USER_CONSIGNMENT, (await lockConsignment(tx, USER_CONSIGNMENT, scope, b.id))!, approver), 1)
      .then(() => null, (err: unknown) => err);
    await new Promise((r) => setTimeout(r, 300));
    release();
    await first;
    const error = await secondOutcome;
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).message).toMatch(/ya fue acreditada/);
    expect(await ledgerRowsWithKey(ctx, `consignment:${b.id}:credit`)).toHaveLength(0);
  });
});

describe('idempotency of money calls', () => {
  const key = (name: string) => ({ 'idempotency-key': `${name}-${txId()}` });

  it('an approval sent three times with one key credits once and answers the same', async () => {
    const before = await userBalance(ctx, 'subdistribuidor');
    const item = await report(sub, { bank_account_id: account, amount: 4_400_000 });
    const headers = key('approve');
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await act(admin, item.id, 'finalize', {}, 'consignments', headers));
    expect(statuses(answers)).toEqual([200, 200, 200]);
    expect(answers[1].json()).toEqual(answers[0].json());
    expect(answers[2].json()).toEqual(answers[0].json());
    expect(answers[2].headers['idempotent-replayed']).toBe('true');
    expect(await ledgerRowsWithKey(ctx, `consignment:${item.id}:credit`)).toHaveLength(1);
    expect(await userBalance(ctx, 'subdistribuidor')).toBe(before + 4_400_000);
  });

  it('an approval sent three times at once with one key credits once', async () => {
    const item = await report(sub, { bank_account_id: account });
    const headers = key('approve-parallel');
    const answers = await Promise.all([0, 1, 2].map(() => act(admin, item.id, 'finalize', {}, 'consignments', headers)));
    expect(statuses(answers)).toEqual([200, 200, 200]);
    expect(answers[1].json()).toEqual(answers[0].json());
    expect(answers[2].json()).toEqual(answers[0].json());
    expect(await ledgerRowsWithKey(ctx, `consignment:${item.id}:credit`)).toHaveLength(1);
  });

  it('a reversal sent three times with one key debits once', async () => {
    const item = await report(sub, { bank_account_id: account, amount: 2_500_000 });
    expect((await act(admin, item.id, 'finalize')).statusCode).toBe(200);
    const before = await userBalance(ctx, 'subdistribuidor');
    const headers = key('reverse');
    const body = { reason: 'Se aprobó por error' };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await act(admin, item.id, 'reverse', body, 'consignments', headers));
    expect(statuses(answers)).toEqual([200, 200, 200]);
    expect(answers[2].json()).toEqual(answers[0].json());
    expect(await ledgerRowsWithKey(ctx, `consignment:${item.id}:reverse`)).toHaveLength(1);
    expect(await userBalance(ctx, 'subdistribuidor')).toBe(before - 2_500_000);
  });

  it('an adjustment sent three times with one key moves the balance once', async () => {
    const subId = await userId(ctx, 'subdistribuidor');
    const before = await userBalance(ctx, 'subdistribuidor');
    const headers = key('adjust');
    const body = { amount: 1_234_500, reason: 'Bonificación por ventas del mes' };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await admin.post(`/api/v1/admin/user/${subId}/adjust-balance`, body, headers));
    expect(statuses(answers)).toEqual([200, 200, 200]);
    expect(answers[1].json()).toEqual(answers[0].json());
    expect(await userBalance(ctx, 'subdistribuidor')).toBe(before + 1_234_500);
    const rows = await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM ledger_entry WHERE id = ${answers[0].json().movement.id}`);
    expect(rows.rows[0].n).toBe(1);
  });

  it('refuses the same key with another body with 409 and moves nothing', async () => {
    const subId = await userId(ctx, 'subdistribuidor');
    const headers = key('reuse');
    expect((await admin.post(`/api/v1/admin/user/${subId}/adjust-balance`, { amount: 100_000, reason: 'Ajuste de prueba uno' }, headers)).statusCode).toBe(200);
    const before = await userBalance(ctx, 'subdistribuidor');
    const other = await admin.post(`/api/v1/admin/user/${subId}/adjust-balance`, { amount: 999_900, reason: 'Ajuste de prueba uno' }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().msg).toMatch(/clave de idempotencia/);
    const item = await report(sub, { bank_account_id: account });
    const otherRoute = await act(admin, item.id, 'finalize', {}, 'consignments', headers);
    expect(otherRoute.statusCode).toBe(409);
    expect(await userBalance(ctx, 'subdistribuidor')).toBe(before);
    expect(await ledgerRowsWithKey(ctx, `consignment:${item.id}:credit`)).toHaveLength(0);
  });
});
