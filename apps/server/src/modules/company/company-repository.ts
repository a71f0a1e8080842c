import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { company } from '../../db/schema/index.ts';

export async function updateCompany(db: Tx, id: number, values: Partial<typeof company.$inferInsert>) {
  const [row] = await db.update(company).set({ ...values, updated_at: sql`now()` as never }).where(eq(company.id, id)).returning();
  return row;
}

export async function insertCompany(db: Tx, values: typeof company.$inferInsert) {
  const [row] = await db.insert(company).values(values).returning();
  return row;
}

/** After placing the root company at an explicit id, move the identity past it. */
export async function syncCompanyIdentity(db: Tx) {
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('company', 'id'), (SELECT max(id) FROM company))`);
}

export async function countCompanies(db: Tx): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(company);
  return n;
}
