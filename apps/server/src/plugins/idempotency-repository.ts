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

export async function storeResponse(db: Tx, id: number, statusCode: number, response: unknown) {
  await db.update(idempotentRequest).set({ status_code: statusCode, response: response as never }).where(eq(idempotentRequest.id, id));
}

/** A request that failed unexpectedly frees its key so the client's retry runs for real. */
export async function releaseKey(db: Tx, id: number) {
  await db.delete(idempotentRequest).where(and(eq(idempotentRequest.id, id), sql`${idempotentRequest.status_code} IS NULL`));
}
