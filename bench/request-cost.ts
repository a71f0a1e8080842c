/**
 * What an ordinary authenticated call costs (the overhead every screen pays on each call): `POST /api/v1/admin/bank/list` (10 rows and a
 * count) as `admin`, over real HTTP on loopback from 32 concurrent connections, against a bare Fastify handler
 * that runs the same two SQL statements (captured from the app's own repository) over `pg` on the same
 * database. Both servers run as their own processes; this one only sends requests. Prints req/s of both and
 * the ratio app/bare (goal ≥ 0.5), and the CPU each server spent per request (goal: the app ≤ 2× the bare one).
 *
 *   npm run bench:request-cost       (BENCH_REQUESTS=20000 BENCH_SECONDS=10 BENCH_CONCURRENCY=32 BENCH_ROUNDS=2)
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:request-cost   (profile the app)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { resourceByName } from '@app/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { connect, runMigrations } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { resourceTables } from '../apps/server/src/db/schema/index.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { resourceRepository } from '../apps/server/src/engine/resource-repository.ts';
import { findUserByUsername } from '../apps/server/src/modules/users/index.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-users.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';
import { freePort } from './support/bench-app.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP = 2_000;
const PAGE = { page: 1, max_rows: 10 };
const repoRoot = resolve(import.meta.dirname, '..');
const log = (msg: string) => console.log(`[bench] ${msg}`);

interface Statement { sql: string; params: unknown[] }

/**
 * The bare baseline, run as its own process (BENCH_ROLE=bare): one Fastify route, no plugins, that runs the
 * app's two statements over a `pg` pool as large as the app's and answers them in the app's envelope.
 */
async function bareServer() {
  const statements = JSON.parse(process.env.BENCH_STATEMENTS!) as [Statement, Statement];
  const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 20 });
  pg.types.setTypeParser(20, (v) => Number(v));
  const app = Fastify({ logger: false });
  app.post('/list', async () => {
    const items = await pool.query(statements[0].sql, statements[0].params);
    const count = await pool.query(statements[1].sql, statements[1].params);
    return { success: true, msg: 'OK', token: null, items: items.rows, total: Number(count.rows[0].count) };
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
}

/** The SQL the app's repository sends for the admin's bank list, captured through a logging drizzle. */
async function captureStatements(url: string, companyId: number): Promise<[Statement, Statement]> {
  const captured: Statement[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
  const repo = resourceRepository(resourceByName('bank')!, resourceTables.bank);
  await repo.list(db as any, { companyId, subtreePath: null }, { data: {} }, { page: PAGE.page, size: PAGE.max_rows });
  await pool.end();
  if (captured.length !== 2) throw new Error(`se esperaban 2 sentencias, hubo ${captured.length}`);
  return captured as [Statement, Statement];
}

async function setup(url: string) {
  const database = connect(url, 4);
  await runMigrations(database.db);
  await seedIfEmpty(database.db, true);
  const admin = (await findUserByUsername(database.db, 'admin'))!;
  // a full first page and more behind it, as a real catalogue of banks has
  await database.pool.query(`INSERT INTO bank (company_id, name, code, active)
    SELECT $1, 'Banco de prueba ' || lpad(g::text, 3, '0'), 'BP' || g, true FROM generate_series(1, 40) g`, [admin.company_id]);
  await database.close();
  return { companyId: admin.company_id };
}

function spawnServer(args: string[], env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitReady(child: ChildProcess, url: string, init?: RequestInit) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`un servidor terminó al arrancar (código ${child.exitCode})`);
    try {
      if ((await fetch(url, init)).status < 500) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('un servidor no arrancó a tiempo');
}

// one keep-alive connection per worker, as a load tool holds them
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function post(port: number, path: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body);
  });
}

interface Result { done: number; failed: number; seconds: number; latencies: number[] }

/**
 * CPU seconds a process has used (Linux /proc; null elsewhere). Per request it says what a call costs the server
 * itself, a figure that holds even when other work shares the machine and req/s swing.
 */
function cpuSeconds(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks (100 per second)
}

/** Runs `work` from `CONCURRENCY` workers until `total` calls or `seconds` have passed. */
async function run(total: number, seconds: number, work: () => Promise<boolean>): Promise<Result> {
  let next = 0;
  let failed = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < total && performance.now() < deadline) {
      next++;
      const t0 = performance.now();
      const ok = await work().catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) failed++;
    }
  }));
  return { done: latencies.length, failed, seconds: (performance.now() - started) / 1000, latencies };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs a measured phase against `server` and prints it; answers req/s and the server's CPU µs per request. */
