import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export interface StoreSellerRow {
  id: number;
  name: string;
  nickname_distribuitor: string | null;
  codeuser: string;
  phone: string | null;
  company_id: number;
  company_name: string;
  company_logo: string | null;
}

/**
 * The seller behind a store code, with its company: the tenant of a public request comes from here. Codes are
 * unique across the platform whatever their case (users_codeuser_unique); an inactive seller or company has no store.
 */
export async function findStoreSeller(db: Tx, codeuser: string): Promise<StoreSellerRow | undefined> {
  const result = await db.execute(sql`
    SELECT u.id, u.name, u.nickname_distribuitor, u.codeuser, u.phone, u.company_id, c.name AS company_name, c.logo AS company_logo
      FROM users u JOIN company c ON c.id = u.company_id AND c.active
     WHERE lower(u.codeuser) = lower(${codeuser}) AND u.active`);
  return result.rows[0] as unknown as StoreSellerRow | undefined;
}
