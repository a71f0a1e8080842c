import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export interface Allocated {
  current: number;
  prefix: string | null;
  padding: number | null;
}

/**
 * Takes the next number of a company's sequence in one statement. The upsert locks the sequence row until the
 * surrounding transaction ends, so concurrent callers queue on it and each gets its own number; a sequence
 * used for the first time is created (the unique index on company + name settles a race to create it).
 */
export async function allocate(tx: Tx, companyId: number, name: string, start: { prefix: string; padding: number }): Promise<Allocated> {
  const result = await tx.execute<{ current: number; prefix: string | null; padding: number | null }>(sql`
    INSERT INTO consecutive (company_id, name, prefix, current, padding)
    VALUES (${companyId}, ${name}, ${start.prefix}, 1, ${start.padding})
    ON CONFLICT (company_id, name) DO UPDATE SET current = COALESCE(consecutive.current, 0) + 1, updated_at = now()
    RETURNING current, prefix, padding`);
  return result.rows[0];
}
