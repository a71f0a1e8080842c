import type { FastifyInstance } from 'fastify';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect, runMigrations, type Database } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';

/**
 * The app built on `database` and served over real HTTP on loopback (live streams and concurrent clients need
 * sockets, not app.inject), for the tests that run their own PostgreSQL (a restart, a replica).
 */
export async function serveApp(database: Database, env: Record<string, string> = {}) {
  const config = loadConfig({
    ...process.env, JWT_SECRET: 'served-app-secret-served-app-secret', DATA_DIR: '/tmp/unused-test-data', LOG_LEVEL: 'silent',
    JOBS_SCHEDULES: 'false', JOBS_POLL_SECONDS: '0.5', METRICS_TOKEN: 'metricas-de-prueba', ...env,
  });
  const app: FastifyInstance = await buildApp(config, database.db, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;

  async function call(method: string, path: string, body?: unknown, token?: string) {
    const res = await fetch(base + path, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, body: json };
  }

  return {
    app,
    base,
    call,
    async login(username: string): Promise<{ token: string; profile: any }> {
      const res = await call('POST', '/api/login', { username, password: DEMO_PASSWORD });
      if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    /** The Prometheus text of /metrics. */
    metrics: () => fetch(`${base}/metrics`, { headers: { authorization: 'Bearer metricas-de-prueba' } }).then((r) => r.text()),
    close: () => app.close(),
  };
}

/**
 * A PostgreSQL of the test's own (own folder and port, the demo data seeded) with the app served on it, for the
 * tests that stop and start their database: the shared one of the other test files is never stopped.
 */
export async function serveOwnDatabase(folderPrefix: string, poolSize: number) {
  const dir = mkdtempSync(join(tmpdir(), folderPrefix));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as 'postgres' and must reach its folder inside
  const embedded = await startEmbeddedPostgres(dir, () => {});
  const database = connect(embedded.url, poolSize);
  await runMigrations(database.db);
  await seedIfEmpty(database.db, true);
  const served = await serveApp(database);
  return {
    embedded, database, served,
    async stop() {
      await served.close();
      await database.close();
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
