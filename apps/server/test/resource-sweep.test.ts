import {
  DEFAULT_ROLE_PERMISSIONS, editableFields, RESOURCES, resourceByName, type Action, type FieldDef, type ResourceDef, type RoleName,
} from '@app/shared';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceTables } from '../src/db/schema/index.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

/**
 * A sweep generated from the resource registry, so no resource escapes it: every resource, including ones added later, is
 * created, read, listed, updated and deleted by a role holding the permission; refused with 403 to a role
 * lacking it; and answers 404 for another company's record. Payloads are built from the field definitions.
 */

const ROOT_COMPANY = 3;
const USERNAMES: Partial<Record<RoleName, string>> = {
  Admin: 'admin', Root: 'root', Distribuidor: 'distribuidor', Cliente: 'cliente', Renovaciones: 'renovaciones',
};
/** Roles a forbidden call is tried with, in order, when their default permissions lack it. */
const UNPRIVILEGED: RoleName[] = ['Cliente', 'Renovaciones', 'Distribuidor'];
/**
 * Read-only resources every role may list and read on purpose, each caller within its scope (so no role is
 * refused): a buyer reads its own renewal tickets, an ancestor its subtree's, the renewal desk the company's.
 */
const READ_BY_EVERY_ROLE = new Set(['renovation-ticket']);

/**
 * Values the field metadata cannot express: rules across fields or formats checked by a definition's
 * `validate`. Each entry says why; a resource added later that needs one fails here until it gets its line.
 */
const OVERRIDES: Record<string, Record<string, unknown>> = {
  configuration: { type_field: 'other' }, // a check/number/money entry needs a value of that type
  template: {}, // code: lower case (filled below, it must be unique)
  'type-account-tag': { color: '#1A2B3C' },
  'whatsapp-support-lines': { country_code: '57' },
  'bank-account': { kind: 'nequi', account_number: '3001234567' }, // each payment kind has its own rules (payment-methods.ts)
  consignments: { amount: 2_000_000 }, // the configured minimum consignment ($ 20.000)
  'consignments-company': { amount: 2_000_000 },
  'type-digital-account': { profile_max_quantity: 5 }, // room for a profile beyond the ones an account starts with
  'receipt-layout': { blocks: '[{"type":"text","value":"{company_name}","align":"center"},{"type":"line"}]' }, // JSON blocks
};

/** A 1×1 PNG as the web sends a picked image. */
const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let ctx: TestContext;
const callers = new Map<RoleName, Caller>();
let demoCompany: number;
let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

const has = (role: RoleName, def: ResourceDef, action: Action) =>
  DEFAULT_ROLE_PERMISSIONS[role].includes(`${def.permission}.${action}` as never);

/** The first of Admin, Root that may do `action` on the resource (the platform only when the company cannot). */
const permittedRole = (def: ResourceDef, action: Action): RoleName | undefined =>
  (['Admin', 'Root'] as RoleName[]).find((r) => has(r, def, action));

/** A caller acting on `company` (Root chooses it with x-tenant; everyone else is bound to its own). */
function actor(role: RoleName, company: number) {
  const caller = callers.get(role)!;
  const headers: Record<string, string> = role === 'Root' ? { 'x-tenant': String(company) } : {};
  return {
    caller,
    send: (method: string, url: string, body?: unknown) => caller.request(method, url, body, headers),
  };
}

function textValue(f: FieldDef): string {
  let v = `Prueba${uniq()}`;
  while (v.length < (f.min ?? 0)) v += 'x';
  v = v.slice(0, f.max ?? 255);
  return f.uppercase ? v.toUpperCase() : v;
}

function numberValue(f: FieldDef): number {
  const min = f.min ?? 0;
  const v = Math.max(min, 1);
  return f.max !== undefined ? Math.min(v, f.max) : v;
}

function scalarValue(f: FieldDef): unknown {
  switch (f.kind) {
    case 'text': case 'textarea': return textValue(f);
    case 'email': return `prueba.${uniq()}@ejemplo.com`;
    case 'phone': return '3001234567';
    case 'password': return 'Clave#2026!x';
    case 'url': return 'https://ejemplo.com/recurso';
    case 'video': return 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    case 'number': case 'integer': case 'money': return numberValue(f);
    case 'date': return '2024-01-15';
    case 'datetime': return new Date().toISOString();
    case 'boolean': return f.defaultValue ?? false; // e.g. only one general price list per company
    case 'select': return f.options?.[0]?.value;
    // a required image (a consignment's receipt) travels with the record; optional ones are uploaded apart
    case 'image': return f.required ? PNG_1PX : undefined;
    default: return undefined; // json: optional everywhere
  }
}

