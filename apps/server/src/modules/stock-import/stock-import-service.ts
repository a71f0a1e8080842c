import { formatDate, type StockImportKind, type StockImportResult, type StockImportRow, type StockImportTotals } from '@app/shared';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { writeLog, type Actor } from '../../lib/audit.ts';
import {
  accountsByLogin, companyProducts, existingLoginKeys, insertAccounts, insertProfileRows, lockImports,
  type NewAccount, type NewProfile,
} from './stock-import-repository.ts';
import { NOTES } from './template-notes.ts';
import { templateWorkbook, type SheetRow } from './xlsx-sheet.ts';

export interface Importer { companyId: number; userId: number; actor: Actor }

interface Checked<T> { rows: StockImportRow[]; valid: T[] }

const row = (r: SheetRow, state: StockImportRow['state'], reason: string | null, product: string | null, detail: string | null = null): StockImportRow =>
  ({ row: r.row, state, reason, product, login: r.cells.login, detail });

/** "2026-12-31", "31/12/2026" or "31-12-2026" (Colombia's ways of writing dates) to an ISO date; null when not a real date. */
export function parseDate(text: string): string | null {
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  let [y, mo, d] = m ? [m[1], m[2], m[3]] : [];
  if (!m) {
    m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
    if (m) [d, mo, y] = [m[1], m[2], m[3]];
  }
  if (!m) return null;
  const iso = `${y}-${mo!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Each account row as new, duplicate (same login of the same product, in stock or earlier in the file) or error. */
async function checkAccounts(db: Tx, companyId: number, sheet: SheetRow[]): Promise<Checked<NewAccount>> {
  const products = await companyProducts(db, companyId);
  const byName = new Map(products.map((p) => [p.name.trim().toLowerCase(), p]));
  const byId = new Map(products.map((p) => [String(p.id), p]));
  const existing = await existingLoginKeys(db, companyId, [...new Set(sheet.map((r) => r.cells.login?.toLowerCase()).filter((l): l is string => !!l))]);
  const seen = new Map<string, number>();
  const rows: StockImportRow[] = [];
  const valid: NewAccount[] = [];
  for (const r of sheet) {
    const c = r.cells;
    const product = c.product ? byName.get(c.product.toLowerCase()) ?? byId.get(c.product) : undefined;
    const name = product?.name ?? c.product;
    const error = (reason: string) => rows.push(row(r, 'error', reason, name));
    if (!c.product) { error('Falta el producto.'); continue; }
    if (!product) { error(`El producto «${c.product}» no existe en la empresa.`); continue; }
    if (!c.login) { error('Falta el usuario o correo.'); continue; }
    if (c.login.length > 160) { error('El usuario o correo supera los 160 caracteres.'); continue; }
    if (!c.password) { error('Falta la contraseña.'); continue; }
    if (c.password.length > 160) { error('La contraseña supera los 160 caracteres.'); continue; }
    const expiry = c.expiry_date ? parseDate(c.expiry_date) : null;
    if (c.expiry_date && !expiry) { error(`La fecha de vencimiento «${c.expiry_date}» no es válida (usa DD/MM/AAAA o AAAA-MM-DD).`); continue; }
    let quantity = product.profile_max_quantity;
    if (c.profiles_quantity) {
      quantity = Number(c.profiles_quantity);
      if (!Number.isInteger(quantity) || quantity < 0) { error(`La cantidad de perfiles «${c.profiles_quantity}» debe ser un número entero.`); continue; }
      if (quantity > product.profile_max_quantity) { error(`${product.name} admite máximo ${product.profile_max_quantity} perfiles por cuenta.`); continue; }
    }
    if (c.observations && c.observations.length > 2000) { error('Las observaciones superan los 2000 caracteres.'); continue; }
    const key = `${product.id}:${c.login.toLowerCase()}`;
    if (existing.has(key)) { rows.push(row(r, 'duplicate', `La cuenta ${c.login} de ${product.name} ya está en el inventario.`, name)); continue; }
    if (seen.has(key)) { rows.push(row(r, 'duplicate', `Repite la cuenta de la fila ${seen.get(key)}.`, name)); continue; }
    seen.set(key, r.row);
    const detail = `${quantity} ${quantity === 1 ? 'perfil' : 'perfiles'}${expiry ? ` · vence ${formatDate(expiry)}` : ''}`;
    rows.push(row(r, 'new', null, name, detail));
    valid.push({ type_digital_account_id: product.id, login: c.login, password: c.password, expiry_date: expiry, profiles_quantity: quantity, observations: c.observations });
  }
  return { rows, valid };
}

/** Each profile row: its account must exist (one account with that login), the name be new on it and fit its screens. */
async function checkProfiles(db: Tx, companyId: number, sheet: SheetRow[]): Promise<Checked<NewProfile>> {
  const accounts = await accountsByLogin(db, companyId, [...new Set(sheet.map((r) => r.cells.login?.toLowerCase()).filter((l): l is string => !!l))]);
  // screens added by earlier rows of the file, per account
  const added = new Map<number, Map<string, number>>();
  const rows: StockImportRow[] = [];
  const valid: NewProfile[] = [];
  for (const r of sheet) {
    const c = r.cells;
    const matches = c.login ? accounts.get(c.login.toLowerCase()) ?? [] : [];
    const account = matches.length === 1 ? matches[0] : undefined;
    const error = (reason: string) => rows.push(row(r, 'error', reason, account?.product ?? null, c.name));
    if (!c.login) { error('Falta el usuario o correo de la cuenta.'); continue; }
    if (matches.length === 0) { error(`No hay ninguna cuenta con el usuario ${c.login}.`); continue; }
    if (!account) { error(`Hay ${matches.length} cuentas con el usuario ${c.login} (${matches.map((m) => m.product).join(', ')}): agrega el perfil desde la cuenta.`); continue; }
    if (!c.name) { error('Falta el nombre del perfil.'); continue; }
    if (c.name.length > 60) { error('El nombre del perfil supera los 60 caracteres.'); continue; }
    if (c.pin && c.pin.length > 12) { error('El PIN supera los 12 caracteres.'); continue; }
    const mine = added.get(account.id) ?? new Map<string, number>();
    const key = c.name.toLowerCase();
    if (account.names.includes(key)) { rows.push(row(r, 'duplicate', `La cuenta ${account.login} ya tiene el perfil ${c.name}.`, account.product, c.name)); continue; }
    if (mine.has(key)) { rows.push(row(r, 'duplicate', `Repite el perfil de la fila ${mine.get(key)}.`, account.product, c.name)); continue; }
    if (account.profiles + mine.size >= account.profile_max_quantity) {
      error(`La cuenta ${account.login} ya tiene sus ${account.profile_max_quantity} perfiles (${account.product}).`);
      continue;
    }
    mine.set(key, r.row);
    added.set(account.id, mine);
    rows.push(row(r, 'new', null, account.product, c.name));
    valid.push({ digital_account_id: account.id, type_digital_account_id: account.type_digital_account_id, name: c.name, pin: c.pin });
  }
  return { rows, valid };
}

function totalsOf(rows: StockImportRow[]): StockImportTotals {
  const totals = { total: rows.length, new: 0, duplicate: 0, error: 0 };
  for (const r of rows) totals[r.state]++;
  return totals;
}

const NOUN: Record<StockImportKind, [string, string]> = { accounts: ['cuenta', 'cuentas'], profiles: ['perfil', 'perfiles'] };
const count = (n: number, kind: StockImportKind) => `${n} ${n === 1 ? NOUN[kind][0] : NOUN[kind][1]}`;

function summary(t: StockImportTotals, kind: StockImportKind, verb: string) {
  return `${verb} ${count(t.new, kind)} de ${t.total} filas; ${t.duplicate} duplicadas y ${t.error} con error no se importan.`;
}

const check = (db: Tx, kind: StockImportKind, companyId: number, sheet: SheetRow[]) =>
  (kind === 'accounts' ? checkAccounts(db, companyId, sheet) : checkProfiles(db, companyId, sheet)) as Promise<Checked<NewAccount | NewProfile>>;

/**
 * Imports the new rows inside `tx` with one log entry and its counts. Rows are checked again under the company's
 * import lock, so uploading the same file twice, even at once, makes its rows duplicates the second time instead
 * of second accounts. (The demo seed calls it inside its own transaction.)
 */
export async function importRows(tx: Tx, kind: StockImportKind, by: Importer, sheet: SheetRow[], fileName: string): Promise<StockImportResult> {
  await lockImports(tx, by.companyId);
  const { rows, valid } = await check(tx, kind, by.companyId, sheet);
  const totals = totalsOf(rows);
  const created = kind === 'accounts'
    ? await insertAccounts(tx, by.companyId, by.userId, valid as NewAccount[])
    : await insertProfileRows(tx, by.companyId, by.userId, valid as NewProfile[]);
  await writeLog(tx, {
    companyId: by.companyId, objectType: kind === 'accounts' ? 'digital-account' : 'profiles', objectId: 0, actor: by.actor,
    text: `Importación de ${NOUN[kind][1]} desde Excel (${fileName}): ${totals.new} filas nuevas, ${totals.duplicate} duplicadas y ${totals.error} con error.`,
    changes: { import: { file: fileName, total: totals.total, created, duplicate: totals.duplicate, error: totals.error } },
  });
  return { items: rows, totals, created, msg: summary(totals, kind, created === 1 ? 'Se importó' : 'Se importaron') };
}

export function stockImportService(db: Db) {
  return {
    /** The template to fill; the accounts one lists the company's products by the names the import matches. */
    async template(kind: StockImportKind, companyId: number): Promise<Buffer> {
      const notes = [...NOTES[kind]];
      if (kind === 'accounts') notes.push(...(await companyProducts(db, companyId)).map((p) => `${p.name} (máximo ${p.profile_max_quantity} perfiles)`));
      return templateWorkbook(kind, notes);
    },

    /** Dry run: what the file would do, row by row; writes nothing. */
    async preview(kind: StockImportKind, by: Importer, sheet: SheetRow[]): Promise<StockImportResult> {
      const { rows } = await check(db, kind, by.companyId, sheet);
      const totals = totalsOf(rows);
      return { items: rows, totals, msg: summary(totals, kind, 'Se importarían') };
    },

    /** Imports the new rows of the file in one transaction (all or nothing); see importRows. */
    commit: (kind: StockImportKind, by: Importer, sheet: SheetRow[], fileName: string): Promise<StockImportResult> =>
      inTransaction(db, (tx) => importRows(tx, kind, by, sheet, fileName)),
  };
}
export type StockImportService = ReturnType<typeof stockImportService>;
