import { MOVEMENT_KINDS } from '@app/shared';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_KINDS } from '../src/modules/ledger/ledger-service.ts';
import { companyBalance, companyId, expectBooksBalanced, userBalance, userId } from './consignment-helpers.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: Caller;
let dist: Caller;
let sub: Caller;
let client: Caller;
let renov: Caller;
let demoId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  demoId = await companyId(ctx, 'demo');
  [admin, dist, sub, client, renov] = await Promise.all(['admin', 'distribuidor', 'subdistribuidor', 'cliente', 'renovaciones'].map((u) => ctx.as(u)));
  for (const u of ['admin', 'distribuidor', 'subdistribuidor', 'cliente', 'root']) ids[u] = await userId(ctx, u);
});
afterAll(() => ctx.close());
afterEach(() => expectBooksBalanced(ctx));

const adjust = (caller: Caller, id: number, body: unknown) => caller.post(`/api/v1/admin/user/${id}/adjust-balance`, body);

describe('balance adjustment', () => {
  it('moves a balance by a signed amount with its reason, through the ledger and the log', async () => {
    const before = await userBalance(ctx, 'subdistribuidor');
    const credit = await adjust(admin, ids.subdistribuidor, { amount: 1_500_000, reason: 'Bonificación por campaña de diciembre' });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json()).toMatchObject({ item: { id: ids.subdistribuidor, balance: before + 1_500_000 }, movement: { kind: 'adjustment', amount: 1_500_000 } });
    expect(credit.json().msg).toBe(`Saldo ajustado en +$ 15.000. Nuevo saldo: $ ${(before / 100 + 15_000).toLocaleString('es-CO')}.`);
    const debit = await adjust(admin, ids.subdistribuidor, { amount: -500_000, reason: 'Corrección de una recarga duplicada' });
    expect(debit.json().item.balance).toBe(before + 1_000_000);
    const logs = (await admin.post('/api/v1/admin/logs/list', { data: { object_type: 'user', object_id: ids.subdistribuidor } })).json().items;
    expect(logs.map((l: any) => l.text)).toEqual(expect.arrayContaining(['Ajuste de saldo de -$ 5.000: Corrección de una recarga duplicada']));
  });

  it('refuses to take a balance below zero, and allows it within a credit limit', async () => {
    const balance = await userBalance(ctx, 'cliente');
    const refused = await adjust(admin, ids.cliente, { amount: -(balance + 1), reason: 'Descuento por reclamación' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatch(/^El ajuste de -\$ [\d.]+ dejaría el saldo de Cliente Demo \(\$ [\d.]+\) por debajo de cero\.$/);
    expect(await userBalance(ctx, 'cliente')).toBe(balance);

    const limit = await ctx.as('admin').then((a) => { admin = a; return a.post(`/api/v1/admin/user/${ids.cliente}/credit-limit`, { credit_limit: 300_000, reason: 'Cliente frecuente' }); });
    expect(limit.statusCode, limit.body).toBe(200);
    expect(limit.json().item).toMatchObject({ credit_limit: 300_000 });
    expect((await adjust(admin, ids.cliente, { amount: -(balance + 300_000), reason: 'Descuento por reclamación' })).statusCode).toBe(200);
    expect(await userBalance(ctx, 'cliente')).toBe(-300_000);
    expect((await adjust(admin, ids.cliente, { amount: -1, reason: 'Descuento por reclamación' })).statusCode).toBe(409);

    // the limit cannot drop below the debt it covers
    const lower = await admin.post(`/api/v1/admin/user/${ids.cliente}/credit-limit`, { credit_limit: 100_000 });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().msg).toBe('El saldo de Cliente Demo es -$ 3.000: el cupo de crédito no puede ser menor que $ 3.000.');
    expect((await adjust(admin, ids.cliente, { amount: 300_000, reason: 'Pago de la deuda del cupo' })).statusCode).toBe(200);
    expect((await admin.post(`/api/v1/admin/user/${ids.cliente}/credit-limit`, { credit_limit: 0 })).statusCode).toBe(200);
  });

  it('validates amount and reason with 422', async () => {
    for (const body of [{ amount: 0, reason: 'Ajuste sin valor alguno' }, { amount: 10.5, reason: 'Ajuste con decimales' }, { amount: 1000, reason: 'corto' }, { amount: 1000 }, { amount: 1000, reason: 'Ajuste válido', extra: 1 }]) {
      const res = await adjust(admin, ids.distribuidor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().success).toBe(false);
    }
    expect((await admin.post(`/api/v1/admin/user/${ids.distribuidor}/credit-limit`, { credit_limit: -5 })).statusCode).toBe(422);
  });

  it('is refused to distributors (403), for another company (404) and on one’s own balance (403)', async () => {
    expect((await adjust(dist, ids.subdistribuidor, { amount: 100_000, reason: 'Regalo para mi subdistribuidor' })).statusCode).toBe(403);
    expect((await dist.post(`/api/v1/admin/user/${ids.subdistribuidor}/credit-limit`, { credit_limit: 100_000 })).statusCode).toBe(403);
    expect((await adjust(admin, ids.root, { amount: 100_000, reason: 'Usuario de otra empresa' })).statusCode).toBe(404);
    expect((await adjust(admin, 999_999, { amount: 100_000, reason: 'Usuario que no existe' })).statusCode).toBe(404);
    const self = await adjust(admin, ids.admin, { amount: 100_000, reason: 'Me recargo a mí mismo' });
    expect(self.statusCode).toBe(403);
  });

  it("adjusts a company's balance only from the root company, on the company it acts on", async () => {
    const before = await companyBalance(ctx, demoId);
    expect((await admin.post(`/api/v1/admin/company/${demoId}/adjust-balance`, { amount: 100_000, reason: 'Ajuste de la empresa' })).statusCode).toBe(403);
    const root = await ctx.as('root', { 'x-tenant': String(demoId) });
    const res = await root.post(`/api/v1/admin/company/${demoId}/adjust-balance`, { amount: 250_000, reason: 'Compensación por caída del servicio' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await companyBalance(ctx, demoId)).toBe(before + 250_000);
    const rootOwn = await ctx.as('super');
    expect((await rootOwn.post(`/api/v1/admin/company/${demoId}/adjust-balance`, { amount: 1, reason: 'Otra empresa distinta' })).statusCode).toBe(404);
  });
});

describe('balance movements', () => {
  it('shows a distributor or client only its own rows, staff any user of the company', async () => {
    const own = (await dist.post('/api/v1/admin/balance-movements/list', { _paginate: { page: 1, max_rows: 1000 } })).json();
    expect(own.total).toBeGreaterThan(0);
    expect(new Set(own.items.map((m: any) => m.user_id))).toEqual(new Set([ids.distribuidor]));
    // seed: two credits, one credit and its reversal
    expect(own.items.filter((m: any) => m.kind === 'consignment_reversal')).toHaveLength(1);
    const sum = own.items.reduce((s: number, m: any) => s + m.amount, 0);
    expect(sum).toBe(await userBalance(ctx, 'distribuidor'));
    expect(own.items[0].balance_after).toBe(await userBalance(ctx, 'distribuidor'));

    const childRows = (await dist.post('/api/v1/admin/balance-movements/list', { data: { user_id: ids.subdistribuidor } })).json();
    expect(childRows.total).toBe(0);
    const clientRows = (await client.post('/api/v1/admin/balance-movements/list', {})).json();
    expect(new Set(clientRows.items.map((m: any) => m.user_id))).toEqual(new Set([ids.cliente]));

    const staff = (await admin.post('/api/v1/admin/balance-movements/list', { data: { user_id: ids.subdistribuidor } })).json();
    expect(staff.total).toBeGreaterThan(0);
    expect((await renov.post('/api/v1/admin/balance-movements/list', {})).statusCode).toBe(403);
  });

  it('filters by kind and date range and reads one row', async () => {
    const reversals = (await admin.post('/api/v1/admin/balance-movements/list', { data: { kind: 'consignment_reversal' } })).json();
    expect(reversals.items.length).toBeGreaterThan(0);
    expect(reversals.items.every((m: any) => m.kind === 'consignment_reversal')).toBe(true);
    const future = (await admin.post('/api/v1/admin/balance-movements/list', { data: { movement_date_gte: '2999-01-01' } })).json();
    // a date-only bound on a timestamp column (the engine turns it into Bogota days)
    expect((await admin.post('/api/v1/admin/balance-movements/list', { data: { created_at_gte: '2999-01-01' } })).json().total).toBe(0);
    expect(future.total).toBe(0);
    const today = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
    const todays = (await admin.post('/api/v1/admin/balance-movements/list', { data: { movement_date_gte: today, movement_date_lte: today } })).json();
    expect(todays.total).toBeGreaterThan(0);
    const one = await dist.get(`/api/v1/admin/balance-movements/${reversals.items[0].id}`);
    expect(one.statusCode).toBe(200);
    expect((await sub.get(`/api/v1/admin/balance-movements/${reversals.items[0].id}`)).statusCode).toBe(404);
    expect((await admin.post('/api/v1/admin/balance-movements', { amount: 1 })).statusCode).toBe(404);
  });

  it('exports the rows as xlsx with Spanish headers and pesos', async () => {
    const res = await dist.post('/api/v1/admin/balance-movements/export', { all: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('export.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(headers).toEqual(expect.arrayContaining(['Fecha', 'Tipo de movimiento', 'Valor', 'Saldo después']));
    const own = (await dist.post('/api/v1/admin/balance-movements/list', { _paginate: { page: 1, max_rows: 1000 } })).json();
    expect(sheet.rowCount - 1).toBe(own.total);
  });

  it("lists the company's own movements for its admins only", async () => {
    // every movement on one page: the demo's company rows outgrew the default page of 25
    const rows = (await admin.post('/api/v1/admin/company-balance-movements/list', { _paginate: { page: 1, max_rows: 1000 } })).json();
    expect(rows.total).toBeGreaterThan(0);
    expect(rows.items).toHaveLength(rows.total);
    expect(rows.items.reduce((s: number, m: any) => s + m.amount, 0)).toBe(await companyBalance(ctx, demoId));
    expect((await dist.post('/api/v1/admin/company-balance-movements/list', {})).statusCode).toBe(403);
    const exported = await admin.post('/api/v1/admin/company-balance-movements/export', {});
    expect(exported.statusCode).toBe(200);
  });

  it('names every ledger kind in Spanish', () => {
    expect(MOVEMENT_KINDS.map((k) => k.value).sort()).toEqual([...LEDGER_KINDS].sort());
  });
});

describe('bank accounts', () => {
  it('are managed by admins, named with their bank, and read by the network', async () => {
    const bank = (await admin.post('/api/v1/admin/bank/search', { name: 'BBVA' })).json().items[0];
    const created = await admin.post('/api/v1/admin/bank-account', { bank_id: bank.id, account_number: ' 001-998877 ', account_type: 'checking', holder: 'Demo Cuentas SAS' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().item).toMatchObject({ account_number: '001-998877', name: 'BBVA Colombia · Corriente 001-998877 · Demo Cuentas SAS', active: true });
    const id = created.json().item.id;
    const renamed = await admin.put(`/api/v1/admin/bank-account/${id}`, { account_type: 'savings' });
    expect(renamed.json().item.name).toBe('BBVA Colombia · Ahorros 001-998877 · Demo Cuentas SAS');
    expect((await admin.post('/api/v1/admin/bank-account', { bank_id: bank.id, account_number: '001-998877', account_type: 'savings', holder: 'Otro' })).statusCode).toBe(409);

    const found = (await dist.post('/api/v1/admin/bank-account/search', { name: 'BBVA' })).json().items;
    expect(found.map((a: any) => a.id)).toContain(id);
    expect((await client.get(`/api/v1/admin/bank-account/${id}`)).statusCode).toBe(200);
    expect((await dist.post('/api/v1/admin/bank-account', { bank_id: bank.id, account_number: '1', account_type: 'savings', holder: 'Yo' })).statusCode).toBe(403);
    expect((await dist.put(`/api/v1/admin/bank-account/${id}`, { holder: 'Yo' })).statusCode).toBe(403);
  });

  it("refuses a bank of another company and validates the account's fields", async () => {
    const root = await ctx.as('root');
    const rootBank = (await root.post('/api/v1/admin/bank/search', { name: '' })).json().items[0];
    const foreign = await admin.post('/api/v1/admin/bank-account', { bank_id: rootBank.id, account_number: '55', account_type: 'savings', holder: 'Demo Cuentas SAS' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('bank_id');
    const invalid = await admin.post('/api/v1/admin/bank-account', { bank_id: rootBank.id, account_type: 'crypto', holder: '' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['account_number', 'account_type', 'holder']);
  });
});
