import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseDir } from '../src/db/embedded.ts';
import { readPostmasterPid } from '../src/db/leftover-postgres.ts';
import { processAlive } from '../src/lib/process-info.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process.ts';

/**
 * The server process keeps its embedded PostgreSQL running by itself: whatever signal ends the postmaster, the
 * app starts it again on the same folder while calls keep coming (about 20 a second). No call answers 500; every
 * failure is a 503 with Retry-After; /health/ready says 503 during the gap and 200 again within seconds. A
 * postmaster frozen (SIGSTOP) for a few seconds gives no 500 either. Real process, own data folder.
 */
const METRICS_TOKEN = 'supervision-metrics';
const BACK_WITHIN_MS = 15_000;

let dataDir: string;
let server: ServerProcess | undefined;
let token: string;

const postmasterPid = () => readPostmasterPid(embeddedDatabaseDir(dataDir))?.pid ?? null;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pg-supervision-'));
  chmodSync(dataDir, 0o755); // run as root, PostgreSQL runs as 'postgres' and must reach its folder inside
  server = await startServerProcess({
    DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn', EMBEDDED_PG_DURABLE: 'false', METRICS_TOKEN,
  }, dataDir, 120_000);
  const login = await fetch(`${server.base}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'distribuidor', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;
}, 150_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  const pid = postmasterPid();
  if (pid && processAlive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

interface Seen { path: string; status: number; retryAfter: string | null; at: number }

/** About 20 calls a second, alternating /health/ready and an authenticated list, until stopped. */
function load() {
  const seen: Seen[] = [];
  const pending = new Set<Promise<void>>();
  let running = true;
  const paths = ['/health/ready', '/api/v1/purchase/catalogue'];
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const path = paths[i % paths.length];
      const call = fetch(server!.base + path, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(20_000) })
        .then(async (res) => {
          await res.arrayBuffer();
          seen.push({ path, status: res.status, retryAfter: res.headers.get('retry-after'), at: Date.now() });
        }, () => { /* a call still waiting at the end is no answer; a refused socket would be the server gone */ })
        .finally(() => pending.delete(call));
      pending.add(call);
      await sleep(50);
    }
  })();
  return {
    seen,
    async stop() {
      running = false;
      await loop;
      await Promise.all(pending);
    },
  };
}

const ready = async () => (await fetch(`${server!.base}/health/ready`)).status;

async function until(condition: () => Promise<boolean> | boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(100);
  }
  return false;
}

describe('the embedded PostgreSQL is supervised', () => {
  const gaps: Record<string, number> = {};

  for (const signal of ['SIGKILL', 'SIGINT', 'SIGTERM'] as const) {
    it(`starts PostgreSQL again after ${signal}: 503 with Retry-After in the gap, never 500`, async () => {
      const before = postmasterPid();
      expect(before && processAlive(before)).toBeTruthy();
      expect(await ready()).toBe(200);
      const calls = load();
      await sleep(500);
      const killedAt = Date.now();
      process.kill(before!, signal);
      // ready fails while it is away, and is 200 again on a new postmaster
      expect(await until(async () => (await ready()) === 503, 5_000), 'ready went 503').toBe(true);
      const back = await until(async () => postmasterPid() !== before && (await ready()) === 200, BACK_WITHIN_MS);
      gaps[signal] = (Date.now() - killedAt) / 1000;
      await sleep(1_000);
      await calls.stop();
      expect(back, `back within ${BACK_WITHIN_MS / 1000} s`).toBe(true);
      const failures = calls.seen.filter((s) => s.status >= 400);
      expect(calls.seen.filter((s) => s.status >= 500 && s.status !== 503), 'no 500').toEqual([]);
      expect(failures.filter((s) => s.status !== 503 || !s.retryAfter), 'every failure a 503 with Retry-After').toEqual([]);
      expect(failures.length).toBeGreaterThan(0);
      console.log(`${signal}: gap ${gaps[signal]} s, ${calls.seen.length} calls, ${failures.length} × 503`);
    }, 40_000);
  }

  it('rides out a postmaster frozen for 6 s (SIGSTOP, SIGCONT) without a 500', async () => {
    const pid = postmasterPid()!;
    const calls = load();
    await sleep(500);
    process.kill(pid, 'SIGSTOP');
    await sleep(6_000);
    process.kill(pid, 'SIGCONT');
    expect(await until(async () => (await ready()) === 200, BACK_WITHIN_MS)).toBe(true);
    await calls.stop();
    expect(postmasterPid()).toBe(pid);
    expect(calls.seen.filter((s) => s.status >= 500 && s.status !== 503)).toEqual([]);
    expect(calls.seen.filter((s) => s.status === 503 && !s.retryAfter)).toEqual([]);
  }, 40_000);

  it('counts each restart in /metrics', async () => {
    const res = await fetch(`${server!.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^embedded_postgres_restarts_total 3$/m);
  });
});
