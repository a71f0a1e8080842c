import { ApiError } from '../../api/http.ts';
import { getToken } from '../../session.ts';
import type { PosDb } from '../db/pos-db.ts';
import type { PosLocalOrder, PosLocalTurn } from '../pos-model.ts';
import { sendPosOrder, sendTurnClose, sendTurnOpen } from '../pos-api.ts';
import { toOrderInput } from '../sale/order-edit.ts';

/** Orders the server should have: everything the cashier finished (paid, closed or canceled). */
export const isFinished = (o: Pick<PosLocalOrder, 'order_status'>) => o.order_status !== 'open';

export interface SyncOutcome {
  sent: number;
  failed: { local_reference: string; message: string }[];
  /** The network went away mid-way: the rest waits for the next attempt. */
  offline: boolean;
}

/** No answer at all (status 0) means no network: the order waits, it did not fail. */
const isNetworkError = (err: unknown) => err instanceof ApiError && err.status === 0;
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function ensureTurnOnServer(db: PosDb, turn: PosLocalTurn, subsidiaryId: number): Promise<PosLocalTurn> {
  let current = turn;
  if (!current.server_id) {
    const saved = await sendTurnOpen({
      local_reference: current.local_reference, bus_subsidiary_id: subsidiaryId, bill_cash_register_id: current.bill_cash_register_id,
      bus_person_cashier_id: current.bus_person_cashier_id, opening_date: current.opening_date, opening_amount: current.opening_amount,
    });
    current = { ...current, server_id: saved.id, sync_error: null };
    await db.cash_register_turn.put(current);
  }
  return current;
}

/**
 * Sends every finished, unsynced order to the server, oldest first (the order they were made in, offline or
 * not), each alone so a refusal names its order and keeps it local while the others go on. Each order's turn
 * is opened on the server first (idempotent by its local reference). Closed turns whose close the server lacks
 * go last, once their orders are in. A resend is harmless: the server answers the first copy of a
 * local_reference again.
 */
export async function syncOnce(db: PosDb, subsidiaryId: number): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { sent: 0, failed: [], offline: false };
  if (!getToken()) return outcome;
  const pending = (await db.orders.orderBy('seq').toArray()).filter((o) => isFinished(o) && o.sync_state !== 'synced');
  for (const order of pending) {
    try {
      let turn = order.turn_local_reference ? await db.cash_register_turn.get(order.turn_local_reference) : undefined;
      if (turn) turn = await ensureTurnOnServer(db, turn, subsidiaryId);
      const saved = await sendPosOrder(toOrderInput(order, turn));
      await db.orders.update(order.local_reference, { sync_state: 'synced', sync_error: null, server_id: saved.id, date_sync: saved.date_sync });
      outcome.sent++;
    } catch (err) {
      if (isNetworkError(err)) {
        outcome.offline = true;
        return outcome;
      }
      const message = messageOf(err);
      await db.orders.update(order.local_reference, { sync_state: 'failed', sync_error: message });
      outcome.failed.push({ local_reference: order.local_reference, message });
    }
  }
  const turns = (await db.cash_register_turn.toArray()).filter((t) => t.status === 'closed' && !t.close_synced);
  for (const t of turns) {
    const unsynced = await db.orders.where('turn_local_reference').equals(t.local_reference).filter((o) => o.sync_state !== 'synced').count();
    if (unsynced) continue;
    try {
      const onServer = await ensureTurnOnServer(db, t, subsidiaryId);
      await sendTurnClose(onServer.server_id!, { closing_date: t.closing_date ?? new Date().toISOString(), closing_amount: t.closing_amount ?? 0 });
      await db.cash_register_turn.update(t.local_reference, { close_synced: true, sync_error: null });
    } catch (err) {
      if (isNetworkError(err)) {
        outcome.offline = true;
        return outcome;
      }
      await db.cash_register_turn.update(t.local_reference, { sync_error: messageOf(err) });
    }
  }
  return outcome;
}

let running: Promise<SyncOutcome> | null = null;

/**
 * One sync at a time in this tab (a double click joins the running one) and, where the browser has Web Locks,
 * in all tabs of this origin; the server's replay covers anything that still races.
 */
export function syncOrders(db: PosDb, subsidiaryId: number): Promise<SyncOutcome> {
  if (running) return running;
  const run = () => syncOnce(db, subsidiaryId);
  const locked = typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request('posv1-sync', run) as unknown as Promise<SyncOutcome>)
    : run();
  running = locked.finally(() => {
    running = null;
  });
  return running;
}
