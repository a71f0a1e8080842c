/**
 * The report pages at scale: loads BENCH_LEDGER_ROWS (default 1,000,000) users' ledger rows and
 * BENCH_SALES (default 200,000) orders into the demo company (INSERT … SELECT generate_series), starts the app as
 * its own process and times sequential `GET /api/v1/reports/{name}` calls as `admin` with each page's default
 * filters (the last twelve months; root for the platform's own report), beside `SELECT count(*)` of the ledger and of the orders timed in the same run.
 * Goal: p95 ≤ 300 ms per report.
 *
 *   npm run bench:reports          (BENCH_LEDGER_ROWS=1000000 BENCH_SALES=200000 BENCH_CALLS=20)
 */
import { REPORT_NAMES } from '@app/shared';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-users.ts';
import { benchApp, call, log, pct } from './support/bench-app.ts';
import { loadMovements, loadOrders, withIndexesRebuilt } from './support/load-rows.ts';

const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const SALES = Number(process.env.BENCH_SALES ?? 200_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const GOAL_MS = 300;

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 2; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return times;
}

async function main() {
  const app = await benchApp('reports');
  try {
    const { pool } = app.database;
    const t0 = performance.now();
    await withIndexesRebuilt(pool, 'ledger_entry', () => loadMovements({ pool, companyId: app.companyId, rows: LEDGER_ROWS }));
    await withIndexesRebuilt(pool, 'orders', () => loadOrders({ pool, companyId: app.companyId, rows: SALES }));
    await pool.query('VACUUM ANALYZE');
    log(`${LEDGER_ROWS.toLocaleString('es-CO')} movimientos y ${SALES.toLocaleString('es-CO')} pedidos cargados en ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const { port, auth } = await app.startServer();
    const baselines = {
      'count(*) ledger_entry': await timed(() => pool.query('SELECT count(*) FROM ledger_entry')),
      'count(*) orders': await timed(() => pool.query('SELECT count(*) FROM orders')),
    };
    for (const [name, times] of Object.entries(baselines)) log(`línea base ${name.padEnd(24)} p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms`);
    const base = pct(baselines['count(*) ledger_entry'], 95);
    // the platform's own reports (balance-company-current) are root's
    const login = await call(port, 'POST', '/api/login', JSON.stringify({ username: 'root', password: DEMO_PASSWORD }));
    const root = { authorization: `Bearer ${(JSON.parse(login.body.toString()) as { token: string }).token}` };
    let slow = 0;
    for (const name of REPORT_NAMES) {
      let who = auth;
      let first = await call(port, 'GET', `/api/v1/reports/${name}`, undefined, who);
      if (first.status === 403) {
        who = root;
        first = await call(port, 'GET', `/api/v1/reports/${name}`, undefined, who);
      }
      if (first.status !== 200) {
        log(`${name.padEnd(32)} respondió ${first.status}: ${first.body.toString().slice(0, 160)}`);
        slow++;
        continue;
      }
      const times = await timed(() => call(port, 'GET', `/api/v1/reports/${name}`, undefined, who));
      const p95 = pct(times, 95);
      if (p95 > GOAL_MS) slow++;
      log(`${name.padEnd(32)} p95 ${p95.toFixed(1).padStart(7)} ms (${(p95 / base).toFixed(1).padStart(5)}× count(*) del libro)  p50 ${pct(times, 50).toFixed(1).padStart(7)} ms  ${p95 <= GOAL_MS ? 'ok' : 'LENTO'}`);
    }
    log(`${REPORT_NAMES.length - slow} de ${REPORT_NAMES.length} reportes con p95 ≤ ${GOAL_MS} ms`);
    if (slow) process.exitCode = 1;
  } finally {
    await app.stop();
  }
}

main().catch((err) => {
  console.error('[bench] falló:', err);
  process.exitCode = 1;
});
