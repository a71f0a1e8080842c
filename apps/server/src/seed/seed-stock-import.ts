import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { importRows } from '../modules/stock-import/index.ts';
import type { SheetRow } from '../modules/stock-import/index.ts';
import { findUserByUsername } from '../modules/users/index.ts';

const sheetRow = (row: number, cells: Record<string, string | null>): SheetRow => ({ row, cells });

/**
 * Two Excel imports by the demo admin (of MAX, a product the other demo stories do not count on), as the import pages make them (their log entries show under Logs): a batch
 * of accounts with one repeated login and one unknown product, then screens added to one of those accounts.
 */
export async function seedStockImport(tx: Tx): Promise<void> {
  const admin = await findUserByUsername(tx, 'admin');
  if (!admin) return;
  const product = (await tx.execute(sql`SELECT id, name, profile_max_quantity FROM type_digital_account
    WHERE company_id = ${admin.company_id} AND service = 'MAX' AND profile_max_quantity >= 2`)).rows[0] as { name: string; profile_max_quantity: number } | undefined;
  if (!product) return;
  const by = { companyId: admin.company_id, userId: admin.id, actor: { id: admin.id, name: admin.name } };
  const less = String(product.profile_max_quantity - 1);
  await importRows(tx, 'accounts', by, [
    sheetRow(2, { product: product.name, login: 'lote.importado1@cuentas.co', password: 'Imp#2026a', expiry_date: '2027-06-30', profiles_quantity: less, observations: 'Importada desde Excel' }),
    sheetRow(3, { product: product.name, login: 'lote.importado2@cuentas.co', password: 'Imp#2026b', expiry_date: '2027-06-30', profiles_quantity: null, observations: null }),
    sheetRow(4, { product: product.name, login: 'lote.importado3@cuentas.co', password: 'Imp#2026c', expiry_date: '30/06/2027', profiles_quantity: null, observations: null }),
    sheetRow(5, { product: product.name, login: 'lote.importado1@cuentas.co', password: 'Imp#2026a', expiry_date: null, profiles_quantity: null, observations: null }),
    sheetRow(6, { product: 'Producto desconocido', login: 'otra@cuentas.co', password: 'x', expiry_date: null, profiles_quantity: null, observations: null }),
  ], 'inventario-junio.xlsx');
  await importRows(tx, 'profiles', by, [
    sheetRow(2, { login: 'lote.importado1@cuentas.co', name: 'TV SALA', pin: '2468' }),
  ], 'perfiles-junio.xlsx');
}
