import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import type { EmbeddedDatabase } from '../src/db/embedded.ts';
import { checkLedger, differenceCount } from '../src/modules/ledger/ledger-check-repository.ts';
import { serveOwnDatabase, type serveApp } from './served-app.ts';

/**
 * An Idempotency-Key whose purchase never committed does not hold the key: when the database goes away in the
 * middle of the purchase (its answer is a 503 and the key cannot even be released), the client's retry with the
 * same key, once the database is back, buys exactly once. A purchase still running keeps its key: a retry
 * meanwhile waits and gets 409 "en curso", however long the first takes. A purchase that committed has its answer
 * stored with it: the database going away right after the COMMIT does not leave the key without one. Its own
 * embedded PostgreSQL (it is stopped), as in database-restart.test.ts.
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
  // the delivery message names the order's number: an answer stored before the sale is numbered must have it too
  await database.db.execute(sql`UPDATE template SET body = body || E'\nPedido #{{order}}' WHERE code = 'purchase-message'`);
  await database.db.execute(sql`UPDATE template_company SET body = body || E'\nPedido #{{order}}'
    WHERE template_id = (SELECT id FROM template WHERE code = 'purchase-message')`);
  // the seed's purchases cached the old text for 5 s (templates/purchase-template.ts): wait it out
  await new Promise((r) => setTimeout(r, 5_100));
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

/**
 * Stops the database as soon as the message that commits a purchase has been answered (db/client.ts `finish`
 * sends its last statement and COMMIT together), before the app can send anything else: what a crash of the
 * database, or of the connection, right after the COMMIT looks like to the app. Answers when that happened.
 */
function stopDatabaseRightAfterCommit() {
  const original = pg.Client.prototype.query;
  let stopped: (() => void) | undefined;
  const done = new Promise<void>((r) => { stopped = r; });
  (pg.Client.prototype as any).query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    const answer = (original as any).call(this, config, ...rest);
    if (typeof text !== 'string' || !/;\s*COMMIT$/.test(text)) return answer;
    pg.Client.prototype.query = original;
    return Promise.resolve(answer).then(async (result: unknown) => {
      await embedded.pause();
      stopped!();
      return result;
    });
  };
  return { done, restore: () => { pg.Client.prototype.query = original; } };
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
    // the answer stored with the sale is the one sent, its number filled in by the database
    expect(replay.body).toEqual(done.body);
    expect(done.body.items[0].message).toContain(`Pedido #${done.body.order.number}`);
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

  it('answers a purchase whose database went away right after its COMMIT: the retry gets the same order and units, bought once', async () => {
    const before = await ordersOfBuyer();
    const cut = stopDatabaseRightAfterCommit();
    let first: Awaited<ReturnType<typeof purchase>>;
    try {
      first = await purchase('recovery-after-commit');
      await cut.done;
    } finally {
      cut.restore();
      await embedded.resume();
    }
    // whatever the first call could still say (its answer, or a 503 once the database was gone)
    expect([200, 503]).toContain(first.status);

    const retry = await purchase('recovery-after-commit');
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.replayed).toBe('true');
    expect(await ordersOfBuyer()).toBe(before + 1);
    const order = (await database.db.execute(sql`SELECT id, number FROM orders WHERE user_id = ${buyerId} ORDER BY id DESC LIMIT 1`)).rows[0] as { id: number; number: number };
    expect([retry.body.order.id, retry.body.order.number]).toEqual([order.id, order.number]);
    const units = (await database.db.execute(sql`SELECT id FROM profiles WHERE order_id = ${order.id} ORDER BY id`)).rows.map((r) => r.id);
    expect(retry.body.items.map((i: { profile_id: number }) => i.profile_id)).toEqual(units);
    expect(units).toHaveLength(1);
    if (first.status === 200) expect(retry.body).toEqual(first.body);
    // the delivery message names the order by its number, as the first answer did
    expect(retry.body.items[0].message).toContain(`Pedido #${order.number}`);
    expect(retry.body.items[0].message).not.toContain(String.fromCharCode(0));

    const check = await checkLedger(database.db);
    expect(differenceCount(check), JSON.stringify(check)).toBe(0);
  }, 90_000);

  it('tells a retry whose work committed long ago with no answer stored that it was done, and does nothing again', async () => {
    // a real purchase's row names the request's hash; the lost one is the state a holder dying between its COMMIT and
    // its answer's write leaves on a route that stores the answer after sending it
    expect((await purchase('recovery-hash')).status).toBe(200);
    const [{ request_hash: hash }] = (await database.db.execute(sql`SELECT request_hash FROM idempotent_request WHERE user_id = ${buyerId} AND key = 'recovery-hash'`)).rows as { request_hash: string }[];
    await database.db.execute(sql`INSERT INTO idempotent_request (user_id, key, request_hash, work_committed, claimed_at)
      VALUES (${buyerId}, 'recovery-lost', ${hash}, true, now() - interval '2 minutes')`);
    const before = await ordersOfBuyer();
    const retry = await purchase('recovery-lost');
    expect(retry.status).toBe(409);
    expect(retry.body).toMatchObject({ success: false, code: 'IDEMPOTENCY_ANSWER_LOST' });
    expect(retry.body.msg).toMatch(/ya se realizó/);
    expect(await ordersOfBuyer()).toBe(before);
  }, 60_000);
});
