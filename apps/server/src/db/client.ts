import type { SQL } from 'drizzle-orm';
import { drizzle, NodePgSession, NodePgTransaction, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { join } from 'node:path';
import pg from 'pg';
import { registerConnectionRoles } from './connection-roles.ts';
import { forwardPoolNotices } from './pool-notices.ts';
import * as schema from './schema/index.ts';
import { beginPrologue } from './transaction-prologue.ts';

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

/** Runs `attempt` again when PostgreSQL aborted it for a serialization failure or deadlock. */
async function withRetries<T>(attempts: number, attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as any).cause?.code;
      if (n >= attempts || !code || !RETRYABLE.has(code)) throw err;
      transactionRetries[code] = (transactionRetries[code] ?? 0) + 1;
    }
  }
}

function runCommitHooks(hooks: (() => void)[]) {
  for (const fn of hooks) {
    try {
      fn();
    } catch (err) {
      // the transaction has committed: a failing follow-up must not turn it into an error
      console.warn(`[db] tras confirmar la transacción: ${(err as Error).message}`);
    }
  }
}

/** Runs work in one transaction, retrying when PostgreSQL aborts it for a serialization failure or deadlock. */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 5): Promise<T> {
  return withRetries(attempts, async () => {
    let hooks: (() => void)[] = [];
    const opening = beginPrologue();
    let result: T;
    try {
      result = await db.transaction(async (tx) => {
        hooks = [];
        commitHooks.set(tx, hooks);
        if (opening) opening.prologue.check((await tx.execute(opening.prologue.statement)).rows as Record<string, unknown>[]);
        return work(tx);
      });
    } finally {
      opening?.end();
    }
    runCommitHooks(hooks);
    return result;
  });
}

/**
 * Sends a transaction's last statement and COMMIT together; answers the statement's rows (inTransactionEndedBy).
 * `after`: statements that travel between it and the COMMIT (e.g. the request's answer, stored with its work).
 */
export type Finish = (statement: SQL, ...after: SQL[]) => Promise<Record<string, unknown>[]>;

/**
 * A value as the quoted literal PostgreSQL reads in its place: an unknown-typed constant, typed from its context
 * exactly as the parameter it replaces would be.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return `'${String(value)}'`;
  throw new Error(`db: a ${typeof value} cannot be inlined in a finishing statement`);
}

const inlined = (text: string, params: unknown[]) => text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));

type QueryConfig = { text: string; values?: unknown[]; types?: unknown; rowMode?: string; name?: string };

/**
 * A transaction's connection that sends BEGIN in one message with the transaction's first statement (the simple
 * query protocol, its values inlined as for `finish`) instead of in a round trip of its own. A first statement whose
 * values cannot be inlined gets its BEGIN ahead, as usual. `begun` says whether BEGIN has gone.
 */
function beginningWithFirstStatement(client: pg.PoolClient) {
  const state = { begun: false };
  const query = async (config: string | QueryConfig, values?: unknown[]): Promise<unknown> => {
    if (state.begun) return client.query(config as never, values as never);
    state.begun = true;
    const cfg: QueryConfig = typeof config === 'string' ? { text: config } : config;
    let text: string;
    try {
      text = inlined(cfg.text, values ?? cfg.values ?? []);
    } catch {
      await client.query('BEGIN');
      return client.query(config as never, values as never);
    }
    const answer = (await client.query({ text: `BEGIN;\n${text}`, types: cfg.types, rowMode: cfg.rowMode } as never)) as unknown as pg.QueryResult[];
    const rest = answer.slice(1);
    return rest.length === 1 ? rest[0] : rest;
  };
  // drizzle's session and executeTogether only call query(); anything else reaches the connection itself
  const proxy = new Proxy(client, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key, target)) });
  return { client: proxy, state };
}

/**
 * inTransaction for a transaction whose last statement takes contended locks (a company's sales queue): `finish`
 * sends that statement and COMMIT in one message (the simple query protocol; its values inlined as quoted
 * literals), so the locks go as soon as the statement and the commit's WAL flush are done, instead of waiting for
 * this busy process to read the answer and send COMMIT on its own (measured: ~40 % of the queue's hold). The
 * statement must fail by itself when it cannot be committed (`finish` answers after the commit), and `work` runs
 * no statement after it. Without a call to `finish`, COMMIT follows as usual. BEGIN travels with the first
 * statement (one round trip less per transaction: each costs both processes a wake-up and a socket write).
 */
