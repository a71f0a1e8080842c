import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export interface Allocated {
  current: number;
  prefix: string | null;
  padding: number | null;
}

/**
 * The upsert that takes the next number: it locks the sequence row until the surrounding transaction ends, so
 * concurrent callers queue on it and each gets its own number; a sequence used for the first time is created (the
 * unique index on company + name settles a race to create it). `when` gates it inside a larger statement.
 */
const upsert = (companyId: number, name: string, start: { prefix: string; padding: number }, when: SQL) => sql`
    INSERT INTO consecutive (company_id, name, prefix, current, padding)
    SELECT ${companyId}, ${name}, ${start.prefix}, 1, ${start.padding} WHERE ${when}
    ON CONFLICT (company_id, name) DO UPDATE SET current = COALESCE(consecutive.current, 0) + 1, updated_at = now()`;

/** Takes the next number of a company's sequence in one statement (see `upsert`). */
export async function allocate(tx: Tx, companyId: number, name: string, start: { prefix: string; padding: number }): Promise<Allocated> {
  const result = await tx.execute<{ current: number; prefix: string | null; padding: number | null }>(sql`
    ${upsert(companyId, name, start, sql`true`)}
    RETURNING current, prefix, padding`);
  return result.rows[0];
}

/**
 * The same allocation as a WITH item's body (`RETURNING current`), for a caller that finishes its transaction in
 * one statement; it runs only when `when` holds, so the caller orders it after the items it must follow.
 */
export const allocateItem = (companyId: number, name: string, start: { prefix: string; padding: number }, when: SQL): SQL =>
  sql`${upsert(companyId, name, start, when)} RETURNING current`;
