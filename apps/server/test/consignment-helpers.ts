import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { balanceMismatches } from '../src/modules/ledger/ledger-check-repository.ts';
import type { Caller, TestContext } from './helpers.ts';

/** A 1×1 PNG as the web's image upload sends it. */
export const RECEIPT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let sequence = 0;
/** A bank transaction id no other test uses. */
export const txId = (prefix = 'T') => `${prefix}${Date.now().toString(36).toUpperCase()}${(sequence++).toString().padStart(4, '0')}`;

export const today = () => new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);

async function rows<T>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await ctx.database.db.execute(query)).rows as T[];
}

export async function userId(ctx: TestContext, username: string): Promise<number> {
  return (await rows<{ id: number }>(ctx, sql`SELECT id FROM users WHERE username = ${username}`))[0].id;
}

export async function companyId(ctx: TestContext, slug: string): Promise<number> {
  return (await rows<{ id: number }>(ctx, sql`SELECT id FROM company WHERE slug = ${slug}`))[0].id;
}

export async function userBalance(ctx: TestContext, username: string): Promise<number> {
  return Number((await rows<{ balance: number }>(ctx, sql`SELECT balance FROM users WHERE username = ${username}`))[0].balance);
}

export async function companyBalance(ctx: TestContext, id: number): Promise<number> {
  return Number((await rows<{ balance: number }>(ctx, sql`SELECT balance FROM company WHERE id = ${id}`))[0].balance);
}

/** Ledger rows recording one business event (e.g. "consignment:12:credit"). */
export async function ledgerRowsWithKey(ctx: TestContext, key: string) {
  return rows<{ id: number; amount: number }>(ctx, sql`SELECT id, amount FROM ledger_entry WHERE idempotency_key = ${key}`);
}

export async function ledgerRowsOf(ctx: TestContext, objectType: string, objectId: number) {
  return rows<{ amount: number; kind: string; idempotency_key: string }>(ctx,
    sql`SELECT amount, kind, idempotency_key FROM ledger_entry WHERE object_type = ${objectType} AND object_id = ${objectId} ORDER BY id`);
}

/** Cached balances equal the sum of their ledger rows: checked after every test. */
export async function expectBooksBalanced(ctx: TestContext) {
  expect(await balanceMismatches(ctx.database.db)).toEqual([]);
}

/** An active bank account of the caller's company (the seed creates three for Demo). */
export async function bankAccountOf(caller: Caller, index = 0): Promise<number> {
  const res = await caller.post('/api/v1/admin/bank-account/search', { name: '' });
  expect(res.statusCode).toBe(200);
  return res.json().items[index].id;
}

export interface ReportInput {
  amount?: number;
  bank_account_id: number;
  transaction_id?: string;
  consignment_registration_date?: string;
  user_id?: number;
}

/** Reports a consignment as the web does: the receipt travels with the report (it is required). Returns the record. */
export async function report(caller: Caller, input: ReportInput, resource = 'consignments') {
  const res = await caller.post(`/api/v1/admin/${resource}`, {
    amount: 5_000_000, transaction_id: txId(), consignment_registration_date: today(), receipt: RECEIPT, ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item as { id: number; amount: number; transaction_id: string; bank_account_id: number; user_id: number; consignments_state: string };
}

export const act = (caller: Caller, id: number, action: 'finalize' | 'reject' | 'reverse', body: Record<string, unknown> = {}, resource = 'consignments', headers?: Record<string, string>) =>
  caller.post(`/api/v1/admin/${resource}/${id}/${action}`, body, headers);
