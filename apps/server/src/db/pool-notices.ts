import type pg from 'pg';

/** What PostgreSQL sent a pool's connection with RAISE NOTICE (the message and its DETAIL). */
export interface PoolNotice {
  message: string;
  detail: string | undefined;
}

type NoticeHandler = (notice: PoolNotice) => void;

const handlers = new WeakMap<pg.Pool, Set<NoticeHandler>>();

/**
 * Forwards the notices every connection of `pool` receives to whoever watches that pool. A notice raised by a
 * trigger reaches the writing connection while its statement runs, before the transaction commits: the way a
 * process learns of its own writes in time (see the session_subject_changed triggers).
 */
export function forwardPoolNotices(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('notice', (msg) => {
      const watchers = handlers.get(pool);
      if (!watchers) return;
      const notice = { message: msg.message ?? '', detail: msg.detail };
      for (const handle of watchers) handle(notice);
    });
  });
}

/** Calls `handle` with each notice of `pool`'s connections (see forwardPoolNotices); returns the unsubscribe. */
export function onPoolNotice(pool: pg.Pool, handle: NoticeHandler): () => void {
  const set = handlers.get(pool) ?? new Set<NoticeHandler>();
  set.add(handle);
  handlers.set(pool, set);
  return () => set.delete(handle);
}
