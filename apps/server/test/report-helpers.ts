import { toBogota, type ReportDef } from '@app/shared';
import ExcelJS from 'exceljs';

/** What a report's JSON value becomes in its xlsx cell (money in pesos, dates as Bogota wall-clock serials). */
export function expectedCell(kind: ReportDef['columns'][number]['kind'], value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'money': return Number(value) / 100;
    case 'integer': case 'percent': return Number(value);
    case 'boolean': return value ? 'SÍ' : 'NO';
    case 'date': return new Date(`${toBogota(value as string)!.format('YYYY-MM-DD')}T00:00:00Z`);
    case 'datetime': return new Date(`${toBogota(value as string)!.format('YYYY-MM-DDTHH:mm:ss')}Z`);
    default: return String(value);
  }
}

/** The sheet's header and its rows as plain values, read back with exceljs. */
export async function readSheet(file: Buffer | ArrayBuffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as never);
  const sheet = book.worksheets[0];
  const width = sheet.getRow(1).cellCount;
  const header = Array.from({ length: width }, (_, i) => sheet.getRow(1).getCell(i + 1).value);
  const body: unknown[][] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    body.push(Array.from({ length: width }, (_, i) => sheet.getRow(r).getCell(i + 1).value ?? null));
  }
  return { sheet, header, body };
}

/** The report's JSON rows as the xlsx should hold them, column by column. */
export const expectedBody = (def: ReportDef, items: Record<string, unknown>[]) =>
  items.map((row) => def.columns.map((c) => expectedCell(c.kind, row[c.key])));
