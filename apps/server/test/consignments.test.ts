import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  act, bankAccountOf, companyBalance, companyId, expectBooksBalanced, ledgerRowsOf, ledgerRowsWithKey, RECEIPT, report, today, txId,
  userBalance, userId,
} from './consignment-helpers.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: Caller;
let dist: Caller;
let sub: Caller;
let client: Caller;
let root: Caller;
let demoId: number;
let account: number;

beforeAll(async () => {
  ctx = await createTestContext();
  demoId = await companyId(ctx, 'demo');
  [admin, dist, sub, client] = await Promise.all(['admin', 'distribuidor', 'subdistribuidor', 'cliente'].map((u) => ctx.as(u)));
  root = await ctx.as('root', { 'x-tenant': String(demoId) });
  account = await bankAccountOf(dist);
});
afterAll(() => ctx.close());
afterEach(() => expectBooksBalanced(ctx));

describe('demo data', () => {
  it('starts distribuidor and subdistribuidor with balances made of approved consignments', async () => {
    // what their approved (and not reversed) consignments credited; the demo's sales and renewals spent from it since
    const credited = async (username: string) => Number((await ctx.database.db.execute(sql`
      SELECT coalesce(sum(l.amount), 0)::bigint AS total FROM ledger_entry l JOIN users u ON u.id = l.account_id
       WHERE l.account_type = 'user' AND u.username = ${username} AND l.kind IN ('consignment', 'consignment_reversal')`)).rows[0].total);
    expect(await credited('distribuidor')).toBe(80_000_000);
    expect(await credited('subdistribuidor')).toBe(20_000_000);
    const states = (await ctx.database.db.execute(sql`SELECT DISTINCT consignments_state AS s FROM consignments`)).rows.map((r) => r.s);
    expect(states.sort()).toEqual(['draft', 'finalized', 'rejected', 'reversed']);
    const pending = (await admin.post('/api/v1/admin/consignments-draft/list', {})).json();
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((c: any) => c.consignments_state === 'draft')).toBe(true);
  });
});

