import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LISTENER_NAME } from '../src/plugins/session-subjects.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

/**
 * Session subjects are kept in memory (plugins/session-subjects.ts) and dropped by the database's own change
 * notices (migration 0008): a change takes effect on the next request when this process made it, within the
 * notification's delivery (allowed here: one second) when another connection did, and nothing is served from
 * memory while the change feed is not heard.
 */
const DELIVERY_MS = 1_000;

let ctx: TestContext;
/** A connection outside the app's pool: its writes reach the app only through LISTEN/NOTIFY. */
let other: pg.Client;
beforeAll(async () => {
  ctx = await createTestContext();
  other = new pg.Client({ connectionString: (ctx.database.pool.options as { connectionString: string }).connectionString });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await ctx.close();
});

/** Repeats `call` until it answers `status` or `ms` pass; the last status. */
async function statusWithin(ms: number, status: number, call: () => Promise<{ statusCode: number }>) {
  const until = Date.now() + ms;
  let last = (await call()).statusCode;
  while (last !== status && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    last = (await call()).statusCode;
  }
  return last;
}

const userId = async (username: string) =>
  (await ctx.database.pool.query('SELECT id FROM users WHERE username = $1', [username])).rows[0].id as number;

/** The caller answers 200 twice, so the second answer came from memory. */
async function warm(caller: Caller, url: string, body: unknown = {}) {
  expect((await caller.post(url, body)).statusCode).toBe(200);
  expect((await caller.post(url, body)).statusCode).toBe(200);
}

describe('session subjects kept in memory', () => {
  it('a permission revoked through this process is refused on the very next request', async () => {
    const dist = await ctx.as('subdistribuidor');
    await warm(dist, '/api/v1/admin/notice/list');
    await ctx.database.pool.query(`DELETE FROM role_group_permission WHERE permission = 'notice.list'
      AND group_id IN (SELECT group_id FROM user_group WHERE user_id = $1)`, [await userId('subdistribuidor')]);
    expect((await dist.post('/api/v1/admin/notice/list', {})).statusCode).toBe(403);
  });

  it('a user deactivated on another connection is refused within the delivery bound', async () => {
    const client = await ctx.as('cliente');
    await warm(client, '/api/v1/auth/info');
    await other.query('UPDATE users SET active = false WHERE username = $1', ['cliente']);
    expect(await statusWithin(DELIVERY_MS, 401, () => client.post('/api/v1/auth/info', {}))).toBe(401);
    await other.query('UPDATE users SET active = true WHERE username = $1', ['cliente']);
  });

  it('a session ended on another connection (session version bumped) is refused within the delivery bound', async () => {
    const renov = await ctx.as('renovaciones');
    await warm(renov, '/api/v1/auth/info');
    await other.query('UPDATE users SET session_version = session_version + 1 WHERE username = $1', ['renovaciones']);
    expect(await statusWithin(DELIVERY_MS, 401, () => renov.post('/api/v1/auth/info', {}))).toBe(401);
  });

  it('a company renamed on another connection reaches a root user acting on it (x-tenant)', async () => {
    const demoId = (await ctx.database.pool.query(`SELECT id FROM company WHERE slug = 'demo'`)).rows[0].id as number;
    const root = await ctx.as('root', { 'x-tenant': String(demoId) });
    const name = async () => (await root.post('/api/v1/auth/info', {})).json().company.name as string;
    const before = await name();
    expect(await name()).toBe(before);
    await other.query('UPDATE company SET name = $1 WHERE id = $2', ['Demo renombrada', demoId]);
    const until = Date.now() + DELIVERY_MS;
    let now = await name();
    while (now !== 'Demo renombrada' && Date.now() < until) now = await name();
    expect(now).toBe('Demo renombrada');
    await other.query('UPDATE company SET name = $1 WHERE id = $2', [before, demoId]);
  });

  it('a balance shown by auth/info is read now, never the one kept in memory', async () => {
    const dist = await ctx.as('distribuidor');
    const balance = async () => (await dist.post('/api/v1/auth/info', {})).json().profile.balance as number;
    const before = await balance();
    // a balance change alone announces nothing (see the next test): memory keeps the old row
    await other.query('UPDATE users SET balance = balance + 100 WHERE username = $1', ['distribuidor']);
    expect(await balance()).toBe(before + 100);
    await other.query('UPDATE users SET balance = balance - 100 WHERE username = $1', ['distribuidor']);
  });

  it('every column of users and company but the balances is watched (a new column needs its migration to say so)', async () => {
    for (const table of ['users', 'company']) {
      const { rows: [{ columns }] } = await other.query(`SELECT array_agg(column_name::text ORDER BY column_name) AS columns
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND column_name NOT IN ('balance', 'updated_at')`, [table]);
      const { rows: [{ watched }] } = await other.query(`SELECT array_agg(a.attname::text ORDER BY a.attname) AS watched
        FROM pg_trigger t JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = ANY (t.tgattr)
        WHERE t.tgrelid = $1::regclass AND t.tgname = $1 || '_session_subject_update'`, [table]);
      // if this fails: a migration added a column; have it run SELECT session_subject_watch_updates(...) (see 0008)
      expect(watched, `columnas de ${table} sin aviso a las sesiones en memoria`).toEqual(columns);
    }
  });

  it('changes of balance alone (every sale) stay silent; any other change of a user is announced', async () => {
    const listener = new pg.Client({ connectionString: (ctx.database.pool.options as { connectionString: string }).connectionString });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (m) => heard.push(m.payload ?? ''));
    await listener.query('LISTEN session_subject_changed');
    const id = await userId('subdistribuidor');
    await other.query('UPDATE users SET balance = balance + 1, updated_at = now() WHERE id = $1', [id]);
    await other.query('UPDATE company SET balance = balance + 1 WHERE slug = $1', ['demo']);
    await other.query(`UPDATE users SET phone = '3009998877' WHERE id = $1`, [id]);
    const until = Date.now() + DELIVERY_MS;
    while (!heard.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    await listener.end();
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatch(new RegExp(`^\\d+ u:${id}$`));
  });

  it('while the change feed is lost nothing is served from memory, and it comes back', async () => {
    const renov = await ctx.as('admin');
    await warm(renov, '/api/v1/admin/notice/list');
    const listeners = async () => (await other.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [SESSION_LISTENER_NAME])).rows.map((r) => r.pid as number);
    const [pid] = await listeners();
    expect(pid).toBeTypeOf('number');
    await other.query('SELECT pg_terminate_backend($1)', [pid]);
    await new Promise((r) => setTimeout(r, 100));
    // made while no one listens: its notice is lost; only a cache that stopped trusting itself refuses at once
    await other.query(`DELETE FROM role_group_permission WHERE permission = 'notice.list'
      AND group_id IN (SELECT group_id FROM user_group WHERE user_id = $1)`, [await userId('admin')]);
    expect((await renov.post('/api/v1/admin/notice/list', {})).statusCode).toBe(403);
    // the listener is replaced (retry after one second)
    const until = Date.now() + 5_000;
    let now = await listeners();
    while ((!now.length || now[0] === pid) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      now = await listeners();
    }
    expect(now.length).toBe(1);
    expect(now[0]).not.toBe(pid);
  });
});
