import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/client.ts';
import { checkLedger, differenceCount } from '../src/modules/ledger/ledger-check-repository.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { openEventStream } from './event-stream.ts';
import { cloneDatabase } from './helpers.ts';
import { pgbouncerMissing, startPgBouncer } from './pgbouncer-helpers.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process.ts';

/**
 * DESIGN.md "Beyond one machine": two API processes whose queries go through PgBouncer in transaction pooling mode
 * (DATABASE_URL), with LISTEN and the job queue's setup lock on a direct session (DATABASE_DIRECT_URL). Purchases on
 * both keep the books whole, a live event caused through process A reaches a stream open on process B, and a job
 * runs. PgBouncer is started by the test (Debian's package); without it the file is skipped, saying why.
 */
const missing = pgbouncerMissing();
if (missing) console.warn(`[pgbouncer-two-process] ${missing}`);

type Server = ServerProcess;

const startServer = (env: Record<string, string>, dataDir: string) =>
  startServerProcess({ ...env, JWT_SECRET: 'pgbouncer-shared-secret-0123456789', LOG_LEVEL: 'warn', JOBS_POLL_SECONDS: '0.5' }, dataDir, 90_000);


async function call(s: Server, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(s.base + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) as any };
}
const login = async (s: Server, username: string) => (await call(s, 'POST', '/api/login', { username, password: DEMO_PASSWORD })).body;

let bouncer: Awaited<ReturnType<typeof startPgBouncer>> | null = null;
let servers: Server[] = [];
let drop: (() => Promise<void>) | null = null;
let directUrl: string;
let dataDir: string;

beforeAll(async () => {
  if (missing) return;
  const clone = await cloneDatabase();
  drop = clone.drop;
  directUrl = clone.url;
  const database = new URL(clone.url).pathname.slice(1);
  bouncer = await startPgBouncer(clone.url);
  dataDir = mkdtempSync(join(tmpdir(), 'pgbouncer-two-process-'));
  const env = { DATABASE_URL: bouncer.urlOf(database), DATABASE_DIRECT_URL: directUrl };
  servers = await Promise.all([startServer(env, join(dataDir, 'a')), startServer(env, join(dataDir, 'b'))]);
}, 150_000);

afterAll(async () => {
  await Promise.all(servers.map(stopServerProcess));
  await bouncer?.stop();
  await drop?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(missing)('two API processes through PgBouncer in transaction mode', () => {
  it('purchases on both keep the books whole, live events cross processes, jobs run, and queries went through PgBouncer', async () => {
    const [a, b] = servers;
    const database = new URL(directUrl).pathname.slice(1);
    const xacts = async () => {
      const stats = await bouncer!.admin<{ database: string; total_xact_count: string | number }>('SHOW STATS');
      return Number(stats.find((s) => s.database === database)?.total_xact_count ?? 0);
    };
    const before = await xacts();

    // a stream open on B hears a balance change caused through A (NOTIFY sent through PgBouncer, LISTEN direct)
    const dist = await login(b, 'distribuidor');
    const admin = await login(a, 'admin');
    const balance = await openEventStream(`${b.base}/api/v1/balance/events`, dist.token);
    const notices = await openEventStream(`${b.base}/api/v1/events`, dist.token);
    const adjusted = await call(a, 'POST', `/api/v1/admin/user/${dist.profile.id}/adjust-balance`, { amount: 500_000, reason: 'Prueba a través de PgBouncer' }, admin.token);
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect(await balance.count(1)).toBeGreaterThanOrEqual(1);

    // purchases from several clients on both processes at once
    const buyers = [dist, await login(a, 'subdistribuidor')];
    const catalogue = (await call(a, 'GET', '/api/v1/purchase/catalogue', undefined, buyers[0].token)).body.items as any[];
    const products = catalogue.filter((p) => p.available > 0).map((p) => p.type_digital_account_id ?? p.id);
    expect(products.length).toBeGreaterThan(0);
    const statuses: number[] = [];
    await Promise.all([0, 1, 2, 3].map(async (w) => {
      for (let i = 0; i < 6; i++) {
        const res = await call(servers[w % 2], 'POST', '/api/v1/purchase', { type_digital_account_id: products[(w + i) % products.length], quantity: 1 }, buyers[w % buyers.length].token);
        statuses.push(res.status);
        if (res.status >= 500) throw new Error(`purchase answered ${res.status}: ${JSON.stringify(res.body)}`);
      }
    }));
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(6);

    // a notification published through A reaches B's stream, and its delivery job (pg-boss through PgBouncer) runs
    const published = await call(a, 'POST', '/api/v1/admin/notice', { title: 'Vía PgBouncer', description: 'Publicado en A.', active: true }, admin.token);
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const deadline = Date.now() + 10_000;
    while (!notices.messages.some((m) => m.data?.text === 'Vía PgBouncer: Publicado en A.') && Date.now() < deadline) await sleep(50);
    expect(notices.messages.map((m) => m.data?.text)).toContain('Vía PgBouncer: Publicado en A.');
    await Promise.all([balance.close(), notices.close()]);

    const direct = connect(directUrl, 2);
    try {
      const dispatched = async () => (await direct.pool.query(`SELECT dispatched_at FROM notification WHERE text = 'Vía PgBouncer: Publicado en A.'`)).rows[0]?.dispatched_at;
      const until = Date.now() + 15_000;
      while (!(await dispatched()) && Date.now() < until) await sleep(100);
      expect(await dispatched(), 'the delivery job ran').toBeTruthy();

      // LISTEN sessions are direct, never through PgBouncer (which would hand them to another client)
      const listeners = (await direct.pool.query(`SELECT application_name, count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND application_name IN ('balance-events-listener', 'notifications-listener') GROUP BY 1`)).rows;
      expect(Object.fromEntries(listeners.map((r) => [r.application_name, r.n]))).toEqual({ 'balance-events-listener': 2, 'notifications-listener': 2 });

      const check = await checkLedger(direct.db);
      expect(differenceCount(check), JSON.stringify(check)).toBe(0);
    } finally {
      await direct.close();
    }
    // the API's transactions went through PgBouncer
    expect(await xacts() - before).toBeGreaterThan(24);
  }, 120_000);
});
