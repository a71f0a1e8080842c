import { useCallback, useEffect, useRef, useState } from 'react';
import type { PosDb } from '../db/pos-db.ts';
import type { PosLocalOrder } from '../pos-model.ts';
import { newOrder, type NewOrderContext } from './order-edit.ts';

/** Spec §9: the local state is saved every 4 s (and at once on the changes that matter). */
export const AUTOSAVE_MS = 4000;

export interface PosOrdersApi {
  /** Open orders, oldest first; restored from posv1 when the tab opens. */
  open: PosLocalOrder[];
  active: PosLocalOrder | null;
  setActive: (ref: string) => void;
  create: (ctx: Omit<NewOrderContext, 'seq' | 'subsidiaryId'>) => Promise<PosLocalOrder>;
  /** Changes one open order; `important` writes it to posv1 now instead of at the next autosave. */
  change: (ref: string, fn: (o: PosLocalOrder) => PosLocalOrder, important?: boolean) => void;
  /** Writes a finished (closed or canceled) order and takes it off the open list. */
  finish: (order: PosLocalOrder) => Promise<void>;
  loaded: boolean;
}

export function usePosOrders(db: PosDb, subsidiaryId: number): PosOrdersApi {
  const [open, setOpen] = useState<PosLocalOrder[]>([]);
  const [activeRef, setActiveRef] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const dirty = useRef(new Set<string>());
  const latest = useRef<PosLocalOrder[]>([]);
  latest.current = open;

  useEffect(() => {
    let cancelled = false;
    db.orders.where('order_status').equals('open').sortBy('seq').then((rows) => {
      if (cancelled) return;
      const mine = rows.filter((o) => o.bus_subsidiary_id === subsidiaryId);
      setOpen(mine);
      setActiveRef(mine[0]?.local_reference ?? null);
      setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [db, subsidiaryId]);

  const flush = useCallback(async () => {
    if (!dirty.current.size) return;
    const refs = new Set(dirty.current);
    dirty.current.clear();
    const rows = latest.current.filter((o) => refs.has(o.local_reference));
    if (rows.length) await db.orders.bulkPut(rows);
  }, [db]);

  useEffect(() => {
    const timer = setInterval(() => void flush(), AUTOSAVE_MS);
    const onHide = () => void flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      void flush();
    };
  }, [flush]);

  const create = useCallback(async (ctx: Omit<NewOrderContext, 'seq' | 'subsidiaryId'>) => {
    const last = await db.orders.orderBy('seq').last();
    const order = newOrder({ ...ctx, subsidiaryId, seq: (last?.seq ?? 0) + 1 });
    await db.orders.put(order);
    // synchronously too: a line added right after creating must find the order
    latest.current = [...latest.current, order];
    setOpen(latest.current);
    setActiveRef(order.local_reference);
    return order;
  }, [db, subsidiaryId]);

  const change = useCallback((ref: string, fn: (o: PosLocalOrder) => PosLocalOrder, important = false) => {
    const next = latest.current.map((o) => (o.local_reference === ref ? fn(o) : o));
    latest.current = next;
    setOpen(next);
    dirty.current.add(ref);
    if (important) void flush();
  }, [flush]);

  const finish = useCallback(async (order: PosLocalOrder) => {
    dirty.current.delete(order.local_reference);
    // an empty order canceled is nothing to keep or send
    if (order.canceled && !order.lines.length) await db.orders.delete(order.local_reference);
    else await db.orders.put(order);
    const rest = latest.current.filter((o) => o.local_reference !== order.local_reference);
    latest.current = rest;
    setOpen(rest);
    setActiveRef((ref) => (ref === order.local_reference ? rest[0]?.local_reference ?? null : ref));
  }, [db]);

  const active = open.find((o) => o.local_reference === activeRef) ?? null;
  return { open, active, setActive: setActiveRef, create, change, finish, loaded };
}
