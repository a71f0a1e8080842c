import { SECRET_MASK } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, bankAccountOf, RECEIPT, today, txId } from './consignment-helpers.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { callerFor, createBuyers, demoCompanyId, one, productId, rows, topUp, userIdOf } from './sales-helpers.ts';

/**
 * `POST /api/v1/admin/logs/list` answers only the log of records the caller may read (the same
 * scope as `GET /api/v1/admin/{r}/{id}`: tenant, subtree, owner), with or without `object_id`, and never shows a
 * secret field (a stock account's password or observations) in clear, for entries old or new.
 */

let ctx: TestContext;
let demo: number;
const as: Record<string, Caller> = {};
const ROLES = ['root', 'super', 'admin', 'renovaciones', 'distribuidor', 'subdistribuidor', 'cliente'] as const;
type Role = (typeof ROLES)[number];
/** Consignment and order ids created here, by who owns them. */
const consignment: Record<string, number> = {};
const order: Record<string, number> = {};
let account: number;

const SECRETS = ['Clave#Secreta-LOG1', 'Clave#Secreta-LOG2', 'Nota secreta LOG uno', 'Nota secreta LOG dos', 'Clave#Legada-LOG3', 'Nota legada LOG'];

const logsOf = (caller: Caller, data: Record<string, unknown>) =>
  caller.post('/api/v1/admin/logs/list', { data, _paginate: { page: 1, max_rows: 1000 } });

