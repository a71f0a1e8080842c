import { useCallback, useEffect, useState } from 'react';
import type { PosDb } from '../db/pos-db.ts';
import type { PosLocalOrder } from '../pos-model.ts';
import { isFinished, syncOrders } from './sync-orders.ts';

/** While online, unsynced orders are retried this often (besides the moment the network returns). */
const RETRY_MS = 15_000;

export interface SyncState {
  /** Finished orders the server does not have yet, oldest first. */
  pending: PosLocalOrder[];
  syncing: boolean;
  syncNow: () => Promise<void>;
}

export function useSync(db: PosDb, subsidiaryId: number, online: boolean, signedIn: boolean): SyncState {
  const [pending, setPending] = useState<PosLocalOrder[]>([]);
  const [syncing, setSyncing] = useState(false);

  const readPending = useCallback(async () => {
    const rows = await db.orders.orderBy('seq').toArray();
    setPending(rows.filter((o) => isFinished(o) && o.sync_state !== 'synced'));
  }, [db]);

  const syncNow = useCallback(async () => {
    await readPending();
    if (!navigator.onLine || !signedIn) return;
    setSyncing(true);
    try {
      await syncOrders(db, subsidiaryId);
    } finally {
      setSyncing(false);
      await readPending();
    }
  }, [db, subsidiaryId, readPending, signedIn]);

  useEffect(() => {
    void syncNow();
    if (!online) return;
    const timer = setInterval(() => void syncNow(), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, syncNow]);

  return { pending, syncing, syncNow };
}
