/**
 * Purchases of several companies at once, measured from outside like a production host: the app as its own
 * process(es) on a real embedded PostgreSQL, buyers calling POST /api/v1/purchase over loopback with an
 * Idempotency-Key (as the resellers' bots do). Prints, each beside its baseline of the same run:
 *  (a) CPU per purchase (API processes + the whole PostgreSQL cluster, /proc) in a closed loop, beside the same
 *      row changes as raw SQL (the floor: no HTTP, no app);
 *  (b) one company × 32 buyers against 4 companies × 8 buyers (throughput ratio, with the CPU use beside it), and
 *      how much of the time the company's sales queue (the advisory lock of finishPurchase) was held;
 *  (c) an open loop of 100 purchases/s spread over the 4 companies, 3 runs of 20 s: p50/p99 from each request's
 *      scheduled start (a slow answer does not slow the senders); (d) the same against 2 API processes.
 *
 *   npm run bench:tenants     (BENCH_SECONDS=20 BENCH_RATE=100 BENCH_RUNS=3 BENCH_COMPANIES=4 BENCH_BUYERS=32;
 *                              BENCH_OPEN=0 runs only the closed loops)
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../apps/server/src/db/client.ts';
import { SYSTEM_ACTOR } from '../apps/server/src/lib/audit.ts';
import { insertCompany } from '../apps/server/src/modules/company/index.ts';
import { post } from '../apps/server/src/modules/ledger/index.ts';
import { seedCompanyGroups } from '../apps/server/src/modules/roles/index.ts';
import { seedCompanySettings } from '../apps/server/src/modules/settings/index.ts';
import { defaultGroupOf, hashPassword, insertUser, setUserGroups } from '../apps/server/src/modules/users/index.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-users.ts';
import { benchApp, call, log, pct, repoRoot, statementStats } from './support/bench-app.ts';
import { measureCpu, postmasterPid, type CpuUse } from './support/process-cpu.ts';
import { rawSaleFinish, SALES_QUEUE_KEY } from './support/raw-sale-finish.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 4);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 32);
const OPEN = process.env.BENCH_OPEN !== '0'; // BENCH_OPEN=0: only the closed loops (a) and (b)
const STATEMENTS = process.env.BENCH_PG_STATEMENTS === '1'; // pg_stat_statements per purchase of each phase (a)
const PRICE = 120_000; // what each company's distributor charges its buyers: every sale pays it a commission
const BASE = 100_000;
const UNITS = 40_000; // profiles per company: more than every phase can sell

interface Buyer { id: number; token: string }
interface Company { id: number; distId: number; product: number; sqlProduct: number; buyers: Buyer[] }

async function productOf(db: Db, companyId: number, distId: number, name: string): Promise<number> {
  const [{ id }] = (await db.execute(sql`INSERT INTO type_digital_account (company_id, name, service, plan, duration_days, price_base,
    profile_max_quantity, sale_mode, reservable, active) VALUES (${companyId}, ${name}, ${name}, 'BENCH', 30, ${BASE}, 100, 'profiles', false, true)
    RETURNING id`)).rows as { id: number }[];
  await db.execute(sql`INSERT INTO digital_account (company_id, type_digital_account_id, login, password, state, is_generic)
    SELECT ${companyId}, ${id}, 'bench' || g || '@' || ${name}, 'Clave' || g, 'available', false FROM generate_series(1, ${UNITS / 100}) g`);
  await db.execute(sql`INSERT INTO profiles (company_id, digital_account_id, type_digital_account_id, name, pin, state)
    SELECT ${companyId}, a.id, ${id}, 'PERFIL ' || g, lpad(g::text, 4, '0'), 'available'
      FROM digital_account a CROSS JOIN generate_series(1, 100) g WHERE a.type_digital_account_id = ${id}`);
  await db.execute(sql`INSERT INTO distributor_price (company_id, seller_id, type_digital_account_id, audience, price)
    VALUES (${companyId}, ${distId}, ${id}, 'distributor', ${PRICE})`);
  return id;
}

/** A company with its groups and settings, a distributor and BUYERS distributors under it, each with a big balance. */
async function companyOf(db: Db, n: number, passwordHash: string): Promise<Omit<Company, 'buyers'> & { buyerIds: number[] }> {
  const { id: companyId, distId, buyerIds } = await inTransaction(db, async (tx) => {
    const company = await insertCompany(tx, { name: `Bench ${n}`, slug: `bench-${n}` });
    await seedCompanyGroups(tx, company.id, false);
    await seedCompanySettings(tx, company.id);
    const group = await defaultGroupOf(tx, company.id, 'Distribuidor');
    const dist = await insertUser(tx, { company_id: company.id, rol: 'Distribuidor', username: `bdist${n}`, password_hash: passwordHash, name: `Distribuidor ${n}`, level_grid: 1, codeuser: `BD${n}`, accept_terms: true });
    if (group) await setUserGroups(tx, dist.id, [group.id]);
    const ids: number[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const u = await insertUser(tx, {
        company_id: company.id, rol: 'Distribuidor', username: `b${n}x${i}`, password_hash: passwordHash, name: `Comprador ${n}.${i}`,
        parent_id: dist.id, level_grid: 2, codeuser: `B${n}X${i}`, accept_terms: true,
      });
      if (group) await setUserGroups(tx, u.id, [group.id]);
      await post(tx, { companyId: company.id, actor: SYSTEM_ACTOR, postings: [{ account: { type: 'user', id: u.id }, amount: 1_000_000_000_000, kind: 'adjustment', key: `bench:${u.id}`, note: 'Saldo de prueba' }] });
      ids.push(u.id);
    }
    return { id: company.id, distId: dist.id, buyerIds: ids };
  });
  return { id: companyId, distId, buyerIds, product: await productOf(db, companyId, distId, `BENCH ${n}`), sqlProduct: await productOf(db, companyId, distId, `BENCH SQL ${n}`) };
}

