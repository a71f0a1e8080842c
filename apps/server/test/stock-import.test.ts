import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { demoCompanyId, one, rows } from './sales-helpers.ts';
import { ACCOUNT_HEADER, PROFILE_HEADER, upload, xlsxOf } from './stock-import-helpers.ts';

let ctx: TestContext;
let admin: Caller;
let product: { id: number; name: string; profile_max_quantity: number };
let companyId: number;

const stockCount = async () => (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM digital_account WHERE company_id = ${companyId}`)).n;
const profileCount = async () => (await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM profiles WHERE company_id = ${companyId}`)).n;
const importLogs = async () => rows(ctx, sql`SELECT text, changes FROM audit_log WHERE company_id = ${companyId} AND text LIKE 'Importación de %' ORDER BY id`);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  companyId = await demoCompanyId(ctx);
  product = await one(ctx, sql`SELECT id, name, profile_max_quantity FROM type_digital_account WHERE company_id = ${companyId} AND profile_max_quantity >= 2 ORDER BY id LIMIT 1`);
});
afterAll(() => ctx.close());

/** Five rows: two new, one already in stock, one repeated in the file, two errors (unknown product, bad date). */
async function mixedFile(existingLogin: string) {
  return xlsxOf(ACCOUNT_HEADER, [
    [product.name, 'nueva1@import.co', 'clave-secreta-1', new Date(Date.UTC(2027, 0, 31)), 2, 'lote de prueba'],
    [product.name, 'nueva2@import.co', 'clave-secreta-2', '15-02-2027', null, null],
    [product.name, existingLogin, 'otra', null, 1, null],
    [product.name, 'NUEVA1@import.co', 'repetida', null, 1, null],
    ['Producto que no existe', 'x@import.co', 'x', null, 1, null],
    [product.name, 'fecha@import.co', 'x', '31/02/2027', 1, null],
  ]);
}

