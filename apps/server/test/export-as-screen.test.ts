import { bogotaWallClock, listColumns, RESOURCES, type FieldDef } from '@app/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

/**
 * Every engine export reads as its screen does: the list's column labels as headings (none twice), a state or a
 * kind by its Spanish label ("Comisión", never "commission"), and dates as real date cells holding the Bogotá
 * time the screen shows. Read back with exceljs for every list (and status list) the demo admin may export.
 */

let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
});
afterAll(async () => {
  await ctx?.close();
});

/** The Bogotá wall-clock time a screen shows for a stored instant, as the spreadsheet cell must hold it. */
function expectedCell(f: FieldDef, value: unknown): number | null {
  const d = bogotaWallClock(value as string);
  if (!d) return null;
  const unit = f.kind === 'date' ? 86_400_000 : 1000;
  return Math.floor(d.getTime() / unit) * unit;
}

const lists = RESOURCES.flatMap((def) => [{ def, name: def.name }, ...(def.status?.lists ?? []).map((l) => ({ def, name: l.name }))]);

describe('engine exports read as their screens', () => {
  it('write the list labels, Spanish choices and Bogotá date cells for every exportable list', async () => {
    const exported: string[] = [];
    for (const { def, name } of lists) {
      const res = await admin.post(`/api/v1/admin/${name}/export`, {});
      if (res.statusCode === 403 || res.statusCode === 404) continue;
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
      exported.push(name);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as never);
      const sheet = book.worksheets[0];
      const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);

      // the list's labels, in its order, and no heading twice ("Usuario" for a name and an id); a secret the screen
      // shows masked (a password; a unit's PIN) and pictures are never written to a file
      const columns = listColumns(def, name).filter((f) => !f.secret && !f.credential && !['password', 'image', 'json'].includes(f.kind));
      const labels = columns.map((f) => f.label);
      expect(headers.filter((h) => labels.includes(h)), name).toEqual(labels);
      expect(headers.filter((h, i) => headers.indexOf(h) !== i), name).toEqual([]);

      const list = (await admin.post(`/api/v1/admin/${name}/list`, {})).json().items as Record<string, unknown>[];
      expect(sheet.rowCount - 1, name).toBe(list.length);
      for (const f of columns) {
        const col = headers.indexOf(f.label) + 1;
        const cells = list.map((_, i) => sheet.getRow(i + 2).getCell(col).value);
        if (f.kind === 'select' && f.options) {
          const spanish = f.options.map((o) => o.label);
          expect(cells.filter((c) => c !== null && !spanish.includes(String(c))), `${name}.${f.name}`).toEqual([]);
        }
        if (f.kind === 'date' || f.kind === 'datetime') {
          const read = cells.map((c) => (c instanceof Date ? c.getTime() : c));
          expect(read, `${name}.${f.name}`).toEqual(list.map((row) => expectedCell(f, row[f.name])));
        }
      }
    }
    // the demo admin reaches most lists: a refusal everywhere would leave this test checking nothing
    expect(exported.length).toBeGreaterThan(30);
    expect(exported).toEqual(expect.arrayContaining(['balance-movements', 'sales', 'renovation-ticket-renewed', 'consignments']));
  });

  it('names the kind and document of a balance movement in Spanish and its user once by name', async () => {
    const res = await admin.post('/api/v1/admin/balance-movements/export', { all: true });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(headers.filter((h) => h === 'Usuario')).toHaveLength(1);
    const kinds = new Set<string>();
    sheet.getColumn(headers.indexOf('Tipo de movimiento') + 1).eachCell((c, n) => { if (n > 1) kinds.add(String(c.value)); });
    expect([...kinds]).toEqual(expect.arrayContaining(['Comisión']));
    expect([...kinds].filter((k) => /^[a-z_]+$/.test(k))).toEqual([]);
  });
});
