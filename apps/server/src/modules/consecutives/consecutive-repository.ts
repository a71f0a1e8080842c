import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export interface Allocated {
  current: number;
  prefix: string | null;
  padding: number | null;
}

/**
 * The upsert that takes the next number: it locks the sequence row until the surrounding transaction ends, so
 * concurrent callers queue on it and each gets its own number; a sequence used for the first time is created (the
 * unique index on company + name settles a race to create it). The direct purchase runs the same upsert for its
 * order's number inside its last statement, a database function (sales_finish_purchase, migration 0032).
 */
const upsert = (companyId: number, name: string, start: { prefix: string; padding: number }) => sql`
    INSERT INTO consecutive (company_id, name, prefix, current, padding)
    VALUES (${companyId}, ${name}, ${start.prefix}, 1, ${start.padding})
    ON CONFLICT (company_id, name) DO UPDATE SET current = COALESCE(consecutive.current, 0) + 1, updated_at = now()`;

/** Takes the next number of a company's sequence in one statement (see `upsert`). */
export async function allocate(tx: Tx, companyId: number, name: string, start: { prefix: string; padding: number }): Promise<Allocated> {
  const result = await tx.execute<{ current: number; prefix: string | null; padding: number | null }>(sql`
    ${upsert(companyId, name, start)}
    RETURNING current, prefix, padding`);
  return result.rows[0];
}
