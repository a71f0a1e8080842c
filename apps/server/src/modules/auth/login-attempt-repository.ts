import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { loginAttempt } from '../../db/schema/index.ts';

export async function recentFailures(db: Tx, username: string, ip: string, windowSeconds: number) {
  const since = sql`now() - make_interval(secs => ${windowSeconds})`;
  const [byUser] = await db.select({ n: count() }).from(loginAttempt)
    .where(and(eq(loginAttempt.success, false), gt(loginAttempt.created_at, since), eq(loginAttempt.username, username)));
  const [byIp] = await db.select({ n: count() }).from(loginAttempt)
    .where(and(eq(loginAttempt.success, false), gt(loginAttempt.created_at, since), eq(loginAttempt.ip, ip)));
  return { byUser: Number(byUser.n), byIp: Number(byIp.n) };
}

export async function recordAttempt(db: Tx, username: string, ip: string, success: boolean) {
  await db.insert(loginAttempt).values({ username, ip, success });
}

/** Old rows only matter for a minute; keep the table small. */
export async function pruneAttempts(db: Tx) {
  await db.delete(loginAttempt).where(or(sql`${loginAttempt.created_at} < now() - interval '1 day'`));
}
