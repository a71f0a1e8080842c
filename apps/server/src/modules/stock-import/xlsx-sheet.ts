import { STOCK_IMPORT_COLUMNS, STOCK_IMPORT_MAX_ROWS, type StockImportKind } from '@app/shared';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { AppError, unprocessable } from '../../lib/errors.ts';

export type CellText = string | null;
export interface SheetRow { row: number; cells: Record<string, CellText> }

const normal = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase().replace(/\s+/g, ' ');

/** A cell as text: rich text, hyperlinks (Excel turns e-mails into links) and formulas give their shown value. */
function cellText(value: ExcelJS.CellValue): CellText {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return cellText(value.richText.map((r) => r.text).join(''));
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return null;
    return null;
  }
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** The raw number of a cell holding a date serial (a date typed as a number), for dates read as text. */
export function excelSerialToIso(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + Math.round(serial) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Reads the first sheet of an uploaded .xlsx with exceljs' streaming reader (rows as they are unzipped, styles and
 * hyperlinks skipped, so memory follows the rows kept, not the whole workbook's object model): checks the header
 * row is the template's and returns each non-empty data row as text by column key. A file that is not an .xlsx,
 * or has other columns, is refused (nothing is read).
 */
export async function readSheet(buffer: Buffer, kind: StockImportKind): Promise<SheetRow[]> {
  // PK\x03\x04: every .xlsx is a zip; anything else (a .csv, an .xls, a renamed image) is refused at once
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw notXlsx();
  // exceljs 4.4's streaming reader now and then loses the workbook's entry while it unzips (a race in its stream
  // iteration: about 1 read in 700 of the same valid file fails with "reading 'sheets'"); the bytes are in memory,
  // so a second read decides, and only a file that fails twice is not an .xlsx
  for (let attempt = 1; ; attempt++) {
    try {
      return await readFirstSheet(buffer, kind);
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (attempt === 2) throw notXlsx();
    }
  }
}

async function readFirstSheet(buffer: Buffer, kind: StockImportKind): Promise<SheetRow[]> {
  const columns = STOCK_IMPORT_COLUMNS[kind];
  const rows: SheetRow[] = [];
  let header: CellText[] | null = null;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), {
    sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
      if (!header) {
        header = columns.map((_, i) => cellText(row.getCell(i + 1).value));
        const wrong = columns.some((c, i) => normal(header![i] ?? '') !== normal(c.header));
        if (wrong) throw wrongColumns(columns);
        continue;
      }
      const cells: Record<string, CellText> = {};
      columns.forEach((c, i) => {
        const raw = row.getCell(i + 1).value;
        // without styles a date reads as Excel's serial number of days: the date column turns it back into a date
        cells[c.key] = c.key === 'expiry_date' && typeof raw === 'number' ? excelSerialToIso(raw) : cellText(raw);
      });
      if (Object.values(cells).some((v) => v !== null)) rows.push({ row: row.number, cells });
      if (rows.length > STOCK_IMPORT_MAX_ROWS) throw new AppError(413, `El archivo tiene más de ${STOCK_IMPORT_MAX_ROWS} filas: el máximo por importación es ${STOCK_IMPORT_MAX_ROWS}.`);
    }
    break; // only the first sheet
  }
  if (!header) throw wrongColumns(columns);
  if (rows.length === 0) throw unprocessable('El archivo no tiene filas para importar debajo de los encabezados.');
  return rows;
}

const notXlsx = () => unprocessable('El archivo no es un Excel (.xlsx) válido. Descarga la plantilla y guárdala como .xlsx.');
const wrongColumns = (columns: readonly { header: string }[]) =>
  unprocessable(`Las columnas del archivo no son las de la plantilla: se esperaban ${columns.map((c) => `«${c.header}»`).join(', ')} en la primera fila.`);

/** The template: the header row (bold, frozen, with autofilter) and a second sheet with how to fill it. */
export async function templateWorkbook(kind: StockImportKind, notes: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind === 'accounts' ? 'Cuentas' : 'Perfiles', { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = STOCK_IMPORT_COLUMNS[kind];
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  // dates as dates and logins/PINs as text, so Excel keeps leading zeros and does not guess
  for (const [i, c] of columns.entries()) {
    if (c.key === 'expiry_date') sheet.getColumn(i + 1).numFmt = 'yyyy-mm-dd';
    if (c.key === 'pin' || c.key === 'login' || c.key === 'password') sheet.getColumn(i + 1).numFmt = '@';
  }
  const help = workbook.addWorksheet('Instrucciones');
  help.getColumn(1).width = 110;
  for (const line of notes) help.addRow([line]);
  help.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
