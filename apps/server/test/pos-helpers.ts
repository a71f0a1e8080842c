import { pricePosOrder } from '@app/shared';
import type { PosInfoData, PosOrderInput } from '@app/shared/contracts/pos';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Caller, TestContext } from './helpers.ts';

/** The demo branch "Sede Centro" (seed-pos.ts). */
export async function sedeCentro(ctx: TestContext): Promise<number> {
  const r = await ctx.database.db.execute(sql`SELECT id FROM subsidiary WHERE name = 'Sede Centro'`);
  return Number(r.rows[0]!.id);
}

export async function posInfo(caller: Caller, branchId: number): Promise<{ version: string; data: PosInfoData }> {
  const res = await caller.get(`/api/v1/subsidiary/pos-get-info/${branchId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const productNamed = (info: PosInfoData, name: string) => info.products.find((p) => p.name === name)!;

/**
 * An order as a POS sends it: its lines priced with the shared calculators over the installed catalogue (as the
 * web does), paid in full with the first payment method unless told otherwise.
 */
export function posOrder(info: PosInfoData, lines: PosOrderInput['data_items'], extra: Partial<PosOrderInput> = {}): PosOrderInput {
  const draft = { data_items: lines, is_domicile: extra.is_domicile, price_domicile: extra.price_domicile };
  const priced = pricePosOrder(info, draft);
  const items = lines.map((l, i) => ({ ...l, total_amount: priced.lines[i]!.total_amount, tax_amount: priced.lines[i]!.tax_amount }));
  return {
    local_reference: randomUUID(),
    bus_subsidiary_id: info.subsidiary.id,
    data_items: items,
    order_status: 'closed',
    date_order: new Date().toISOString(),
    data_payments: [{ payment_method_id: info.payment_methods[0]!.id, amount: priced.totals.total_amount }],
    subtotal_amount: priced.totals.subtotal_amount,
    discount_amount: priced.totals.discount_amount,
    tax_amount: priced.totals.tax_amount,
    total_amount: priced.totals.total_amount,
    ...extra,
  };
}

export const countOrders = async (ctx: TestContext, reference: string) =>
  Number((await ctx.database.db.execute(sql`SELECT count(*) AS n FROM pos_order WHERE local_reference = ${reference}`)).rows[0]!.n);
