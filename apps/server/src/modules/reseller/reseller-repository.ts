import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { resellerOrder } from '../../db/schema/index.ts';

export async function insertResellerOrder(db: Tx, values: typeof resellerOrder.$inferInsert) {
  await db.insert(resellerOrder).values(values);
}

/** The order a reseller named with its own reference (null when it has none by that name). */
export async function orderIdByReference(db: Tx, companyId: number, userId: number, reference: string): Promise<number | null> {
  const [row] = await db.select({ id: resellerOrder.order_id }).from(resellerOrder)
    .where(and(eq(resellerOrder.company_id, companyId), eq(resellerOrder.user_id, userId), eq(resellerOrder.reference, reference)));
  return row?.id ?? null;
}

export async function referencesOf(db: Tx, orderIds: number[]): Promise<Map<number, { reference: string | null; link: string | null }>> {
  if (!orderIds.length) return new Map();
  const rows = await db.select({ id: resellerOrder.order_id, reference: resellerOrder.reference, link: resellerOrder.link })
    .from(resellerOrder).where(inArray(resellerOrder.order_id, orderIds));
  return new Map(rows.map((r) => [r.id, { reference: r.reference, link: r.link }]));
}
