import { sql } from 'drizzle-orm';
import type { TestContext } from './helpers.ts';
import { plausible } from './openapi-values.ts';
import { rows } from './sales-helpers.ts';

export interface Operation {
  method: string;
  path: string;
  /** A body with a valid value in each required field (so a call gets past validation to its records). */
  plausibleBody: () => Record<string, unknown>;
  props: Record<string, any>;
  query: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the OpenAPI document except its own pages. */
export function operationsOf(doc: any): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries<any>(item)) {
      if (!METHODS.includes(method)) continue;
      const params = (op.parameters ?? []) as { in: string; name: string }[];
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const bodySchema = schema?.properties ? schema : schema?.anyOf?.findLast((s: any) => s.properties);
      const props = bodySchema?.properties ?? {};
      const required: string[] = bodySchema?.required ?? [];
      ops.push({
        method: method.toUpperCase(), path, props,
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        plausibleBody: () => probeBody(props, required),
      });
    }
  }
  return ops;
}

/** A field's name says it holds a record id (`id`, `user_id`, `ids`, `type_digital_account_ids`...). */
const ID_NAME = /(^|_)ids?$/;

/** The inputs of an operation that name records: path parameters, body fields and query parameters. */
export function idInputs(op: Operation) {
  return {
    path: [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
    body: Object.keys(op.props).filter((f) => ID_NAME.test(f)),
    query: op.query.filter((q) => ID_NAME.test(q)),
  };
}

/**
 * A body the route's schema accepts: its required fields with plausible values, a reason where it takes one, and
 * where nothing is required one harmless field (a flag or a text), so an update is not refused as empty first.
 */
function probeBody(props: Record<string, any>, required: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = Object.fromEntries(required.map((f) => [f, plausible(props[f], 'Aislamiento')]));
  if ('reason' in props) body.reason = 'Prueba de aislamiento entre empresas';
  if ('text' in props && !body.text) body.text = 'Prueba de aislamiento entre empresas';
  if (Object.keys(body).length === 0) {
    const fields = Object.keys(props);
    const typeOf = (f: string) => [props[f]?.type, ...(props[f]?.anyOf ?? []).map((b: any) => b.type)].flat();
    const flag = fields.find((f) => f === 'active') ?? fields.find((f) => typeOf(f).includes('boolean'));
    const text = fields.find((f) => ['name', 'title', 'description', 'note'].includes(f));
    if (flag) body[flag] = false;
    else if (text) body[text] = 'Aislamiento';
    else if (fields.length) body[fields[0]] = plausible(props[fields[0]], 'Aislamiento');
  }
  return body;
}

/**
 * Rows that change whatever a caller is refused (who tried to sign in, the audit of calls, stored retry keys,
 * session bookkeeping): the comparison skips them.
 */
const BOOKKEEPING = new Set(['audit_log', 'login_attempt', 'idempotent_request', 'redeem_attempt']);

/**
 * Rows a background worker keeps updating for A's own earlier events (webhook delivery attempts): their count is
 * compared, not their content.
 */
const BACKGROUND = new Set(['webhook_delivery']);

/** A digest of every row of the given companies, per table that carries company_id. */
export async function companySnapshot(ctx: TestContext, companies: number[]): Promise<Record<string, string>> {
  const tables = await rows<{ table_name: string }>(ctx, sql`SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.column_name = 'company_id' ORDER BY 1`);
  const out: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    if (BOOKKEEPING.has(table)) continue;
    const [row] = await rows<{ digest: string | null; n: number }>(ctx, sql.raw(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest, count(*)::int AS n FROM "${table}" t WHERE company_id IN (${companies.map(Number).join(',')})`,
    ));
    out[table] = BACKGROUND.has(table) ? `${row.n}` : `${row.n}:${row.digest ?? ''}`;
  }
  return out;
}
