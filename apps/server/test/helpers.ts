import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect, type Database } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';

const TEMPLATE_DB = 'app_test_template';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** The database's address (to build a second app instance on it). */
  databaseUrl: string;
  /** Logs in a demo user and returns a caller bound to its token. */
  as: (username: string, headers?: Record<string, string>) => Promise<Caller>;
  close: () => Promise<void>;
}

export interface Caller {
  token: string;
  profile: any;
  request: (method: string, url: string, body?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, body?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  put: (url: string, body?: unknown) => Promise<LightMyRequestResponse>;
  del: (url: string) => Promise<LightMyRequestResponse>;
}

/** A fresh database cloned from the seeded template: its address, and how to drop it. */
export async function cloneDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `app_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** A fresh database cloned from the seeded template, and the app built on it (requests through app.inject). */
export async function createTestContext(opts: {
  extend?: (app: FastifyInstance) => void;
  /** Environment of this app on top of the tests' own (schedules of the job queue are off unless JOBS_SCHEDULES says). */
  env?: Record<string, string>;
  /** Build the app on this database (a second app instance on another's database) instead of a fresh clone. */
  databaseUrl?: string;
} = {}): Promise<TestContext> {
  const clone = opts.databaseUrl ? { url: opts.databaseUrl, drop: async () => {} } : await cloneDatabase();
  const database = connect(clone.url, 30);
  const config = { ...loadConfig({ ...process.env, JWT_SECRET: 'test-secret-test-secret-test-secret', DATA_DIR: '/tmp/unused-test-data', LOG_LEVEL: 'silent', JOBS_SCHEDULES: 'false', ...opts.env }) };
  const app = await buildApp(config, database.db, { logger: false });
  opts.extend?.(app);
  await app.ready();

  const callerFor = (token: string, profile: any, base: Record<string, string> = {}): Caller => {
    const request = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: method as any, url, payload: body as any, headers: { authorization: `Bearer ${token}`, ...base, ...headers } });
    return {
      token, profile, request,
      get: (u) => request('GET', u),
      post: (u, b, h) => request('POST', u, b ?? {}, h),
      put: (u, b) => request('PUT', u, b ?? {}),
      del: (u) => request('DELETE', u),
    };
  };

  return {
    app,
    database,
    databaseUrl: clone.url,
    async as(username, headers = {}) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: DEMO_PASSWORD }, remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
      const body = res.json();
      return callerFor(body.token, body.profile, headers);
    },
    async close() {
      await app.close();
      await database.close();
      await clone.drop();
    },
  };
}
