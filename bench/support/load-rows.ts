/**
 * Bulk rows for the benches, written by PostgreSQL itself (INSERT … SELECT generate_series): a million rows load
 * in seconds instead of the hours a row-by-row insert would take. Values vary the way real ones do (several
 * products and states, dates over a year, logins and names with numbers) so filters and searches match some
 * rows and not others.
 */
import type pg from 'pg';

export interface LoadContext { pool: pg.Pool; companyId: number; rows: number }

/**
 * Runs a bulk load with the table's secondary indexes set aside and then rebuilt from their own definitions
 * (pg_indexes): the same indexes in the end, built in one sorted pass instead of a million single inserts each.
 */
export async function withIndexesRebuilt(pool: pg.Pool, table: string, load: () => Promise<void>) {
  const { rows } = await pool.query(`SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename = $1
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`, [table]);
  for (const r of rows) await pool.query(`DROP INDEX "${r.indexname}"`);
  try {
    await load();
  } finally {
    await pool.query(`SET maintenance_work_mem = '256MB'`);
    for (const r of rows) await pool.query(r.indexdef);
  }
}

async function ids(pool: pg.Pool, sql: string, params: unknown[]): Promise<number[]> {
  return (await pool.query(sql, params)).rows.map((r) => Number(r.id));
}

/** The company's products and users, picked in turn by the generated rows (`arr[1 + g % n]`). */
async function refs({ pool, companyId }: LoadContext) {
  const products = await ids(pool, 'SELECT id FROM type_digital_account WHERE company_id = $1 ORDER BY id', [companyId]);
  const users = await ids(pool, `SELECT id FROM users WHERE company_id = $1 AND username NOT LIKE 'bench%' ORDER BY id`, [companyId]);
  if (!products.length || !users.length) throw new Error('la demostración no tiene productos o usuarios');
  return { products, users };
}

export async function loadDigitalAccounts(ctx: LoadContext) {
  const { products, users } = await refs(ctx);
  await ctx.pool.query(`INSERT INTO digital_account (company_id, type_digital_account_id, login, password, expiry_date, state, is_generic, owner_id, created_at, updated_at)
    SELECT $1, ($2::int[])[1 + g % cardinality($2::int[])], 'cuenta' || g || '@correo' || (g % 97) || '.com', 'clave' || g,
           (date '2026-01-01' + (g % 540)), (ARRAY['available','available','sold','sold','sold','faulty','expired','inactive'])[1 + g % 8],
           g % 10 = 0, CASE WHEN g % 8 BETWEEN 2 AND 4 THEN ($3::int[])[1 + g % cardinality($3::int[])] END,
           now() - (g || ' seconds')::interval, now()
      FROM generate_series(1, $4) g`, [ctx.companyId, products, users, ctx.rows]);
}

export async function loadProfiles(ctx: LoadContext) {
  const { products, users } = await refs(ctx);
  await ctx.pool.query(`INSERT INTO profiles (company_id, digital_account_id, type_digital_account_id, name, pin, state, user_id, order_id, sold_at, renewal_limit_date, created_at, updated_at)
    SELECT $1, 1000000 + g / 4, ($2::int[])[1 + g % cardinality($2::int[])], 'Perfil ' || (g % 4 + 1) || ' de ' || g, lpad((g % 10000)::text, 4, '0'),
           s.state, CASE WHEN s.state IN ('sold','renewed') THEN ($3::int[])[1 + g % cardinality($3::int[])] END,
           CASE WHEN s.state IN ('sold','renewed') THEN 2000000 + g END,
           CASE WHEN s.state IN ('sold','renewed') THEN now() - (g || ' minutes')::interval END,
           CASE WHEN s.state IN ('sold','renewed') THEN (date '2026-01-01' + (g % 400)) END,
           now() - (g || ' seconds')::interval, now()
      FROM generate_series(1, $4) g, LATERAL (SELECT (ARRAY['available','sold','sold','renewed','faulty','released'])[1 + g % 6] AS state) s`,
  [ctx.companyId, products, users, ctx.rows]);
}

