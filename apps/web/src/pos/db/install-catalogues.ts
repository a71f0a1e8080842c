import { fetchPosInfo } from '../pos-api.ts';
import type { PosInstallation, PosLocalTurn } from '../pos-model.ts';
import { CATALOGUE_COLLECTIONS, posDb, type PosDb } from './pos-db.ts';

/**
 * Installs (or refreshes) one branch's catalogues into posv1 in one transaction: every catalogue collection is
 * replaced whole, so a product removed on the server disappears here too; orders and turns are local work and
 * stay (the server's open turns are merged in). The installation record is written last, so a failed install
 * leaves none.
 */
export async function installSubsidiary(subsidiaryId: number, db: PosDb = posDb()): Promise<PosInstallation> {
  const { version, data } = await fetchPosInfo(subsidiaryId);
  const installation: PosInstallation = {
    id: 'current',
    subsidiary_id: subsidiaryId,
    subsidiary: data.subsidiary,
    receipt_layout: data.receipt_layout,
    version,
    installed_at: new Date().toISOString(),
  };
  const tables = [...CATALOGUE_COLLECTIONS.map((c) => db.table(c)), db.installation, db.cash_register_turn];
  await db.transaction('rw', tables, async () => {
    for (const name of CATALOGUE_COLLECTIONS) {
      const table = db.table(name);
      await table.clear();
      const value = data[name];
      const rows = Array.isArray(value) ? value : value ? [value] : [];
      if (rows.length) await table.bulkPut(rows);
    }
    for (const t of data.cash_register_turn) {
      const local_reference = t.local_reference ?? `server-${t.id}`;
      const known = await db.cash_register_turn.get(local_reference);
      const turn: PosLocalTurn = {
        local_reference, server_id: t.id, bill_cash_register_id: t.bill_cash_register_id, bus_person_cashier_id: t.bus_person_cashier_id,
        opening_date: t.opening_date, opening_amount: t.opening_amount, closing_date: t.closing_date, closing_amount: t.closing_amount,
        status: known?.status === 'closed' ? 'closed' : t.status, close_synced: known?.close_synced ?? t.status === 'closed', sync_error: null,
      };
      await db.cash_register_turn.put(turn);
    }
    await db.installation.put(installation);
  });
  return installation;
}

export const currentInstallation = (db: PosDb = posDb()) => db.installation.get('current');
