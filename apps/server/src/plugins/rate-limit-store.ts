import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

type Answer = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Counts one call of `key` in its window (the window opens at the key's first call and lasts `windowMs`, as the
 * in-memory store of @fastify/rate-limit counts) and answers the calls counted and the milliseconds left. One
 * statement: the row's lock orders calls of one key from every process, each seeing the count before it.
 */
export async function countHit(db: Tx, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const { rows } = await db.execute(sql`
    INSERT INTO rate_limit_window AS w (key, started_at, ends_at, hits)
    VALUES (${key}, now(), now() + make_interval(secs => ${windowMs / 1000}), 1)
    ON CONFLICT (key) DO UPDATE SET
      started_at = CASE WHEN w.ends_at <= now() THEN excluded.started_at ELSE w.started_at END,
      ends_at = CASE WHEN w.ends_at <= now() THEN excluded.ends_at ELSE w.ends_at END,
      hits = CASE WHEN w.ends_at <= now() THEN 1 ELSE w.hits + 1 END
    RETURNING hits, greatest(0, ceil(extract(epoch FROM ends_at - now()) * 1000))::int AS ttl`);
  const row = rows[0] as { hits: number; ttl: number };
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/** Deletes the windows that ended (the cleanup job, modules/sales/idempotency-expiry.ts); answers how many went. */
export async function expireRateLimitWindows(db: Tx): Promise<number> {
  const result = await db.execute(sql`DELETE FROM rate_limit_window WHERE ends_at < now() - interval '1 minute'`);
  return result.rowCount ?? 0;
}

/**
 * The store of @fastify/rate-limit (its `store` option) that keeps every limit in PostgreSQL, so the API processes
 * behind one proxy share it: a key limited to 10 calls a second gets 10 in all, not 10 from each process. Each
 * route counts apart, as the in-memory store does (`child` adds the route to the key). One round trip per call.
 */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    // @fastify/rate-limit builds the root store with its options (unused: the window and max come with each call)
    constructor(_options?: unknown, private readonly prefix = '') {}

    incr(key: string, done: Answer, timeWindow: number) {
      countHit(db, this.prefix + key, timeWindow).then((r) => done(null, r), (err: Error) => done(err));
    }

    // typed by the plugin as the route's options; what it passes is its merged options, the route under `routeInfo`
    child(routeOptions: object) {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string | string[]; url?: string } };
      const { method = '', url = '' } = routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${this.prefix}${String(method)}${url}-`);
    }
  };
}
