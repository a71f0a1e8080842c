import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { idempotentRequest } from '../db/schema/index.ts';

/** Claims a key for a request; false when the user already used that key. */
export async function claimKey(db: Tx, userId: number, key: string, requestHash: string): Promise<number | null> {
  const rows = await db.insert(idempotentRequest).values({ user_id: userId, key, request_hash: requestHash })
    .onConflictDoNothing().returning({ id: idempotentRequest.id });
  return rows[0]?.id ?? null;
}

export async function findKey(db: Tx, userId: number, key: string) {
  return (await db.select().from(idempotentRequest)
    .where(and(eq(idempotentRequest.user_id, userId), eq(idempotentRequest.key, key))).limit(1))[0];
}

/** Stores the answer a replay gets: `json` is the serialized body (null, or text that is not JSON, stores no body). */
export async function storeResponse(db: Tx, id: number, statusCode: number, json: string | null) {
  const response = sql`CASE WHEN pg_input_is_valid(${json}::text, 'jsonb') THEN ${json}::text::jsonb END`;
  await db.update(idempotentRequest).set({ status_code: statusCode, response }).where(eq(idempotentRequest.id, id));
}

/** A request that failed unexpectedly frees its key so the client's retry runs for real. */
export async function releaseKey(db: Tx, id: number) {
  await db.delete(idempotentRequest).where(and(eq(idempotentRequest.id, id), sql`${idempotentRequest.status_code} IS NULL`));
}

/**
 * Deletes up to `batch` keys older than `hours` (answered, or claimed by a process that died before answering),
 * oldest first; answers how many went. Ids grow with time, so the old keys are the primary key's first entries, up
 * to the first key still young: the walk never reads the day's keys. Small batches keep each delete short.
 */
export async function expireKeys(db: Tx, hours: number, batch: number): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM idempotent_request WHERE id IN (
      SELECT id FROM idempotent_request
       WHERE id < coalesce((SELECT id FROM idempotent_request WHERE created_at >= now() - make_interval(hours => ${hours}) ORDER BY id LIMIT 1), 9223372036854775807)
       ORDER BY id LIMIT ${batch})`);
  return result.rowCount ?? 0;
}
