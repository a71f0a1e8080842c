/**
 * What the issue-12 benches share: a throwaway embedded PostgreSQL with the demo data, the app started as its
 * own process on it (as `npm start` runs it), HTTP calls as a signed-in user, percentiles and the server's RSS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connect, runMigrations, type Database } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-users.ts';
import { seedIfEmpty } from '../../apps/server/src/seed/seed.ts';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const log = (msg: string) => console.log(`[bench] ${msg}`);

/** A port nobody listens on now (the OS picks it). */
export const freePort = (): Promise<number> => new Promise((ok, fail) => {
  const srv = createServer();
  srv.once('error', fail);
  srv.listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as { port: number };
    srv.close(() => ok(port));
  });
});

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export interface Answer { status: number; body: Buffer; ms: number }

/** One HTTP call; the body is read whole (an export's file too), the time is to its last byte. */
export function call(port: number, method: string, path: string, body: string | Buffer | undefined, headers: Record<string, string> = {}): Promise<Answer> {
  const t0 = performance.now();
  return new Promise((ok, fail) => {
    const extra: Record<string, string | number> = body === undefined ? {} : { 'content-length': Buffer.byteLength(body) };
    const req = request({ host: '127.0.0.1', port, path, method, agent, headers: { 'content-type': 'application/json', ...extra, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - t0 }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body);
  });
}

export const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number | undefined): number {
  const file = `/proc/${pid}/status`;
  if (!pid || !existsSync(file)) return 0;
  const line = readFileSync(file, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : 0;
}

/** CPU seconds a process has used (user + system, Linux /proc): what the work cost, however busy the machine. */
export function cpuSeconds(pid: number | undefined): number {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return 0;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The address the benches give the app and their own SQL: the embedded database's Unix socket, as `npm start` reaches
 * it (db/embedded.ts localUrl); BENCH_TCP=1 measures over TCP loopback instead.
 */
export const benchDatabaseUrl = (embedded: { url: string; localUrl: string }) => (process.env.BENCH_TCP === '1' ? embedded.url : embedded.localUrl);

export interface BenchApp {
  url: string;
  database: Database;
  companyId: number;
  /** Starts the app server (call after loading rows); answers its port, pid and a signed-in admin's headers. */
  startServer: (nodeArgs?: string[]) => Promise<{ port: number; server: ChildProcess; auth: Record<string, string> }>;
  stop: () => Promise<void>;
}

/** BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": extra node flags for the app server processes. */
const serverNodeArgs = () => (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * BENCH_PG_STATEMENTS=1: PostgreSQL restarted with pg_stat_statements loaded (it must be preloaded), so a bench can
 * count the statements a call sends and where PostgreSQL spends its time (statementStats).
 */
async function loadStatementStats(database: Database, embedded: { pause: () => Promise<void>; resume: () => Promise<void> }) {
  await database.pool.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  await database.pool.query(`ALTER SYSTEM SET pg_stat_statements.track_utility = on`);
  await database.pool.query(`ALTER SYSTEM SET pg_stat_statements.track_planning = on`);
  await embedded.pause();
  await embedded.resume();
  // the pool's idle connections died with the restart: the first queries may find one of them
  for (let attempt = 0; ; attempt++) {
    try {
      await database.pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      return;
    } catch (err) {
      if (attempt > 5) throw err;
    }
  }
}

/** The statements PostgreSQL ran since the last reset (BENCH_PG_STATEMENTS=1), busiest first, per `per` calls of the bench. */
export async function statementStats(client: { query: (text: string) => Promise<{ rows: any[] }> }, per: number, top = 15): Promise<string[]> {
  const { rows } = await client.query(`SELECT calls, total_exec_time + total_plan_time AS total_exec_time, total_plan_time, rows, regexp_replace(left(query, 140), '\\s+', ' ', 'g') AS query
    FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%' AND query NOT ILIKE '%pg_locks%' ORDER BY total_exec_time DESC`);
  const calls = rows.reduce((sum, r) => sum + Number(r.calls), 0);
  const time = rows.reduce((sum, r) => sum + Number(r.total_exec_time), 0);
  const plan = rows.reduce((sum, r) => sum + Number(r.total_plan_time), 0);
  return [
    `sentencias por compra ${(calls / per).toFixed(2)}, tiempo de planificación + ejecución en PostgreSQL ${(time / per).toFixed(2)} ms por compra (planificación ${(plan / per).toFixed(2)})`,
    ...rows.slice(0, top).map((r) => `${(Number(r.calls) / per).toFixed(2).padStart(6)} × ${(Number(r.total_exec_time) / Math.max(1, Number(r.calls))).toFixed(3).padStart(8)} ms (plan ${(Number(r.total_plan_time) / Math.max(1, Number(r.calls))).toFixed(3)})  ${r.query}`),
  ];
}

/** A fresh database with the demo data; everything it starts is stopped by `stop`. */
export async function benchApp(name: string): Promise<BenchApp> {
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const embedded = await startEmbeddedPostgres(dir, () => {});
  const database = connect(embedded.url, 4);
  const children: ChildProcess[] = [];
  try {
    await runMigrations(database.db);
    await seedIfEmpty(database.db, true);
    if (process.env.BENCH_PG_STATEMENTS === '1') await loadStatementStats(database, embedded);
  } catch (err) {
    await database.close();
    await embedded.stop();
    throw err;
  }
  const { rows } = await database.pool.query(`SELECT company_id FROM users WHERE username = 'admin'`);
  return {
    url: benchDatabaseUrl(embedded),
    database,
    companyId: rows[0].company_id,
    async startServer(nodeArgs = serverNodeArgs()) {
      const port = await freePort();
      const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')], {
        cwd: repoRoot,
        env: {
          ...process.env, DATABASE_URL: embedded.url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false',
          JWT_SECRET: 'bench-secret-bench-secret-bench-secret', JOBS_SCHEDULES: 'false', DATA_DIR: join(dir, 'app'),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(server);
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (server.exitCode !== null) throw new Error(`el servidor terminó al arrancar (código ${server.exitCode})`);
        if (Date.now() > deadline) throw new Error('el servidor no arrancó a tiempo');
        try {
          if ((await call(port, 'GET', '/api/health', undefined)).status < 500) break;
        } catch { /* not listening yet */ }
        await new Promise((r) => setTimeout(r, 300));
      }
      const login = await call(port, 'POST', '/api/login', JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }));
      const token = (JSON.parse(login.body.toString()) as { token: string }).token;
      return { port, server, auth: { authorization: `Bearer ${token}` } };
    },
    async stop() {
      agent.destroy();
      await Promise.all(children.filter((c) => c.exitCode === null).map((c) => new Promise((r) => {
        c.once('exit', r);
        c.kill('SIGTERM');
      })));
      await database.close();
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
