import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/client.ts';
import { embeddedDatabaseDir, runningEmbeddedPostgres } from '../src/db/embedded.ts';
import { readPostmasterPid } from '../src/db/leftover-postgres.ts';
import { processAlive } from '../src/lib/process-info.ts';
import { checkLedger, differenceCount } from '../src/modules/ledger/ledger-check-repository.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';

/**
 * A server killed with SIGKILL in the middle of purchases starts again on the same data folder, whether
 * its PostgreSQL was left running (orphaned: its watchdog died too) or stopped by the watchdog, and the books
 * still balance. Real processes, embedded PostgreSQL, the demo data.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const READY_WITHIN_MS = 120_000;

const freePort = () => new Promise<number>((ok) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as { port: number };
    srv.close(() => ok(port));
  });
});

interface Server { child: ChildProcess; base: string; output: () => string }

let dataDir: string;
const started: ChildProcess[] = [];

async function startServer(): Promise<Server> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const keep = (chunk: Buffer) => { out = (out + chunk.toString()).slice(-20_000); };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}):\n${out}`);
    if (Date.now() > deadline) throw new Error(`the server was not ready within ${READY_WITHIN_MS / 1000} s:\n${out}`);
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.status === 200) return { child, base, output: () => out };
    await sleep(250);
  }
}

const exited = (child: ChildProcess) => new Promise<void>((ok) => {
  if (child.exitCode !== null || child.signalCode !== null) ok();
  else child.once('exit', () => ok());
});

async function call(s: Server, path: string, body?: unknown, token?: string) {
  const res = await fetch(s.base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) as any };
}

/**
 * Buys continuously as `distribuidor` with a few requests in flight, and SIGKILLs the node process once `before`
 * purchases have gone through: others are then mid-transaction. Returns the purchases confirmed before the kill.
 */
async function killMidPurchases(s: Server, before: number): Promise<number> {
  const login = await call(s, '/api/login', { username: 'distribuidor', password: DEMO_PASSWORD });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const token = login.body.token;
  const catalogue = (await call(s, '/api/v1/purchase/catalogue', undefined, token)).body.items as any[];
  const products = catalogue.filter((p) => p.available > 0).map((p) => p.type_digital_account_id ?? p.id);
  expect(products.length).toBeGreaterThan(0);
  let confirmed = 0;
  let killed = false;
  const worker = async (w: number) => {
    for (let i = 0; !killed; i++) {
      const res = await call(s, '/api/v1/purchase', { type_digital_account_id: products[(w + i) % products.length], quantity: 1 }, token).catch(() => null);
      if (res?.status === 200) confirmed++;
      if (!killed && confirmed >= before) {
        killed = true;
        s.child.kill('SIGKILL');
      }
      // refusals (stock or balance run out) are fine; a server error is not
      if (res && res.status >= 500) throw new Error(`purchase answered ${res.status}: ${JSON.stringify(res.body)}`);
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
  await exited(s.child);
  expect(s.child.signalCode).toBe('SIGKILL');
  return confirmed;
}

/** The data folder's watchdog shell (see postgres-watchdog.ts), found by its command line. */
function watchdogPids(): number[] {
  const pgPid = join(embeddedDatabaseDir(dataDir), 'postmaster.pid');
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).filter((pid) => {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return cmd.includes('postgres-watchdog') && cmd.includes(pgPid) && processAlive(pid);
    } catch {
      return false;
    }
  });
}

/** The books of the running server's database, read through its postmaster.pid as `npm run check:ledger` does. */
async function expectBooksBalanced() {
  const running = runningEmbeddedPostgres(dataDir);
  expect(running?.url).toBeTruthy();
  const database = connect(running!.url!, 2);
  try {
    const check = await checkLedger(database.db);
    expect(differenceCount(check), JSON.stringify(check)).toBe(0);
    return check;
  } finally {
    await database.close();
  }
}

const postmasterPid = () => readPostmasterPid(embeddedDatabaseDir(dataDir))?.pid ?? null;

async function waitFor(condition: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await sleep(100);
  return condition();
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'crash-restart-'));
  chmodSync(dataDir, 0o755); // run as root, PostgreSQL runs as 'postgres' and must reach its folder inside
});

// every process this file started goes, even after a failure: servers, watchdogs, and a PostgreSQL left behind
afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited(child);
      clearTimeout(timer);
    }
  }
  for (const pid of watchdogPids()) process.kill(-pid, 'SIGKILL');
  const pid = postmasterPid();
  if (pid && processAlive(pid)) {
    process.kill(pid, 'SIGINT');
    if (!(await waitFor(() => !existsSync(join(embeddedDatabaseDir(dataDir), 'postmaster.pid')), 20_000))) process.kill(pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

describe('restart after a crash', () => {
  let server: Server;

  it('starts again when the killed process left its PostgreSQL running, and the books balance', async () => {
    server = await startServer();
    const leftover = postmasterPid();
    // the worst case: the watchdog dies too, so PostgreSQL stays up, orphaned, on the data folder
    const watchdogs = watchdogPids();
    expect(watchdogs).toHaveLength(1);
    for (const pid of watchdogs) process.kill(-pid, 'SIGKILL');
    const confirmed = await killMidPurchases(server, 5);
    expect(confirmed).toBeGreaterThanOrEqual(5);
    expect(leftover && processAlive(leftover), 'PostgreSQL outlived its parent').toBe(true);

    server = await startServer();
    expect(server.output()).toContain(`PostgreSQL (pid ${leftover}) quedó en marcha`);
    expect(processAlive(leftover!)).toBe(false);
    expect(postmasterPid()).not.toBe(leftover);
    const check = await expectBooksBalanced();
    expect(check.counts.sale_documents).toBeGreaterThanOrEqual(confirmed);
  }, 240_000);

  it('stops PostgreSQL with a killed process whose watchdog lives, starts again, and stops cleanly', async () => {
    const before = postmasterPid();
    expect(watchdogPids()).toHaveLength(1);
    await killMidPurchases(server, 3);
    expect(await waitFor(() => !processAlive(before!), 30_000), 'the watchdog stopped PostgreSQL').toBe(true);

    server = await startServer();
    expect(server.output()).not.toContain('quedó en marcha');
    await expectBooksBalanced();

    // a clean stop takes its PostgreSQL and its watchdog with it
    const pid = postmasterPid();
    server.child.kill('SIGINT');
    await exited(server.child);
    expect(await waitFor(() => !processAlive(pid!), 30_000)).toBe(true);
    expect(await waitFor(() => watchdogPids().length === 0, 5_000)).toBe(true);
  }, 240_000);
});
