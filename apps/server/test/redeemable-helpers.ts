import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { balanceMismatches, vendorMismatches } from '../src/modules/ledger/ledger-check-repository.ts';
import type { Caller, TestContext } from './helpers.ts';
import { rows } from './sales-helpers.ts';

/** Tomorrow, or `days` from today, in Bogota (a batch's expiry). */
export const inDays = (days: number) => {
  const d = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date())}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export interface MadeCode { id: number; code: string; masked: string; value: number; batch: number }

/** A batch through the API as `admin`; its codes in full (the one time they are shown). */
export async function makeBatch(admin: Caller, value: number, quantity: number, extra: Record<string, unknown> = {}): Promise<MadeCode[]> {
  const res = await admin.post('/api/v1/admin/redeemable-balance/batch', { value, quantity, expires_at: inDays(30), ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().items;
}

/** An authorized seller (through the generic engine) for a user, with a discount. */
export async function makeSeller(admin: Caller, userId: number | null, name: string, discount = 0): Promise<number> {
  const res = await admin.post('/api/v1/admin/authorized-seller', { name, user_id: userId, redeemable_discount: discount, active: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item.id;
}

export const assign = (admin: Caller, sellerId: number, ids: number[]) =>
  admin.post('/api/v1/admin/redeemable-balance/assign', { seller_id: sellerId, ids });

export const sell = (vendor: Caller, id: number, body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  vendor.post(`/api/v1/admin/redeemable-balance/${id}/sell`, body, headers);

export const redeem = (user: Caller, code: string) => user.post('/api/v1/redeemable-balance/redeem', { code });

/**
 * The books of redeemable codes, from the data alone: every cached balance (users, companies) is the sum of its
 * ledger rows; every seller's cached balance is the sum of its movements and its last running balance; a sale row
 * exists once per sold code and equals the debt the code recorded; a redeemed code has exactly one credit of its
 * value (and a code not redeemed none); a seller never owes less than zero.
 */
export async function expectRedeemableInvariants(ctx: TestContext) {
  expect(await balanceMismatches(ctx.database.db)).toEqual([]);
  expect(await vendorMismatches(ctx.database.db)).toEqual([]);
  const sellers = await rows(ctx, sql`
    SELECT s.id, coalesce(s.balance, 0)::bigint AS cached, coalesce(sum(m.amount), 0)::bigint AS ledger
      FROM authorized_seller s LEFT JOIN redeemable_vendor_balance_movement m ON m.seller_id = s.id
     GROUP BY s.id HAVING coalesce(s.balance, 0) <> coalesce(sum(m.amount), 0) OR coalesce(s.balance, 0) < 0`);
  expect(sellers).toEqual([]);
  const sales = await rows(ctx, sql`
    SELECT r.id, r.status, r.vendor_debt, (SELECT count(*) FROM redeemable_vendor_balance_movement m WHERE m.redeemable_balance_id = r.id AND m.kind = 'sale')::int AS rows,
           (SELECT coalesce(sum(amount), 0) FROM redeemable_vendor_balance_movement m WHERE m.redeemable_balance_id = r.id AND m.kind = 'sale')::bigint AS owed
      FROM redeemable_balance r`);
  for (const r of sales) {
    const sold = r.status === 'sold' || r.status === 'redeemed';
    const expected = sold ? { rows: Number(r.vendor_debt) > 0 ? 1 : 0, owed: Number(r.vendor_debt) } : { rows: 0, owed: 0 };
    expect({ id: r.id, rows: r.rows, owed: Number(r.owed) }).toEqual({ id: r.id, ...expected });
  }
  const credits = await rows(ctx, sql`
    SELECT r.id, r.status, r.value, r.redeemed_by,
           (SELECT count(*) FROM ledger_entry l WHERE l.idempotency_key = 'redeemable:' || r.id || ':redeem')::int AS rows,
           (SELECT coalesce(sum(amount), 0) FROM ledger_entry l WHERE l.object_type = 'redeemable-balance' AND l.object_id = r.id)::bigint AS credited,
           (SELECT max(account_id) FROM ledger_entry l WHERE l.object_type = 'redeemable-balance' AND l.object_id = r.id) AS account
      FROM redeemable_balance r`);
  for (const c of credits) {
    const redeemed = c.status === 'redeemed';
    expect({ id: c.id, rows: c.rows, credited: Number(c.credited), account: c.account })
      .toEqual({ id: c.id, rows: redeemed ? 1 : 0, credited: redeemed ? Number(c.value) : 0, account: redeemed ? c.redeemed_by : null });
  }
}
