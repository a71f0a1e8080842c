/**
 * Lists at scale: loads BENCH_ROWS (default 1,000,000) rows into each of the digital accounts,
 * profiles, orders, balance movements and users of the demo company (INSERT … SELECT generate_series), starts
 * the app as its own process and times, as `admin`, sequential calls of each list's first page, a deep page
 * (page 500), each filter the list offers, the "contains" search (a selective term, and the hard ones: a common
 * prefix or domain narrowed by two characters) and the order by every list column. Each case's
 * p95 is printed beside the p95 of the authenticated bank list (a few rows) measured in the same run, then the
 * EXPLAIN ANALYZE of the slowest case's statements as the engine builds them.
 *
 *   npm run bench:lists            (BENCH_ROWS=1000000 BENCH_CALLS=30 BENCH_LISTS=digital-account,profiles,...)
 */
import { listColumns, resourceByName, type FieldDef, type ResourceDef } from '@app/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { company, resourceTables, users } from '../apps/server/src/db/schema/index.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { referenceNameColumns } from '../apps/server/src/engine/reference-names.ts';
import { resourceRepository } from '../apps/server/src/engine/resource-repository.ts';
import { pagination, type ListParams } from '../apps/server/src/engine/list-query.ts';
import { benchApp, call, log, pct } from './support/bench-app.ts';
import { withIndexesRebuilt, loadDigitalAccounts, loadMovements, loadOrders, loadProfiles, loadUsers, type LoadContext } from './support/load-rows.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 30);
const GOAL_MS = 50;
const LOADERS: Record<string, (ctx: LoadContext) => Promise<void>> = {
  'digital-account': loadDigitalAccounts, profiles: loadProfiles, order: loadOrders, 'balance-movements': loadMovements, user: loadUsers,
};
const TABLES: Record<string, string> = { 'digital-account': 'digital_account', profiles: 'profiles', order: 'orders', 'balance-movements': 'ledger_entry', user: 'users' };
const LISTS = (process.env.BENCH_LISTS ?? Object.keys(LOADERS).join(',')).split(',');

interface Case { list: string; name: string; params: ListParams }

/** A value of `field` that some rows have: read from a row of the middle of the list. */
function filterValue(f: FieldDef, sample: Record<string, unknown>): [string, unknown] | null {
  const v = sample[f.name];
  if (v === null || v === undefined) return null;
  if (['text', 'textarea', 'email', 'phone'].includes(f.kind)) {
    const s = String(v);
    return [f.name, s.slice(Math.floor(s.length / 3), Math.floor(s.length / 3) + 5)];
  }
  // a date range from that day on, as the web's date filters send it
  if (f.kind === 'datetime') return [`${f.name}_gte`, String(v).slice(0, 10)];
  return [f.name, v];
}

/**
 * The hard searches: a term whose leading characters every row shares (a common prefix, or a common domain after
 * the "@"), narrowed by the two characters that follow in a real row, as a person types it; and a whole domain
 * from the "@" to the end. Their common trigrams
 * are in every row, so a plan that intersects every trigram's posting list reads the whole table's.
 */
function hardTerms(first: string, sample: string): [string, string][] {
  let common = 0;
  while (common < Math.min(first.length, sample.length) && first[common] === sample[common]) common++;
  const terms: [string, string][] = [];
  if (common >= 3) terms.push(['prefijo común', sample.slice(0, common + 2)]);
  const at = sample.indexOf('@');
  if (at >= 0) terms.push(['dominio común', sample.slice(at + 1, at + 9)]);
  // the whole domain, as typed to find every account of a provider ("@gmail.com"): the login's common ending
  if (at >= 0) terms.push(['dominio completo', sample.slice(at)]);
  return terms;
}

function casesOf(def: ResourceDef, sample: Record<string, unknown>, first: Record<string, unknown>): Case[] {
  const list = def.name;
  const cases: Case[] = [
    { list, name: 'primera página', params: {} },
    { list, name: 'página 500', params: { _paginate: { page: 500, max_rows: 25 } } },
  ];
  for (const f of def.fields.filter((x) => x.filter)) {
    const value = filterValue(f, sample);
    if (value) cases.push({ list, name: `filtro ${value[0]}=${JSON.stringify(value[1])}`, params: { data: { [value[0]]: value[1] } } });
  }
  const q = String(sample[def.searchField] ?? '');
  cases.push({ list, name: `búsqueda "${q.slice(-6)}"`, params: { data: { q: q.slice(-6) } } });
  for (const [what, term] of hardTerms(String(first[def.searchField] ?? ''), q)) {
    cases.push({ list, name: `búsqueda de ${what} "${term}"`, params: { data: { q: term } } });
  }
  // every column the list lets a person sort by (sortable: false ones are refused by design)
  for (const f of listColumns(def).filter((x) => x.kind !== 'image' && x.sortable !== false)) {
    cases.push({ list, name: `orden ${f.name} ASC`, params: { _order: { field: f.name, direction: 'ASC' } } });
  }
  return cases;
}

