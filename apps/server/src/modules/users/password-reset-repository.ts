import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { passwordReset } from '../../db/schema/index.ts';

export async function insertReset(db: Tx, userId: number, tokenHash: string, ttlMinutes: number) {
  await db.insert(passwordReset).values({
    user_id: userId, token_hash: tokenHash, expires_at: sql`now() + make_interval(mins => ${ttlMinutes})` as never,
  });
}

/** An unused, unexpired reset, locked so two uses of one link cannot both pass. */
export async function findLiveReset(db: Tx, tokenHash: string) {
  return (await db.select().from(passwordReset)
    .where(and(eq(passwordReset.token_hash, tokenHash), isNull(passwordReset.used_at), gt(passwordReset.expires_at, sql`now()`)))
    .for('update').limit(1))[0];
}

export async function consumeReset(db: Tx, id: number) {
  await db.update(passwordReset).set({ used_at: sql`now()` as never }).where(eq(passwordReset.id, id));
}
