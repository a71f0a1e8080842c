import { bogotaWallClock, type FieldDef } from '@app/shared';
import ExcelJS from 'exceljs';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pumpBatches } from './export-pump.ts';
import { cacheStyleIds } from './xlsx-style-cache.ts';

export interface ExportColumn {
  key: string;
  header: string;
  kind: FieldDef['kind'] | 'id';
  /** A choice's stored values and the Spanish labels the screens show ("commission" → "Comisión"). */
  options?: FieldDef['options'];
}

/**
 * A spreadsheet date: the Bogota wall-clock time written as the cell's serial (spreadsheets have no time zone), so
 * LibreOffice and Excel show, sort and filter the day the product shows. An unreadable value stays text.
 */
function dateCell(value: unknown, withTime: boolean): ExcelJS.CellValue {
  // bogotaWallClock, not toBogota: its time-zone lookup per cell was most of an export's time in a profile of bench/export.ts
  const d = bogotaWallClock(value as string);
  if (!d) return String(value);
  const unit = withTime ? 1000 : 86_400_000;
  return new Date(Math.floor(d.getTime() / unit) * unit);
}

/** Cell formats, so a sheet reads as the screens do: pesos with thousands separators, dates as the product writes them (spec §9). */
const NUM_FMT: Partial<Record<ExportColumn['kind'], string>> = {
  money: '"$"#,##0.00',
  date: 'dd-mm-yyyy',
  datetime: 'dd-mm-yyyy hh:mm:ss',
  integer: '0',
};

function cellValue(column: ExportColumn, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'select':
      return column.options?.find((o) => o.value === value)?.label ?? value as ExcelJS.CellValue;
    case 'boolean':
      return value ? 'SÍ' : 'NO';
    case 'money':
      return Number(value) / 100;
    case 'integer':
    case 'number':
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value as ExcelJS.CellValue;
    case 'datetime':
      return dateCell(value, true);
    case 'date':
      return dateCell(value, false);
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
  cacheStyleIds(workbook);
  // the header row stays in sight when scrolling and carries the filter buttons
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
    ...(columns.length ? { autoFilter: { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } } } : {}),
  });
  sheet.columns = columns.map((c) => ({
    header: c.header, key: c.key,
    width: Math.min(50, Math.max(c.kind === 'datetime' ? 20 : 12, c.header.length + 4)),
    style: NUM_FMT[c.kind] ? { numFmt: NUM_FMT[c.kind] } : undefined,
  }));
  sheet.getRow(1).font = { bold: true };
  // backpressure, event-loop turns and a cut download: export-pump.ts
  (async () => {
    await pumpBatches(out, batches, (row) => {
      // values by position (the columns' order): cheaper per row than an object exceljs maps back by key
      sheet.addRow(columns.map((c) => cellValue(c, row[c.key]))).commit();
    }, () => sheetSinks(sheet));
    if (out.destroyed) return;
    sheet.commit();
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return out;
}

/**
 * Where the sheet's rows go: exceljs' row buffer writes them to the zip entry's deflate stream without heeding
 * its pushback, so the XML of rows that deflate has not reached yet piles up there; the pump waits on it too.
 */
const sheetSinks = (sheet: unknown): Writable[] =>
  ((sheet as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? []).filter((p) => typeof p?.once === 'function');

/**
 * Reads the first batch now, so an error that comes before any row (a sort field the list does not have, a
 * filter PostgreSQL refuses) is thrown while the answer can still be a JSON error; a failure once the file is
 * streaming can only cut the download. Yields that batch, then the rest.
 */
export async function startedBatches<T>(batches: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // a consumer that stops early (a cut download) closes the source too: its cursor and connection
      await iterator.return?.();
    }
  })();
}
