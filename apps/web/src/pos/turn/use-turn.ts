import { useCallback, useEffect, useState } from 'react';
import type { PosDb } from '../db/pos-db.ts';
import type { PosLocalTurn } from '../pos-model.ts';
import { newLocalReference } from '../sale/order-edit.ts';

export interface TurnApi {
  /** The open turn of this till, if any (opened here, maybe offline, or received from the server). */
  turn: PosLocalTurn | null;
  openTurn: (input: { cashRegisterId: number; cashierId: number | null; openingAmount: number }) => Promise<void>;
  closeTurn: (closingAmount: number) => Promise<void>;
}

export function useTurn(db: PosDb, subsidiaryId: number, onChanged: () => void): TurnApi {
  const [turn, setTurn] = useState<PosLocalTurn | null>(null);

  const read = useCallback(async () => {
    const open = await db.cash_register_turn.where('status').equals('open').toArray();
    setTurn(open.sort((a, b) => b.opening_date.localeCompare(a.opening_date))[0] ?? null);
  }, [db]);
  useEffect(() => {
    void read();
  }, [read]);

  const openTurn = useCallback(async ({ cashRegisterId, cashierId, openingAmount }: { cashRegisterId: number; cashierId: number | null; openingAmount: number }) => {
    const t: PosLocalTurn = {
      local_reference: newLocalReference(`turno${subsidiaryId}`), server_id: null, bill_cash_register_id: cashRegisterId,
      bus_person_cashier_id: cashierId, opening_date: new Date().toISOString(), opening_amount: openingAmount,
      closing_date: null, closing_amount: null, status: 'open', close_synced: false, sync_error: null,
    };
    await db.cash_register_turn.put(t);
    setTurn(t);
    onChanged();
  }, [db, subsidiaryId, onChanged]);

  const closeTurn = useCallback(async (closingAmount: number) => {
    if (!turn) return;
    await db.cash_register_turn.update(turn.local_reference, { status: 'closed', closing_date: new Date().toISOString(), closing_amount: closingAmount });
    await read();
    onChanged();
  }, [db, turn, read, onChanged]);

  return { turn, openTurn, closeTurn };
}
