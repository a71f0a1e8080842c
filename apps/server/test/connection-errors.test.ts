import { DrizzleQueryError } from 'drizzle-orm/errors';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MSG, databaseUnavailableReason } from '../src/db/connection-errors.ts';
import { errorAnswer } from '../src/plugins/error-answers.ts';
import { freePort } from './server-process.ts';

/**
 * Which errors mean "the database is away" (a 503 the caller retries) and which do not: real errors where they
 * can be made here (a refused connection, a failed outbound fetch), PostgreSQL's codes as pg hands them over.
 */
const refusedConnect = async () => {
  const client = new pg.Client({ connectionString: `postgres://nadie:nada@127.0.0.1:${await freePort()}/ninguna` });
  return client.connect().then(() => null, (err: unknown) => err);
};
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('database unavailable errors', () => {
  it('a refused connection, a restart and PgBouncer without a server answer 503 with the code, in Spanish', async () => {
    const refused = await refusedConnect();
    expect(databaseUnavailableReason(refused)).toBe('rechaza las conexiones (detenida o reiniciándose)');
    const cases = [
      refused,
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08P01', 'pgbouncer cannot connect to server'),
      new Error('Connection terminated unexpectedly'),
      // drizzle wraps what pg threw
      new DrizzleQueryError('select 1', [], pgError('57P01', 'terminating connection due to administrator command')),
    ];
    // the Unix socket of a stopped PostgreSQL is gone: connect says ENOENT
    const missingSocket = await new pg.Client({ host: join(tmpdir(), 'sin-postgres'), port: 5432, user: 'nadie', database: 'ninguna' }).connect()
      .then(() => null, (err: unknown) => err);
    expect(databaseUnavailableReason(missingSocket)).toBe('no tiene su socket local (detenida o reiniciándose)');
    cases.push(missingSocket);
    for (const err of cases) {
      expect(errorAnswer(err as any), String(err)).toEqual({ status: 503, msg: DATABASE_UNAVAILABLE_MSG, extra: { code: 'DATABASE_UNAVAILABLE' } });
    }
  });

  it('errors a request causes, and an outbound call that fails, are not the database being away', async () => {
    const fetchFailure = await fetch(`http://127.0.0.1:${await freePort()}/`).then(() => null, (err: unknown) => err);
    expect((fetchFailure as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    expect(databaseUnavailableReason(fetchFailure)).toBeNull();
    expect(errorAnswer(fetchFailure as any).status).toBe(500);
    // a file the code did not find is not the database's socket
    const missingFile = (() => { try { readFileSync(join(tmpdir(), 'no-existe-este-archivo')); } catch (err) { return err; } })();
    expect((missingFile as { code?: string }).code).toBe('ENOENT');
    expect(databaseUnavailableReason(missingFile)).toBeNull();
    for (const [code, message] of [['23505', 'duplicate key'], ['40001', 'could not serialize access'], ['42P01', 'relation does not exist']]) {
      expect(databaseUnavailableReason(pgError(code, message)), code).toBeNull();
    }
  });
});
