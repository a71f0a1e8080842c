import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hammingDistance, receiptHash, SAME_IMAGE_MAX_DISTANCE } from '../src/modules/consignments/receipt-hash.ts';
import { act, bankAccountOf, companyId, expectBooksBalanced, ledgerRowsOf, RECEIPT, report, txId } from './consignment-helpers.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { receiptVariants } from './receipt-images.ts';

let ctx: TestContext;
let admin: Caller;
let dist: Caller;
let sub: Caller;
let account: number;
let demoId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  demoId = await companyId(ctx, 'demo');
  [admin, dist, sub] = await Promise.all(['admin', 'distribuidor', 'subdistribuidor'].map((u) => ctx.as(u)));
  account = await bankAccountOf(dist);
});
afterAll(() => ctx.close());
afterEach(() => expectBooksBalanced(ctx));

const SUSPICION = ['suspected_duplicate_of', 'duplicate_reason'];
const REVIEW = 'Revisado con el extracto: son dos depósitos distintos';

/** What the reporter can read of its own report: the record, its list row, its picker row and its log. */
async function reporterView(caller: Caller, id: number) {
  const record = (await caller.get(`/api/v1/admin/consignments/${id}`)).json().item;
  const row = (await caller.post('/api/v1/admin/consignments/list', { data: { id } })).json().items[0];
  const log = (await caller.post('/api/v1/admin/logs/list', { data: { object_type: 'consignments', object_id: id } })).json();
  return { record, row, log: JSON.stringify(log) };
}

describe('receipt hash', () => {
  it('keeps a re-encoded and a resized copy within the threshold and a different receipt far from it', async () => {
    const same = await receiptVariants(0, '$ 50.000', 'M1234567');
    const other = await receiptVariants(1, '$ 120.000', 'B998877');
    const original = (await receiptHash(same.png))!;
    expect(original).toMatch(/^[0-9a-f]{64}$/);
    for (const copy of [same.jpeg70, same.half, same.halfJpeg70]) {
      expect(hammingDistance(original, (await receiptHash(copy))!)).toBeLessThanOrEqual(SAME_IMAGE_MAX_DISTANCE);
    }
    expect(hammingDistance(original, (await receiptHash(other.png))!)).toBeGreaterThan(SAME_IMAGE_MAX_DISTANCE * 3);
    // a 1 × 1 placeholder carries no receipt to compare; garbage is not an image
    expect(await receiptHash(RECEIPT)).toBeNull();
    expect(await receiptHash('data:image/png;base64,AAAA')).toBeNull();
  });
});

