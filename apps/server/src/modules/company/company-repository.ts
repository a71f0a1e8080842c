import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { company, configuration, consecutive, roleGroup, users } from '../../db/schema/index.ts';

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

export async function slugHolder(db: Tx, slug: string, exceptId?: number): Promise<number | undefined> {
  const rows = await db.select({ id: company.id }).from(company)
    .where(exceptId ? sql`${company.slug} = ${slug} AND ${company.id} <> ${exceptId}` : eq(company.slug, slug)).limit(1);
  return rows[0]?.id;
}

export async function countCompanyUsers(db: Tx, companyId: number): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.company_id, companyId));
  return n;
}

/** What a company owns from birth (role groups, settings), removed with it when it never got any users. */
export async function deleteCompanyScaffolding(db: Tx, companyId: number): Promise<void> {
  await db.delete(roleGroup).where(eq(roleGroup.company_id, companyId));
  await db.delete(configuration).where(eq((configuration as any).company_id, companyId));
  await db.delete(consecutive).where(eq((consecutive as any).company_id, companyId));
}
