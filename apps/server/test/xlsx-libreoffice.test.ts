import { reportByName, toBogota } from '@app/shared';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

/*
 * The xlsx files we write open in LibreOffice and read back equal. LibreOffice converts an export to
 * CSV (values as the cells show them: pesos with the COP format, dates as DD-MM-YYYY) and every cell is compared
 * with the JSON of the same report. `.ci/run` installs LibreOffice (libreoffice-calc-nogui); without it this is skipped.
 */
const soffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0;
if (!soffice) console.warn('xlsx-libreoffice: soffice no está instalado (apt-get install libreoffice-calc-nogui): se omite la prueba de lectura en LibreOffice.');

let ctx: TestContext;
let admin: Caller;
let dir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  dir = mkdtempSync(join(tmpdir(), 'xlsx-lo-'));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A CSV line of LibreOffice's writer (comma separated, double quotes around text with commas or quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; } else if (ch === '"') quoted = false; else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { cells.push(cur); cur = ''; } else cur += ch;
  }
  cells.push(cur);
  return cells;
}

/** Converts an xlsx to CSV with LibreOffice (its own profile folder, so parallel runs never share one). */
function toCsv(xlsx: Buffer, name: string): string[][] {
  const file = join(dir, `${name}.xlsx`);
  writeFileSync(file, xlsx);
  execFileSync('soffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76', '--outdir', dir, file], { stdio: 'pipe', timeout: 120_000 });
  return readFileSync(join(dir, `${name}.csv`), 'utf8').trim().split(/\r?\n/).map(csvCells);
}

/** What LibreOffice shows for a JSON value of the report, by column kind. */
function shown(kind: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'money': return `$${(Number(value) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'date': return toBogota(value as string)!.format('DD-MM-YYYY');
    case 'datetime': return toBogota(value as string)!.format('DD-MM-YYYY HH:mm:ss');
    case 'boolean': return value ? 'SÍ' : 'NO';
    default: return String(value);
  }
}

describe.skipIf(!soffice)('exports read back in LibreOffice', () => {
  it.each(['person-activies', 'top-sales-by-product', 'balance-current'])('%s: header and every cell equal the JSON', async (name) => {
    const def = reportByName(name)!;
    const json = (await admin.get(`/api/v1/reports/${name}`)).json();
    expect(json.items.length).toBeGreaterThan(0);
    const file = await admin.get(`/api/v1/reports/${name}/export`);
    expect(file.statusCode).toBe(200);
    const [header, ...body] = toCsv(file.rawPayload, name);
    expect(header).toEqual(def.columns.map((c) => c.label));
    expect(body).toEqual(json.items.map((row: Record<string, unknown>) => def.columns.map((c) => shown(c.kind, row[c.key]))));
    // dates are real dates: LibreOffice formats them (a text cell would keep the ISO text)
    if (name === 'person-activies') expect(body.some((r) => /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/.test(r[3]))).toBe(true);
  });
});