let keys = 0;
/** One purchase over HTTP with a fresh Idempotency-Key; true when it answered 200. */
async function purchase(port: number, c: Company, buyer: Buyer): Promise<boolean> {
  const res = await call(port, 'POST', '/api/v1/purchase', JSON.stringify({ type_digital_account_id: c.product, quantity: 1 }),
    { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `bench-${process.pid}-${++keys}` });
  return res.status === 200;
}

/**
 * The same row changes as one purchase, as raw SQL over `pg` (the floor of what a purchase can cost): the order,
 * the buyer's debit and ledger row, a profile, and the app's last statement (queue, commission, revenue,
 * consecutive, number, audit row), then COMMIT.
 */
async function rawPurchase(pool: pg.Pool, c: Company, buyerId: number): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: [order] } = await client.query(`INSERT INTO orders (company_id, user_id, type_digital_account_id, product_name, quantity, unit_price, total, status, source, finalized_at, created_by)
      VALUES ($1, $2, $3, 'BENCH SQL', 1, $4, $4, 'finalized', 'direct', now(), $2) RETURNING id`, [c.id, buyerId, c.sqlProduct, PRICE]);
    const debit = await client.query(`WITH moved AS (UPDATE users SET balance = balance - $1 WHERE id = $2 AND balance - $1 >= -credit_limit RETURNING balance)
      INSERT INTO ledger_entry (company_id, account_type, account_id, amount, balance_after, kind, object_type, object_id, note, actor_id, actor_name, idempotency_key)
      SELECT $3, 'user', $2, -$1, moved.balance, 'purchase', 'order', $4, 'bench', $2, 'bench', $5 FROM moved`, [PRICE, buyerId, c.id, order.id, `raw-order:${order.id}:purchase`]);
    if (debit.rowCount !== 1) throw new Error('saldo insuficiente');
    const taken = await client.query(`WITH picked AS (
        SELECT p.id FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
         WHERE p.company_id = $1 AND p.type_digital_account_id = $2 AND p.state = 'available' AND a.state = 'available'
         ORDER BY p.digital_account_id, p.id LIMIT 1 FOR UPDATE OF p SKIP LOCKED)
      UPDATE profiles p SET state = 'sold', user_id = $3, order_id = $4, sold_at = now(), renewal_limit_date = current_date + 30, updated_at = now()
        FROM picked WHERE p.id = picked.id RETURNING p.id`, [c.id, c.sqlProduct, buyerId, order.id]);
    if (taken.rowCount !== 1) throw new Error('sin inventario');
    await rawSaleFinish(client, { companyId: c.id, sellerId: c.distId, buyerId, orderId: order.id, commission: PRICE - BASE, revenue: BASE, keyPrefix: 'raw-order' });
    await client.query('COMMIT');
    return true;
  } catch (err) {
    await client.query('ROLLBACK');
    log(`compra SQL falló: ${(err as Error).message}`);
    return false;
  } finally {
    client.release();
  }
}