describe('report', () => {
  it('lets a distributor report its own top-up, pending, with its receipt', async () => {
    const item = await report(dist, { bank_account_id: account, amount: 7_500_000, transaction_id: ' ab 12-x ', user_id: await userId(ctx, 'cliente') });
    expect(item).toMatchObject({ consignments_state: 'draft', amount: 7_500_000, transaction_id: 'AB12-X', user_id: await userId(ctx, 'distribuidor') });
    const got = (await dist.get(`/api/v1/admin/consignments/${item.id}`)).json().item;
    expect(got.receipt).toBe(RECEIPT);
    const drafts = (await dist.post('/api/v1/admin/consignments-draft/list', { data: { transaction_id: 'AB12-X' } })).json();
    expect(drafts.items.map((c: any) => c.id)).toContain(item.id);
  });

  it('refuses an amount below the configured minimum with the formatted minimum', async () => {
    const res = await dist.post('/api/v1/admin/consignments', {
      amount: 1_999_999, bank_account_id: account, transaction_id: txId(), consignment_registration_date: today(), receipt: RECEIPT,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('El valor mínimo de una consignación es $ 20.000.');
    expect(res.json().errors).toHaveProperty('amount');
  });

  it('follows the company minimum when an admin changes it', async () => {
    const [entry] = (await admin.post('/api/v1/admin/configuration/list', { data: { key: 'minimum_value' } })).json().items;
    expect((await admin.put(`/api/v1/admin/configuration/${entry.id}`, { value_conf: '5000000' })).statusCode).toBe(200);
    const low = await dist.post('/api/v1/admin/consignments', { amount: 4_000_000, bank_account_id: account, transaction_id: txId(), consignment_registration_date: today(), receipt: RECEIPT });
    expect(low.statusCode).toBe(422);
    expect(low.json().msg).toContain('$ 50.000');
    expect((await admin.put(`/api/v1/admin/configuration/${entry.id}`, { value_conf: '2000000' })).statusCode).toBe(200);
  });

  it('refuses a deposit date in the future, a missing field and wrong types with 422', async () => {
    const future = await dist.post('/api/v1/admin/consignments', { amount: 3_000_000, bank_account_id: account, transaction_id: txId(), consignment_registration_date: '2999-01-01', receipt: RECEIPT });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toHaveProperty('consignment_registration_date');
    const missing = await dist.post('/api/v1/admin/consignments', { amount: 3_000_000, bank_account_id: account });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['consignment_registration_date', 'receipt', 'transaction_id']);
    const wrong = await dist.post('/api/v1/admin/consignments', { amount: 30_000.5, bank_account_id: account, transaction_id: txId(), consignment_registration_date: today(), receipt: RECEIPT, consignments_state: 'finalized' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['amount', 'consignments_state']);
  });

  it("refuses another company's bank account, an inactive one and a receipt that is not an image", async () => {
    const other = await ctx.database.db.execute(sql`SELECT ba.id FROM bank_account ba JOIN company c ON c.id = ba.company_id WHERE c.is_root LIMIT 1`);
    const foreign = await dist.post('/api/v1/admin/consignments', { amount: 3_000_000, bank_account_id: other.rows[0].id, transaction_id: txId(), consignment_registration_date: today(), receipt: RECEIPT });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('bank_account_id');

    const created = (await admin.post('/api/v1/admin/bank-account', { bank_id: await bankId(), account_number: '000-CLOSED', account_type: 'savings', holder: 'Demo Cuentas SAS', active: false })).json().item;
    const inactive = await dist.post('/api/v1/admin/consignments', { amount: 3_000_000, bank_account_id: created.id, transaction_id: txId(), consignment_registration_date: today(), receipt: RECEIPT });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors.bank_account_id).toMatch(/no está activa/);

    const item = await report(dist, { bank_account_id: account });
    const notImage = await dist.post(`/api/v1/admin/consignments/${item.id}`, { base64: 'data:text/plain;base64,aGVsbG8=', field: 'receipt' });
    expect(notImage.statusCode).toBe(422);
    const reportedNotImage = await dist.post('/api/v1/admin/consignments', { amount: 3_000_000, bank_account_id: account, transaction_id: txId(), consignment_registration_date: today(), receipt: 'data:text/plain;base64,aGVsbG8=' });
    expect(reportedNotImage.statusCode).toBe(422);
    expect(reportedNotImage.json().errors).toHaveProperty('receipt');
  });

  it('lets a distributor see its subtree’s reports but change only its own', async () => {
    const child = await report(sub, { bank_account_id: account });
    expect((await dist.get(`/api/v1/admin/consignments/${child.id}`)).statusCode).toBe(200);
    const edit = await dist.put(`/api/v1/admin/consignments/${child.id}`, { amount: 9_000_000 });
    expect(edit.statusCode).toBe(403);
    const own = await report(dist, { bank_account_id: account });
    expect((await sub.get(`/api/v1/admin/consignments/${own.id}`)).statusCode).toBe(404);
    expect((await dist.put(`/api/v1/admin/consignments/${own.id}`, { amount: 9_000_000 })).json().item.amount).toBe(9_000_000);
  });
});

async function bankId(): Promise<number> {
  return (await admin.post('/api/v1/admin/bank/search', { name: 'Bancolombia' })).json().items[0].id;
}

describe('approve', () => {
  it('credits the owner once through the ledger, logs it and moves it to the approved list', async () => {
    const before = await userBalance(ctx, 'distribuidor');
    const item = await report(dist, { bank_account_id: account, amount: 12_345_600 });
    const res = await act(admin, item.id, 'finalize');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, item: { id: item.id, consignments_state: 'finalized', has_receipt: true }, balance: before + 12_345_600 });
    expect(res.json().item.approved_by).toBe(await userId(ctx, 'admin'));
    expect(await userBalance(ctx, 'distribuidor')).toBe(before + 12_345_600);
    expect(await ledgerRowsOf(ctx, 'consignments', item.id)).toEqual([
      { amount: 12_345_600, kind: 'consignment', idempotency_key: `consignment:${item.id}:credit` },
    ]);

    const finalized = (await dist.post('/api/v1/admin/consignments-finalized/list', { data: { id: item.id } })).json();
    expect(finalized.total).toBe(1);
    const logs = (await admin.post('/api/v1/admin/logs/list', { data: { object_type: 'consignments', object_id: item.id } })).json().items;
    const approval = logs.find((l: any) => l.text.startsWith('Consignación aprobada'));
    expect(approval.user_name).toBe('Administrador Demo');
    expect(JSON.parse(approval.changes).consignments_state).toEqual(['draft', 'finalized']);

    const movements = (await dist.post('/api/v1/admin/balance-movements/list', { data: { object_type: 'consignments', object_id: item.id } })).json();
    expect(movements.items).toMatchObject([{ kind: 'consignment', amount: 12_345_600, balance_after: before + 12_345_600 }]);
  });

  it('refuses a report without its receipt (nothing created), an older one without receipt and a second approval', async () => {
    const before = (await dist.post('/api/v1/admin/consignments/list', {})).json().total;
    const transaction_id = txId('NORECEIPT');
    for (const receipt of [undefined, null, '']) {
      const refused = await dist.post('/api/v1/admin/consignments', { amount: 3_000_000, bank_account_id: account, transaction_id, consignment_registration_date: today(), receipt });
      expect(refused.statusCode, String(receipt)).toBe(422);
      expect(refused.json().errors.receipt).toBe('Comprobante es obligatorio');
    }
    expect((await dist.post('/api/v1/admin/consignments/list', {})).json().total).toBe(before);

    // a report from before the receipt was required: listed as lacking it, and approving says so
    const bare = await report(dist, { bank_account_id: account });
    await ctx.database.db.execute(sql`UPDATE consignments SET receipt = NULL WHERE id = ${bare.id}`);
    const listed = (await admin.post('/api/v1/admin/consignments-draft/list', { data: { id: bare.id } })).json().items;
    expect(listed).toMatchObject([{ id: bare.id, has_receipt: false }]);
    const noReceipt = await act(admin, bare.id, 'finalize');
    expect(noReceipt.statusCode).toBe(409);
    expect(noReceipt.json().msg).toMatch(/no tiene comprobante/);

    const item = await report(dist, { bank_account_id: account });
    expect((await act(admin, item.id, 'finalize')).statusCode).toBe(200);
    const again = await act(admin, item.id, 'finalize');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(`No se puede aprobar la consignación ${item.id}: está aprobada y solo se puede aprobar una consignación pendiente.`);
    expect(await ledgerRowsWithKey(ctx, `consignment:${item.id}:credit`)).toHaveLength(1);
    // an approved consignment is no longer editable nor deletable
    expect((await admin.put(`/api/v1/admin/consignments/${item.id}`, { amount: 99_000_000 })).statusCode).toBe(409);
    expect((await admin.del(`/api/v1/admin/consignments/${item.id}`)).statusCode).toBe(409);
  });

  it('refuses reporting or approving a deposit that was already credited', async () => {
    const transaction_id = txId('DUP');
    const first = await report(dist, { bank_account_id: account, transaction_id });
    const second = await report(sub, { bank_account_id: account, transaction_id });
    expect((await act(admin, first.id, 'finalize')).statusCode).toBe(200);
    const approveSecond = await act(admin, second.id, 'finalize');
    expect(approveSecond.statusCode).toBe(409);
    expect(approveSecond.json().msg).toContain(`ya fue acreditada en la consignación ${first.id}`);
    const reportAgain = await client.post('/api/v1/admin/consignments', { amount: 3_000_000, bank_account_id: account, transaction_id: transaction_id.toLowerCase(), consignment_registration_date: today(), receipt: RECEIPT });
    expect(reportAgain.statusCode).toBe(409);
    // the same transaction id at another bank is another deposit
    const davivienda = (await client.post('/api/v1/admin/bank-account/search', { name: 'Davivienda' })).json().items[0].id;
    await report(client, { bank_account_id: davivienda, transaction_id });
  });

  it('answers 403 to a distributor or client and to approving one’s own consignment', async () => {
    const item = await report(sub, { bank_account_id: account });
    expect((await act(dist, item.id, 'finalize')).statusCode).toBe(403);
    expect((await act(client, item.id, 'reject', { reason: 'Comprobante ilegible o incompleto' })).statusCode).toBe(403);
    expect((await act(dist, item.id, 'reverse', { reason: 'Se aprobó por error' })).statusCode).toBe(403);
    const own = await report(admin, { bank_account_id: account });
    const self = await act(admin, own.id, 'finalize');
    expect(self.statusCode).toBe(403);
    expect(self.json().msg).toMatch(/propia consignación/);
    expect((await act(root, own.id, 'finalize')).statusCode).toBe(200);
  });

  it("answers 404 for another company's consignment, never its content", async () => {
    const [other] = (await ctx.database.db.execute(sql`INSERT INTO company (name, slug) VALUES ('Otra', 'otra') RETURNING id`)).rows;
    const [foreign] = (await ctx.database.db.execute(sql`
      INSERT INTO consignments (company_id, amount, bank_account_id, transaction_id, consignment_registration_date, receipt, consignments_state)
      VALUES (${other.id}, 5000000, ${account}, ${txId()}, ${today()}, ${RECEIPT}, 'draft') RETURNING id`)).rows;
    for (const action of ['finalize', 'reject', 'reverse'] as const) {
      const res = await act(admin, Number(foreign.id), action, { reason: 'Se aprobó por error' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('5000000');
    }
    expect((await admin.get(`/api/v1/admin/consignments/${foreign.id}`)).statusCode).toBe(404);
  });

  it('validates the action routes: unknown fields answer 422, a non-numeric id 404 (id-forms.test.ts)', async () => {
    const item = await report(dist, { bank_account_id: account });
    expect((await act(admin, item.id, 'finalize', { amount: 1 })).statusCode).toBe(422);
    expect((await admin.post('/api/v1/admin/consignments/abc/finalize', {})).statusCode).toBe(404);
  });
});

describe('reject', () => {
  it('rejects a pending consignment with its reason and moves nothing', async () => {
    const before = await userBalance(ctx, 'subdistribuidor');
    const item = await report(sub, { bank_account_id: account });
    const res = await act(admin, item.id, 'reject', { reason: 'El valor no coincide con el comprobante', note: 'El comprobante dice $ 40.000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ consignments_state: 'rejected', reason_cancellation: 'El valor no coincide con el comprobante. El comprobante dice $ 40.000' });
    expect(await userBalance(ctx, 'subdistribuidor')).toBe(before);
    expect(await ledgerRowsOf(ctx, 'consignments', item.id)).toEqual([]);
    const rejected = (await sub.post('/api/v1/admin/consignments-rejected/list', { data: { id: item.id } })).json();
    expect(rejected.total).toBe(1);
    expect((await act(admin, item.id, 'finalize')).statusCode).toBe(409);
    expect((await act(admin, item.id, 'reject', { reason: 'Consignación duplicada' })).statusCode).toBe(409);
  });

  it('asks for a reason of at least 8 characters, or a note when the reason is "other"', async () => {
    const item = await report(sub, { bank_account_id: account });
    for (const body of [{}, { reason: 'corto' }, { reason: 'other' }, { reason: 'other', note: 'breve' }]) {
      const res = await act(admin, item.id, 'reject', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toHaveProperty('reason');
    }
    const ok = await act(admin, item.id, 'reject', { reason: 'other', note: 'El depósito se hizo a otra empresa' });
    expect(ok.json().item.reason_cancellation).toBe('El depósito se hizo a otra empresa');
  });
});

describe('reverse', () => {
  it('debits an approved consignment back and leaves it reversed', async () => {
    const item = await report(sub, { bank_account_id: account, amount: 4_000_000 });
    expect((await act(admin, item.id, 'finalize')).statusCode).toBe(200);
    const before = await userBalance(ctx, 'subdistribuidor');
    const res = await act(admin, item.id, 'reverse', { reason: 'El banco devolvió o anuló la transacción' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ item: { consignments_state: 'reversed' }, balance: before - 4_000_000 });
    expect(await ledgerRowsOf(ctx, 'consignments', item.id)).toEqual([
      { amount: 4_000_000, kind: 'consignment', idempotency_key: `consignment:${item.id}:credit` },
      { amount: -4_000_000, kind: 'consignment_reversal', idempotency_key: `consignment:${item.id}:reverse` },
    ]);
    expect((await act(admin, item.id, 'reverse', { reason: 'Se aprobó por error' })).statusCode).toBe(409);
    // reversed, the deposit may be reported and credited again (e.g. with the right amount)
    const again = await report(sub, { bank_account_id: account, transaction_id: item.transaction_id, amount: 3_500_000 });
    expect((await act(admin, again.id, 'finalize')).statusCode).toBe(200);
  });

  it('refuses a pending consignment, and a reversal the balance cannot cover until a credit limit allows it', async () => {
    const pending = await report(client, { bank_account_id: account });
    expect((await act(admin, pending.id, 'reverse', { reason: 'Se aprobó por error' })).statusCode).toBe(409);

    const item = await report(client, { bank_account_id: account, amount: 3_000_000 });
    expect((await act(admin, item.id, 'finalize')).statusCode).toBe(200);
    const clienteId = await userId(ctx, 'cliente');
    const balance = await userBalance(ctx, 'cliente');
    // spend most of it: leave 2.000.000 cents
    expect((await admin.post(`/api/v1/admin/user/${clienteId}/adjust-balance`, { amount: -(balance - 2_000_000), reason: 'Compra registrada por fuera del sistema' })).statusCode).toBe(200);
    const refused = await act(admin, item.id, 'reverse', { reason: 'El banco devolvió o anuló la transacción' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(`No se puede reversar la consignación ${item.id}: el saldo de Cliente Demo ($ 20.000) quedaría por debajo de cero al descontar $ 30.000.`);
    expect(await userBalance(ctx, 'cliente')).toBe(2_000_000);
    expect((await dist.get(`/api/v1/admin/consignments/${item.id}`)).json().item.consignments_state).toBe('finalized');

    expect((await admin.post(`/api/v1/admin/user/${clienteId}/credit-limit`, { credit_limit: 1_000_000 })).statusCode).toBe(200);
    const allowed = await act(admin, item.id, 'reverse', { reason: 'El banco devolvió o anuló la transacción' });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await userBalance(ctx, 'cliente')).toBe(-1_000_000);
  });
});

describe('company consignments', () => {
  it("are reported by the company's admin into a root account and approved only by the root company", async () => {
    const accounts = (await admin.post('/api/v1/admin/platform-bank-account/search', { name: '' })).json().items;
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts[0].name).toContain('Plataforma');
    const listed = (await admin.post('/api/v1/admin/platform-bank-account/list', { data: { id: [accounts[0].id] } })).json();
    expect(listed.items.map((a: any) => a.id)).toEqual([accounts[0].id]);
    expect((await dist.post('/api/v1/admin/platform-bank-account/search', {})).statusCode).toBe(403);

    // Demo's own account is not where companies pay
    const wrong = await admin.post('/api/v1/admin/consignments-company', { amount: 30_000_000, bank_account_id: account, transaction_id: txId(), consignment_registration_date: today(), receipt: RECEIPT });
    expect(wrong.json().errors).toHaveProperty('bank_account_id');
    expect(wrong.statusCode).toBe(422);

    const before = await companyBalance(ctx, demoId);
    const item = await report(admin, { bank_account_id: accounts[0].id, amount: 30_000_000 }, 'consignments-company');
    expect(item.consignments_state).toBe('draft');
    expect((await act(admin, item.id, 'finalize', {}, 'consignments-company')).statusCode).toBe(403);
    const rootOwn = await ctx.as('super');
    expect((await act(rootOwn, item.id, 'finalize', {}, 'consignments-company')).statusCode).toBe(404);

    const res = await act(root, item.id, 'finalize', {}, 'consignments-company');
    expect(res.statusCode, res.body).toBe(200);
    expect(await companyBalance(ctx, demoId)).toBe(before + 30_000_000);
    expect(await ledgerRowsWithKey(ctx, `consignment-company:${item.id}:credit`)).toHaveLength(1);

    const movements = (await admin.post('/api/v1/admin/company-balance-movements/list', { data: { object_type: 'consignments-company', object_id: item.id } })).json();
    expect(movements.items).toMatchObject([{ kind: 'consignment', amount: 30_000_000, balance_after: before + 30_000_000 }]);
    expect((await dist.post('/api/v1/admin/company-balance-movements/list', {})).statusCode).toBe(403);

    const reversed = await act(root, item.id, 'reverse', { reason: 'Se aprobó por error' }, 'consignments-company');
    expect(reversed.statusCode).toBe(200);
    expect(await companyBalance(ctx, demoId)).toBe(before);
  });
});

describe('menu', () => {
  it('shows consignments and balance entries by permission', async () => {
    const ids = (menu: any) => menu.groups.flatMap((g: any) => g.items.map((i: any) => i.id));
    const adminMenu = ids((await admin.get('/api/auth/get-menu/main')).json().menu);
    expect(adminMenu).toEqual(expect.arrayContaining(['consignments-draft-list', 'consignments-company-list', 'bank-account-list', 'balance-movements-list', 'company-balance-movements-list']));
    const distMenu = ids((await dist.get('/api/auth/get-menu/main')).json().menu);
    expect(distMenu).toEqual(expect.arrayContaining(['consignments-list', 'consignments-finalized-list', 'balance-movements-list']));
    expect(distMenu).not.toContain('bank-account-list');
    expect(distMenu).not.toContain('company-balance-movements-list');
  });
});
