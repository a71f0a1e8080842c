/**
 * Import speed: writes an .xlsx of BENCH_ROWS (default 50,000, the import's maximum) accounts as the
 * template is filled (products by name, logins, passwords, expiry dates, profiles quantity, observations), with
 * BENCH_STOCK (default 100,000) accounts already in stock, starts the app as its own process and uploads it as
 * `admin` to the dry run (preview) and then to the import (commit). Prints each call's time, their sum against
 * the 15 s goal, the server's RSS before and at its peak (sampled every 50 ms) and checks what was written.
 *
 *   npm run bench:import                                    (BENCH_ROWS=50000 BENCH_STOCK=100000)
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:import   (profile the server)
 */
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { benchApp, call, cpuSeconds, log, rssMb } from './support/bench-app.ts';
import { loadDigitalAccounts, withIndexesRebuilt } from './support/load-rows.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const STOCK = Number(process.env.BENCH_STOCK ?? 100_000);
const GOAL_SECONDS = 15;
const HEADER = ['Producto', 'Usuario o correo', 'Contraseña', 'Fecha de vencimiento', 'Cantidad de perfiles', 'Observaciones'];

async function accountsFile(products: { name: string; profile_max_quantity: number }[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = workbook.addWorksheet('Cuentas');
  sheet.addRow(HEADER).commit();
  for (let i = 1; i <= ROWS; i++) {
    const p = products[i % products.length];
    // a few rows of every file repeat an account already in stock: the dry run must find them
    const login = i % 1000 === 0 ? `cuenta${i}@correo${i % 97}.com` : `importada${i}@proveedor.com`;
    sheet.addRow([p.name, login, `Clave#${i}`, new Date(Date.UTC(2027, i % 12, 1 + (i % 28))), Math.min(p.profile_max_quantity, 1 + (i % 4)), i % 10 === 0 ? `Lote ${i % 37}` : null]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

function multipart(file: Buffer): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----bench${Date.now().toString(16)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cuentas.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
    file, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function main() {
  const app = await benchApp('import');
  try {
    const { pool } = app.database;
    if (STOCK) {
      await withIndexesRebuilt(pool, 'digital_account', () => loadDigitalAccounts({ pool, companyId: app.companyId, rows: STOCK }));
      await pool.query('VACUUM ANALYZE');
    }
    const products = (await pool.query('SELECT name, profile_max_quantity FROM type_digital_account WHERE company_id = $1 ORDER BY id', [app.companyId])).rows;
    const file = await accountsFile(products);
    log(`archivo: ${ROWS.toLocaleString('es-CO')} cuentas, ${(file.length / 1e6).toFixed(1)} MB; ${STOCK.toLocaleString('es-CO')} cuentas ya en inventario`);
    const before = (await pool.query('SELECT (SELECT count(*) FROM digital_account)::int AS a, (SELECT count(*) FROM profiles)::int AS p')).rows[0];

    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const { port, server, auth } = await app.startServer(nodeArgs);
    const rssBefore = rssMb(server.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => { rssPeak = Math.max(rssPeak, rssMb(server.pid)); }, 50);
    const { body, headers } = multipart(file);
    const cpuBefore = cpuSeconds(server.pid);
    const preview = await call(port, 'POST', '/api/v1/admin/digital-account/import/preview', body, { ...auth, ...headers });
    const rssAfterPreview = rssPeak;
    const commit = await call(port, 'POST', '/api/v1/admin/digital-account/import/commit', body, { ...auth, ...headers });
    clearInterval(sampler);
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    for (const [name, r] of [['vista previa', preview], ['importación', commit]] as const) {
      if (r.status !== 200) throw new Error(`${name}: ${r.status} ${r.body.toString().slice(0, 300)}`);
    }
    const p = JSON.parse(preview.body.toString()) as { totals: Record<string, number> };
    const c = JSON.parse(commit.body.toString()) as { totals: Record<string, number>; created: number };
    const after = (await pool.query('SELECT (SELECT count(*) FROM digital_account)::int AS a, (SELECT count(*) FROM profiles)::int AS p')).rows[0];
    const total = (preview.ms + commit.ms) / 1000;
    log(`vista previa: ${(preview.ms / 1000).toFixed(2)} s  ${JSON.stringify(p.totals)}`);
    log(`importación:  ${(commit.ms / 1000).toFixed(2)} s  ${c.created} cuentas creadas; en la base +${after.a - before.a} cuentas, +${after.p - before.p} perfiles`);
    log(`total ${total.toFixed(2)} s (objetivo ≤ ${GOAL_SECONDS} s)`);
    log(`CPU del servidor (Node; sin PostgreSQL): ${cpu.toFixed(2)} s; carga de la máquina: ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
    log(`RSS del servidor: antes ${rssBefore.toFixed(0)} MB, pico en la vista previa ${rssAfterPreview.toFixed(0)} MB, pico ${rssPeak.toFixed(0)} MB, crecimiento ${(rssPeak - rssBefore).toFixed(0)} MB`);
    const ok = total <= GOAL_SECONDS && c.created === after.a - before.a && p.totals.new === c.created;
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
