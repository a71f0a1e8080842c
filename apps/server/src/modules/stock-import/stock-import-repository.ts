import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export interface ProductRow { id: number; name: string; profile_max_quantity: number }
export interface AccountRef { id: number; login: string; type_digital_account_id: number; product: string; profile_max_quantity: number; profiles: number; names: string[] }

/** The company's products (digital account types), to match the file's "Producto" by name or id. */
export async function companyProducts(db: Tx, companyId: number): Promise<ProductRow[]> {
  const result = await db.execute(sql`SELECT id, name, profile_max_quantity FROM type_digital_account WHERE company_id = ${companyId}`);
  return result.rows as unknown as ProductRow[];
}

/** Logins (lower-cased) already in stock for these products, as "productId:login" keys. */
export async function existingLoginKeys(db: Tx, companyId: number, logins: string[]): Promise<Set<string>> {
  if (logins.length === 0) return new Set();
  // a join on the unnested list (hashed), not `= ANY(array)`, which compares every stock row with every login
  const result = await db.execute(sql`SELECT a.type_digital_account_id || ':' || l.login AS k
    FROM digital_account a JOIN unnest(${sql.param(logins)}::text[]) AS l(login) ON lower(a.login) = l.login
    WHERE a.company_id = ${companyId}`);
  return new Set((result.rows as { k: string }[]).map((r) => r.k));
}

/** The company's accounts with these logins (lower-cased), with their product and the names of their profiles. */
export async function accountsByLogin(db: Tx, companyId: number, logins: string[]): Promise<Map<string, AccountRef[]>> {
  const byLogin = new Map<string, AccountRef[]>();
  if (logins.length === 0) return byLogin;
  const result = await db.execute(sql`
    SELECT a.id, a.login, a.type_digital_account_id, t.name AS product, t.profile_max_quantity,
           count(p.id)::int AS profiles, coalesce(array_agg(lower(p.name)) FILTER (WHERE p.id IS NOT NULL), '{}') AS names
      FROM digital_account a JOIN unnest(${sql.param(logins)}::text[]) AS l(login) ON lower(a.login) = l.login
      JOIN type_digital_account t ON t.id = a.type_digital_account_id
      LEFT JOIN profiles p ON p.digital_account_id = a.id
     WHERE a.company_id = ${companyId}
     GROUP BY a.id, t.name, t.profile_max_quantity`);
  for (const row of result.rows as unknown as AccountRef[]) {
    const key = row.login.toLowerCase();
    byLogin.set(key, [...(byLogin.get(key) ?? []), row]);
  }
  return byLogin;
}

/** One import at a time per company: two uploads of the same file cannot both see a login as new. */
export async function lockImports(tx: Tx, companyId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('stock-import'), ${companyId})`);
}

export interface NewAccount {
  type_digital_account_id: number; login: string; password: string; expiry_date: string | null;
  profiles_quantity: number; observations: string | null;
}

const BATCH = 5000;

/** A column of values as one array parameter: a batch is one statement with six parameters, not 60,000. */
const column = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * Inserts the accounts in batches (unnest of one array per column), each with its screens "PERFIL 1".."PERFIL n"
 * (random 4-digit PINs, available), as the one-by-one create does (inventory-hooks.ts). Returns how many accounts.
 */
export async function insertAccounts(tx: Tx, companyId: number, userId: number, rows: NewAccount[]): Promise<number> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    await tx.execute(sql`
      WITH created AS (
        INSERT INTO digital_account (company_id, type_digital_account_id, login, password, expiry_date, state, is_generic,
                                     profiles_quantity, observations, created_by)
        SELECT ${companyId}, r.type_id, r.login, r.password, r.expiry, 'available', false, r.quantity, r.observations, ${userId}
          FROM unnest(${column(chunk.map((r) => r.type_digital_account_id), 'int')}, ${column(chunk.map((r) => r.login), 'text')},
                      ${column(chunk.map((r) => r.password), 'text')}, ${column(chunk.map((r) => r.expiry_date), 'date')},
                      ${column(chunk.map((r) => r.profiles_quantity), 'int')}, ${column(chunk.map((r) => r.observations), 'text')})
               AS r(type_id, login, password, expiry, quantity, observations)
        RETURNING id, company_id, type_digital_account_id, profiles_quantity, created_by)
      INSERT INTO profiles (company_id, digital_account_id, type_digital_account_id, name, pin, state, created_by)
      SELECT c.company_id, c.id, c.type_digital_account_id, 'PERFIL ' || n, lpad(floor(random() * 10000)::int::text, 4, '0'),
             'available', c.created_by
        FROM created c CROSS JOIN LATERAL generate_series(1, c.profiles_quantity) n`);
  }
  return rows.length;
}

export interface NewProfile { digital_account_id: number; type_digital_account_id: number; name: string; pin: string | null }

export async function insertProfileRows(tx: Tx, companyId: number, userId: number, rows: NewProfile[]): Promise<number> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    await tx.execute(sql`INSERT INTO profiles (company_id, digital_account_id, type_digital_account_id, name, pin, state, created_by)
      SELECT ${companyId}, r.account_id, r.type_id, r.name, r.pin, 'available', ${userId}
        FROM unnest(${column(chunk.map((r) => r.digital_account_id), 'int')}, ${column(chunk.map((r) => r.type_digital_account_id), 'int')},
                    ${column(chunk.map((r) => r.name), 'text')}, ${column(chunk.map((r) => r.pin), 'text')}) AS r(account_id, type_id, name, pin)`);
  }
  return rows.length;
}
