import { formatDate, formatDateTime, type FieldDef } from '@app/shared';
import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';

export interface ExportColumn {
  key: string;
  header: string;
  kind: FieldDef['kind'] | 'id';
}

function cellValue(kind: ExportColumn['kind'], value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return value ? 'SÍ' : 'NO';
    case 'money':
      return Number(value) / 100;
    case 'datetime':
      return formatDateTime(value as string);
    case 'date':
      return formatDate(value as string);
    case 'json':
      return JSON.stringify(value);
    default:
      return value as ExcelJS.CellValue;
  }
}

/**
 * Writes rows to an .xlsx as they arrive (exceljs' streaming writer), so exporting every record of a large
 * table keeps memory flat. Returns the stream to send as the response body.
 */
export function streamXlsx(sheetName: string, columns: ExportColumn[], batches: AsyncIterable<Record<string, unknown>[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: c.header, key: c.key, width: Math.min(50, Math.max(12, c.header.length + 4)),
    style: c.kind === 'money' ? { numFmt: '#,##0.00' } : undefined,
  }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const rows of batches) {
      for (const row of rows) {
        sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, cellValue(c.kind, row[c.key])]))).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return out;
}

/**
 * Reads the first batch now, so an error that comes before any row (a sort field the list does not have, a
 * filter PostgreSQL refuses) is thrown while the answer can still be a JSON error; a failure once the file is
 * streaming can only cut the download. Yields that batch, then the rest.
 */
export async function startedBatches<T>(batches: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
}