describe('duplicate receipts', () => {
  it('flags a pending report whose reference repeats another pending one once normalized, for staff only', async () => {
    const base = txId('REF');
    const first = await report(dist, { bank_account_id: account, transaction_id: `00${base}` });
    // lower case, blanks, dashes and leading zeros do not make another reference
    const spaced = `${base.slice(0, 4).toLowerCase()}-${base.slice(4, 8)} ${base.slice(8)}`;
    const second = await report(sub, { bank_account_id: account, transaction_id: spaced });
    expect(second.consignments_state).toBe('draft');

    const staffView = (await admin.get(`/api/v1/admin/consignments/${second.id}`)).json().item;
    expect(staffView).toMatchObject({ suspected_duplicate_of: first.id, duplicate_reason: 'reference' });
    expect((await admin.get(`/api/v1/admin/consignments/${first.id}`)).json().item).toMatchObject({ suspected_duplicate_of: null, duplicate_reason: null });
    const staffRow = (await admin.post('/api/v1/admin/consignments-draft/list', { data: { id: second.id } })).json().items[0];
    expect(staffRow).toMatchObject({ suspected_duplicate_of: first.id, duplicate_reason: 'reference' });

    // the reporter (and its parent distributor) learn nothing: no field, no log line
    for (const caller of [sub, dist]) {
      const view = await reporterView(caller, second.id);
      for (const key of SUSPICION) {
        expect(view.record).not.toHaveProperty(key);
        expect(view.row).not.toHaveProperty(key);
      }
      expect(view.log).not.toMatch(/duplicad|suspected|sospecha/i);
    }
    const created = await sub.post('/api/v1/admin/consignments', {
      amount: 3_000_000, bank_account_id: account, transaction_id: `0${base}`, consignment_registration_date: staffView.consignment_registration_date, receipt: RECEIPT,
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const key of SUSPICION) expect(created.json().item).not.toHaveProperty(key);
    const pending = await sub.post('/api/v1/admin/consignments-draft/list', { data: { transaction_id: base } });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().items.length).toBeGreaterThan(0);
    for (const item of pending.json().items) for (const key of SUSPICION) expect(item).not.toHaveProperty(key);
  });

  it('flags a receipt re-encoded as JPEG quality 70 or resized to half, and not a different receipt', async () => {
    const same = await receiptVariants(0, '$ 77.000', 'IMG-1');
    const other = await receiptVariants(1, '$ 31.000', 'IMG-2');
    const original = await report(dist, { bank_account_id: account, receipt: same.png } as never);
    const reencoded = await report(sub, { bank_account_id: account, receipt: same.jpeg70 } as never);
    const resized = await report(dist, { bank_account_id: account, receipt: same.half } as never);
    const different = await report(sub, { bank_account_id: account, receipt: other.png } as never);
    const staff = async (id: number) => (await admin.get(`/api/v1/admin/consignments/${id}`)).json().item;
    expect(await staff(original.id)).toMatchObject({ suspected_duplicate_of: null });
    expect(await staff(reencoded.id)).toMatchObject({ suspected_duplicate_of: original.id, duplicate_reason: 'image' });
    expect(await staff(resized.id)).toMatchObject({ suspected_duplicate_of: original.id, duplicate_reason: 'image' });
    expect(await staff(different.id)).toMatchObject({ suspected_duplicate_of: null, duplicate_reason: null });
    for (const key of SUSPICION) expect((await sub.get(`/api/v1/admin/consignments/${reencoded.id}`)).json().item).not.toHaveProperty(key);

    // a rejected report releases its claim: reporting the same receipt again once corrected is not a duplicate
    const rejected = await act(admin, different.id, 'reject', { reason: 'El valor no coincide con el comprobante' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const corrected = await report(sub, { bank_account_id: account, receipt: other.jpeg70 } as never);
    expect(await staff(corrected.id)).toMatchObject({ suspected_duplicate_of: null });

    // a receipt uploaded later (the form's image upload) is compared too
    const later = await report(dist, { bank_account_id: account });
    const upload = await dist.post(`/api/v1/admin/consignments/${later.id}`, { base64: same.halfJpeg70, field: 'receipt' });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(await staff(later.id)).toMatchObject({ suspected_duplicate_of: original.id, duplicate_reason: 'image' });
    expect(JSON.stringify((await dist.post('/api/v1/admin/logs/list', { data: { object_type: 'consignments', object_id: later.id } })).json()))
      .not.toMatch(/duplicad|suspected|sospecha/i);
  });

  it('approves a flagged report only with a reason, which is logged apart from the report', async () => {
    const transaction_id = txId('APR');
    const first = await report(dist, { bank_account_id: account, transaction_id, amount: 2_000_000 });
    const flagged = await report(sub, { bank_account_id: account, transaction_id: ` ${transaction_id.toLowerCase()} `.replace(/(\d)/, '-$1'), amount: 2_000_000 });
    for (const body of [{}, { reason: '' }, { reason: 'corto' }, { note: '   ' }]) {
      const refused = await act(admin, flagged.id, 'finalize', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json()).toMatchObject({ success: false, code: 'DUPLICATE_REVIEW_REASON_REQUIRED' });
      expect(refused.json().msg).toMatch(/parece repetir.*motivo/);
    }
    expect((await admin.get(`/api/v1/admin/consignments/${flagged.id}`)).json().item.consignments_state).toBe('draft');
    expect(await ledgerRowsOf(ctx, 'consignments', flagged.id)).toEqual([]);

    const approved = await act(admin, flagged.id, 'finalize', { reason: REVIEW });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().item.consignments_state).toBe('finalized');
    for (const key of SUSPICION) expect(approved.json().item).not.toHaveProperty(key);
    const review = await ctx.database.db.execute(sql`
      SELECT review_reason, reviewed_by FROM consignment_receipt_check WHERE object_type = 'consignments' AND consignment_id = ${flagged.id}`);
    expect(review.rows[0]).toMatchObject({ review_reason: REVIEW });
    const staffLog = (await admin.post('/api/v1/admin/logs/list', { data: { object_type: 'consignments-duplicate-review' } })).json().items;
    expect(staffLog.some((l: any) => l.object_id === flagged.id && String(l.text).includes(REVIEW) && String(l.text).includes(String(first.id)))).toBe(true);
    // the reporter's own log of the report says it was approved, nothing of why
    const reporterLog = JSON.stringify((await sub.post('/api/v1/admin/logs/list', { data: { object_type: 'consignments', object_id: flagged.id } })).json());
    expect(reporterLog).toMatch(/aprobada/);
    expect(reporterLog).not.toContain(REVIEW);
    expect((await sub.post('/api/v1/admin/logs/list', { data: { object_type: 'consignments-duplicate-review' } })).statusCode).toBe(403);
    // the earlier, unflagged report is approved with a plain confirmation: its stored reference differs by a dash,
    // so only the flag (and the reviewer) stood between the two and a double credit
    expect((await act(admin, first.id, 'finalize')).statusCode).toBe(200);
  });

  it("answers 404 for another company's report and keeps a company's own top-up suspicion from its admins", async () => {
    const item = await report(dist, { bank_account_id: account });
    const rootId = await companyId(ctx, 'plataforma').catch(() => undefined);
    const rootHome = await ctx.as('root');
    expect((await rootHome.get(`/api/v1/admin/consignments/${item.id}`)).statusCode).toBe(404);
    expect((await act(rootHome, item.id, 'finalize', { reason: REVIEW })).statusCode).toBe(404);
    void rootId;

    const platformAccount = (await admin.post('/api/v1/admin/platform-bank-account/search', { name: '' })).json().items[0].id;
    const transaction_id = txId('CO');
    await report(admin, { bank_account_id: platformAccount, transaction_id }, 'consignments-company');
    const repeated = await report(admin, { bank_account_id: platformAccount, transaction_id: `0${transaction_id}` }, 'consignments-company');
    for (const key of SUSPICION) expect((await admin.get(`/api/v1/admin/consignments-company/${repeated.id}`)).json().item).not.toHaveProperty(key);
    const rootOnDemo = await ctx.as('root', { 'x-tenant': String(demoId) });
    expect((await rootOnDemo.get(`/api/v1/admin/consignments-company/${repeated.id}`)).json().item).toMatchObject({ duplicate_reason: 'reference' });
    expect((await act(rootOnDemo, repeated.id, 'finalize', {}, 'consignments-company')).statusCode).toBe(422);
  });
});
