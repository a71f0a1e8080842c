import { resourceByName } from '@app/shared';
import type { LightMyRequestResponse } from 'fastify';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { plausible } from './openapi-values.ts';

/**
 * Every route of the OpenAPI document, as the admin and as nobody, receives bad bodies,
 * bad path ids and bad query values. Whatever it answers, it is never a 500, every JSON answer is the
 * `{ success, msg, token }` envelope, and no message or field error speaks English. Routes added later are
 * swept too: the list comes from the document, not from this file.
 */

/** English a validator or the framework writes; none of it may reach a person (whole words, any case). */
const ENGLISH = /\b(invalid|expected|received|too big|too small|required|must|should|string|number|boolean|undefined|object|array|unknown|unrecognized|not found|bad request|exceeding|failed|cannot|not allowed|unexpected|internal server)\b/i;

/** The logout would end the admin's session half way through the sweep (sessions.test.ts covers it). */
const SKIP = new Set(['POST /api/v1/auth/logout']);
/** Routes that speak another product's protocol (the SMM panels' API v2): `{error}` instead of the envelope. */
const FOREIGN_SHAPE = new Set(['POST /api/v2']);

const HUGE = 99_999_999_999;
/** Ids that name no record (or that are not ids at all): the record ids used everywhere in the sweep. */
const BAD_IDS = ['0x1d', '29e0', '%2029', '029', String(HUGE), '9007199254740993', '-1', '0', 'x', '1.5', 'a'.repeat(150)];
const MISSING_ID = '2147483647';

/** Bodies every route with a body receives, whatever its schema. */
const GENERIC_BODIES: unknown[] = [undefined, null, [], 'x', 123, {}, { zz_desconocido: 1 }];

/** Bodies of list calls (routes whose body has `data`, `_paginate` or `_order`). */
const LIST_BODIES: unknown[] = [
  { data: null }, { data: 'x' },
  { data: { id: HUGE } }, { data: { id: [HUGE, -1] } }, { data: { id: '0x1d' } }, { data: { created_at_gte: '2024-02-31' } },
  { _paginate: { page: 1e20, max_rows: -1 } }, { _paginate: { page: 'x' } },
  { _order: 'campo_que_no_existe DESC' }, { _order: { field: 'id', direction: 'SIDEWAYS' } }, { _order: { a: 'ASC', b: 'DESC' } }, { _order: 42 },
];

/** Values the documented body fields receive, spread over the routes (see fieldBodies) to keep the run short. */
const FIELD_VALUES: unknown[] = [null, 'x', -1, HUGE, 1e308, [], {}, true, '0x1d', '2024-02-31', -HUGE, '\u0000', 1.5, 'x'.repeat(3000)];

interface Operation {
  method: string; path: string; pathParams: string[]; query: string[]; fields: string[];
  /** The body's documented fields (JSON Schema) and which of them are required. */
  props: Record<string, any>; required: string[];
}

function operations(doc: any): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const upper = method.toUpperCase();
      // event streams (`.../events`) never end: their own tests read them
      if (SKIP.has(`${upper} ${path}`) || path.startsWith('/api/docs') || path.endsWith('/events')) continue;
      const params = (op.parameters ?? []) as { in: string; name: string }[];
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const bodySchema = schema?.properties ? schema : schema?.anyOf?.findLast((s: any) => s.properties);
      const props = bodySchema?.properties ?? {};
      ops.push({
        method: upper, path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        fields: Object.keys(props),
        props, required: bodySchema?.required ?? [],
      });
    }
  }
  return ops;
}

/** The path with each parameter filled: `id` with `id`, the others with a plausible value. */
function fill(op: Operation, id: string): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' ? id : name === 'currency' ? 'USD' : name === 'amount' ? '10' : 'x'));
}

function queryVariants(op: Operation): string[] {
  const out: string[] = [];
  for (const q of op.query) {
    const values = q === 'params'
      ? ['null', '[]', '"x"', '{', '{"data":{"id":99999999999}}', '{"data":{"created_at_gte":"x"}}', '{"_order":"nada DESC"}', '{"_order":{"id":"DESC"}}', '{"_paginate":{"page":1e30}}', '{"data":{"q":"\\u0000"}}']
      : ['0x1d', String(HUGE), '-1', 'x', '', '%00'];
    for (const v of values) out.push(`${q}=${encodeURIComponent(v)}`);
  }
  return out;
}

