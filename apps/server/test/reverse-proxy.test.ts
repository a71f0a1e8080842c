import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { openEventStream } from './event-stream.ts';
import { cloneDatabase } from './helpers.ts';
import { nginxMissing, startNginx } from './nginx-helpers.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process.ts';

/**
 * The production proxy (deploy/proxy/nginx.conf, run by a real nginx) in front of two API processes on one
 * database: it spreads the calls over both, carries a live stream without holding it in a buffer, passes its
 * request id, keeps probes and metrics inside, and keeps answering when one process stops.
 */
const missing = nginxMissing();
if (missing) console.warn(`[reverse-proxy] ${missing}`);

const METRICS_TOKEN = 'proxy-metrics-token';
let servers: ServerProcess[] = [];
let proxy: Awaited<ReturnType<typeof startNginx>> | null = null;
let drop: (() => Promise<void>) | null = null;
let dataDir: string;

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json().catch(() => null) as any };
}

/** How many calls to `route` a process has answered, read from its own /metrics (past the proxy). */
async function answered(s: ServerProcess, route: string): Promise<number> {
  const text = await (await fetch(`${s.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return text.split('\n').filter((l) => l.startsWith('http_requests_total{') && l.includes(`route="${route}"`))
    .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}

beforeAll(async () => {
  if (missing) return;
  const clone = await cloneDatabase();
  drop = clone.drop;
  dataDir = mkdtempSync(join(tmpdir(), 'reverse-proxy-'));
  const env = { DATABASE_URL: clone.url, JWT_SECRET: 'reverse-proxy-shared-secret-0123456789', LOG_LEVEL: 'warn', METRICS_TOKEN };
  servers = await Promise.all(['a', 'b'].map((name) => startServerProcess(env, join(dataDir, name), 90_000)));
  proxy = await startNginx(servers.map((s) => s.base));
}, 150_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(servers.map(stopServerProcess));
  await drop?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(missing)('the production reverse proxy in front of two API processes', () => {
  it('spreads calls over both, streams live events unbuffered, passes its request id and keeps probes inside', async () => {
    const base = proxy!.base;
    const admin = (await call(base, 'POST', '/api/login', { username: 'admin', password: DEMO_PASSWORD })).body;
    const dist = (await call(base, 'POST', '/api/login', { username: 'distribuidor', password: DEMO_PASSWORD })).body;
    expect(admin.token && dist.token).toBeTruthy();

    const route = '/api/v1/notifications';
    const before = await Promise.all(servers.map((s) => answered(s, route)));
    for (let i = 0; i < 10; i++) {
      const res = await call(base, 'GET', route, undefined, dist.token);
      expect(res.status).toBe(200);
      // nginx's own $request_id travels to the API, which answers with it
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    }
    const after = await Promise.all(servers.map((s) => answered(s, route)));
    const served = after.map((n, i) => n - before[i]);
    expect(served.reduce((a, b) => a + b)).toBe(10);
    expect(Math.min(...served), `calls per process: ${served.join(', ')}`).toBeGreaterThan(0);

    // one small event must arrive at once: a buffering proxy would hold it until its buffer filled (the stream asks
    // for none with X-Accel-Buffering, and the site turns buffering off for it as well)
    const stream = await openEventStream(`${base}/api/v1/balance/events`, dist.token);
    const adjusted = await call(base, 'POST', `/api/v1/admin/user/${dist.profile.id}/adjust-balance`, { amount: 100_000, reason: 'Prueba a través del proxy' }, admin.token);
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect(await stream.count(1, 5_000)).toBeGreaterThanOrEqual(1);
    await stream.close();

    for (const path of ['/health/ready', '/health/live', `/metrics?token=${METRICS_TOKEN}`]) {
      expect((await fetch(base + path)).status, path).toBe(403);
    }
  }, 60_000);

  it('keeps answering when one process stops', async () => {
    const base = proxy!.base;
    const dist = (await call(base, 'POST', '/api/login', { username: 'distribuidor', password: DEMO_PASSWORD })).body;
    await stopServerProcess(servers[1]);
    for (let i = 0; i < 6; i++) expect((await call(base, 'GET', '/api/v1/notifications', undefined, dist.token)).status).toBe(200);
  }, 60_000);
});
