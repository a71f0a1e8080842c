/**
 * The public store: prints
 * 1. the store's first-load JavaScript, gzip (index.html's entry + the static import graph of store-main), read
 *    from the built files (apps/web/dist: run `npm run build` first), against the 150 kB goal;
 * 2. the p95 latency of `GET /api/v1/store/{codeuser}` for a seller with 500 ticked products (half with stock),
 *    against the authenticated `POST /api/v1/admin/bank/list` measured in the same run on the same server, and
 *    their ratio. The app runs as its own process on an embedded PostgreSQL seeded with the demo.
 *
 *   npm run bench:store        (BENCH_REQUESTS=3000 BENCH_SECONDS=10 BENCH_CONCURRENCY=8 BENCH_PRODUCTS=500)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { connect, runMigrations } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-users.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';
import { kB, storeFirstLoad } from './store-bundle.ts';
import { freePort } from './support/bench-app.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 500);
const WARMUP = 200;
const BUNDLE_GOAL = 150 * 1024;
const repoRoot = resolve(import.meta.dirname, '..');
const log = (msg: string) => console.log(`[bench] ${msg}`);

/** Demo data plus `PRODUCTS` active products ticked in DIST01's catalog, every other one with a profile in stock. */
async function setup(url: string) {
  const database = connect(url, 4);
  await runMigrations(database.db);
  await seedIfEmpty(database.db, true);
  const q = (text: string, params: unknown[] = []) => database.pool.query(text, params);
  const { rows: [seller] } = await q(`SELECT id, company_id FROM users WHERE codeuser = 'DIST01'`);
  const company = seller.company_id as number;
  await q(`INSERT INTO type_digital_account (company_id, name, service, plan, duration_days, price_base, active, tags, description)
    SELECT $1, 'PRODUCTO ' || lpad(g::text, 3, '0') || ' 30 DÍAS', 'SERVICIO ' || (g % 12), 'PLAN ' || g, 30, 1000000 + g * 100, true,
           'VIDEO,PRUEBA', 'Producto de prueba de la tienda'
      FROM generate_series(1, $2::int) g`, [company, PRODUCTS]);
  await q(`INSERT INTO digital_account (company_id, type_digital_account_id, login, password, state, is_generic)
    SELECT company_id, id, 'bench' || id || '@tienda.co', 'Secreta1', 'available', false
      FROM type_digital_account WHERE company_id = $1 AND name LIKE 'PRODUCTO %' AND id % 2 = 0`, [company]);
  await q(`INSERT INTO profiles (company_id, digital_account_id, type_digital_account_id, name, pin, state)
    SELECT company_id, id, type_digital_account_id, 'PERFIL 1', '1234', 'available' FROM digital_account WHERE login LIKE 'bench%'`);
  await q(`INSERT INTO seller_catalog_product (company_id, seller_id, type_digital_account_id)
    SELECT $1, $2, id FROM type_digital_account WHERE company_id = $1 AND name LIKE 'PRODUCTO %' ON CONFLICT DO NOTHING`, [company, seller.id]);
  await q(`INSERT INTO bank (company_id, name, code, active)
    SELECT $1, 'Banco de prueba ' || lpad(g::text, 3, '0'), 'BP' || g, true FROM generate_series(1, 40) g`, [company]);
  // what autovacuum does after a bulk load: without statistics the planner takes 500 rows for one
  await q('ANALYZE');
  await database.close();
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function call(port: number, method: 'GET' | 'POST', path: string, body: string | null, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const h: Record<string, string | number> = { ...headers };
    if (body !== null) Object.assign(h, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    const req = request({ host: '127.0.0.1', port, path, method, agent, headers: h }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body ?? undefined);
  });
}