/** A valid create payload for `def` in `company`, creating the records its required references need. */
async function buildPayload(def: ResourceDef, company: number, depth = 0): Promise<Record<string, unknown>> {
  const payload: Record<string, unknown> = {};
  for (const f of editableFields(def, 'create')) {
    if (f.kind === 'reference') {
      if (!f.required) continue;
      payload[f.name] = await referenceId(f.reference!, company, depth);
      continue;
    }
    const v = scalarValue(f);
    if (v !== undefined) payload[f.name] = v;
  }
  if (def.name === 'template') payload.code = `prueba-${uniq()}`;
  // the root company has no admin or distributor to hang a distributor from: a platform user instead
  if (def.name === 'user' && company === ROOT_COMPANY) payload.rol = 'Super';
  return { ...payload, ...OVERRIDES[def.name] };
}

/** The id of a record of `resource` reachable in `company`: a user of that company, or a freshly created record. */
async function referenceId(resource: string, company: number, depth: number): Promise<number> {
  if (resource === 'user') return callers.get(company === ROOT_COMPANY ? 'Root' : 'Admin')!.profile.id;
  if (depth > 4) throw new Error(`reference chain too deep at ${resource}`);
  const target = resourceByName(resource);
  if (!target) {
    // a picker served outside the registry (e.g. the platform's bank accounts): take an existing record
    const found = (await actor('Root', company).send('POST', `/api/v1/admin/${resource}/search`, {})).json();
    if (!found.items?.length) throw new Error(`no ${resource} to reference: ${JSON.stringify(found)}`);
    return found.items[0].id;
  }
  const role = company === ROOT_COMPANY ? 'Root' : permittedRole(target, 'create')!;
  const res = await actor(role, company).send('POST', `/api/v1/admin/${resource}`, await buildPayload(target, company, depth + 1));
  if (res.statusCode !== 201) throw new Error(`creating a ${resource} for a reference failed: ${res.body}`);
  return res.json().item.id;
}

/** A field to change on update, with its new value: text first, else a number, else a boolean. */
function updateFor(def: ResourceDef): Record<string, unknown> | null {
  const fields = editableFields(def, 'update').filter((f) => f.kind !== 'reference' && f.kind !== 'select');
  const f = fields.find((x) => ['text', 'textarea'].includes(x.kind) && !(x.name in (OVERRIDES[def.name] ?? {})) && x.name !== 'code' && x.name !== 'username')
    ?? fields.find((x) => ['integer', 'number', 'money'].includes(x.kind))
    ?? fields.find((x) => x.kind === 'boolean');
  if (!f) return null;
  if (f.kind === 'boolean') return { [f.name]: false };
  if (f.kind === 'text' || f.kind === 'textarea') return { [f.name]: textValue(f) };
  return { [f.name]: Math.min(numberValue(f) + 1, f.max ?? Number.MAX_SAFE_INTEGER) };
}

/** Some record of `def` in `company` for read-only resources: an existing one, else one written straight to its table. */
async function someRecordId(def: ResourceDef, company: number): Promise<number | undefined> {
  const listed = (await actor('Root', company).send('POST', `/api/v1/admin/${def.name}/list`, { _paginate: { page: 1, max_rows: 1 } })).json();
  if (listed.items?.length) return listed.items[0].id;
  if (def.table === 'users') return callers.get(company === ROOT_COMPANY ? 'Root' : 'Admin')!.profile.id;
  const table = (resourceTables as Record<string, any>)[def.name];
  if (!table || !is(table, PgTable)) return undefined; // a view: nothing to write
  const values: Record<string, unknown> = {};
  for (const f of def.fields) {
    const v = f.kind === 'reference' ? undefined : scalarValue(f);
    if (v !== undefined) values[f.name] = v;
  }
  if (def.scope === 'company') values.company_id = company;
  const [row] = await ctx.database.db.insert(table).values(values as never).returning();
  return (row as { id: number }).id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const [role, username] of Object.entries(USERNAMES) as [RoleName, string][]) callers.set(role, await ctx.as(username));
  demoCompany = callers.get('Admin')!.profile.company_id;
});
afterAll(() => ctx.close());