describe('stock import: accounts', () => {
  it('serves a template with the header row, frozen and filtered, and the company\'s products', async () => {
    const res = await admin.get('/api/v1/admin/digital-account/import/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(ACCOUNT_HEADER);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    const notes = workbook.getWorksheet('Instrucciones')!.getColumn(1).values.join('\n');
    expect(notes).toContain(product.name);
  });

  it('previews every row as new, duplicate or error with its Spanish reason and totals, writing nothing', async () => {
    const existing = await one<{ login: string }>(ctx, sql`SELECT login FROM digital_account WHERE type_digital_account_id = ${product.id} LIMIT 1`);
    const before = { stock: await stockCount(), logs: (await importLogs()).length };
    const res = await upload(admin, 'import/preview', await mixedFile(existing.login));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({ total: 6, new: 2, duplicate: 2, error: 2 });
    expect(body.items.map((r: any) => [r.row, r.state])).toEqual([[2, 'new'], [3, 'new'], [4, 'duplicate'], [5, 'duplicate'], [6, 'error'], [7, 'error']]);
    expect(body.items[2].reason).toContain('ya está en el inventario');
    expect(body.items[3].reason).toBe('Repite la cuenta de la fila 2.');
    expect(body.items[4].reason).toBe('El producto «Producto que no existe» no existe en la empresa.');
    expect(body.items[5].reason).toMatch(/fecha de vencimiento «31\/02\/2027» no es válida/);
    expect(body.items[0].detail).toBe('2 perfiles · vence 31-01-2027');
    // the preview never echoes a password
    expect(res.body).not.toContain('clave-secreta');
    expect(await stockCount()).toBe(before.stock);
    expect((await importLogs()).length).toBe(before.logs);
  });

  it('imports the new rows with their profiles in one go, logs the counts, and a re-upload makes them duplicates', async () => {
    const existing = await one<{ login: string }>(ctx, sql`SELECT login FROM digital_account WHERE type_digital_account_id = ${product.id} LIMIT 1`);
    const file = await mixedFile(existing.login);
    const before = { stock: await stockCount(), profiles: await profileCount(), logs: (await importLogs()).length };
    const res = await upload(admin, 'import/commit', file, 'lote.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, totals: { total: 6, new: 2, duplicate: 2, error: 2 } });
    expect(await stockCount()).toBe(before.stock + 2);
    expect(await profileCount()).toBe(before.profiles + 2 + product.profile_max_quantity);
    const created = await rows(ctx, sql`SELECT login, password, expiry_date::text AS expiry, state, profiles_quantity, observations
      FROM digital_account WHERE login LIKE 'nueva%@import.co' ORDER BY login`);
    expect(created).toEqual([
      { login: 'nueva1@import.co', password: 'clave-secreta-1', expiry: '2027-01-31', state: 'available', profiles_quantity: 2, observations: 'lote de prueba' },
      { login: 'nueva2@import.co', password: 'clave-secreta-2', expiry: '2027-02-15', state: 'available', profiles_quantity: product.profile_max_quantity, observations: null },
    ]);
    const logs = await importLogs();
    expect(logs.length).toBe(before.logs + 1);
    expect(logs.at(-1)!.text).toContain('lote.xlsx');
    expect(logs.at(-1)!.changes).toEqual({ import: { file: 'lote.xlsx', total: 6, created: 2, duplicate: 2, error: 2 } });

    const again = await upload(admin, 'import/commit', file, 'lote.xlsx');
    expect(again.json()).toMatchObject({ created: 0, totals: { new: 0, duplicate: 4, error: 2 } });
    expect(again.json().items[0].reason).toContain('ya está en el inventario');
    expect(await stockCount()).toBe(before.stock + 2);
  });

  it('two uploads of the same file at once create each account once', async () => {
    const file = await xlsxOf(ACCOUNT_HEADER, [[product.name, 'carrera@import.co', 'x', null, 1, null]]);
    const [a, b] = await Promise.all([upload(admin, 'import/commit', file), upload(admin, 'import/commit', file)]);
    expect([a.json().created, b.json().created].sort()).toEqual([0, 1]);
    expect((await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM digital_account WHERE login = 'carrera@import.co'`)).n).toBe(1);
  });

  it('writes nothing when the batch fails half-way (all or nothing)', async () => {
    const before = { stock: await stockCount(), logs: (await importLogs()).length };
    // 5,500 rows span two insert batches; a trigger refuses the last one, so the first batch must roll back too
    await ctx.database.db.execute(sql.raw(`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF NEW.login = 'boom@import.co' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_boom BEFORE INSERT ON digital_account FOR EACH ROW EXECUTE FUNCTION refuse_boom();`));
    try {
      const many = Array.from({ length: 5499 }, (_, i) => [product.name, `lote${i}@import.co`, 'x', null, 0, null]);
      const res = await upload(admin, 'import/commit', await xlsxOf(ACCOUNT_HEADER, [...many, [product.name, 'boom@import.co', 'x', null, 0, null]]));
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql.raw('DROP TRIGGER refuse_boom ON digital_account; DROP FUNCTION refuse_boom();'));
    }
    expect(await stockCount()).toBe(before.stock);
    expect((await importLogs()).length).toBe(before.logs);
  });

  it('refuses a file that is not an xlsx, has other columns, is empty or is over 10 MB, writing nothing', async () => {
    const before = { stock: await stockCount(), logs: (await importLogs()).length };
    const notXlsx = await upload(admin, 'import/commit', Buffer.from('Producto,Usuario\nNetflix,a@b.co\n'), 'stock.csv');
    expect(notXlsx.statusCode).toBe(422);
    expect(notXlsx.json().msg).toBe('El archivo no es un Excel (.xlsx) válido. Descarga la plantilla y guárdala como .xlsx.');
    const fakeZip = await upload(admin, 'import/commit', Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(100)]));
    expect(fakeZip.statusCode).toBe(422);
    const columns = await upload(admin, 'import/commit', await xlsxOf(['Login', 'Clave'], [['a@b.co', 'x']]));
    expect(columns.statusCode).toBe(422);
    expect(columns.json().msg).toMatch(/^Las columnas del archivo no son las de la plantilla: se esperaban «Producto», «Usuario o correo»/);
    const empty = await upload(admin, 'import/commit', await xlsxOf(ACCOUNT_HEADER, []));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().msg).toBe('El archivo no tiene filas para importar debajo de los encabezados.');
    const big = await upload(admin, 'import/commit', Buffer.concat([await xlsxOf(ACCOUNT_HEADER, [[product.name, 'big@import.co', 'x', null, 1, null]]), Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe('El archivo supera el máximo de 10 MB: divídelo en varios archivos.');
    const noFile = await admin.post('/api/v1/admin/digital-account/import/commit', {});
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().msg).toMatch(/^Envía el archivo Excel/);
    expect(await stockCount()).toBe(before.stock);
    expect((await importLogs()).length).toBe(before.logs);
  });

  it('is for holders of digital-account.import only', async () => {
    const file = await xlsxOf(ACCOUNT_HEADER, [[product.name, 'dist@import.co', 'x', null, 1, null]]);
    const distribuidor = await ctx.as('distribuidor');
    expect((await upload(distribuidor, 'import/commit', file)).statusCode).toBe(403);
    expect((await distribuidor.get('/api/v1/admin/digital-account/import/template')).statusCode).toBe(403);
    expect(admin.profile.permissions).toContain('digital-account.import');
  });
});

describe('stock import: profiles', () => {
  it('adds screens to existing accounts: new, duplicate, unknown login, full account', async () => {
    const file = await xlsxOf(ACCOUNT_HEADER, [[product.name, 'perfiles@import.co', 'x', null, 1, null]]);
    expect((await upload(admin, 'import/commit', file)).json().created).toBe(1);
    const rowsIn = [
      ['perfiles@import.co', 'SALA', '1234'],
      ['perfiles@import.co', 'perfil 1', '0000'], // "PERFIL 1" was created with the account
      ['perfiles@import.co', 'sala', '9999'],
      ['nadie@import.co', 'X', null],
    ];
    // fill the account to its maximum, then one more
    for (let i = 2; i <= product.profile_max_quantity; i++) rowsIn.push(['perfiles@import.co', `EXTRA ${i}`, null]);
    const preview = await upload(admin, 'import-profiles/preview', await xlsxOf(PROFILE_HEADER, rowsIn));
    expect(preview.statusCode, preview.body).toBe(200);
    const items = preview.json().items;
    expect(items.slice(0, 4).map((r: any) => r.state)).toEqual(['new', 'duplicate', 'duplicate', 'error']);
    expect(items[1].reason).toBe('La cuenta perfiles@import.co ya tiene el perfil perfil 1.');
    expect(items[3].reason).toBe('No hay ninguna cuenta con el usuario nadie@import.co.');
    expect(items.at(-1).state).toBe('error');
    expect(items.at(-1).reason).toMatch(/ya tiene sus \d+ perfiles/);

    const commit = await upload(admin, 'import-profiles/commit', await xlsxOf(PROFILE_HEADER, rowsIn));
    const created = commit.json().created;
    expect(created).toBe(product.profile_max_quantity - 1);
    const names = await rows(ctx, sql`SELECT p.name, p.pin FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
      WHERE a.login = 'perfiles@import.co' ORDER BY p.id`);
    expect(names.length).toBe(product.profile_max_quantity);
    expect(names[1]).toEqual({ name: 'SALA', pin: '1234' });
    const again = await upload(admin, 'import-profiles/commit', await xlsxOf(PROFILE_HEADER, rowsIn));
    expect(again.json().created).toBe(0);
  });
});

describe('stock import: tenants', () => {
  it('another company neither sees nor matches the demo company\'s products and accounts', async () => {
    const root = await ctx.as('root');
    const company = (await root.post('/api/v1/admin/company', { name: 'Importadora Andina' })).json().item;
    const onIt = { 'x-tenant': String(company.id) };
    const asOther = { ...root, request: (m: string, u: string, b?: unknown, h: Record<string, string> = {}) => root.request(m, u, b, { ...onIt, ...h }) };
    const accounts = await upload(asOther as Caller, 'import/commit', await xlsxOf(ACCOUNT_HEADER, [[product.name, 'nueva1@import.co', 'x', null, 1, null]]));
    expect(accounts.json().items[0]).toMatchObject({ state: 'error', reason: `El producto «${product.name}» no existe en la empresa.` });
    const byId = await upload(asOther as Caller, 'import/preview', await xlsxOf(ACCOUNT_HEADER, [[String(product.id), 'nueva1@import.co', 'x', null, 1, null]]));
    expect(byId.json().items[0].state).toBe('error');
    const profilesRes = await upload(asOther as Caller, 'import-profiles/commit', await xlsxOf(PROFILE_HEADER, [['nueva1@import.co', 'INTRUSO', '1']]));
    expect(profilesRes.json().items[0].reason).toBe('No hay ninguna cuenta con el usuario nueva1@import.co.');
    expect((await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM profiles WHERE name = 'INTRUSO'`)).n).toBe(0);
    expect((await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM digital_account WHERE company_id = ${company.id}`)).n).toBe(0);
    // its log entry is its own company's
    expect((await one<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM audit_log WHERE company_id = ${company.id} AND text LIKE 'Importación de %'`)).n).toBe(2);
  });
});

describe('stock import: demo data', () => {
  it('the seed shows both imports in use: their accounts, the added screen and the log entries', async () => {
    const account = await one<{ profiles: number; max: number }>(ctx, sql`SELECT count(p.id)::int AS profiles, t.profile_max_quantity AS max
      FROM digital_account a JOIN type_digital_account t ON t.id = a.type_digital_account_id LEFT JOIN profiles p ON p.digital_account_id = a.id
     WHERE a.login = 'lote.importado1@cuentas.co' GROUP BY t.profile_max_quantity`);
    expect(account.profiles).toBe(account.max);
    const logs = (await importLogs()).map((l) => l.text);
    expect(logs).toContain('Importación de cuentas desde Excel (inventario-junio.xlsx): 3 filas nuevas, 1 duplicadas y 1 con error.');
    expect(logs).toContain('Importación de perfiles desde Excel (perfiles-junio.xlsx): 1 filas nuevas, 0 duplicadas y 0 con error.');
  });
});
