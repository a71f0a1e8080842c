import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { join } from 'node:path';
import pg from 'pg';
import { registerConnectionRoles } from './connection-roles.ts';
import { forwardPoolNotices } from './pool-notices.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: repositories accept either. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

// int8 sums and counts arrive as strings by default; every bigint we store is integer cents far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// DATE stays the calendar day it is, never shifted through a time zone
pg.types.setTypeParser(1082, (v) => v);

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export interface ConnectOptions {
  /** A direct, session-level address for LISTEN and session locks when `url` goes through PgBouncer (db/connection-roles.ts). */
  directUrl?: string | null;
  /** A streaming replica that read-only reports, the dashboard and exports read (db/connection-roles.ts). */
  replicaUrl?: string | null;
}

function pool(url: string, max: number, label: string): pg.Pool {
  const p = new pg.Pool({ connectionString: url, max });
  // An idle connection can die under us (e.g. Ctrl-C reaches the embedded PostgreSQL too, or it restarts): the pool
  // replaces it on the next checkout, so this must not crash the process.
  p.on('error', (err) => console.warn(`[db] conexión inactiva perdida${label}: ${err.message}`));
  // A connection lost while checked out between two statements (a transaction awaiting its caller, PostgreSQL
  // restarting) emits 'error' with nobody listening, which would end the process. The statement that uses it
  // next fails instead (answered 503, db/connection-errors.ts) and the pool discards it on release.
  p.on('connect', (client) => client.on('error', () => {}));
  return p;
}

export function connect(url: string, max = 20, opts: ConnectOptions = {}): Database {
  const primary = pool(url, max, '');
  // before any connection exists, so every one of them reports its writes' notices (session subject cache)
  forwardPoolNotices(primary);
  const db = drizzle(primary, { schema });
  const replica = opts.replicaUrl ? drizzle(pool(opts.replicaUrl, max, ' (réplica)'), { schema }) : null;
  registerConnectionRoles(primary, { session: opts.directUrl ? { connectionString: opts.directUrl } : null, replica });
  return {
    db,
    pool: primary,
    async close() {
      await Promise.all([primary.end(), replica?.$client.end()]);
    },
  };
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: join(import.meta.dirname, 'migrations') });
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock

/**
 * How many transactions this process retried, by PostgreSQL error code: a deadlock costs its victim a second
 * of waiting (deadlock_timeout) before the retry, so the lock order is meant to keep the deadlock count at 0.
 */
export const transactionRetries: Record<string, number> = {};

// what each open transaction of inTransaction runs once it has committed (see onCommit)
const commitHooks = new WeakMap<object, (() => void)[]>();

/**
 * Runs `fn` once the caller's transaction has committed, and never if it rolls back (or is retried: only the
 * attempt that commits counts). Outside a transaction of inTransaction the caller's statements have already
 * committed, so `fn` runs at once.
 */
export function onCommit(tx: Tx, fn: () => void): void {
  const hooks = commitHooks.get(tx);
  if (hooks) hooks.push(fn);
  else fn();
}

/** Runs work in one transaction, retrying when PostgreSQL aborts it for a serialization failure or deadlock. */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      let hooks: (() => void)[] = [];
      const result = await db.transaction((tx) => {
        hooks = [];
        commitHooks.set(tx, hooks);
        return work(tx);
      });
      for (const fn of hooks) {
        try {
          fn();
        } catch (err) {
          // the transaction has committed: a failing follow-up must not turn it into an error
          console.warn(`[db] tras confirmar la transacción: ${(err as Error).message}`);
        }
      }
      return result;
    } catch (err) {
      const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as any).cause?.code;
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw err;
      transactionRetries[code] = (transactionRetries[code] ?? 0) + 1;
    }
  }
}
