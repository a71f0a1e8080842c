/**
 * The dashboard at scale: loads BENCH_LEDGER_ROWS (default 1,000,000) ledger rows and BENCH_SALES
 * (default 200,000) orders into the demo company (INSERT … SELECT generate_series), starts the app as its own
 * process and times sequential `GET /api/v1/dashboard` calls as `admin` (staff: every figure) and as
 * `distribuidor` (its subtree), beside a baseline `SELECT count(*) FROM ledger_entry` timed in the same run.
 * Then each figure's statement is timed on its own and the slowest one's EXPLAIN ANALYZE is printed.
 *
 *   npm run bench:dashboard        (BENCH_LEDGER_ROWS=1000000 BENCH_SALES=200000 BENCH_CALLS=30)
 */
import type { DashboardScope } from '../apps/server/src/modules/dashboard/index.ts';
import * as repo from '../apps/server/src/modules/dashboard/dashboard-repository.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-users.ts';
import { benchApp, call, log, pct } from './support/bench-app.ts';
import { loadMovements, loadOrders, withIndexesRebuilt } from './support/load-rows.ts';

const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const SALES = Number(process.env.BENCH_SALES ?? 200_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 30);
const GOAL_MS = 500;

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function timed(n: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return times;
}

async function main() {
  const bench = await benchApp('dashboard');
  try {
    const { pool } = bench.database;
    const ctx = (rows: number) => ({ pool, companyId: bench.companyId, rows });
    let t0 = performance.now();
    await withIndexesRebuilt(pool, 'ledger_entry', () => loadMovements(ctx(LEDGER_ROWS)));
    await withIndexesRebuilt(pool, 'orders', () => loadOrders(ctx(SALES)));
    // what autovacuum does after a bulk load (statistics, and the visibility map index-only scans rely on)
    await pool.query('VACUUM ANALYZE ledger_entry, orders');
    const counts = (await pool.query(`SELECT (SELECT count(*) FROM ledger_entry) AS ledger, (SELECT count(*) FROM orders WHERE company_id = $1) AS orders`, [bench.companyId])).rows[0];
    log(`cargadas ${counts.ledger} filas del libro mayor y ${counts.orders} pedidos en ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const { port, auth } = await bench.startServer();
    const login = await call(port, 'POST', '/api/login', JSON.stringify({ username: 'distribuidor', password: DEMO_PASSWORD }));
    const distAuth = { authorization: `Bearer ${(JSON.parse(login.body.toString()) as { token: string }).token}` };
    const dashboard = (headers: Record<string, string>) => async () => {
      const res = await call(port, 'GET', '/api/v1/dashboard', undefined, headers);
      if (res.status !== 200) throw new Error(`GET /api/v1/dashboard: ${res.status} ${res.body.toString().slice(0, 200)}`);
    };
    // warm-up: plans cached, pages in memory, the same for every case
    for (let i = 0; i < 5; i++) {
      await dashboard(auth)();
      await dashboard(distAuth)();
      await pool.query('SELECT count(*) FROM ledger_entry');
    }
    t0 = performance.now();
    const baseline = await timed(CALLS, () => pool.query('SELECT count(*) FROM ledger_entry'));
    const staff = await timed(CALLS, dashboard(auth));
    const distributor = await timed(CALLS, dashboard(distAuth));
    log(`${CALLS} llamadas por caso, secuenciales (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    const base95 = pct(baseline, 95);
    console.log('\ncaso                                   p50        p95     p95 / línea base   meta');
    const row = (name: string, times: number[], goal?: number) => console.log(
      `${name.padEnd(36)} ${ms(pct(times, 50)).padStart(9)} ${ms(pct(times, 95)).padStart(10)} ${(pct(times, 95) / base95).toFixed(2).padStart(12)}×   ${goal ? (pct(times, 95) <= goal ? `≤ ${goal} ms ✓` : `≤ ${goal} ms ✗`) : ''}`);
    row('SELECT count(*) FROM ledger_entry', baseline);
    row('GET /api/v1/dashboard (admin)', staff, GOAL_MS);
    row('GET /api/v1/dashboard (distribuidor)', distributor, GOAL_MS);

    // each figure's statement alone (the same repository the route runs), to find the slowest
    const captured: { sql: string; params: unknown[] }[] = [];
    const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } }) as never;
    const dist = (await pool.query(`SELECT id, path FROM users WHERE username = 'distribuidor'`)).rows[0];
    const whole: DashboardScope = { companyId: bench.companyId, subtreePath: null };
    const subtree: DashboardScope = { companyId: bench.companyId, subtreePath: dist.path };
    const figures: Record<string, () => Promise<unknown>> = {
      'ventas de hoy y del mes': () => repo.salesOfPeriods(db, whole),
      'ingresos (libro de la empresa)': () => repo.ledgerOfPeriods(db, whole, 'revenue', { type: 'company', id: bench.companyId }),
      'comisiones de la red': () => repo.ledgerOfPeriods(db, whole, 'commission', { type: 'user' }),
      'ventas por día (30 días)': () => repo.salesByDay(db, whole),
      'inventario por producto': () => repo.stockByProduct(db, bench.companyId, 5),
      'consignaciones por aprobar': () => repo.pendingConsignments(db, whole),
      'ventas del subárbol (distribuidor)': () => repo.salesOfPeriods(db, subtree),
      'comisiones propias (distribuidor)': () => repo.ledgerOfPeriods(db, subtree, 'commission', { type: 'user', id: dist.id }),
      'actividad de los hijos': () => repo.childrenActivity(db, bench.companyId, dist.id),
      'empresas (Root)': () => repo.companiesOverview(db),
    };
    console.log('\ncifra                                  p95');
    let slowest = { name: '', p95: -1, statement: captured[0] };
    for (const [name, run] of Object.entries(figures)) {
      await run();
      const statement = captured[captured.length - 1];
      const p95 = pct(await timed(Math.max(10, Math.floor(CALLS / 2)), run), 95);
      console.log(`${name.padEnd(36)} ${ms(p95).padStart(9)}`);
      if (p95 > slowest.p95) slowest = { name, p95, statement };
    }
    console.log(`\nEXPLAIN ANALYZE de la cifra más lenta (${slowest.name}):`);
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${slowest.statement.sql}`, slowest.statement.params as unknown[]);
    for (const r of plan.rows) console.log(`  ${r['QUERY PLAN']}`);
    const ok = pct(staff, 95) <= GOAL_MS && pct(distributor, 95) <= GOAL_MS;
    console.log(`\n${ok ? 'Meta cumplida' : 'Meta NO cumplida'}: p95 del tablero ≤ ${GOAL_MS} ms con ${counts.ledger} filas del libro mayor y ${counts.orders} pedidos.`);
  } finally {
    await bench.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
