/**
 * Export streaming: loads BENCH_ROWS (default 100,000) digital accounts into the demo company, starts
 * the app as its own process and downloads `POST /api/v1/admin/digital-account/export {all: true}` as `admin`,
 * while another client calls the bank list without pause. Prints the export's time and rows/s, the server's RSS
 * before and at its peak (sampled every 50 ms), the bank list's p50/p95 idle and during the export, and reads
 * the file back (exceljs) to check it holds every row. Goals: ≤ 5 s, RSS growth < 100 MB.
 *
 *   npm run bench:export                                    (BENCH_ROWS=100000)
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:export   (profile the server)
 */
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { benchApp, call, cpuSeconds, log, pct, rssMb } from './support/bench-app.ts';
import { loadDigitalAccounts, withIndexesRebuilt } from './support/load-rows.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const GOALS = { seconds: 5, rssMb: 100 };

async function main() {
  const app = await benchApp('export');
  try {
    const t0 = performance.now();
    await withIndexesRebuilt(app.database.pool, 'digital_account', () =>
      loadDigitalAccounts({ pool: app.database.pool, companyId: app.companyId, rows: ROWS }));
    await app.database.pool.query('VACUUM ANALYZE digital_account');
    const { rows } = await app.database.pool.query('SELECT count(*)::int AS n FROM digital_account WHERE company_id = $1', [app.companyId]);
    const expected = rows[0].n as number;
    log(`${ROWS.toLocaleString('es-CO')} cuentas cargadas en ${((performance.now() - t0) / 1000).toFixed(1)} s (${expected.toLocaleString('es-CO')} en la empresa)`);

    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const { port, server, auth } = await app.startServer(nodeArgs);
    const bankList = () => call(port, 'POST', '/api/v1/admin/bank/list', JSON.stringify({ _paginate: { page: 1, max_rows: 10 } }), auth);
    const exportAll = () => call(port, 'POST', '/api/v1/admin/digital-account/export', JSON.stringify({ all: true }), auth);

    // warm-up: the routes compiled, the pools open, a small export done
    for (let i = 0; i < 50; i++) await bankList();
    await call(port, 'POST', '/api/v1/admin/digital-account/export', JSON.stringify({ _paginate: { page: 1, max_rows: 100 } }), auth);
    const idle: number[] = [];
    for (let i = 0; i < 200; i++) idle.push((await bankList()).ms);

    const rssBefore = rssMb(server.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => { rssPeak = Math.max(rssPeak, rssMb(server.pid)); }, 50);
    let exporting = true;
    const during: number[] = [];
    const other = (async () => {
      while (exporting) during.push((await bankList()).ms);
    })();
    const started = performance.now();
    const cpuBefore = cpuSeconds(server.pid);
    const file = await exportAll();
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    exporting = false;
    await other;
    clearInterval(sampler);
    if (file.status !== 200) throw new Error(`la exportación respondió ${file.status}: ${file.body.toString().slice(0, 300)}`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(file.body));
    const sheetRows = workbook.worksheets[0].actualRowCount - 1;

    log(`exportación: ${sheetRows.toLocaleString('es-CO')} filas (esperadas ${expected.toLocaleString('es-CO')}), ${(file.body.length / 1e6).toFixed(1)} MB en ${seconds.toFixed(2)} s = ${Math.round(sheetRows / seconds).toLocaleString('es-CO')} filas/s (objetivo ≤ ${GOALS.seconds} s por 100.000: ${(seconds * 100_000 / sheetRows).toFixed(2)} s)`);
    log(`CPU del servidor durante la exportación: ${cpu.toFixed(2)} s (incluye las llamadas a la lista de bancos); carga de la máquina: ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
    log(`RSS del servidor: antes ${rssBefore.toFixed(0)} MB, pico ${rssPeak.toFixed(0)} MB, crecimiento ${(rssPeak - rssBefore).toFixed(0)} MB (objetivo < ${GOALS.rssMb} MB)`);
    log(`lista de bancos sin exportación: p50 ${pct(idle, 50).toFixed(1)} ms  p95 ${pct(idle, 95).toFixed(1)} ms (${idle.length} llamadas)`);
    log(`lista de bancos durante la exportación: p50 ${pct(during, 50).toFixed(1)} ms  p95 ${pct(during, 95).toFixed(1)} ms  máx ${Math.max(...during).toFixed(1)} ms (${during.length} llamadas)`);
    const ok = sheetRows === expected && seconds * 100_000 / sheetRows <= GOALS.seconds && rssPeak - rssBefore < GOALS.rssMb;
    log(ok ? 'OBJETIVO CUMPLIDO' : 'OBJETIVO NO CUMPLIDO');
    if (!ok) process.exitCode = 1;
  } finally {
    await app.stop();
  }
}

main().catch((err) => {
  console.error('[bench] falló:', err);
  process.exitCode = 1;
});
