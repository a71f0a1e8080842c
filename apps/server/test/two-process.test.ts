import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { openEventStream } from './event-stream.ts';
import { cloneDatabase } from './helpers.ts';

/**
 * DESIGN.md "Beyond one machine": API processes are stateless and share one PostgreSQL. Two real server
 * processes on one database must agree on sessions, throttling, idempotency and live balance notices.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const freePort = () => new Promise<number>((ok) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as { port: number };
    srv.close(() => ok(port));
  });
});

interface Server { base: string; child: ChildProcess }

async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: 'two-process-shared-secret-0123456789', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`server did not start: ${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Listo en')) { clearTimeout(timer); ok(); }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => { clearTimeout(timer); fail(new Error(`server exited ${code}: ${out}`)); });
  });
  child.removeAllListeners('exit');
  return { base: `http://127.0.0.1:${port}`, child };
}

const stopServer = (s: Server) => new Promise<void>((ok) => {
  if (s.child.exitCode !== null) return ok();
  s.child.once('exit', () => ok());
  s.child.kill('SIGTERM');
});

async function call(server: Server, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(server.base + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() as any };
}
const login = (s: Server, username: string, password = DEMO_PASSWORD) => call(s, 'POST', '/api/login', { username, password });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let a: Server;
let b: Server;
let drop: () => Promise<void>;
let dataDir: string;
beforeAll(async () => {
  const clone = await cloneDatabase();
  drop = clone.drop;
  dataDir = mkdtempSync(join(tmpdir(), 'two-process-'));
  [a, b] = await Promise.all([startServer(clone.url, join(dataDir, 'a')), startServer(clone.url, join(dataDir, 'b'))]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map(stopServer));
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two API processes on one database', () => {
  it('share sessions: a token from one works on the other, and a newer login on either replaces it', async () => {
    const first = await login(a, 'distribuidor');
    expect(first.status).toBe(200);
    expect((await call(b, 'POST', '/api/v1/auth/info', {}, bearer(first.body.token))).status).toBe(200);
    const second = await login(b, 'distribuidor');
    const stale = await call(a, 'POST', '/api/v1/auth/info', {}, bearer(first.body.token));
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('SESSION_REPLACED');
    expect((await call(a, 'POST', '/api/v1/auth/info', {}, bearer(second.body.token))).status).toBe(200);
  });

  it('share idempotency: one purchase sent to both at once with one key moves money once', async () => {
    const session = (await login(a, 'subdistribuidor')).body;
    const auth = bearer(session.token);
    const before = session.profile.balance;
    const catalogue = (await call(a, 'GET', '/api/v1/purchase/catalogue', undefined, auth)).body.items;
    const product = catalogue.find((p: any) => p.available > 0);
    const headers = { ...auth, 'idempotency-key': 'two-process-purchase-1' };
    const body = { type_digital_account_id: product.type_digital_account_id ?? product.id, quantity: 1 };
    const [ra, rb] = await Promise.all([call(a, 'POST', '/api/v1/purchase', body, headers), call(b, 'POST', '/api/v1/purchase', body, headers)]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(ra.body.order.id).toBe(rb.body.order.id);
    const after = (await call(b, 'POST', '/api/v1/auth/info', {}, auth)).body.profile.balance;
    expect(before - after).toBe(ra.body.order.total);
  });

  it('share live balances: a change made through one process reaches a stream open on the other', async () => {
    const dist = (await login(a, 'distribuidor')).body;
    const admin = (await login(b, 'admin')).body;
    const stream = await openEventStream(`${a.base}/api/v1/balance/events`, dist.token);
    const adjusted = await call(b, 'POST', `/api/v1/admin/user/${dist.profile.id}/adjust-balance`, { amount: 10_000, reason: 'Prueba entre procesos' }, bearer(admin.token));
    expect(adjusted.status).toBe(200);
    expect(await stream.count(1)).toBe(1);
    expect(stream.events).toEqual(['balance']);
    await stream.close();
  });

  // last: it blocks every login from this address for a minute
  it('share the login throttle: failures on both count together', async () => {
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? a : b, 'renovaciones', 'wrong-password')).status).toBe(401);
    expect((await login(a, 'renovaciones')).status).toBe(429);
    expect((await login(b, 'renovaciones')).status).toBe(429);
  });
});