async function phase(name: string, server: ChildProcess, work: () => Promise<boolean>) {
  const cpuBefore = cpuSeconds(server.pid);
  const r = await run(REQUESTS, SECONDS, work);
  const cpuAfter = cpuSeconds(server.pid);
  const cpuPerRequest = cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1e6) / r.done;
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const rate = r.done / r.seconds;
  log(`${name.padEnd(34)} ${String(r.done).padStart(6)} req in ${r.seconds.toFixed(2)} s = ${rate.toFixed(0).padStart(5)} req/s   p50 ${pct(sorted, 50).toFixed(1)} ms   p99 ${pct(sorted, 99).toFixed(1)} ms   errors ${r.failed}${cpuPerRequest === null ? '' : `   CPU del servidor ${cpuPerRequest.toFixed(0)} µs/petición`}`);
  return { rate, cpuPerRequest };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-request-cost-'));
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  const children: ChildProcess[] = [];
  try {
    log(`PostgreSQL embebido en ${dir}`);
    embedded = await startEmbeddedPostgres(dir, () => {});
    const { companyId } = await setup(embedded.url);
    const statements = await captureStatements(embedded.url, companyId);
    for (const s of statements) log(`sentencia: ${s.sql}  ${JSON.stringify(s.params)}`);

    const [appPort, barePort] = [await freePort(), await freePort()];
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const appServer = spawnServer([join(repoRoot, 'apps/server/src/server.ts')], {
      DATABASE_URL: embedded.url, PORT: String(appPort), HOST: '127.0.0.1', JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      LOG_LEVEL: 'warn', SEED_DEMO: 'false', BOOKING_SWEEP_MS: '0', DATA_DIR: join(dir, 'app'),
    }, nodeArgs);
    children.push(appServer);
    const bare = spawnServer([join(repoRoot, 'bench/request-cost.ts')], {
      BENCH_ROLE: 'bare', BENCH_DATABASE_URL: embedded.url, PORT: String(barePort), BENCH_STATEMENTS: JSON.stringify(statements),
    });
    children.push(bare);
    await waitReady(appServer, `http://127.0.0.1:${appPort}/api/health`);
    await waitReady(bare, `http://127.0.0.1:${barePort}/list`, { method: 'POST' });

    const login = await post(appPort, '/api/login', JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }), {});
    const token = (JSON.parse(login.body) as { token: string }).token;
    const body = JSON.stringify({ data: {}, _paginate: PAGE });
    const auth = { authorization: `Bearer ${token}` };
    const appList = async () => (await post(appPort, '/api/v1/admin/bank/list', body, auth)).status === 200;
    const bareList = async () => (await post(barePort, '/list', body, {})).status === 200;

    // both answer the same rows: the baseline does the app's database work, no less
    const [fromApp, fromBare] = [JSON.parse((await post(appPort, '/api/v1/admin/bank/list', body, auth)).body), JSON.parse((await post(barePort, '/list', body, {})).body)];
    const ids = (r: { items: { id: number }[] }) => r.items.map((i) => i.id).join(',');
    if (ids(fromApp) !== ids(fromBare) || fromApp.total !== fromBare.total || fromApp.items.length !== PAGE.max_rows) {
      throw new Error(`las respuestas difieren: app ${ids(fromApp)} (${fromApp.total}), base ${ids(fromBare)} (${fromBare.total})`);
    }

    log(`${CONCURRENCY} conexiones concurrentes, hasta ${REQUESTS} peticiones o ${SECONDS} s por fase, ${ROUNDS} rondas (calentamiento: ${WARMUP})`);
    await run(WARMUP, SECONDS, appList);
    await run(WARMUP, SECONDS, bareList);
    const results = { app: [] as Awaited<ReturnType<typeof phase>>[], bare: [] as Awaited<ReturnType<typeof phase>>[] };
    for (let round = 1; round <= ROUNDS; round++) {
      results.bare.push(await phase(`ronda ${round}: base (Fastify + pg)`, bare, bareList));
      results.app.push(await phase(`ronda ${round}: POST /api/v1/admin/bank/list`, appServer, appList));
    }
    const mean = (xs: (number | null)[]) => (xs.includes(null) ? null : (xs as number[]).reduce((a, b) => a + b, 0) / xs.length);
    const [appRate, bareRate] = [mean(results.app.map((r) => r.rate))!, mean(results.bare.map((r) => r.rate))!];
    const ratio = appRate / bareRate;
    const [appCpu, bareCpu] = [mean(results.app.map((r) => r.cpuPerRequest)), mean(results.bare.map((r) => r.cpuPerRequest))];
    // CPU per request holds when other work shares the machine and req/s swing: the goal is on it (≤ 2× the bare handler)
    if (appCpu !== null && bareCpu !== null) {
      const cpuRatio = appCpu / bareCpu;
      log(`CPU del servidor por petición: app ${appCpu.toFixed(0)} µs, base ${bareCpu.toFixed(0)} µs: app/base = ${cpuRatio.toFixed(2)}× (objetivo ≤ 2.00×) ${cpuRatio <= 2 ? 'OBJETIVO DE CPU CUMPLIDO' : 'OBJETIVO DE CPU NO CUMPLIDO'}`);
    }
    log(`app ${appRate.toFixed(0)} req/s, base ${bareRate.toFixed(0)} req/s: ratio app/base = ${ratio.toFixed(2)} (objetivo ≥ 0.50)`);
    log(ratio >= 0.5 ? 'OBJETIVO CUMPLIDO' : 'OBJETIVO NO CUMPLIDO');
  } finally {
    agent.destroy();
    await Promise.all(children.filter((c) => c.exitCode === null).map((c) => new Promise((r) => {
      c.once('exit', r);
      c.kill('SIGTERM');
    })));
    await embedded?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_ROLE === 'bare') {
  bareServer().catch((err) => {
    console.error('[bench] el servidor base falló:', err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error('[bench] falló:', err);
    process.exitCode = 1;
  });
}
