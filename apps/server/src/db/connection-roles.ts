import type pg from 'pg';

/** A drizzle handle on a pool (db/client.ts Db), named here without importing client.ts, which imports this file. */
interface PoolHandle {
  $client: pg.Pool;
}

/*
 * The three ways a process reaches PostgreSQL beyond one machine (README "Despliegue", docs/scaling.md):
 * - the app's pool (DATABASE_URL), which may go through PgBouncer in transaction mode: every query and transaction;
 * - a direct, session-level connection (DATABASE_DIRECT_URL) for what needs one session for its whole life and
 *   would break behind transaction pooling: LISTEN (db/notify-listener.ts) and the job queue's session advisory
 *   lock (modules/jobs). Without it those use DATABASE_URL, which is then expected to be PostgreSQL itself;
 * - a streaming replica (DATABASE_REPLICA_URL) that read-only reports, the dashboard and exports read.
 * They hang off the app's pool, so every module that has `db` finds them without another parameter to thread.
 */

interface Roles {
  session: pg.ClientConfig | null;
  replica: PoolHandle | null;
}

const rolesByPool = new WeakMap<pg.Pool, Roles>();

/** Records the direct session address and the replica of the app whose pool is `pool` (db/client.ts connect). */
export function registerConnectionRoles(pool: pg.Pool, roles: Roles): void {
  rolesByPool.set(pool, roles);
}

/** How to open a connection that keeps one PostgreSQL session (LISTEN, session locks): the direct address when set. */
export function sessionConnectionConfig(pool: pg.Pool): pg.ClientConfig {
  return rolesByPool.get(pool)?.session ?? (pool.options as pg.ClientConfig);
}

/**
 * The database that read-only reports, the dashboard and exports read: the streaming replica when
 * DATABASE_REPLICA_URL is set (its figures may trail the primary by the replica's replay lag, usually well under a
 * second), else `db` itself. Never for a read that decides a write: that must see the primary.
 */
export function readReplicaOf<T extends PoolHandle>(db: T): T {
  // the replica is built by connect() with the same schema as the primary's handle
  return (rolesByPool.get(db.$client)?.replica as T | undefined) ?? db;
}

/** The replica's pool of the app whose pool is `pool`, when one is configured (metrics). */
export function replicaPoolOf(pool: pg.Pool): pg.Pool | null {
  return rolesByPool.get(pool)?.replica?.$client ?? null;
}