beforeAll(async () => {
  ctx = await createTestContext();
  demo = await demoCompanyId(ctx);
  const netflix = await productId(ctx, 'NETFLIX');
  for (const role of ROLES) {
    // platform users act on the demo company through x-tenant
    as[role] = await ctx.as(role, role === 'root' || role === 'super' ? { 'x-tenant': String(demo) } : {});
  }
  // a first-line distributor beside `distribuidor`: its records are a sibling's, out of distribuidor's subtree
  const [sibling] = await createBuyers(ctx, 1, { parent: 'admin', prefix: 'hermanolog', balance: 10_000_000 });
  const brother = callerFor(ctx, sibling.token);
  const bank = await bankAccountOf(as.admin);

  for (const [who, caller] of [['sibling', brother], ['distribuidor', as.distribuidor], ['subdistribuidor', as.subdistribuidor], ['cliente', as.cliente]] as const) {
    const reported = await caller.post('/api/v1/admin/consignments', {
      amount: 3_000_000, bank_account_id: bank, transaction_id: txId('LOG'), consignment_registration_date: today(), receipt: RECEIPT,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    consignment[who] = reported.json().item.id;
  }
  // an approval adds entries by another actor to the sibling's record (amount, bank reference, state)
  expect((await act(as.admin, consignment.sibling, 'finalize')).statusCode).toBe(200);

  await topUp(ctx, demo, await userIdOf(ctx, 'cliente'), 5_000_000);
  for (const [who, caller] of [['sibling', brother], ['cliente', as.cliente]] as const) {
    const bought = await caller.post('/api/v1/purchase', { type_digital_account_id: netflix, quantity: 1 });
    expect(bought.statusCode, bought.body).toBe(200);
    order[who] = bought.json().order.id;
  }

  // stock credentials written and changed through the engine: their log must never hold them in clear
  const created = await as.admin.post('/api/v1/admin/digital-account', {
    type_digital_account_id: netflix, login: 'log-secreto@demo.co', password: SECRETS[0], observations: SECRETS[2], profiles_quantity: 0,
  });
  expect(created.statusCode, created.body).toBe(201);
  account = created.json().item.id;
  const changed = await as.admin.put(`/api/v1/admin/digital-account/${account}`, { password: SECRETS[1], observations: SECRETS[3] });
  expect(changed.statusCode, changed.body).toBe(200);
  // an entry written before secrets were masked at write time
  await ctx.database.db.execute(sql`INSERT INTO audit_log (company_id, object_type, object_id, user_name, text, changes)
    VALUES (${demo}, 'digital-account', ${account}, 'Legado', 'Cuenta digital actualizada',
    ${JSON.stringify({ password: ['Secreta1', SECRETS[4]], observations: [null, SECRETS[5]], login: ['a@demo.co', 'log-secreto@demo.co'] })}::jsonb)`);
});
afterAll(() => ctx.close());

/** Who may read each test record (DOMAIN.md: staff the whole company, a distributor its own subtree). */
const READERS: Record<string, readonly Role[]> = {
  sibling: ['root', 'super', 'admin'],
  distribuidor: ['root', 'super', 'admin', 'distribuidor'],
  subdistribuidor: ['root', 'super', 'admin', 'distribuidor', 'subdistribuidor'],
  cliente: ['root', 'super', 'admin', 'distribuidor', 'subdistribuidor', 'cliente'],
};

describe('the log of a record follows who may read the record', () => {
  describe.each(['consignments', 'order'] as const)('%s', (type) => {
    const records = type === 'consignments' ? consignment : order;

    it.each(ROLES)('%s reads, without object_id, only the entries of records it reaches', async (role) => {
      const caller = as[role];
      const res = await logsOf(caller, { object_type: type });
      if (role === 'renovaciones') {
        // Renovaciones cannot read consignments or orders at all, so neither their log
        expect(res.statusCode).toBe(403);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      const entries: { object_type: string; object_id: number }[] = res.json().items;
      // the oracle is the caller's own list of the records (the engine's scope)
      const listed = (await caller.post(`/api/v1/admin/${type}/list`, { _paginate: { page: 1, max_rows: 1000 } })).json();
      expect(listed.total).toBeLessThanOrEqual(1000);
      const reachable = new Set(listed.items.map((r: { id: number }) => r.id));
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((e) => e.object_type === type)).toBe(true);
      expect(entries.filter((e) => !reachable.has(e.object_id))).toEqual([]);
      const seen = new Set(entries.map((e) => e.object_id));
      for (const [owner, id] of Object.entries(records)) {
        expect(seen.has(id), `${role} ${READERS[owner].includes(role) ? 'debe' : 'no debe'} ver el registro de ${owner}`)
          .toBe(READERS[owner].includes(role));
      }
    });

    it.each(ROLES.filter((r) => r !== 'renovaciones'))('%s reads a record\'s log by object_id only within reach', async (role) => {
      for (const [owner, id] of Object.entries(records)) {
        const res = await logsOf(as[role], { object_type: type, object_id: id });
        expect(res.statusCode, res.body).toBe(200);
        const items = res.json().items;
        if (READERS[owner].includes(role)) expect(items.length, `${role} → ${owner}`).toBeGreaterThan(0);
        else expect(items, `${role} → ${owner}`).toEqual([]);
      }
    });
  });

  it('a distributor never reads a sibling\'s consignment amount or bank reference through the log', async () => {
    const res = await logsOf(as.distribuidor, { object_type: 'consignments', object_id: consignment.sibling });
    expect(res.json()).toMatchObject({ success: true, items: [], total: 0 });
    expect((await as.distribuidor.get(`/api/v1/admin/consignments/${consignment.sibling}`)).statusCode).toBe(404);
  });

  it('keeps the whole log (no object_type) to the log screen\'s readers', async () => {
    for (const role of ['renovaciones', 'distribuidor', 'subdistribuidor', 'cliente'] as const) {
      expect((await logsOf(as[role], {})).statusCode, role).toBe(403);
    }
    const all = (await logsOf(as.admin, {})).json();
    expect(all.items.some((e: any) => e.object_type === 'consignments' && e.object_id === consignment.sibling)).toBe(true);
  });

  it('a distributor granted the log screen sees the entries of the records it may read, and nothing else', async () => {
    const group = (await as.admin.get('/api/v1/admin/perms-roles')).json().items.find((g: any) => g.role === 'Distribuidor');
    const granted = await as.admin.put(`/api/v1/admin/perms-roles/${group.id}`, { permissions: [...group.permissions, 'logs.list'] });
    expect(granted.statusCode, granted.body).toBe(200);
    const res = await logsOf(as.distribuidor, {});
    expect(res.statusCode, res.body).toBe(200);
    const entries: { object_type: string; object_id: number }[] = res.json().items;
    expect(entries.some((e) => e.object_type === 'consignments' && e.object_id === consignment.distribuidor)).toBe(true);
    // every entry is of a record the distributor's own list of that type shows (users, groups: not readable)
    for (const type of new Set(entries.map((e) => e.object_type))) {
      const listed = await as.distribuidor.post(`/api/v1/admin/${type}/list`, { _paginate: { page: 1, max_rows: 1000 } });
      expect(listed.statusCode, `${type}: ${listed.body}`).toBe(200);
      const reachable = new Set(listed.json().items.map((r: { id: number }) => r.id));
      expect(entries.filter((e) => e.object_type === type && !reachable.has(e.object_id)), type).toEqual([]);
    }
    expect(entries.some((e) => e.object_id === consignment.sibling && e.object_type === 'consignments')).toBe(false);
    expect(entries.some((e) => e.object_id === order.sibling && e.object_type === 'order')).toBe(false);
  });
});

describe('secret fields in the log', () => {
  it('stores stock passwords and observations masked when the entry is written', async () => {
    const stored = await rows<{ changes: Record<string, [unknown, unknown]> }>(ctx,
      sql`SELECT changes FROM audit_log WHERE object_type = 'digital-account' AND object_id = ${account} AND user_name <> 'Legado' ORDER BY id`);
    expect(stored).toHaveLength(2);
    expect(stored[0].changes.password).toEqual([null, SECRET_MASK]);
    expect(stored[0].changes.observations).toEqual([null, SECRET_MASK]);
    expect(stored[1].changes.password).toEqual([SECRET_MASK, SECRET_MASK]);
    const clear = await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM audit_log
      WHERE changes::text LIKE '%Secreta-LOG%' OR changes::text LIKE '%secreta LOG%'`);
    expect(clear.n).toBe(0);
  });

  it.each(ROLES)('%s never reads a stock password or observation in a log entry, old or new', async (role) => {
    const res = await logsOf(as[role], { object_type: 'digital-account', object_id: account });
    if (['distribuidor', 'subdistribuidor', 'cliente'].includes(role)) {
      // stock is staff-only: the record is not theirs to read, nor its log
      expect(res.statusCode).toBe(403);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const items: { changes: string; user_name: string }[] = res.json().items;
    expect(items).toHaveLength(3);
    for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    for (const entry of items) {
      const changes = JSON.parse(entry.changes);
      for (const field of ['password', 'observations']) {
        for (const value of changes[field] ?? []) expect([null, SECRET_MASK]).toContain(value);
      }
    }
    // the legacy entry keeps what is not secret
    const legacy = JSON.parse(items.find((e) => e.user_name === 'Legado')!.changes);
    expect(legacy).toEqual({ password: [SECRET_MASK, SECRET_MASK], observations: [null, SECRET_MASK], login: ['a@demo.co', 'log-secreto@demo.co'] });
  });

  it('Renovaciones reads the digital-account log as it reads the account: secrets masked', async () => {
    const item = (await as.renovaciones.get(`/api/v1/admin/digital-account/${account}`)).json().item;
    expect(item.password).toBe(SECRET_MASK);
    const listed = (await logsOf(as.renovaciones, { object_type: 'digital-account' })).json().items;
    expect(listed.some((e: any) => e.object_id === account)).toBe(true);
    for (const secret of SECRETS) expect(JSON.stringify(listed)).not.toContain(secret);
  });
});
