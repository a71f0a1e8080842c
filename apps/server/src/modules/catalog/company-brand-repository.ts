import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** The company's name and logo, printed on the seller's price list. */
export async function companyBrand(db: Tx, companyId: number): Promise<{ name: string; logo: string | null } | undefined> {
  const result = await db.execute(sql`SELECT name, logo FROM company WHERE id = ${companyId}`);
  return result.rows[0] as unknown as { name: string; logo: string | null } | undefined;
}
