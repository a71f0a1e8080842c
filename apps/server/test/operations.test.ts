import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readiness } from '../src/modules/operations/health.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { callerFor, createBuyers, key, productWithStock } from './sales-helpers.ts';

let ctx: TestContext;
const TOKEN = 'metricas-secretas-de-prueba';

beforeAll(async () => {
  ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('health', () => {
  it('live answers while the process runs; ready checks the database and the migrations', async () => {
    const live = await get('/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ success: true, status: 'ok' });
    const ready = await get('/health/ready');
    expect(ready.statusCode, ready.body).toBe(200);
    const { migrations } = ready.json();
    expect(ready.json()).toMatchObject({ status: 'ready', database: 'ok', reason: null });
    expect(migrations.applied).toBe(migrations.expected);
    expect(migrations.expected).toBeGreaterThanOrEqual(21);
  });

  it('is not ready (503, saying why) while a migration is missing', async () => {
    const [last] = (await ctx.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING *`)).rows as any[];
    try {
      const res = await get('/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, status: 'unavailable', database: 'ok', reason: 'Faltan 1 migraciones por aplicar.', msg: 'Faltan 1 migraciones por aplicar.' });
    } finally {
      await ctx.database.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last.id}, ${last.hash}, ${last.created_at})`);
    }
    expect((await get('/health/ready')).statusCode).toBe(200);
  });

  it('is not ready when the database cannot be reached, in Spanish', async () => {
    const dead = new pg.Pool({ connectionString: 'postgres://nadie:nada@127.0.0.1:1/ninguna', connectionTimeoutMillis: 500 });
    try {
      const answer = await readiness(dead)();
      expect(answer).toMatchObject({ status: 'unavailable', database: 'unreachable', migrations: { applied: null } });
      expect(answer.reason).toMatch(/^La base de datos no responde: /);
    } finally {
      await dead.end();
    }
  });
});

describe('request ids', () => {
  it('every answer carries X-Request-Id: a sane one sent by a proxy is kept, anything else replaced', async () => {
    const fresh = await get('/health/live');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/health/live', { 'x-request-id': 'proxy-abc.123' })).headers['x-request-id']).toBe('proxy-abc.123');
    const hostile = await get('/health/live', { 'x-request-id': 'a b<script>' });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const error = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-existe' });
    expect(error.statusCode).toBe(404);
    expect(error.headers['x-request-id']).toBeDefined();
  });
});

describe('metrics', () => {
  it('ask for the token: 401 without or with a wrong one, in Spanish', async () => {
    expect((await get('/metrics')).statusCode).toBe(401);
    const wrong = await get('/metrics', { authorization: 'Bearer otro' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().msg).toBe('Token de métricas no válido.');
  });

  it('show request rate and latency per route, pool use, queue depth and sales per company', async () => {
    const product = await productWithStock(ctx, { name: 'METRICA TV', price: 100_000, accounts: 1, perAccount: 2 });
    const [buyer] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 1_000_000, prefix: 'metric' });
    const bought = await callerFor(ctx, buyer.token).post('/api/v1/purchase', { type_digital_account_id: product, quantity: 1 }, { 'idempotency-key': key() });
    expect(bought.statusCode).toBe(200);
    const companyId = (await ctx.database.db.execute(sql`SELECT company_id FROM users WHERE id = ${buyer.id}`)).rows[0].company_id;
    const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="POST",route="\/api\/v1\/purchase",status="200"\} 1/);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/health/live"}');
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain('# TYPE job_queue_depth gauge');
    expect(text).toContain(`sales_total{company_id="${companyId}"} 1`);
    expect(text).toContain('process_cpu_seconds_total');
    expect((await get(`/metrics?token=${TOKEN}`)).statusCode).toBe(200);
  });

  it('are off (404) when no token is configured', async () => {
    const off = await createTestContext({ databaseUrl: ctx.databaseUrl });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toContain('METRICS_TOKEN');
    } finally {
      await off.app.close();
      await off.database.close();
    }
  });
});
