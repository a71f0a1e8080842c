import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderBooking } from '../../db/schema/index.ts';

export type BookingRow = typeof orderBooking.$inferSelect & { id: number };
const t = orderBooking as any;

export async function insertBooking(db: Tx, values: Record<string, unknown>): Promise<BookingRow> {
  return ((await db.insert(orderBooking).values(values as never).returning()) as BookingRow[])[0];
}

export async function updateBooking(db: Tx, id: number, values: Record<string, unknown>): Promise<BookingRow> {
  return ((await db.update(orderBooking).set({ ...values, updated_at: sql`now()` } as never).where(eq(t.id, id)).returning()) as BookingRow[])[0];
}

export async function lockBooking(db: Tx, companyId: number, id: number): Promise<BookingRow | undefined> {
  return ((await db.select().from(orderBooking).where(and(eq(t.company_id, companyId), eq(t.id, id))).for('update')) as BookingRow[])[0];
}

/**
 * Live bookings past their expiry, locked for the sweeper. SKIP LOCKED lets several app processes sweep at once
 * (each takes different rows) and never waits on a booking someone is finalizing right now; that finalize then
 * wins or sees the booking already rejected.
 */
export async function lockDueBookings(db: Tx, now: Date, limit: number): Promise<BookingRow[]> {
  return (await db.select().from(orderBooking)
    .where(and(eq(t.status, 'draft'), sql`${t.expires_at} <= ${now.toISOString()}::timestamptz`))
    .orderBy(t.expires_at).limit(limit).for('update', { skipLocked: true })) as BookingRow[];
}

/** Whether an active user of the company has that id (whom staff may book for). */
export async function activeUserOfCompany(db: Tx, companyId: number, userId: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} AND company_id = ${companyId} AND active`);
  return result.rows.length > 0;
}
