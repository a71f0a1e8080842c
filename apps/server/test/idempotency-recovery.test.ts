import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import type { EmbeddedDatabase } from '../src/db/embedded.ts';
import { serveOwnDatabase, type serveApp } from './served-app.ts';

/**
 * An Idempotency-Key whose purchase never committed does not hold the key: when the database goes away in the
 * middle of the purchase (its answer is a 503 and the key cannot even be released), the client's retry with the
 * same key, once the database is back, buys exactly once. A purchase still running keeps its key: a retry
 * meanwhile waits and gets 409 "en curso", however long the first takes. Its own embedded PostgreSQL (it is
 * stopped), as in database-restart.test.ts.
 */

let own: Awaited<ReturnType<typeof serveOwnDatabase>> | undefined;
let embedded: EmbeddedDatabase;
let database: Database;
let served: Awaited<ReturnType<typeof serveApp>>;
let token: string;
let buyerId: number;
let product: number;

beforeAll(async () => {
  own = await serveOwnDatabase('idem-recovery-', 10);
  ({ embedded, database, served } = own);
  const session = await served.login('subdistribuidor');
  token = session.token;
  buyerId = session.profile.id;
  const catalogue = (await served.call('GET', '/api/v1/purchase/catalogue', undefined, token)).body.items as any[];
  const available = catalogue.find((p) => p.available > 2);
  product = available.type_digital_account_id ?? available.id;
}, 120_000);

afterAll(() => own?.stop(), 120_000);

const purchase = async (key: string) => {
  const res = await fetch(`${served.base}/api/v1/purchase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify({ type_digital_account_id: product, quantity: 1 }),
  });
  return { status: res.status, body: await res.json() as any, replayed: res.headers.get('idempotent-replayed') };
};

const ordersOfBuyer = async () =>
  Number((await database.db.execute(sql`SELECT count(*) AS n FROM orders WHERE user_id = ${buyerId}`)).rows[0].n);

/** A session holding the orders table, so a purchase stops inside its transaction (at its order's insert). */
async function holdOrders() {
  const client = new pg.Client({ connectionString: embedded.url });
  client.on('error', () => {}); // the database stopping under it
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE orders IN EXCLUSIVE MODE');
  return client;
}

/** Until the purchase waits on that lock: it is past its claim, inside its work. */
async function untilBlocked(client: pg.Client) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()`)
      .catch(() => ({ rows: [{ n: 0 }] }));
    if (rows[0].n > 0) return;
    await sleep(50);
  }
  throw new Error('the purchase never reached the orders table');
}

describe('Idempotency-Key of a purchase', () => {
  it('keeps the key while the first purchase still runs: a retry gets 409 "en curso", and the first buys once', async () => {
    const before = await ordersOfBuyer();
    const lock = await holdOrders();
    const first = purchase('recovery-running');
    let retry: Awaited<ReturnType<typeof purchase>>;
    try {
      await untilBlocked(lock);
      // longer than the claim's lease: the first holds its claim's row locked, so nothing takes it over
      retry = await purchase('recovery-running');
    } finally {
      await lock.query('COMMIT');
      await lock.end();
    }
    expect(retry.status).toBe(409);
    expect(retry.body.msg).toMatch(/sigue en curso/);
    const done = await first;
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await ordersOfBuyer()).toBe(before + 1);
    const replay = await purchase('recovery-running');
    expect([replay.status, replay.replayed, replay.body.order.id]).toEqual([200, 'true', done.body.order.id]);
  }, 60_000);

  it('frees the key of a purchase cut off by the database going away: the retry after it is back buys once', async () => {
    const before = await ordersOfBuyer();
    const lock = await holdOrders();
    const first = purchase('recovery-cut');
    await untilBlocked(lock).catch(async (err) => {
      await lock.end();
      throw err;
    });
    // a fast shutdown cuts the purchase's session mid-transaction; the key cannot be released while it is away
    await embedded.pause();
    const cut = await first;
    expect(cut.status).toBe(503);
    await embedded.resume();
    await lock.end().catch(() => {});

    const retry = await purchase('recovery-cut');
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.replayed).toBeNull();
    expect(await ordersOfBuyer()).toBe(before + 1);
    // and from then on the key answers that one purchase
    const again = await purchase('recovery-cut');
    expect([again.status, again.replayed, again.body.order.id]).toEqual([200, 'true', retry.body.order.id]);
    expect(await ordersOfBuyer()).toBe(before + 1);
  }, 90_000);
});
