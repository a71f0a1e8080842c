import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../src/seed/seed-integrations.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { demoCompanyId, key, one, productId, rows, topUp, userIdOf } from './sales-helpers.ts';

let ctx: TestContext;
let admin: Caller;
let dist: Caller;
let sub: Caller;
let ids: Record<string, number>;
let netflix: number;

const ALL = ['catalog:read', 'balance:read', 'orders:write', 'orders:read'];

/** A call made with an API key only (no web session), as a bot sends it. */
const withKey = (secret: string, method: string, url: string, opts: { body?: unknown; headers?: Record<string, string>; bearer?: boolean; ip?: string } = {}) =>
  ctx.app.inject({
    method: method as any, url, payload: opts.body as any, remoteAddress: opts.ip ?? '10.20.30.40',
    headers: { ...(opts.bearer ? { authorization: `Bearer ${secret}` } : { 'x-api-key': secret }), ...opts.headers },
  });

async function createKey(owner: Caller, body: Record<string, unknown>) {
  const res = await owner.post('/api/v1/api-keys', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { key: { id: number; prefix: string; scopes: string[] }; secret: string };
}

const sessionVersion = async (id: number) => (await one<{ v: number }>(ctx, sql`SELECT session_version AS v FROM users WHERE id = ${id}`)).v;
const keyCount = async () => (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM api_key`)).n;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, dist, sub] = await Promise.all(['admin', 'distribuidor', 'subdistribuidor'].map((u) => ctx.as(u)));
  ids = Object.fromEntries(await Promise.all(['admin', 'distribuidor', 'subdistribuidor', 'renovaciones'].map(async (u) => [u, await userIdOf(ctx, u)])));
  netflix = await productId(ctx, 'NETFLIX');
});
afterAll(() => ctx.close());

describe('API keys: created once, stored hashed, listed, revoked', () => {
  it('shows the secret once, keeps only its hash and lists the key with its prefix and last use', async () => {
    const { key: created, secret } = await createKey(dist, { name: 'Bot de ventas', scopes: ALL });
    expect(secret).toMatch(/^cdk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(created.prefix)).toBe(true);
    const stored = await one(ctx, sql`SELECT secret_hash, user_id FROM api_key WHERE id = ${created.id}`);
    expect(stored.secret_hash).not.toContain(secret.slice(13));
    expect(stored.user_id).toBe(ids.distribuidor);

    const list = await dist.get('/api/v1/api-keys');
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().items.find((k: any) => k.id === created.id);
    expect(item).toMatchObject({ name: 'Bot de ventas', prefix: created.prefix, last_used_at: null, revoked_at: null });
    expect(JSON.stringify(list.json())).not.toContain(secret);
    expect(item.secret_hash).toBeUndefined();

    // both ways of sending it work, and its use is recorded
    expect((await withKey(secret, 'GET', '/api/v1/reseller/balance')).statusCode).toBe(200);
    expect((await withKey(secret, 'GET', '/api/v1/reseller/balance', { bearer: true })).statusCode).toBe(200);
    const after = (await dist.get('/api/v1/api-keys')).json().items.find((k: any) => k.id === created.id);
    expect(after.last_used_at).not.toBeNull();
  });

  it('a revoked key stops at once (401 API_KEY_INVALID), and so do a made-up and a malformed one', async () => {
    const { key: created, secret } = await createKey(dist, { name: 'Temporal', scopes: ['balance:read'] });
    expect((await withKey(secret, 'GET', '/api/v1/reseller/balance')).statusCode).toBe(200);
    const revoked = await dist.del(`/api/v1/api-keys/${created.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().key.revoked_at).not.toBeNull();
    const refused = await withKey(secret, 'GET', '/api/v1/reseller/balance');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'API_KEY_INVALID', msg: 'La clave de API no es válida o fue revocada.' });
    const guessed = `${created.prefix}_${'A'.repeat(43)}`;
    expect((await withKey(guessed, 'GET', '/api/v1/reseller/balance')).statusCode).toBe(401);
    expect((await withKey('cdk_nada', 'GET', '/api/v1/reseller/balance')).statusCode).toBe(401);
  });

  it('scopes narrow what a key reaches: 403 for a scope it lacks', async () => {
    const { secret } = await createKey(dist, { name: 'Solo catálogo', scopes: ['catalog:read'] });
    expect((await withKey(secret, 'GET', '/api/v1/reseller/products')).statusCode).toBe(200);
    const balance = await withKey(secret, 'GET', '/api/v1/reseller/balance');
    expect(balance.statusCode).toBe(403);
    expect(balance.json().msg).toBe('La clave de API no tiene el permiso balance:read.');
    const order = await withKey(secret, 'POST', '/api/v1/reseller/orders', { body: { type_digital_account_id: netflix, quantity: 1 }, headers: { 'idempotency-key': key() } });
    expect(order.statusCode).toBe(403);
  });

  it('an address allow-list refuses calls from elsewhere', async () => {
    const { secret } = await createKey(dist, { name: 'Servidor fijo', scopes: ['balance:read'], allowed_ips: ['203.0.113.0/24'] });
    expect((await withKey(secret, 'GET', '/api/v1/reseller/balance', { ip: '203.0.113.9' })).statusCode).toBe(200);
    const away = await withKey(secret, 'GET', '/api/v1/reseller/balance', { ip: '198.51.100.4' });
    expect(away.statusCode).toBe(403);
    expect(away.json()).toMatchObject({ code: 'API_KEY_IP' });
  });

  it('believes an address in X-Forwarded-For only from a proxy on this machine', async () => {
    const { secret } = await createKey(dist, { name: 'Detrás de proxy', scopes: ['balance:read'], allowed_ips: ['203.0.113.0/24'] });
    const claimed = { 'x-forwarded-for': '203.0.113.9' };
    const spoofed = await withKey(secret, 'GET', '/api/v1/reseller/balance', { ip: '198.51.100.4', headers: claimed });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json()).toMatchObject({ code: 'API_KEY_IP' });
    expect((await withKey(secret, 'GET', '/api/v1/reseller/balance', { ip: '127.0.0.1', headers: claimed })).statusCode).toBe(200);
  });

  it('refuses hostile bodies with Spanish 4xx and writes nothing', async () => {
    const before = await keyCount();
    const cases: [unknown, string][] = [
      [{ name: 'x', scopes: ALL }, 'name'],
      [{ name: 'Bueno', scopes: ['admin:all'] }, 'scopes.0'],
      [{ name: 'Bueno', scopes: [] }, 'scopes'],
      [{ name: 'Bueno', scopes: ALL, extra: true }, 'extra'],
      [{ name: 'Bueno', scopes: ALL, allowed_ips: ['no-es-ip'] }, 'allowed_ips.0'],
      [{ name: { $ne: 1 }, scopes: ALL }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await dist.post('/api/v1/api-keys', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().success).toBe(false);
      expect(Object.keys(res.json().errors)).toContain(field);
      expect(res.json().msg).toMatch(/[áéíóúñ]|campos/);
    }
    expect((await dist.request('POST', '/api/v1/api-keys', '{"name":', { 'content-type': 'application/json' })).statusCode).toBe(400);
    expect(await keyCount()).toBe(before);
  });
});

