import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyId, report } from './consignment-helpers.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { receiptVariants } from './receipt-images.ts';

let ctx: TestContext;
let admin: Caller;
let dist: Caller;
let demoId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  demoId = await companyId(ctx, 'demo');
  [admin, dist] = await Promise.all(['admin', 'distribuidor'].map((u) => ctx.as(u)));
});
afterAll(() => ctx.close());

const accounts = async () => Number((await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM bank_account`)).rows[0].n);
const create = (body: unknown) => admin.post('/api/v1/admin/bank-account', body);
const holder = { holder: 'Demo Cuentas SAS', holder_document: '900123456' };

describe('payment methods of Colombia', () => {
  it('keeps each kind with its own fields, normalized, and names it', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ kind: 'breb', breb_key_type: 'phone', account_number: '300 123-4567' }, { account_number: '3001234567', name: 'Llave Bre-B (celular) 3001234567 · Demo Cuentas SAS' }],
      [{ kind: 'breb', breb_key_type: 'email', account_number: ' Pagos@Demo.CO ' }, { account_number: 'pagos@demo.co' }],
      [{ kind: 'breb', breb_key_type: 'document', account_number: '1.020.304.050' }, { account_number: '1020304050' }],
      [{ kind: 'breb', breb_key_type: 'alphanumeric', account_number: '@demo 2026' }, { account_number: '@DEMO2026' }],
      [{ kind: 'nequi', account_number: '311 555 0000' }, { account_number: '3115550000', name: 'Nequi 3115550000 · Demo Cuentas SAS', bank_id: null }],
      [{ kind: 'daviplata', account_number: '3209998877', account_type: 'savings' }, { account_type: null }],
      [{ kind: 'pse', account_number: '900.123.456-7', payment_link: 'https://pagos.example.co/demo' }, { account_number: '900123456-7' }],
    ];
    for (const [body, expected] of cases) {
      const res = await create({ ...holder, ...body });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().item).toMatchObject({ kind: body.kind, ...expected });
    }
  });

  it('refuses what a kind does not allow, in Spanish, saving nothing', async () => {
    const before = await accounts();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ kind: 'breb', breb_key_type: 'phone', account_number: '2001234567' }, 'account_number', /10 dígitos que empieza por 3/],
      [{ kind: 'breb', breb_key_type: 'phone', account_number: '30012345678' }, 'account_number', /celular/],
      [{ kind: 'breb', breb_key_type: 'email', account_number: 'pagos@demo' }, 'account_number', /correo válido/],
      [{ kind: 'breb', breb_key_type: 'document', account_number: '12ab' }, 'account_number', /documento/],
      [{ kind: 'breb', breb_key_type: 'alphanumeric', account_number: 'DEMO' }, 'account_number', /"@"/],
      [{ kind: 'breb', account_number: '3001234567' }, 'breb_key_type', /tipo de llave/],
      [{ kind: 'breb', breb_key_type: 'fax', account_number: '3001234567' }, 'breb_key_type', /no es una opción válida/],
      [{ kind: 'nequi', account_number: '30012' }, 'account_number', /10 dígitos y empezar por 3/],
      [{ kind: 'daviplata', account_number: '6011234567' }, 'account_number', /empezar por 3/],
      [{ kind: 'pse', account_number: '900123456-7' }, 'payment_link', /enlace de pago PSE es obligatorio/],
      [{ kind: 'pse', account_number: '900123456-7', payment_link: 'no es un enlace' }, 'payment_link', /enlace válido/],
      [{ kind: 'pse', account_number: 'NIT', payment_link: 'https://pagos.example.co' }, 'account_number', /NIT/],
      [{ kind: 'bank', account_number: '12345' }, 'bank_id', /banco es obligatorio/],
      [{ kind: 'crypto', account_number: '12345' }, 'kind', /no es una opción válida/],
    ];
    for (const [body, field, message] of cases) {
      const res = await create({ ...holder, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors, JSON.stringify(body)).toHaveProperty(field);
      expect(res.json().errors[field], JSON.stringify(body)).toMatch(message);
    }
    // hostile bodies: null, a list, nothing, wrong types
    const hostile: unknown[] = [
      null, [], {}, 'x', 5,
      { ...holder, kind: 5, account_number: '3001234567' },
      { ...holder, kind: 'nequi', account_number: { $ne: 1 } },
      { ...holder, kind: 'breb', breb_key_type: [], account_number: '3001234567' },
      { ...holder, kind: ['nequi'], account_number: '3001234567' },
      { ...holder, kind: 'nequi', account_number: '3001234567', qr: 12 },
      { ...holder, kind: 'nequi', account_number: '3001234567', extra: true },
      { ...holder, kind: null, account_number: '3001234567' },
    ];
    for (const body of hostile) {
      const res = await admin.request('POST', '/api/v1/admin/bank-account', JSON.stringify(body), { 'content-type': 'application/json' });
      expect([400, 422], JSON.stringify(body)).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
      expect(res.json().msg, JSON.stringify(body)).toMatch(/[áéíóúñ]|campos|debe|obligatori|válid/i);
    }
    expect(await accounts()).toBe(before);
  });

  it('changing the kind empties the fields the new kind does not use and checks the new rules', async () => {
    const bank = (await admin.post('/api/v1/admin/bank/search', { name: '' })).json().items[0].id;
    const created = (await create({ ...holder, bank_id: bank, account_type: 'savings', account_number: '123-456' })).json().item;
    const refused = await admin.put(`/api/v1/admin/bank-account/${created.id}`, { kind: 'nequi' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('account_number');
    const moved = await admin.put(`/api/v1/admin/bank-account/${created.id}`, { kind: 'nequi', account_number: '3150001122' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().item).toMatchObject({ kind: 'nequi', account_type: null, bank_id: null, name: 'Nequi 3150001122 · Demo Cuentas SAS' });
  });

  it('shows the company’s active methods with their QR to the network, and a report remembers the method used', async () => {
    const nequi = (await create({ ...holder, kind: 'nequi', account_number: '3017778899' })).json().item;
    const qr = (await receiptVariants(0, 'QR', 'nequi')).png;
    expect((await admin.post(`/api/v1/admin/bank-account/${nequi.id}`, { base64: qr, field: 'qr' })).statusCode).toBe(200);
    const res = await dist.get('/api/v1/admin/payment-methods');
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().items.find((m: any) => m.id === nequi.id);
    expect(mine).toMatchObject({ kind: 'nequi', kind_label: 'Nequi', number_label: 'Celular Nequi', account_number: '3017778899', qr });
    expect(res.json().items.every((m: any) => typeof m.kind_label === 'string' && m.kind_label)).toBe(true);

    const item = await report(dist, { bank_account_id: nequi.id });
    expect(item).toMatchObject({ payment_method: 'nequi' });
    // the report keeps the method even if the account changes afterwards
    await admin.put(`/api/v1/admin/bank-account/${nequi.id}`, { kind: 'daviplata' });
    expect((await dist.get(`/api/v1/admin/consignments/${item.id}`)).json().item.payment_method).toBe('nequi');
  });

  it("keeps each company's methods to itself: another company's answers 404 and is not listed", async () => {
    const nequi = (await create({ ...holder, kind: 'nequi', account_number: '3024445566' })).json().item;
    const rootHome = await ctx.as('root');
    expect((await rootHome.get('/api/v1/admin/payment-methods')).json().items.map((m: any) => m.id)).not.toContain(nequi.id);
    expect((await rootHome.get(`/api/v1/admin/bank-account/${nequi.id}`)).statusCode).toBe(404);
    expect((await rootHome.put(`/api/v1/admin/bank-account/${nequi.id}`, { account_number: '3000000000' })).statusCode).toBe(404);
    const rootOnDemo = await ctx.as('root', { 'x-tenant': String(demoId) });
    expect((await rootOnDemo.get('/api/v1/admin/payment-methods')).json().items.map((m: any) => m.id)).toContain(nequi.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/payment-methods' })).statusCode).toBe(401);
  });
});
