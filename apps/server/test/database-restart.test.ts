import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { DATABASE_UNAVAILABLE_MSG } from '../src/db/connection-errors.ts';
import type { EmbeddedDatabase } from '../src/db/embedded.ts';
import { checkLedger, differenceCount } from '../src/modules/ledger/ledger-check-repository.ts';
import { openEventStream } from './event-stream.ts';
import { serveOwnDatabase, type serveApp } from './served-app.ts';

/**
 * The API rides out its PostgreSQL restarting under load: while the database is away every call answers a Spanish
 * 503 with the DATABASE_UNAVAILABLE code (never a 500) and /health/ready says why; once it is back the pool
 * reconnects by itself, purchases go through again, the LISTEN connection is back (a live stream opened before
 * the restart hears a notice published after it), the job queue runs a job sent after it, and the books balance.
 * Its own embedded PostgreSQL (own folder and port): the shared one of the other test files is never stopped.
 */

let own: Awaited<ReturnType<typeof serveOwnDatabase>> | undefined;
let embedded: EmbeddedDatabase;
let database: Database;
let served: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  own = await serveOwnDatabase('db-restart-', 20);
  ({ embedded, database, served } = own);
}, 120_000);

afterAll(() => own?.stop(), 120_000);

type Phase = 'before' | 'gap' | 'after';

describe('PostgreSQL restarting under load', () => {
  it('answers 503 in Spanish during the gap, then purchases, live streams, jobs and the books are whole again', async () => {
    const buyers = await Promise.all(['distribuidor', 'subdistribuidor'].map((u) => served.login(u)));
    const admin = await served.login('admin');
    const catalogue = (await served.call('GET', '/api/v1/purchase/catalogue', undefined, buyers[0].token)).body.items as any[];
    const products = catalogue.filter((p) => p.available > 0).map((p) => p.type_digital_account_id ?? p.id);
    expect(products.length).toBeGreaterThan(0);
    // a tab open since before the restart: it must hear what is published after it
    const notices = await openEventStream(`${served.base}/api/v1/events`, buyers[0].token);

    let phase: Phase = 'before';
    let resumedAt = new Date();
    let running = true;
    const seen: Record<Phase, number[]> = { before: [], gap: [], after: [] };
    const unavailable: any[] = [];
    const worker = async (w: number) => {
      const buyer = buyers[w % buyers.length];
      for (let i = 0; running; i++) {
        const res = await served.call('POST', '/api/v1/purchase', { type_digital_account_id: products[(w + i) % products.length], quantity: 1 }, buyer.token);
        seen[phase].push(res.status);
        if (res.status === 503) unavailable.push(res.body);
        // stock or balance running out is a refusal (409), not a failure; pace the loop so the gap is not a spin
        if (res.status !== 200) await sleep(50);
      }
    };
    const clients = [0, 1, 2, 3].map(worker);
    const count = (p: Phase, status: number) => seen[p].filter((s) => s === status).length;
    const until = async (condition: () => boolean, ms: number, what: string) => {
      const deadline = Date.now() + ms;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms: ${JSON.stringify({ before: seen.before.length, gap: seen.gap.slice(-20), after: seen.after.slice(-20) })}`);
        await sleep(50);
      }
    };

    try {
      await until(() => count('before', 200) >= 6, 20_000, 'purchases before the restart');

      // a fast shutdown, as `pg_ctl stop -m fast` does: sessions mid-purchase are cut off
      await embedded.pause();
      phase = 'gap';
      await until(() => count('gap', 503) >= 4, 10_000, '503 answers while PostgreSQL is down');
      const ready = await served.call('GET', '/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ success: false, status: 'unavailable', database: 'unreachable' });
      expect(ready.body.reason).toMatch(/^La base de datos no responde: rechaza las conexiones/);

      // taken before: the listener, retrying each second, may reconnect before resume() has returned
      resumedAt = new Date();
      await embedded.resume();

      phase = 'after';
      await until(() => count('after', 200) >= 6, 30_000, 'purchases after the restart');
    } finally {
      running = false;
      await Promise.all(clients);
    }

    // the gap answered 503s in the usual envelope, and nowhere a 500
    for (const p of ['before', 'gap', 'after'] as const) expect(seen[p].filter((s) => s >= 500 && s !== 503), p).toEqual([]);
    expect(unavailable.length).toBeGreaterThanOrEqual(4);
    for (const body of unavailable) expect(body).toEqual({ success: false, msg: DATABASE_UNAVAILABLE_MSG, token: null, code: 'DATABASE_UNAVAILABLE' });
    expect((await served.call('GET', '/health/ready')).status).toBe(200);

    // LISTEN comes back by itself (the listener retries each second): a notice published while it was still away
    // would be missed by live streams (the bell lists it anyway), so wait for its connection, opened since the resume.
    // Its last statement is its LISTEN, or its heartbeat (SELECT 1 every 5 s), which starts only once LISTEN holds
    const listeners = async () => (await database.db.execute(sql`SELECT backend_start, query,
        backend_start >= ${resumedAt.toISOString()}::timestamptz AND (query LIKE 'LISTEN%' OR query = 'SELECT 1') AS back
      FROM pg_stat_activity WHERE application_name = 'notifications-listener'`)).rows as { back: boolean }[];
    const listenDeadline = Date.now() + 15_000;
    let listening = await listeners();
    while (!listening.some((l) => l.back) && Date.now() < listenDeadline) {
      await sleep(100);
      listening = await listeners();
    }
    expect(listening.some((l) => l.back), `the notifications listener is LISTENing again (resumed at ${resumedAt.toISOString()}; listeners: ${JSON.stringify(listening)})`).toBe(true);

    // LISTEN is back: a notice published now reaches the stream opened before the restart
    const published = await served.call('POST', '/api/v1/admin/notice', { title: 'Tras el reinicio', description: 'La base volvió.', active: true }, admin.token);
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    await until(() => notices.messages.some((m) => m.data?.text === 'Tras el reinicio: La base volvió.'), 15_000, 'the notice on the live stream ' + JSON.stringify(notices.messages));
    await notices.close();

    // the job queue is back: the notice's delivery job, sent after the restart, runs and marks it dispatched
    const notification = async () => (await database.db.execute(sql`SELECT id, dispatched_at FROM notification WHERE text = 'Tras el reinicio: La base volvió.'`)).rows[0] as { id: number; dispatched_at: string | null } | undefined;
    const deadline = Date.now() + 15_000;
    while (!(await notification())?.dispatched_at && Date.now() < deadline) await sleep(100);
    expect((await notification())?.dispatched_at, 'the dispatch job ran').toBeTruthy();

    // no purchase was half applied: every cached balance matches its ledger, every sale document balances
    const check = await checkLedger(database.db);
    expect(differenceCount(check), JSON.stringify(check)).toBe(0);
    expect(check.counts.sale_documents).toBeGreaterThanOrEqual(count('before', 200) + count('after', 200));
  }, 120_000);
});