describe('a key acts as its owner, never more', () => {
  it('sees the owner\'s own prices (the purchase catalogue of its session)', async () => {
    const { secret } = await createKey(dist, { name: 'Precios', scopes: ['catalog:read'] });
    const viaKey = (await withKey(secret, 'GET', '/api/v1/reseller/products')).json().items;
    const viaSession = (await dist.get('/api/v1/purchase/catalogue')).json().items;
    expect(viaKey.length).toBeGreaterThan(0);
    for (const p of viaKey) {
      expect(p.price).toBe(viaSession.find((s: any) => s.type_digital_account_id === p.type_digital_account_id).price);
    }
    const subKey = await createKey(sub, { name: 'Precios sub', scopes: ['catalog:read'] });
    const subPrice = (await withKey(subKey.secret, 'GET', '/api/v1/reseller/products')).json().items.find((p: any) => p.type_digital_account_id === netflix).price;
    expect(subPrice).toBe(1_500_000); // the subdistributor's own cost, not its parent's 1_400_000
  });

  it('cannot reach another subtree\'s order (404), even when the other is its parent', async () => {
    const demo = await demoCompanyId(ctx);
    await topUp(ctx, demo, ids.distribuidor, 5_000_000);
    const bought = await dist.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 1 }, { 'idempotency-key': key() });
    expect(bought.statusCode, bought.body).toBe(200);
    const subKey = await createKey(sub, { name: 'Pedidos sub', scopes: ['orders:read'] });
    const res = await withKey(subKey.secret, 'GET', `/api/v1/reseller/orders/${bought.json().order.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toContain('no existe');
  });

  it('keeps only the owner\'s permissions: a user who cannot buy gets a key that cannot buy', async () => {
    const ren = await ctx.as('renovaciones');
    const { secret } = await createKey(ren, { name: 'Sin compras', scopes: ALL });
    expect((await withKey(secret, 'GET', '/api/v1/reseller/products')).statusCode).toBe(403);
    const order = await withKey(secret, 'POST', '/api/v1/reseller/orders', { body: { type_digital_account_id: netflix, quantity: 1 }, headers: { 'idempotency-key': key() } });
    expect(order.statusCode).toBe(403);
    expect((await one(ctx, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${ids.renovaciones}`)).n).toBe(0);
  });

  it('reaches no back-office, profile, key or session route: 403 and nothing changes', async () => {
    const { secret } = await createKey(dist, { name: 'Todo', scopes: ALL });
    const version = await sessionVersion(ids.distribuidor);
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/v1/auth/logout', {}],
      ['GET', '/api/v1/admin/profile'],
      ['PUT', '/api/v1/admin/profile', { name: 'Cambiado por la clave' }],
      ['POST', '/api/v1/api-keys', { name: 'Otra', scopes: ALL }],
      ['GET', '/api/v1/api-keys'],
      ['POST', '/api/v1/purchase', { type_digital_account_id: netflix, quantity: 1 }],
      ['POST', '/api/v1/admin/order/list', {}],
      ['GET', '/api/v1/webhooks'],
    ];
    const keysBefore = await keyCount();
    for (const [method, url, body] of calls) {
      const res = await withKey(secret, method, url, { body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().msg).toContain('no acepta claves de API');
    }
    expect(await sessionVersion(ids.distribuidor)).toBe(version);
    expect(await keyCount()).toBe(keysBefore);
    expect((await one(ctx, sql`SELECT name FROM users WHERE id = ${ids.distribuidor}`)).name).not.toBe('Cambiado por la clave');
  });

  it('neither ends nor follows the owner\'s web session: a new login keeps the key, the key keeps the login', async () => {
    const { secret } = await createKey(dist, { name: 'Independiente', scopes: ['balance:read'] });
    const web = await ctx.as('distribuidor');
    for (let i = 0; i < 3; i++) expect((await withKey(secret, 'GET', '/api/v1/reseller/balance')).statusCode).toBe(200);
    const info = await web.post('/api/v1/auth/info');
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().token).toBeNull(); // no rotation or new session came from the key's calls
    await ctx.as('distribuidor'); // logging in again ends `web`, not the key
    expect((await web.post('/api/v1/auth/info')).statusCode).toBe(401);
    expect((await withKey(secret, 'GET', '/api/v1/reseller/balance')).statusCode).toBe(200);
    // x-tenant never moves a key to another company
    const other = await withKey(secret, 'GET', '/api/v1/reseller/balance', { headers: { 'x-tenant': '3' } });
    expect(other.statusCode).toBe(200);
    expect(other.json().balance).toBe(Number((await one(ctx, sql`SELECT balance FROM users WHERE id = ${ids.distribuidor}`)).balance));
  });

  it('an inactive owner\'s key stops working', async () => {
    const { secret } = await createKey(sub, { name: 'Inactivo', scopes: ['balance:read'] });
    await ctx.database.db.execute(sql`UPDATE users SET active = false WHERE id = ${ids.subdistribuidor}`);
    try {
      const res = await withKey(secret, 'GET', '/api/v1/reseller/balance');
      expect(res.statusCode).toBe(401);
    } finally {
      await ctx.database.db.execute(sql`UPDATE users SET active = true WHERE id = ${ids.subdistribuidor}`);
    }
  });
});