export async function loadOrders(ctx: LoadContext) {
  const { products, users } = await refs(ctx);
  const { rows } = await ctx.pool.query('SELECT coalesce(max(number), 0) AS n FROM orders WHERE company_id = $1', [ctx.companyId]);
  await ctx.pool.query(`INSERT INTO orders (company_id, number, user_id, type_digital_account_id, product_name, quantity, unit_price, total, status, source, finalized_at, coupon_code, discount, created_at, updated_at)
    SELECT $1, $5 + g, ($3::int[])[1 + g % cardinality($3::int[])], ($2::int[])[1 + g % cardinality($2::int[])],
           (ARRAY['Netflix','Disney+','Max','Prime Video','Spotify','YouTube Premium','Paramount+'])[1 + g % 7] || ' ' || (1 + g % 4) || ' pantallas',
           1 + g % 3, 1000 * (10 + g % 40), 1000 * (10 + g % 40) * (1 + g % 3),
           (ARRAY['finalized','finalized','finalized','draft','rejected','annulled'])[1 + g % 6], (ARRAY['direct','store','booking'])[1 + g % 3],
           CASE WHEN g % 6 < 3 THEN now() - (g || ' minutes')::interval END, CASE WHEN g % 50 = 0 THEN 'CUPON' || (g % 13) END, 0,
           now() - (g || ' minutes')::interval, now()
      FROM generate_series(1, $4) g`, [ctx.companyId, products, users, ctx.rows, Number(rows[0].n)]);
}

export async function loadMovements(ctx: LoadContext) {
  const { users } = await refs(ctx);
  await ctx.pool.query(`INSERT INTO ledger_entry (company_id, account_type, account_id, amount, balance_after, kind, object_type, object_id, note, actor_name, created_at)
    SELECT $1, 'user', ($2::int[])[1 + g % cardinality($2::int[])], (CASE WHEN g % 3 = 0 THEN 1 ELSE -1 END) * 1000 * (1 + g % 90), 1000 * (g % 5000),
           (ARRAY['purchase','purchase','commission','consignment','refund','renewal','adjustment'])[1 + g % 7],
           (ARRAY['order','order','order','consignments','renovation-ticket','user','report-fault-account'])[1 + g % 7], g,
           'Movimiento ' || g || ' del pedido ' || (g % 100000), (ARRAY['admin','distribuidor','subdistribuidor','Sistema'])[1 + g % 4],
           now() - (g || ' seconds')::interval
      FROM generate_series(1, $3) g`, [ctx.companyId, users, ctx.rows]);
}

export async function loadUsers(ctx: LoadContext) {
  const { rows } = await ctx.pool.query(`SELECT id, path FROM users WHERE username = 'distribuidor'`);
  const parent = rows[0];
  await ctx.pool.query(`INSERT INTO users (company_id, rol, username, password_hash, name, email, phone, parent_id, path, level_grid, codeuser, active, created_at, updated_at)
    SELECT $1, (ARRAY['Cliente','Cliente','Cliente','Distribuidor'])[1 + g % 4], 'bench' || g, 'x',
           (ARRAY['Ana','Luis','María','Carlos','Sofía','Andrés','Valentina','Juan'])[1 + g % 8] || ' ' || (ARRAY['Gómez','Pérez','Rodríguez','López','Martínez'])[1 + g % 5] || ' ' || g,
           'persona' || g || '@correo.com', '3' || lpad((g % 1000000000)::text, 9, '0'), $2, $3, 2 + g % 3,
           CASE WHEN g % 4 = 3 THEN 'B' || g END, g % 20 <> 0, now() - (g || ' seconds')::interval, now()
      FROM generate_series(1, $4) g`, [ctx.companyId, parent.id, `${parent.path}${parent.id}/`, ctx.rows]);
}
