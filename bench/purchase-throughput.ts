/**
 * Direct-purchase throughput (the app's hottest money path): the app on a real embedded PostgreSQL, driven over real HTTP on loopback
 * by 32 concurrent buyers, against a baseline of the same row changes done as raw SQL transactions over `pg` on
 * the same database. Prints throughput, p50/p99 latency and the ratio HTTP/baseline.
 *
 *   npm run bench                     (BENCH_REQUESTS=3000 BENCH_SECONDS=20 BENCH_CONCURRENCY=32 by default)
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench     (profile the server)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connect, inTransaction, runMigrations, type Db } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { SYSTEM_ACTOR } from '../apps/server/src/lib/audit.ts';
import { hashPassword } from '../apps/server/src/modules/users/index.ts';
import { post } from '../apps/server/src/modules/ledger/index.ts';
import { defaultGroupOf, findUserByUsername, insertUser, setUserGroups } from '../apps/server/src/modules/users/index.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-users.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';
import { benchDatabaseUrl, freePort } from './support/bench-app.ts';
import { rawSaleFinish } from './support/raw-sale-finish.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP = 300;
const PRICE = 120_000; // what distribuidor charges its children: every sale also pays it a commission
const BASE = 100_000;
const repoRoot = resolve(import.meta.dirname, '..');
const log = (msg: string) => console.log(`[bench] ${msg}`);

interface Setup { companyId: number; distId: number; buyers: { id: number; username: string }[]; httpProduct: number; sqlProduct: number }

/** A product with `units` available profiles (100 per account), priced so distribuidor earns on every sale. */
async function product(db: Db, companyId: number, distId: number, name: string, units: number): Promise<number> {
  const [{ id }] = (await db.execute(sql`INSERT INTO type_digital_account (company_id, name, service, plan, duration_days, price_base,
    profile_max_quantity, sale_mode, reservable, active) VALUES (${companyId}, ${name}, ${name}, 'BENCH', 30, ${BASE}, 100, 'profiles', false, true)
    RETURNING id`)).rows as { id: number }[];
  await db.execute(sql`INSERT INTO digital_account (company_id, type_digital_account_id, login, password, state, is_generic)
    SELECT ${companyId}, ${id}, 'bench' || g || '@' || ${name}, 'Clave' || g, 'available', false FROM generate_series(1, ${Math.ceil(units / 100)}) g`);
  await db.execute(sql`INSERT INTO profiles (company_id, digital_account_id, type_digital_account_id, name, pin, state)
    SELECT ${companyId}, a.id, ${id}, 'PERFIL ' || g, lpad(g::text, 4, '0'), 'available'
      FROM digital_account a CROSS JOIN generate_series(1, 100) g WHERE a.type_digital_account_id = ${id}`);
  await db.execute(sql`INSERT INTO distributor_price (company_id, seller_id, type_digital_account_id, audience, price)
    VALUES (${companyId}, ${distId}, ${id}, 'distributor', ${PRICE})`);
  return id;
}

async function setup(db: Db): Promise<Setup> {
  await runMigrations(db);
  await seedIfEmpty(db, true);
  const dist = (await findUserByUsername(db, 'distribuidor'))!;
  const companyId = dist.company_id;
  const units = 2 * (REQUESTS + WARMUP) + 500;
  const httpProduct = await product(db, companyId, dist.id, 'BENCH HTTP', units);
  const sqlProduct = await product(db, companyId, dist.id, 'BENCH SQL', units);
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const buyers: Setup['buyers'] = [];
  await inTransaction(db, async (tx) => {
    const group = await defaultGroupOf(tx, companyId, 'Distribuidor');
    for (let i = 0; i < CONCURRENCY; i++) {
      const username = `bench${i}`;
      const u = await insertUser(tx, {
        company_id: companyId, rol: 'Distribuidor', username, password_hash, name: `Comprador ${i}`, parent_id: dist.id, level_grid: 2, codeuser: `BENCH${i}`, accept_terms: true,
      });
      if (group) await setUserGroups(tx, u.id, [group.id]);
      await post(tx, { companyId, actor: SYSTEM_ACTOR, postings: [{ account: { type: 'user', id: u.id }, amount: 1_000_000_000_000, kind: 'adjustment', key: `bench:${u.id}`, note: 'Saldo de prueba' }] });
      buyers.push({ id: u.id, username });
    }
  });
  return { companyId, distId: dist.id, buyers, httpProduct, sqlProduct };
}

