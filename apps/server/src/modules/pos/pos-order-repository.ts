import type { PosCashRegisterTurn, PosOrder } from '@app/shared/contracts/pos';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { posCashRegisterTurn, posOrder, posPaymentMethod } from '../../db/schema/index.ts';

type Row = Record<string, any>;

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(String(v)).toISOString());
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A stored order as the contract answers it. */
export function toPosOrder(r: Row): PosOrder {
  return {
    id: r.id, local_reference: r.local_reference, bus_subsidiary_id: r.bus_subsidiary_id, data_items: r.data_items ?? [],
    order_status: r.order_status, status_payment: r.status_payment ?? 'pending', is_open: Boolean(r.is_open),
    date_order: iso(r.date_order)!, date_sync: iso(r.date_sync)!, opening_date: iso(r.opening_date), closing_date: iso(r.closing_date),
    dining_in: Boolean(r.dining_in), name_table: r.name_table ?? null, is_domicile: Boolean(r.is_domicile),
    price_domicile: Number(r.price_domicile ?? 0), store_pickup: Boolean(r.store_pickup), is_separated: Boolean(r.is_separated),
    bus_person_customer_id: numOrNull(r.bus_person_customer_id), data_customer: r.data_customer ?? null,
    shipping_address: r.shipping_address ?? null, bus_person_cashier_id: numOrNull(r.bus_person_cashier_id),
    data_cashier: r.data_cashier ?? null, gen_person_seller_id: numOrNull(r.gen_person_seller_id), data_seller: r.data_seller ?? null,
    bus_person_domiciliary_id: numOrNull(r.bus_person_domiciliary_id), data_domiciliary: r.data_domiciliary ?? null,
    bill_cash_register_id: numOrNull(r.bill_cash_register_id), bill_cahs_register_turn_id: numOrNull(r.bill_cahs_register_turn_id),
    data_payments: r.data_payments ?? [], canceled: Boolean(r.canceled), cancellation_date: iso(r.cancellation_date),
    cancellation_reason: r.cancellation_reason ?? null, note: r.note ?? null,
    subtotal_amount: Number(r.subtotal_amount ?? 0), discount_amount: Number(r.discount_amount ?? 0),
    tax_amount: Number(r.tax_amount ?? 0), total_amount: Number(r.total_amount ?? 0),
  };
}

export async function findOrderByReference(db: Tx, companyId: number, branchId: number, reference: string): Promise<Row | undefined> {
  const [row] = await db.select().from(posOrder).where(and(eq(posOrder.company_id, companyId),
    eq(posOrder.bus_subsidiary_id, branchId), eq(posOrder.local_reference, reference)));
  return row;
}

/**
 * Inserts the order unless the branch already has one with its local_reference; the unique index decides between
 * racing requests, and the loser reads the winner's row: both answer the same order.
 */
export async function insertOrderOnce(db: Tx, values: Row): Promise<{ row: Row; created: boolean }> {
  const inserted = await db.insert(posOrder).values(values as never).onConflictDoNothing().returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const existing = await findOrderByReference(db, values.company_id, values.bus_subsidiary_id, values.local_reference);
  if (!existing) throw new Error('pos_order: conflict without a stored order');
  return { row: existing, created: false };
}

/** The active payment methods of the company by id. */
export async function paymentMethods(db: Tx, companyId: number): Promise<Map<number, string>> {
  const rows = await db.select({ id: posPaymentMethod.id, name: posPaymentMethod.name }).from(posPaymentMethod)
    .where(and(eq(posPaymentMethod.company_id, companyId), eq(posPaymentMethod.active, true)));
  return new Map(rows.map((r) => [r.id, r.name as string]));
}

// ---------------------------------------------------------------------------------------------------------------
// cash register turns
// ---------------------------------------------------------------------------------------------------------------

/** Orders that count in a turn's sales: paid or closed, not canceled. */
const COUNTED = sql`o.order_status IN ('paid', 'closed') AND NOT o.canceled`;