describe.each(RESOURCES.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  const writable = !def.readOnly;

  it(writable ? 'creates, reads, lists, updates, toggles and deletes as a permitted role' : 'lists and reads as a permitted role', async () => {
    const listRole = permittedRole(def, 'list');
    expect(listRole, `nobody may list ${def.name}`).toBeDefined();
    const reader = actor(listRole!, demoCompany);
    if (!writable) {
      const list = await reader.send('POST', `/api/v1/admin/${def.name}/list`, {});
      expect(list.statusCode, list.body).toBe(200);
      const id = await someRecordId(def, demoCompany);
      if (id !== undefined) {
        const got = await reader.send('GET', `/api/v1/admin/${def.name}/${id}`);
        expect(got.statusCode, got.body).toBe(200);
        expect(got.body).not.toContain('password_hash');
      }
      return;
    }

    const role = permittedRole(def, 'create');
    expect(role, `nobody may create ${def.name}`).toBeDefined();
    const writer = actor(role!, demoCompany);
    const payload = await buildPayload(def, demoCompany);
    const created = await writer.send('POST', `/api/v1/admin/${def.name}`, payload);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().item;
    expect(item.id).toBeGreaterThan(0);
    expect(created.body).not.toContain('password_hash');

    const got = await writer.send('GET', `/api/v1/admin/${def.name}/${item.id}`);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().item.id).toBe(item.id);

    const listed = await writer.send('POST', `/api/v1/admin/${def.name}/list`, { data: { id: item.id } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((r: any) => r.id)).toEqual([item.id]);

    const change = updateFor(def);
    if (change) {
      const updated = await writer.send('PUT', `/api/v1/admin/${def.name}/${item.id}`, change);
      expect(updated.statusCode, updated.body).toBe(200);
      for (const [k, v] of Object.entries(change)) expect(updated.json().item[k]).toEqual(v);
    }
    const toggle = def.fields.find((f) => f.toggle && editableFields(def, 'update').includes(f));
    if (toggle) {
      const toggled = await writer.send('POST', `/api/v1/admin/${def.name}/${item.id}`, { [toggle.name]: false });
      expect(toggled.statusCode, toggled.body).toBe(200);
      expect(toggled.json().item[toggle.name]).toBe(false);
    }

    const logs = (await writer.send('POST', '/api/v1/admin/logs/list', { data: { object_type: def.name, object_id: item.id } })).json();
    expect(logs.items.length).toBeGreaterThanOrEqual(change ? 2 : 1);

    const removed = await writer.send('DELETE', `/api/v1/admin/${def.name}/${item.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await writer.send('GET', `/api/v1/admin/${def.name}/${item.id}`)).statusCode).toBe(404);
  });

  it.each(def.status?.lists.map((l) => l.name) ?? [])('serves its status list %s', async (list) => {
    const res = await actor(permittedRole(def, 'list')!, demoCompany).send('POST', `/api/v1/admin/${list}/list`, {});
    expect(res.statusCode, res.body).toBe(200);
    const field = def.status!.field;
    const value = def.status!.lists.find((l) => l.name === list)!.value;
    for (const row of res.json().items) expect(row[field]).toBe(value);
  });

  it.skipIf(READ_BY_EVERY_ROLE.has(def.name))('answers 403 to a role without the permission', async () => {
    const actions: Action[] = writable ? ['list', 'get', 'create', 'update', 'delete'] : ['list', 'get'];
    let checked = 0;
    for (const action of actions) {
      const role = UNPRIVILEGED.find((r) => !has(r, def, action));
      if (!role) continue;
      const who = actor(role, demoCompany);
      const [method, url, body] = {
        list: ['POST', `/api/v1/admin/${def.name}/list`, {}],
        get: ['GET', `/api/v1/admin/${def.name}/1`, undefined],
        create: ['POST', `/api/v1/admin/${def.name}`, {}],
        update: ['PUT', `/api/v1/admin/${def.name}/1`, {}],
        delete: ['DELETE', `/api/v1/admin/${def.name}/1`, undefined],
      }[action as 'list'] as [string, string, unknown];
      const res = await who.send(method, url, body);
      expect([action, role, res.statusCode]).toEqual([action, role, 403]);
      expect(res.json().success).toBe(false);
      checked++;
    }
    expect(checked, `every role may do everything on ${def.name}`).toBeGreaterThan(0);
  });

  it.skipIf(def.scope === 'global')('answers 404 for another company\'s record', async () => {
    let foreignId: number | undefined;
    if (writable) {
      const res = await actor('Root', ROOT_COMPANY).send('POST', `/api/v1/admin/${def.name}`, await buildPayload(def, ROOT_COMPANY));
      expect(res.statusCode, res.body).toBe(201);
      foreignId = res.json().item.id;
    } else {
      foreignId = await someRecordId(def, ROOT_COMPANY);
    }
    if (foreignId === undefined) return; // a read-only view with no rows anywhere: nothing to reach
    const role = permittedRole(def, writable ? 'update' : 'get') ?? 'Admin';
    // the demo admin sends x-tenant 3 too: ignored for anyone but the platform roles
    const caller = callers.get(role === 'Root' ? 'Admin' : role)!;
    const change = updateFor(def);
    const routes: [string, unknown][] = writable
      ? [['GET', undefined], ['PUT', change ?? {}], ...(change ? [['POST', change] as [string, unknown]] : []), ['DELETE', undefined]]
      : [['GET', undefined]];
    for (const [method, body] of routes) {
      const res = await caller.request(method, `/api/v1/admin/${def.name}/${foreignId}`, body, { 'x-tenant': String(ROOT_COMPANY) });
      // a role without the permission would answer 403 before reaching the record: only the admin's answers count
      if (res.statusCode === 403) continue;
      expect([method, res.statusCode]).toEqual([method, 404]);
    }
    const listed = (await caller.request('POST', `/api/v1/admin/${def.name}/list`, { data: { id: foreignId } }, { 'x-tenant': String(ROOT_COMPANY) })).json();
    if (listed.items) expect(listed.items).toEqual([]);
  });
});