/** Runs `work` from CONCURRENCY workers until REQUESTS calls or SECONDS; answers the sorted latencies (ms). */
async function run(total: number, work: () => Promise<boolean>) {
  let next = 0;
  let failed = 0;
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < total && performance.now() < deadline) {
      next++;
      const t0 = performance.now();
      if (!(await work().catch(() => false))) failed++;
      latencies.push(performance.now() - t0);
    }
  }));
  return { sorted: latencies.sort((a, b) => a - b), failed };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function bundle() {
  const dist = join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) {
    log('apps/web/dist no existe: ejecuta "npm run build -w @app/web" para medir el tamaño de la tienda');
    return;
  }
  const r = storeFirstLoad(dist);
  for (const f of r.files) log(`  ${f.file.padEnd(40)} ${kB(f.bytes).padStart(9)}  gzip ${kB(f.gzip).padStart(8)}`);
  log(`primera carga de la tienda: ${r.files.length} archivos JS, ${kB(r.bytes)}, gzip ${kB(r.gzip)} (objetivo ≤ ${kB(BUNDLE_GOAL)}): ${r.gzip <= BUNDLE_GOAL ? 'CUMPLIDO' : 'NO CUMPLIDO'}`);
}

async function main() {
  bundle();
  const dir = mkdtempSync(join(tmpdir(), 'bench-store-'));
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  let server: ChildProcess | null = null;
  try {
    embedded = await startEmbeddedPostgres(dir, () => {});
    await setup(embedded.url);
    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')], {
      cwd: repoRoot,
      env: {
        ...process.env, DATABASE_URL: embedded.url, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
        LOG_LEVEL: 'warn', SEED_DEMO: 'false', JOBS_SCHEDULES: 'false', DATA_DIR: join(dir, 'app'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`el servidor terminó al arrancar (código ${server.exitCode})`);
      if (await call(port, 'GET', '/api/health', null, {}).then((r) => r.status === 200, () => false)) break;
      if (Date.now() > deadline) throw new Error('el servidor no arrancó a tiempo');
      await new Promise((r) => setTimeout(r, 300));
    }

    const login = await call(port, 'POST', '/api/login', JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }), {});
    const auth = { authorization: `Bearer ${(JSON.parse(login.body) as { token: string }).token}` };
    const listBody = JSON.stringify({ data: {}, _paginate: { page: 1, max_rows: 10 } });
    // a browser asks for compressed answers; both calls are measured the same way
    const enc = { 'accept-encoding': 'gzip' };
    const store = async () => (await call(port, 'GET', '/api/v1/store/DIST01', null, enc)).status === 200;
    const banks = async () => (await call(port, 'POST', '/api/v1/admin/bank/list', listBody, { ...auth, ...enc })).status === 200;

    const check = JSON.parse((await call(port, 'GET', '/api/v1/store/DIST01', null, {})).body) as { items: { available: boolean }[] };
    const available = check.items.filter((i) => i.available).length;
    log(`GET /api/v1/store/DIST01: ${check.items.length} productos (${available} disponibles); ${CONCURRENCY} conexiones, hasta ${REQUESTS} peticiones o ${SECONDS} s por fase`);
    if (check.items.length < PRODUCTS) throw new Error(`la tienda lista ${check.items.length} productos, se esperaban al menos ${PRODUCTS}`);

    await run(WARMUP, store);
    await run(WARMUP, banks);
    const b = await run(REQUESTS, banks);
    const s = await run(REQUESTS, store);
    const line = (name: string, r: Awaited<ReturnType<typeof run>>) =>
      log(`${name.padEnd(42)} ${String(r.sorted.length).padStart(5)} peticiones   p50 ${pct(r.sorted, 50).toFixed(1)} ms   p95 ${pct(r.sorted, 95).toFixed(1)} ms   p99 ${pct(r.sorted, 99).toFixed(1)} ms   errores ${r.failed}`);
    line('POST /api/v1/admin/bank/list (admin)', b);
    line(`GET /api/v1/store/DIST01 (${check.items.length} productos)`, s);
    const ratio = pct(s.sorted, 95) / pct(b.sorted, 95);
    log(`p95 tienda / p95 lista de bancos = ${ratio.toFixed(2)}`);
  } finally {
    agent.destroy();
    if (server && server.exitCode === null) {
      await new Promise((r) => {
        server!.once('exit', r);
        server!.kill('SIGTERM');
      });
    }
    await embedded?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error('[bench] falló:', err);
  process.exitCode = 1;
});