async function startServer(url: string, port: number, dataDir: string): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server process
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: 'bench-secret-bench-secret-bench-secret', LOG_LEVEL: 'warn', SEED_DEMO: 'false', BOOKING_SWEEP_MS: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó al arrancar (código ${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('el servidor no arrancó a tiempo');
}

interface Result { done: number; failed: number; seconds: number; latencies: number[] }

/** Runs `work` from `CONCURRENCY` workers until `total` calls or `seconds` have passed. */
async function run(total: number, seconds: number, work: (worker: number) => Promise<boolean>): Promise<Result> {
  let next = 0;
  let failed = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, async (_, w) => {
    while (next < total && performance.now() < deadline) {
      next++;
      const t0 = performance.now();
      const ok = await work(w);
      latencies.push(performance.now() - t0);
      if (!ok) failed++;
    }
  }));
  return { done: latencies.length, failed, seconds: (performance.now() - started) / 1000, latencies };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function report(name: string, r: Result) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const rate = r.done / r.seconds;
  log(`${name.padEnd(28)} ${String(r.done).padStart(6)} tx in ${r.seconds.toFixed(2)} s = ${rate.toFixed(0).padStart(5)} tx/s   p50 ${pct(sorted, 50).toFixed(1)} ms   p99 ${pct(sorted, 99).toFixed(1)} ms   errors ${r.failed}`);
  return { rate, p50: pct(sorted, 50), p99: pct(sorted, 99) };
}

/**
 * The baseline: the row changes one purchase makes, in the app's order, as raw SQL — the order row, the buyer's
 * debit with its ledger row (one statement), a profile taken with SKIP LOCKED, distribuidor's commission and the
 * company's revenue with their ledger rows, the order numbered from the company's consecutive, an audit row.
 * `folded` finishes as the app does: its place in the company's sales queue and every shared row in one statement.
 */
function baselinePurchase(pool: pg.Pool, s: Setup, folded = false) {
  let reported = 0;
  return async (w: number): Promise<boolean> => {
    const buyer = s.buyers[w];
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows: [order] } = await client.query(`INSERT INTO orders (company_id, user_id, type_digital_account_id, product_name, quantity, unit_price, total, status, source, finalized_at, created_by)
        VALUES ($1, $2, $3, 'BENCH SQL', 1, $4, $4, 'finalized', 'direct', now(), $2) RETURNING *`, [s.companyId, buyer.id, s.sqlProduct, PRICE]);
      const move = async (table: 'users' | 'company', type: string, id: number, amount: number, kind: string, key: string, guard: boolean) => {
        const { rowCount } = await client.query(`WITH moved AS (
            UPDATE ${table} SET balance = balance + $1 WHERE id = $2 ${guard ? 'AND balance + $1 >= -credit_limit' : ''} RETURNING balance)
          INSERT INTO ledger_entry (company_id, account_type, account_id, amount, balance_after, kind, object_type, object_id, note, actor_id, actor_name, idempotency_key)
          SELECT $3, $4, $2, $1, moved.balance, $5, 'order', $6, 'bench', $7, 'bench', $8 FROM moved RETURNING *`,
        [amount, id, s.companyId, type, kind, order.id, buyer.id, key]);
        if (rowCount !== 1) throw new Error('saldo insuficiente');
      };
      await move('users', 'user', buyer.id, -PRICE, 'purchase', `sql-order:${order.id}:purchase`, true);
      const taken = await client.query(`WITH picked AS (
          SELECT p.id FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
           WHERE p.company_id = $1 AND p.type_digital_account_id = $2 AND p.state = 'available' AND a.state = 'available'
             AND (a.expiry_date IS NULL OR a.expiry_date >= (now() AT TIME ZONE 'America/Bogota')::date)
           ORDER BY p.digital_account_id, p.id LIMIT 1 FOR UPDATE OF p SKIP LOCKED)
        UPDATE profiles p SET state = 'sold', user_id = $3, order_id = $4, sold_at = now(), renewal_limit_date = (now() AT TIME ZONE 'America/Bogota')::date + 30, updated_at = now()
          FROM picked, digital_account a WHERE p.id = picked.id AND a.id = p.digital_account_id
        RETURNING p.id, a.login, a.password, p.name, p.pin, p.renewal_limit_date`, [s.companyId, s.sqlProduct, buyer.id, order.id]);
      if (taken.rowCount !== 1) throw new Error('sin inventario');
      if (folded) {
        // the app's last statement: its place in the company's sales queue, commission, revenue, consecutive,
        // number and audit row in one round trip
        await rawSaleFinish(client, { companyId: s.companyId, sellerId: s.distId, buyerId: buyer.id, orderId: order.id, commission: PRICE - BASE, revenue: BASE, keyPrefix: 'sqlf-order' });
      } else {
        await move('users', 'user', s.distId, PRICE - BASE, 'commission', `sql-order:${order.id}:commission:${s.distId}`, false);
        await move('company', 'company', s.companyId, BASE, 'revenue', `sql-order:${order.id}:revenue`, false);
        const { rows: [n] } = await client.query(`INSERT INTO consecutive (company_id, name, prefix, current, padding) VALUES ($1, 'order', '', 1, 6)
          ON CONFLICT (company_id, name) DO UPDATE SET current = COALESCE(consecutive.current, 0) + 1, updated_at = now() RETURNING current`, [s.companyId]);
        await client.query('UPDATE orders SET number = $1, updated_at = now() WHERE id = $2 RETURNING *', [n.current, order.id]);
        await client.query(`INSERT INTO audit_log (company_id, object_type, object_id, user_id, user_name, text, changes) VALUES ($1, 'order', $2, $3, 'bench', 'Compra directa', '{}')`, [s.companyId, order.id, buyer.id]);
      }
      await client.query('COMMIT');
      return true;
    } catch (err) {
      await client.query('ROLLBACK');
      if (!reported++) log(`primer error del baseline: ${(err as Error).message}`);
      return false;
    } finally {
      client.release();
    }
  };
}

