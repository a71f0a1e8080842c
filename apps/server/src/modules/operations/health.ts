import type { ReadyAnswer } from '@app/shared/contracts/operations';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { databaseUnavailableReason } from '../../db/connection-errors.ts';
import { supervisedPostgresProblem } from '../../db/postgres-supervisor.ts';

/** How many migrations this build ships (drizzle's journal): ready means the database has them all. */
function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(import.meta.dirname, '../../db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    work.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => { timer = setTimeout(() => reject(new Error(`no respondió en ${ms / 1000} s`)), ms); }),
  ]);
}

/** `/health/ready`: a query through the app's own pool (so a pool that cannot connect reads as not ready). */
export function readiness(pool: pg.Pool) {
  const expected = expectedMigrations();
  return async (): Promise<ReadyAnswer> => {
    // the embedded PostgreSQL's own state first: while it is shutting down, old pooled connections still answer
    // though new calls cannot connect
    const problem = supervisedPostgresProblem();
    if (problem) {
      return { status: 'unavailable', database: 'unreachable', migrations: { applied: null, expected }, reason: `La base de datos no responde: ${problem}.` };
    }
    let applied: number;
    try {
      const { rows } = await withTimeout(pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'), READY_TIMEOUT_MS);
      applied = (rows[0] as { n: number }).n;
    } catch (err) {
      // in Spanish where the cause is known (restarting, refusing connections, PgBouncer without a server)
      const why = databaseUnavailableReason(err) ?? (err as Error).message;
      return { status: 'unavailable', database: 'unreachable', migrations: { applied: null, expected }, reason: `La base de datos no responde: ${why}.` };
    }
    if (applied < expected) {
      return { status: 'unavailable', database: 'ok', migrations: { applied, expected }, reason: `Faltan ${expected - applied} migraciones por aplicar.` };
    }
    return { status: 'ready', database: 'ok', migrations: { applied, expected }, reason: null };
  };
}