/** SQL of a turn's sold total (the resource list's computed column). */
// qualified by hand: drizzle writes the turn's columns unqualified, and inside this subquery "id" would be the order's
export const turnTotalColumn: SQL = sql`(SELECT coalesce(sum(o.total_amount), 0)::bigint FROM pos_order o
  WHERE o.company_id = "pos_cash_register_turn"."company_id" AND o.bill_cahs_register_turn_id = "pos_cash_register_turn"."id" AND ${COUNTED})`;

/** A turn's totals per payment method: the sum of what its counted orders paid with each. */
export async function turnTotals(db: Tx, companyId: number, turnId: number): Promise<PosCashRegisterTurn['totals']> {
  const result = await db.execute(sql`SELECT (p->>'payment_method_id')::int AS payment_method_id, min(p->>'name') AS name,
      sum((p->>'amount')::bigint)::text AS amount, count(DISTINCT o.id)::int AS orders
    FROM pos_order o CROSS JOIN LATERAL jsonb_array_elements(coalesce(o.data_payments, '[]'::jsonb)) p
    WHERE o.company_id = ${companyId} AND o.bill_cahs_register_turn_id = ${turnId} AND ${COUNTED}
    GROUP BY 1 ORDER BY 1`);
  return (result.rows as Row[]).map((r) => ({ payment_method_id: Number(r.payment_method_id), name: String(r.name ?? ''), amount: Number(r.amount), orders: Number(r.orders) }));
}

export async function toTurn(db: Tx, r: Row): Promise<PosCashRegisterTurn> {
  const totals = await turnTotals(db, r.company_id, r.id);
  return {
    id: r.id, local_reference: r.local_reference ?? null, bill_cash_register_id: r.bill_cash_register_id,
    bus_subsidiary_id: r.bus_subsidiary_id, bus_person_cashier_id: numOrNull(r.bus_person_cashier_id), status: r.status,
    opening_date: iso(r.opening_date)!, closing_date: iso(r.closing_date), opening_amount: Number(r.opening_amount ?? 0),
    closing_amount: numOrNull(r.closing_amount), totals, total: totals.reduce((s, t) => s + t.amount, 0),
  };
}

export async function findTurn(db: Tx, companyId: number, id: number, lock = false): Promise<Row | undefined> {
  const q = db.select().from(posCashRegisterTurn).where(and(eq(posCashRegisterTurn.company_id, companyId), eq(posCashRegisterTurn.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findTurnByReference(db: Tx, companyId: number, branchId: number, reference: string): Promise<Row | undefined> {
  const [row] = await db.select().from(posCashRegisterTurn).where(and(eq(posCashRegisterTurn.company_id, companyId),
    eq(posCashRegisterTurn.bus_subsidiary_id, branchId), eq(posCashRegisterTurn.local_reference, reference)));
  return row;
}

/** The branch's open turns (pos-get-info's cash_register_turn). */
export async function openTurns(db: Tx, companyId: number, branchId: number): Promise<Row[]> {
  return db.select().from(posCashRegisterTurn).where(and(eq(posCashRegisterTurn.company_id, companyId),
    eq(posCashRegisterTurn.bus_subsidiary_id, branchId), eq(posCashRegisterTurn.status, 'open')));
}

/** Opens a turn once per local_reference; a second open turn of the same register is refused by its index. */
export async function insertTurnOnce(db: Tx, values: Row): Promise<{ row: Row; created: boolean }> {
  const inserted = await db.insert(posCashRegisterTurn).values(values as never)
    .onConflictDoNothing({ target: [posCashRegisterTurn.company_id, posCashRegisterTurn.bus_subsidiary_id, posCashRegisterTurn.local_reference] })
    .returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const existing = await findTurnByReference(db, values.company_id, values.bus_subsidiary_id, values.local_reference);
  if (!existing) throw new Error('pos_cash_register_turn: conflict without a stored turn');
  return { row: existing, created: false };
}

export async function closeTurn(db: Tx, id: number, values: { closing_date: string; closing_amount: number | null }): Promise<Row> {
  const [row] = await db.update(posCashRegisterTurn).set({ status: 'closed', ...values, updated_at: sql`now()` } as never)
    .where(eq(posCashRegisterTurn.id, id)).returning();
  return row!;
}