describe('demo data', () => {
  it('distribuidor has a working key (the README\'s curl examples) and a webhook with a delivery log', async () => {
    const res = await withKey(DEMO_API_KEY, 'GET', '/api/v1/reseller/balance');
    expect(res.statusCode, res.body).toBe(200);
    const web = await ctx.as('distribuidor');
    const hooks = (await web.get('/api/v1/webhooks')).json().items;
    expect(hooks).toHaveLength(1);
    const log = (await web.get(`/api/v1/webhooks/${hooks[0].id}/deliveries`)).json().items;
    expect(log.map((d: any) => d.status)).toEqual(expect.arrayContaining(['delivered', 'failed']));
  });
});

describe('who manages keys', () => {
  it('staff create a key for a user of the company; a distributor only for itself', async () => {
    const made = await admin.post('/api/v1/api-keys', { name: 'Hecha por personal', scopes: ['balance:read'], user_id: ids.distribuidor });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().key.user_id).toBe(ids.distribuidor);
    expect((await admin.get(`/api/v1/api-keys?user_id=${ids.distribuidor}`)).json().items.some((k: any) => k.id === made.json().key.id)).toBe(true);
    const distNow = await ctx.as('distribuidor'); // an earlier test logged in again, ending `dist`
    const refused = await distNow.post('/api/v1/api-keys', { name: 'Para otro', scopes: ['balance:read'], user_id: ids.subdistribuidor });
    expect(refused.statusCode).toBe(403);
    // another user's key reads as missing
    const theirs = await createKey(sub, { name: 'Ajena', scopes: ['balance:read'] });
    expect((await distNow.del(`/api/v1/api-keys/${theirs.key.id}`)).statusCode).toBe(404);
    expect((await rows(ctx, sql`SELECT 1 FROM api_key WHERE id = ${theirs.key.id} AND revoked_at IS NULL`)).length).toBe(1);
  });
});
