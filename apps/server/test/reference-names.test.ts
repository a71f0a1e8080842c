import { referenceLabelOf, referenceNameKey, RESOURCES } from '@app/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, bankAccountOf, report } from './consignment-helpers.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

/**
 * Every reference to a person (and to the other records whose resource declares a referenceLabel) answers the
 * name beside the id, for every role: a distributor or a client cannot read the users it points to, so the
 * web could only show "Usuario 5" without it.
 */

let ctx: TestContext;
let admin: Caller;
let dist: Caller;
let sub: Caller;
let client: Caller;

const nameOf = async (id: number) =>
  String((await ctx.database.db.execute(sql`SELECT name FROM users WHERE id = ${id}`)).rows[0].name);

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, dist, sub, client] = await Promise.all(['admin', 'distribuidor', 'subdistribuidor', 'cliente'].map((u) => ctx.as(u)));
});
afterAll(() => ctx.close());

describe('reference names', () => {
  it("shows a distributor its network's consignments with the owner's and the approver's names", async () => {
    const item = await report(sub, { bank_account_id: await bankAccountOf(sub) });
    expect((await act(admin, item.id, 'finalize')).statusCode).toBe(200);
    // the distributor may not read users: the names come with the rows it may read
    expect((await dist.post('/api/v1/admin/user/list', {})).statusCode).toBe(403);

    const listed = (await dist.post('/api/v1/admin/consignments/list', { data: { id: item.id } })).json().items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ user_id: sub.profile.id, user_name: sub.profile.name, approved_by_name: admin.profile.name });
    expect(listed[0].bank_account_name).toEqual(expect.any(String));

    const got = (await dist.get(`/api/v1/admin/consignments/${item.id}`)).json().item;
    expect(got).toMatchObject({ user_name: sub.profile.name, approved_by_name: admin.profile.name });

    // the sheet reads by names too, beside the ids
    const exported = await dist.post('/api/v1/admin/consignments/export', { data: { id: item.id } });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as never);
    const sheet = book.worksheets[0];
    const headers = sheet.getRow(1).values as unknown[];
    const cells = sheet.getRow(2).values as unknown[];
    expect(cells[headers.indexOf('Usuario (nombre)')]).toBe(sub.profile.name);
    expect(cells[headers.indexOf('Aprobada por (nombre)')]).toBe(admin.profile.name);
  });

  it("shows a client its own orders with the buyer's name and the product's", async () => {
    const orders = (await client.post('/api/v1/admin/order/list', {})).json();
    for (const o of orders.items) {
      expect(o.user_name).toBe(client.profile.name);
      expect(o.type_digital_account_name).toEqual(expect.any(String));
    }
  });

  it('answers the name of every declared reference on every list, equal to the referenced record', async () => {
    let checked = 0;
    for (const def of RESOURCES) {
      const refs = def.fields.filter((f) => referenceLabelOf(f) && !def.fields.some((x) => x.name === referenceNameKey(f.name)));
      if (!refs.length) continue;
      const res = await admin.post(`/api/v1/admin/${def.name}/list`, { _paginate: { page: 1, max_rows: 20 } });
      if (res.statusCode === 403) continue;
      expect(res.statusCode, `${def.name}: ${res.body}`).toBe(200);
      for (const row of res.json().items) {
        for (const f of refs) {
          const key = referenceNameKey(f.name);
          expect(row, `${def.name}.${key}`).toHaveProperty(key);
          if (row[f.name] === null) expect(row[key], `${def.name}.${key}`).toBeNull();
          else if (f.reference === 'user') {
            expect(row[key], `${def.name}.${key}`).toBe(await nameOf(row[f.name]));
            checked += 1;
          }
        }
      }
    }
    // the demo data references people from consignments, movements, orders...: the sweep really compared names
    expect(checked).toBeGreaterThan(5);
  });
});