/** BENCH_SAMPLE=1: what PostgreSQL's backends are doing, sampled every 20 ms (where the time goes). */
function sampleBackends(pool: pg.Pool) {
  let counts: Record<string, number> = {};
  const timer = setInterval(() => {
    pool.query(`SELECT state, coalesce(wait_event_type, '-') || ':' || coalesce(wait_event, '-') AS wait, count(*)::int AS n
      FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND datname = current_database() GROUP BY 1, 2`)
      .then(({ rows }) => { for (const r of rows) counts[`${r.state} ${r.wait}`] = (counts[`${r.state} ${r.wait}`] ?? 0) + r.n; })
      .catch(() => {});
  }, 20);
  return {
    print(phase: string) {
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      log(`${phase}: ${Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${((100 * v) / total).toFixed(0)}%`).join(' | ')}`);
      counts = {};
    },
    stop: () => clearInterval(timer),
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  let child: ChildProcess | null = null;
  try {
    log(`PostgreSQL embebido en ${dir}`);
    embedded = await startEmbeddedPostgres(dir, () => {});
    const database = connect(embedded.url, 4);
    const s = await setup(database.db);
    await database.close();

    const port = await freePort();
    const url = benchDatabaseUrl(embedded);
    child = await startServer(url, port, join(dir, 'app'));
    const base = `http://127.0.0.1:${port}`;
    const tokens: string[] = [];
    for (const b of s.buyers) {
      const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: b.username, password: DEMO_PASSWORD }) });
      tokens.push(((await res.json()) as { token: string }).token);
    }
    const body = JSON.stringify({ type_digital_account_id: s.httpProduct, quantity: 1 });
    const httpPurchase = async (w: number) => {
      const res = await fetch(`${base}/api/v1/purchase`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[w]}` }, body });
      await res.arrayBuffer();
      return res.status === 200;
    };
    const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
    const baseline = baselinePurchase(pool, s);
    const foldedBaseline = baselinePurchase(pool, s, true);

    log(`${CONCURRENCY} compradores concurrentes, hasta ${REQUESTS} compras o ${SECONDS} s por fase (calentamiento: ${WARMUP})`);
    await run(WARMUP, SECONDS, httpPurchase);
    await run(WARMUP, SECONDS, baseline);
    await run(WARMUP, SECONDS, foldedBaseline);
    const sampler = process.env.BENCH_SAMPLE ? sampleBackends(pool) : null;
    const sqlResult = report('baseline (SQL directo, pg)', await run(REQUESTS, SECONDS, baseline));
    sampler?.print('baseline');
    const foldedResult = report('baseline como la app (cola + cierre)', await run(REQUESTS, SECONDS, foldedBaseline));
    sampler?.print('baseline plegado');
    const httpResult = report('HTTP POST /api/v1/purchase', await run(REQUESTS, SECONDS, httpPurchase));
    sampler?.print('HTTP');
    sampler?.stop();
    await pool.end();
    const ratio = httpResult.rate / sqlResult.rate;
    log(`ratio HTTP/baseline = ${ratio.toFixed(2)} (objetivo ≥ 0.40)   p99 HTTP = ${httpResult.p99.toFixed(1)} ms (objetivo ≤ 50 ms)`);
    log(`ratio HTTP/baseline como la app (cola + cierre) = ${(httpResult.rate / foldedResult.rate).toFixed(2)}`);
    log(ratio >= 0.4 && httpResult.p99 <= 50 ? 'OBJETIVO CUMPLIDO' : 'OBJETIVO NO CUMPLIDO');
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
    await embedded?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error('[bench] falló:', err);
  process.exitCode = 1;
});