/** Picks `count` items of `list`, starting at a place that moves with `seed`, so routes share the whole list. */
const rotate = <T>(list: T[], seed: number, count: number): T[] =>
  Array.from({ length: Math.min(count, list.length) }, (_v, k) => list[(seed * count + k) % list.length]);

/** One bad value per documented field (two for the first field), rotating through FIELD_VALUES across routes. */
function fieldBodies(op: Operation, seed: number): unknown[] {
  return op.fields.flatMap((field, i) => rotate(FIELD_VALUES, seed + i, i === 0 ? 2 : 1).map((v) => ({ [field]: v })));
}

/** A value of another type than the field's (a number for text, text for anything else). */
function wrongType(schema: any): unknown {
  const types = [schema?.type, ...(schema?.anyOf ?? []).map((b: any) => b.type)].flat().filter(Boolean);
  return types.includes('string') ? 12345 : 'texto';
}

/** What a body field's type cannot hold: PostgreSQL must never be the one to refuse it. */
const SHAPE_VALUES = (schema: any): unknown[] => [null, [], {}, wrongType(schema)];

/**
 * For every field: the route's required fields with plausible values, and that field null, a list, an object or
 * a value of another type. Whatever gets past the schema meets the database, which must refuse it in Spanish.
 */
function shapeBodies(op: Operation): Record<string, unknown>[] {
  const base = Object.fromEntries(op.required.map((f) => [f, plausible(op.props[f], 'Barrido')]));
  return op.fields.flatMap((field) => SHAPE_VALUES(op.props[field]).map((v) => ({ ...base, [field]: v })));
}

/** Resources whose rows hold the sweeping admin's own user and company: their real records are not rewritten. */
const KEEP_REAL_RECORDS = new Set(['users', 'company']);

interface Finding { who: string; method: string; url: string; body: unknown; status: number; problem: string; answer: string }

let ctx: TestContext;
let admin: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
});
afterAll(() => ctx.close());