async function main() {
  const app = await benchApp('lists');
  try {
    const { pool } = app.database;
    for (const name of LISTS) {
      const t0 = performance.now();
      await withIndexesRebuilt(pool, TABLES[name], () => LOADERS[name]({ pool, companyId: app.companyId, rows: ROWS }));
      log(`${name}: ${ROWS.toLocaleString('es-CO')} filas cargadas en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const t0 = performance.now();
    await pool.query('VACUUM ANALYZE');
    log(`VACUUM ANALYZE en ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const { port, auth } = await app.startServer();
    const listCall = async (name: string, params: ListParams) => {
      const body = JSON.stringify({ _paginate: { page: 1, max_rows: 25 }, ...params });
      const res = await call(port, 'POST', `/api/v1/admin/${name}/list`, body, auth);
      if (res.status !== 200) throw new Error(`${name} ${body}: ${res.status} ${res.body.toString().slice(0, 300)}`);
      return { ms: res.ms, answer: JSON.parse(res.body.toString()) as { items: Record<string, unknown>[]; total: number; total_estimated?: boolean } };
    };
    const measure = async (name: string, params: ListParams) => {
      for (let i = 0; i < 3; i++) await listCall(name, params);
      const times: number[] = [];
      let last!: Awaited<ReturnType<typeof listCall>>['answer'];
      for (let i = 0; i < CALLS; i++) {
        const r = await listCall(name, params);
        times.push(r.ms);
        last = r.answer;
      }
      return { p50: pct(times, 50), p95: pct(times, 95), total: last.total, estimated: !!last.total_estimated, rows: last.items.length };
    };

    const cases: Case[] = [];
    for (const name of LISTS) {
      const def = resourceByName(name)!;
      const middle = await listCall(name, { _paginate: { page: 200, max_rows: 25 } });
      const first = await listCall(name, { _paginate: { page: 1, max_rows: 1 } });
      cases.push(...casesOf(def, middle.answer.items[0] ?? {}, first.answer.items[0] ?? {}));
    }

    const baseline = await measure('bank', {});
    log(`línea base: POST /api/v1/admin/bank/list  p50 ${baseline.p50.toFixed(1)} ms  p95 ${baseline.p95.toFixed(1)} ms`);
    log(`${CALLS} llamadas secuenciales por caso, 25 filas por página, ${ROWS.toLocaleString('es-CO')} filas por lista`);
    const results: (Case & Awaited<ReturnType<typeof measure>>)[] = [];
    for (const c of cases) {
      const r = await measure(c.list, c.params);
      results.push({ ...c, ...r });
      const total = `${r.estimated ? '≈' : ''}${r.total.toLocaleString('es-CO')}`;
      log(`${c.list.padEnd(18)} ${c.name.padEnd(48)} p95 ${r.p95.toFixed(1).padStart(6)} ms  (${(r.p95 / baseline.p95).toFixed(1).padStart(5)}× base)  p50 ${r.p50.toFixed(1).padStart(6)} ms  total ${total.padStart(11)}  ${r.p95 <= GOAL_MS ? 'ok' : 'LENTO'}`);
    }
    const slow = results.filter((r) => r.p95 > GOAL_MS);
    log(`${results.length - slow.length} de ${results.length} casos con p95 ≤ ${GOAL_MS} ms; base p95 ${baseline.p95.toFixed(1)} ms`);
    const worst = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    log(`caso más lento: ${worst.list} ${worst.name} (p95 ${worst.p95.toFixed(1)} ms). EXPLAIN de sus sentencias:`);
    await explain(app.url, app.companyId, worst);
    if (slow.length) process.exitCode = 1;
  } finally {
    await app.stop();
  }
}

/** The slowest case's statements, built by the engine's own repository, under EXPLAIN (ANALYZE, BUFFERS). */
async function explain(url: string, companyId: number, worst: Case) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
    const tableOf = (name: string) => (name === 'user' ? users : name === 'company' ? company : (resourceTables as Record<string, any>)[name]);
    const def = resourceByName(worst.list)!;
    const repo = resourceRepository(def, tableOf(def.name), { columns: referenceNameColumns(def, tableOf(def.name), tableOf) });
    await repo.list(db as any, { companyId, subtreePath: null }, worst.params, pagination(worst.params._paginate));
    for (const s of captured) {
      // the estimated total's own EXPLAIN is shown run, as the others
      const text = s.sql.startsWith('EXPLAIN (FORMAT JSON) ') ? s.sql.slice('EXPLAIN (FORMAT JSON) '.length) : s.sql;
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, s.params);
      const note = text === s.sql ? '' : '\n(la aplicación solo planifica esta sentencia para leer su estimación; aquí se ejecuta para mostrar su plan)';
      console.log(`\n${s.sql}\n${JSON.stringify(s.params)}${note}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await pool.end();
  }
}

main().catch((err) => {
  console.error('[bench] falló:', err);
  process.exitCode = 1;
});