/** How often the sales queue of `companyId` was held, sampled every 5 ms from one connection of its own. */
function sampleQueue(client: pg.Client, companyId: number) {
  let held = 0;
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 AND objsubid = 2 AND granted`, [SALES_QUEUE_KEY, companyId]);
      samples++;
      if (rows[0].n > 0) held++;
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return samples ? held / samples : 0;
  };
}

const HOT_TABLES = ['orders', 'ledger_entry', 'idempotent_request', 'profiles', 'users', 'company', 'consecutive', 'audit_log', 'webhook_delivery'];

/** How many times each index of the purchase's tables was read so far (pg_stat_user_indexes). */
async function indexUse(client: pg.Client): Promise<Map<string, number>> {
  const { rows } = await client.query(`SELECT relname || '.' || indexrelname AS name, idx_scan FROM pg_stat_user_indexes WHERE relname = ANY($1) ORDER BY 1`, [HOT_TABLES]);
  return new Map(rows.map((r) => [r.name as string, Number(r.idx_scan)]));
}

interface Phase { done: number; failed: number; seconds: number; latencies: number[]; cpu: CpuUse }

/** Closed loop: each worker sends its next call when the previous one answered. */
async function closed(workers: (() => Promise<boolean>)[], cpu: () => { stop: () => CpuUse }, forSeconds = SECONDS): Promise<Phase> {
  const latencies: number[] = [];
  let failed = 0;
  const meter = cpu();
  const started = performance.now();
  const deadline = started + forSeconds * 1000;
  await Promise.all(workers.map(async (work) => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      if (!(await work())) failed++;
      latencies.push(performance.now() - t0);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  return { done: latencies.length, failed, seconds, latencies, cpu: meter.stop() };
}

/** Open loop: RATE calls a second on a fixed schedule whatever the answers do; latency counts from the scheduled start. */
async function open(next: (i: number) => () => Promise<boolean>, cpu: () => { stop: () => CpuUse }): Promise<Phase> {
  const latencies: number[] = [];
  let failed = 0;
  const total = RATE * SECONDS;
  const meter = cpu();
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const work = next(i);
    pending.push(work().then((ok) => {
      if (!ok) failed++;
      latencies.push(performance.now() - due);
    }, () => {
      failed++;
      latencies.push(performance.now() - due);
    }));
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  return { done: latencies.length, failed, seconds, latencies, cpu: meter.stop() };
}

const cpuMs = (p: Phase) => (1000 * (p.cpu.server + p.cpu.postgres)) / Math.max(1, p.done);
const line = (name: string, p: Phase) => {
  const rate = p.done / p.seconds;
  log(`${name.padEnd(34)} ${String(p.done).padStart(6)} compras ${rate.toFixed(0).padStart(4)}/s  p50 ${pct(p.latencies, 50).toFixed(1).padStart(6)} ms  p99 ${pct(p.latencies, 99).toFixed(1).padStart(6)} ms  errores ${p.failed}  `
    + `CPU ${cpuMs(p).toFixed(2)} ms/compra (Node ${((1000 * p.cpu.server) / Math.max(1, p.done)).toFixed(2)} + PostgreSQL ${((1000 * p.cpu.postgres) / Math.max(1, p.done)).toFixed(2)})  `
    + `núcleos usados ${((p.cpu.server + p.cpu.postgres) / p.seconds).toFixed(2)}  máquina ${(100 * p.cpu.machineBusyShare).toFixed(0)} % ocupada`);
  return rate;
};

async function main() {
  const app = await benchApp('tenants');
  const admin = new pg.Client({ connectionString: app.url });
  try {
    log(`${COMPANIES} empresas × ${BUYERS} compradores, fases de ${SECONDS} s, lazo abierto ${RATE}/s × ${RUNS}`);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const made = [];
    for (let n = 1; n <= COMPANIES; n++) made.push(await companyOf(app.database.db, n, passwordHash));
    await app.database.pool.query('VACUUM ANALYZE');
    await admin.connect();
    const dataDirectory = (await admin.query(`SELECT setting FROM pg_settings WHERE name = 'data_directory'`)).rows[0].setting as string;
    const postmaster = postmasterPid(dataDirectory);
    const adminPid = (await admin.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;

    const first = await app.startServer();
    const servers = [first];
    const companies: Company[] = [];
    for (const m of made) {
      const buyers: Buyer[] = [];
      for (const [i, id] of m.buyerIds.entries()) {
        const res = await call(first.port, 'POST', '/api/login', JSON.stringify({ username: `b${made.indexOf(m) + 1}x${i}`, password: DEMO_PASSWORD }));
        buyers.push({ id, token: (JSON.parse(res.body.toString()) as { token: string }).token });
      }
      companies.push({ ...m, buyers });
    }
    const cpu = () => measureCpu(servers.map((s) => s.server.pid!), postmaster, new Set([adminPid]));
    const pool = new pg.Pool({ connectionString: app.url, max: BUYERS });
    const ports = () => servers.map((s) => s.port);

    // warm-up: every code path compiled and every pool connection open
    await closed(companies[0].buyers.map((b) => () => purchase(first.port, companies[0], b)), cpu);
    await closed(companies[0].buyers.map((b) => () => rawPurchase(pool, companies[0], b.id)), cpu);

    log('— (a) CPU por compra, lazo cerrado, 1 empresa × ' + BUYERS + ' compradores —');
    const resetStatements = async () => { if (STATEMENTS) await admin.query('SELECT pg_stat_statements_reset()'); };
    const printStatements = async (p: Phase) => { if (STATEMENTS) for (const l of await statementStats(admin, p.done)) log(`  ${l}`); };
    await resetStatements();
    const raw = await closed(companies[0].buyers.map((b) => () => rawPurchase(pool, companies[0], b.id)), cpu);
    line('SQL directo (piso, sin HTTP)', raw);
    await printStatements(raw);
    await resetStatements();
    const indexScans = STATEMENTS ? await indexUse(admin) : new Map<string, number>();
    const stopQueue = sampleQueue(admin, companies[0].id);
    const one = await closed(companies[0].buyers.map((b) => () => purchase(first.port, companies[0], b)), cpu);
    const queueHeld = await stopQueue();
    const oneRate = line(`HTTP 1 empresa × ${BUYERS}`, one);
    await printStatements(one);
    if (STATEMENTS) {
      const after = await indexUse(admin);
      const idle = [...after].filter(([name, n]) => n === indexScans.get(name)).map(([name]) => name);
      log(`  índices de las tablas de la compra que ninguna sentencia leyó en la fase (cada compra los escribe igual): ${idle.length} de ${after.size}`);
      log(`    ${idle.join(', ')}`);
    }
    log(`cola de ventas de la empresa ocupada ${(100 * queueHeld).toFixed(0)} % del tiempo (objetivo ≤ 60 %)`);
    log(`CPU por compra HTTP ${cpuMs(one).toFixed(2)} ms (objetivo ≤ 4 ms), SQL directo ${cpuMs(raw).toFixed(2)} ms`);

    log(`— (b) ${COMPANIES} empresas × ${BUYERS / COMPANIES} compradores —`);
    const perCompany = BUYERS / COMPANIES;
    const spread = await closed(companies.flatMap((c) => c.buyers.slice(0, perCompany).map((b) => () => purchase(first.port, c, b))), cpu);
    const spreadRate = line(`HTTP ${COMPANIES} empresas × ${perCompany}`, spread);
    log(`proporción ${COMPANIES}×${perCompany} / 1×${BUYERS} = ${(spreadRate / oneRate).toFixed(2)} (objetivo ≥ 1.6 donde la CPU no está saturada; `
      + `núcleos usados ${((spread.cpu.server + spread.cpu.postgres) / spread.seconds).toFixed(2)} frente a ${((one.cpu.server + one.cpu.postgres) / one.seconds).toFixed(2)}, máquina ${(100 * spread.cpu.machineBusyShare).toFixed(0)} % ocupada)`);

    const openRuns = async (label: string) => {
      const p99s: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const phase = await open((i) => {
          const c = companies[i % companies.length];
          const b = c.buyers[Math.floor(i / companies.length) % c.buyers.length];
          const port = ports()[i % servers.length];
          return () => purchase(port, c, b);
        }, cpu);
        line(`${label} corrida ${run}`, phase);
        p99s.push(pct(phase.latencies, 99));
      }
      const good = p99s.filter((p) => p <= 50).length;
      log(`${label}: p99 ≤ 50 ms en ${good} de ${RUNS} corridas (${p99s.map((p) => p.toFixed(0)).join(', ')} ms)`);
    };
    if (OPEN) {
      log(`— (c) lazo abierto ${RATE} compras/s sobre ${COMPANIES} empresas, 1 proceso de API —`);
      await openRuns('1 proceso');
      log(`— (d) lo mismo contra 2 procesos de API —`);
      const second = await app.startServer();
      // warmed up as the first one was (its code compiled, its pool's connections open), or its first seconds
      // would be measured as the open loop's tail
      await closed(companies.flatMap((c) => c.buyers.slice(0, 2).map((b) => () => purchase(second.port, c, b))), cpu, 5);
      servers.push(second);
      await openRuns('2 procesos');
    }
    await pool.end();
    const { rows } = await admin.query(`SELECT relname, n_live_tup, n_dead_tup, autovacuum_count, last_autovacuum FROM pg_stat_user_tables
      WHERE relname = ANY($1) ORDER BY relname`, [HOT_TABLES]);
    for (const r of rows) log(`tabla ${String(r.relname).padEnd(20)} vivas ${r.n_live_tup}  muertas ${r.n_dead_tup}  autovacuum ${r.autovacuum_count}`);
    // the books after every phase: `npm run check:ledger` on this database (exit 0 = they balance)
    const check = spawnSync('npm', ['run', '--silent', 'check:ledger'], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: app.url }, encoding: 'utf8' });
    for (const l of `${check.stdout}${check.stderr}`.split('\n').filter(Boolean).slice(-8)) log(`  ${l}`);
    log(`npm run check:ledger tras el bench: código ${check.status}${check.status === 0 ? ' (el libro mayor cuadra)' : ' (NO cuadra)'}`);
  } finally {
    await admin.end().catch(() => undefined);
    await app.stop();
  }
}

main().catch((err) => {
  console.error('[bench] falló:', err);
  process.exitCode = 1;
});