/** Every text of an answer a person may read: msg and every field error. */
function readableTexts(json: any): string[] {
  const texts = [json.msg];
  const walk = (v: unknown) => {
    if (typeof v === 'string') texts.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(json.errors);
  if (typeof json.error === 'string') texts.push(json.error);
  if (typeof json.message === 'string') texts.push(json.message);
  return texts.filter((t): t is string => typeof t === 'string');
}

function check(res: LightMyRequestResponse, foreign = false): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}`;
  if (foreign) {
    // never a 500 and never English, in the protocol's own `{error}` shape
    const json = res.json();
    if (res.statusCode >= 400 && typeof json?.error !== 'string') return 'sin {error}';
    const english = readableTexts(json).find((t) => ENGLISH.test(t));
    return english ? `texto en inglés: ${english}` : null;
  }
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('json')) {
    // a spreadsheet export answers a file; anything else must be the envelope
    return type.includes('spreadsheetml') && res.statusCode === 200 ? null : `no JSON (${type || 'sin tipo'}, ${res.statusCode})`;
  }
  let json: any;
  try {
    json = res.json();
  } catch {
    return 'JSON ilegible';
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return 'no es un objeto';
  if (typeof json.success !== 'boolean' || typeof json.msg !== 'string' || !('token' in json) || (json.token !== null && typeof json.token !== 'string')) {
    return 'sin el sobre {success, msg, token}';
  }
  if (json.success !== (res.statusCode < 400)) return `success=${json.success} con HTTP ${res.statusCode}`;
  const english = readableTexts(json).find((t) => ENGLISH.test(t));
  if (english) return `texto en inglés: ${english}`;
  return null;
}

/** Runs `tasks` with a few in flight at once (the app and PostgreSQL serve them concurrently, as in production). */
async function pool<T>(tasks: (() => Promise<T>)[], width = 6): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  }));
  return results;
}

describe('API sweep: every route × bad bodies, ids and query values', () => {
  it('never answers 500, always answers the envelope, never in English', async () => {
    const started = Date.now();
    const doc = (ctx.app as any).swagger();
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(100);

    const tasks: (() => Promise<Finding | null>)[] = [];
    const send = (who: 'admin' | 'anónimo', method: string, url: string, body: unknown) => async (): Promise<Finding | null> => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = payload === undefined ? {} : { 'content-type': 'application/json' };
      if (who === 'admin') headers.authorization = `Bearer ${admin.token}`;
      let res: LightMyRequestResponse;
      try {
        res = await ctx.app.inject({ method: method as any, url, payload, headers, remoteAddress: '10.77.0.1' });
      } catch (err) {
        // e.g. a streamed answer that broke half way: the client got a cut connection instead of an answer
        return { who, method, url, body, status: 599, problem: `sin respuesta: ${(err as Error).message}`, answer: '' };
      }
      const problem = check(res, FOREIGN_SHAPE.has(`${method} ${url.split('?')[0]}`));
      return problem ? { who, method, url, body, status: res.statusCode, problem, answer: res.body.slice(0, 300) } : null;
    };

    // a real record of each engine resource, so its update meets the database (a missing id stops at the 404)
    const realIds = new Map<string, number>();
    for (const op of ops) {
      const name = op.path.match(/^\/api\/v1\/admin\/([^/]+)\/\{id\}$/)?.[1];
      const def = name ? resourceByName(name) : undefined;
      if (!name || !def || def.readOnly || KEEP_REAL_RECORDS.has(def.table) || realIds.has(name) || op.method !== 'PUT') continue;
      const first = (await admin.post(`/api/v1/admin/${name}/list`, { _paginate: { page: 1, max_rows: 1 } })).json()?.items?.[0]?.id;
      if (typeof first === 'number') realIds.set(name, first);
    }

    let routeNo = 0;
    for (const op of ops) {
      const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
      const url = fill(op, MISSING_ID);
      // the anonymous caller: one call, with a bad id where the route has one (401, or a public route's own answer)
      tasks.push(send('anónimo', op.method, op.pathParams.includes('id') ? fill(op, '0x1d') : url, hasBody ? {} : undefined));
      // the admin: bad ids (four per route, rotating: id-forms.test.ts tries every form on the money routes)
      for (const id of op.pathParams.length ? rotate(BAD_IDS, routeNo, 4) : []) tasks.push(send('admin', op.method, fill(op, id), hasBody ? {} : undefined));
      for (const q of queryVariants(op)) tasks.push(send('admin', op.method, `${url}?${q}`, undefined));
      const isList = op.fields.some((f) => f === 'data' || f === '_paginate' || f === '_order');
      const bodies = hasBody ? [...GENERIC_BODIES, ...(isList ? rotate(LIST_BODIES, routeNo, 4) : []), ...fieldBodies(op, routeNo)] : [undefined];
      for (const body of bodies) tasks.push(send('admin', op.method, url, body));
      if (hasBody) {
        const real = realIds.get(op.path.match(/^\/api\/v1\/admin\/([^/]+)\/\{id\}$/)?.[1] ?? '');
        const target = real !== undefined ? fill(op, String(real)) : url;
        for (const body of shapeBodies(op)) tasks.push(send('admin', op.method, target, body));
      }
      routeNo++;
    }
    // paths no route owns, and ones the router itself refuses
    for (const path of ['/api/no-existe', '/api/v1/admin/bank/%E0%A4%A', `/api/v1/admin/bank/${'9'.repeat(300)}`, '/api/v1/admin/bank/1/nada', `/api/${'a/'.repeat(2000)}`]) {
      tasks.push(send('admin', 'GET', path, undefined), send('anónimo', 'PATCH', path, {}));
    }

    const findings = (await pool(tasks)).filter((f): f is Finding => f !== null);
    const fiveHundreds = findings.filter((f) => f.status >= 500).length;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    // SWEEP_REPORT=/tmp/sweep.json keeps every finding for reading (the assertion shows only the first 40)
    if (process.env.SWEEP_REPORT) writeFileSync(process.env.SWEEP_REPORT, JSON.stringify(findings, null, 1));
    console.log(`API sweep: ${ops.length} routes × bad bodies, ids and query values = ${tasks.length} requests, 500s = ${fiveHundreds}, other findings = ${findings.length - fiveHundreds} (${seconds} s)`);
    // the admin's session survived the sweep, so its answers were the admin's and not 401s
    expect((await admin.get('/api/v1/admin/profile')).statusCode).toBe(200);
    expect(findings.slice(0, 40), `${findings.length} findings`).toEqual([]);
  }, 240_000);
});