export async function inTransactionEndedBy<T>(db: Db, work: (tx: Tx, finish: Finish) => Promise<T>, attempts = 5): Promise<T> {
  // the pool's drizzle session lends its dialect and schema to a transaction on one of the pool's connections
  const root = (db as unknown as { session: { dialect: PgDialect; schema: any; options: any } }).session;
  return withRetries(attempts, async () => {
    const client = await db.$client.connect();
    const lazy = beginningWithFirstStatement(client);
    const tx = new NodePgTransaction(root.dialect, new NodePgSession(lazy.client, root.dialect, root.schema, root.options), root.schema) as unknown as Tx;
    const hooks: (() => void)[] = [];
    commitHooks.set(tx, hooks);
    let ended = false;
    let broken: Error | undefined;
    const finish: Finish = async (statement, ...after) => {
      if (ended) throw new Error('db: the transaction has already ended');
      ended = true;
      const text = [statement, ...after].map((s) => {
        const query = root.dialect.sqlToQuery(s);
        return inlined(query.sql, query.params);
      });
      const results = (await lazy.client.query(`${text.join(';\n')};\nCOMMIT`)) as unknown as pg.QueryResult[];
      return results[0].rows;
    };
    const opening = beginPrologue();
    try {
      if (opening) {
        // the transaction's first statement: it travels with BEGIN, so the purchase path pays no round trip for it
        const query = root.dialect.sqlToQuery(opening.prologue.statement);
        const answer = (await lazy.client.query({ text: query.sql, values: query.params })) as unknown as pg.QueryResult;
        opening.prologue.check(answer.rows as Record<string, unknown>[]);
      }
      const result = await work(tx, finish);
      if (!ended) {
        ended = true;
        if (lazy.state.begun) await client.query('COMMIT');
      }
      runCommitHooks(hooks);
      return result;
    } catch (err) {
      // a failed finishing statement left the transaction aborted: PostgreSQL skipped the COMMIT behind it
      if (lazy.state.begun) await client.query('ROLLBACK').catch((e: Error) => { broken = e; });
      throw err;
    } finally {
      opening?.end();
      client.release(broken);
    }
  });
}

const AS_TEXT = new Set([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL]);

/**
 * Values read the way drizzle reads them (dates, times and intervals as PostgreSQL's text, the rest by pg's parsers),
 * so a row a batched statement returns is the row drizzle's own query would have answered.
 */
const asDrizzleReads = {
  getTypeParser: (typeId: number, format?: string) => (AS_TEXT.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format as never)),
};

/** A statement and how to read its rows: what executeTogether sends with others of its transaction in one message. */
export interface Statement<T> {
  query: SQL;
  read: (rows: Record<string, unknown>[]) => T;
}

/** Runs one Statement by itself. */
export async function executeStatement<T>(db: Tx, statement: Statement<T>): Promise<T> {
  return statement.read((await db.execute(statement.query)).rows as Record<string, unknown>[]);
}

/**
 * Runs statements that do not need each other's answers in one round trip, in order (the simple query protocol,
 * values inlined as for `finish`), then reads each one's rows in order. The first statement that fails fails the
 * call and PostgreSQL skips the ones after it; a reader that throws leaves the later ones unread (their writes are
 * rolled back with the transaction the error aborts). Meant for a transaction's tx: each round trip a purchase saves
 * is one less wake-up of PostgreSQL and of this process.
 */
export async function executeTogether<T extends unknown[]>(tx: Tx, statements: { [K in keyof T]: Statement<T[K]> }): Promise<T> {
  if (statements.length === 0) return [] as unknown as T;
  const root = (tx as unknown as { session: { dialect: PgDialect; client: pg.ClientBase } }).session;
  const text = statements.map((s) => {
    const query = root.dialect.sqlToQuery(s.query);
    return inlined(query.sql, query.params);
  }).join(';\n');
  const answer = (await root.client.query({ text, types: asDrizzleReads } as never)) as unknown as pg.QueryResult | pg.QueryResult[];
  const results = Array.isArray(answer) ? answer : [answer];
  return statements.map((s, i) => s.read(results[i].rows)) as T;
}
