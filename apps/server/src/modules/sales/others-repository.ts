import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { digitalAccountOthers } from '../../db/schema/index.ts';

export type OthersRow = typeof digitalAccountOthers.$inferSelect & { id: number };
const t = digitalAccountOthers as any;

export async function lockOthers(db: Tx, companyId: number, id: number): Promise<OthersRow | undefined> {
  return ((await db.select().from(digitalAccountOthers).where(and(eq(t.company_id, companyId), eq(t.id, id))).for('update')) as OthersRow[])[0];
}

export async function updateOthers(db: Tx, id: number, values: Record<string, unknown>): Promise<OthersRow> {
  return ((await db.update(digitalAccountOthers).set({ ...values, updated_at: sql`now()` } as never).where(eq(t.id, id)).returning()) as OthersRow[])[0];
}

/** Bogota's date plus a product's duration: the renewal limit of a unit delivered today. */
export async function renewalDate(db: Tx, days: number): Promise<string> {
  const result = await db.execute(sql`SELECT ((now() AT TIME ZONE 'America/Bogota')::date + ${days}::int)::text AS d`);
  return (result.rows[0] as { d: string }).d;
}
