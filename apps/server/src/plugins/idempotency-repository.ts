import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { idempotentRequest } from '../db/schema/index.ts';

/** One holder's hold on a key: the row, and the generation that holder claimed it at. */
export interface Claim {
  id: number;
  generation: number;
}

/**
 * Claims a key for a request; null when the user already used that key. An existing key is not inserted again:
 * the unique index would make the insert wait for a holder's work transaction, which keeps the row updated until
 * it ends (claimStatement), and a retry must not wait past WAIT_FOR_FIRST_MS for it.
 */
export async function claimKey(db: Tx, userId: number, key: string, requestHash: string): Promise<Claim | null> {
  const result = await db.execute(sql`
    INSERT INTO idempotent_request (user_id, key, request_hash)
    SELECT ${userId}, ${key}, ${requestHash}
     WHERE NOT EXISTS (SELECT 1 FROM idempotent_request WHERE user_id = ${userId} AND key = ${key})
    ON CONFLICT DO NOTHING
    RETURNING id, generation`);
  const row = result.rows[0] as { id: number; generation: number } | undefined;
  return row ? { id: Number(row.id), generation: Number(row.generation) } : null;
}

const claimedBefore = (seconds: number) => sql<boolean>`${idempotentRequest.claimed_at} < now() - make_interval(secs => ${seconds})`;

/**
 * The key's row, whether its claim is past the lease and whether it is older than `overdueSeconds` (by the
 * database's clock, the one every process shares).
 */
export async function findKey(db: Tx, userId: number, key: string, leaseSeconds: number, overdueSeconds: number) {
  return (await db.select({
    request_hash: idempotentRequest.request_hash,
    status_code: idempotentRequest.status_code,
    response: idempotentRequest.response,
    work_committed: idempotentRequest.work_committed,
    lease_over: claimedBefore(leaseSeconds),
    overdue: claimedBefore(overdueSeconds),
  }).from(idempotentRequest)
    .where(and(eq(idempotentRequest.user_id, userId), eq(idempotentRequest.key, key))).limit(1))[0];
}

/**
 * Takes over a claim whose holder is gone: unanswered, none of its work committed, claimed longer ago than the
 * lease, and not locked, since the holder's work transaction locks the row from its first statement to its end
 * (claimStatement). Of retries racing for it, one gets it (SKIP LOCKED: the others wait for its answer). The new
 * generation shuts the old holder out of any transaction it opens afterwards.
 */
export async function takeOverKey(db: Tx, userId: number, key: string, requestHash: string, leaseSeconds: number): Promise<Claim | null> {
  const result = await db.execute(sql`
    UPDATE idempotent_request SET generation = generation + 1, claimed_at = now()
     WHERE id = (SELECT id FROM idempotent_request
                  WHERE user_id = ${userId} AND key = ${key} AND request_hash = ${requestHash} AND status_code IS NULL
                    AND NOT work_committed AND claimed_at < now() - make_interval(secs => ${leaseSeconds})
                    FOR UPDATE SKIP LOCKED)
    RETURNING id, generation`);
  const row = result.rows[0] as { id: number; generation: number } | undefined;
  return row ? { id: Number(row.id), generation: Number(row.generation) } : null;
}

/**
 * The first statement of each transaction of the claim's work (db/transaction-prologue.ts): marks the claim
 * committed, which becomes true only if that transaction commits, and locks its row until it ends. No row: the
 * claim was taken over, and this holder must not do the work.
 */
export const claimStatement = (claim: Claim): SQL => sql`UPDATE idempotent_request SET work_committed = true
  WHERE id = ${claim.id} AND generation = ${claim.generation} RETURNING id`;

/** Stores the answer a replay gets: `json` is the serialized body (null, or text that is not JSON, stores no body). */
export async function storeResponse(db: Tx, claim: Claim, statusCode: number, json: string | null) {
  const response = sql`CASE WHEN pg_input_is_valid(${json}::text, 'jsonb') THEN ${json}::text::jsonb END`;
  await db.update(idempotentRequest).set({ status_code: statusCode, response })
    .where(and(eq(idempotentRequest.id, claim.id), eq(idempotentRequest.generation, claim.generation)));
}

/**
 * storeResponse as a statement for the transaction that commits the request's work, sent with its COMMIT: the
 * answer then commits exactly when the work does. `json` is an SQL expression of the answer's jsonb.
 */
export const storeResponseStatement = (claim: Claim, statusCode: number, json: SQL): SQL => sql`UPDATE idempotent_request
  SET status_code = ${statusCode}, response = ${json} WHERE id = ${claim.id} AND generation = ${claim.generation}`;

/**
 * Whether the key's work committed and its answer will never come: unanswered, marked committed, claimed longer
 * ago than `seconds`, and not locked by a transaction of its holder (whose work transactions lock the row from
 * their first statement: a share lock that skips it sees none of them running).
 */
export async function answerLost(db: Tx, userId: number, key: string, seconds: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM idempotent_request
    WHERE user_id = ${userId} AND key = ${key} AND status_code IS NULL AND work_committed
      AND claimed_at < now() - make_interval(secs => ${seconds})
    FOR SHARE SKIP LOCKED`);
  return result.rows.length > 0;
}

/** A request that failed unexpectedly frees its key so the client's retry runs for real (unless it lost the key). */
export async function releaseKey(db: Tx, claim: Claim) {
  await db.delete(idempotentRequest).where(and(eq(idempotentRequest.id, claim.id), eq(idempotentRequest.generation, claim.generation),
    sql`${idempotentRequest.status_code} IS NULL`));
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
