import type pg from 'pg';
import { notifyListener } from '../../db/notify-listener.ts';
import { setBalancePublisher, type BalanceAccount } from '../ledger/index.ts';

/** PostgreSQL channel of committed balance changes: every API process on the database hears every change. */
const CHANNEL = 'balance_changed';
const key = (a: BalanceAccount) => `${a.type}:${a.id}`;
/** Accounts per NOTIFY: well under PostgreSQL's 8000-byte payload limit. */
const MAX_PER_NOTICE = 150;

export type BalanceEvents = ReturnType<typeof balanceEvents>;

/**
 * The live balance feed of one app: a dedicated connection LISTENs to the channel (db/notify-listener.ts, which
 * replaces it when lost: watchers keep their subscriptions and hear later changes) and hands each change to the
 * watchers of that account (the sidebars of the users signed in to this process); announcements go out through
 * NOTIFY on the pool, so a change made by another process reaches them too.
 */
export function balanceEvents(pool: pg.Pool, warn: (msg: string) => void) {
  const watchers = new Map<string, Set<() => void>>();
  let closed = false;
  const listener = notifyListener(pool, [CHANNEL], { name: 'balance-events-listener', warn: (msg) => warn(`saldos en vivo: ${msg}`) });

  function deliver(payload: string) {
    let accounts: BalanceAccount[];
    try {
      accounts = JSON.parse(payload || '[]');
    } catch {
      return;
    }
    for (const a of accounts) for (const notify of watchers.get(key(a)) ?? []) notify();
  }
  listener.on(CHANNEL, deliver);

  // One NOTIFY in flight at a time: what is announced meanwhile goes out together in the next one, so a busy
  // process sends a few notices per round trip instead of one per sale (the payload limit is 8000 bytes).
  let pending = new Map<string, BalanceAccount>();
  let sending = false;
  function flush() {
    if (sending || !pending.size || closed) return;
    const batch = [...pending.values()].slice(0, MAX_PER_NOTICE);
    for (const a of batch) pending.delete(key(a));
    sending = true;
    pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(batch)])
      .catch((err: Error) => warn(`saldos en vivo: no se pudo avisar (${err.message})`))
      .finally(() => {
        sending = false;
        flush();
      });
  }

  return {
    async start() {
      setBalancePublisher((accounts) => {
        for (const a of accounts) pending.set(key(a), { type: a.type, id: a.id });
        flush();
      });
      await listener.start();
    },

    /** Calls `notify` after each committed change of the account's balance; returns the unsubscribe. */
    watch(account: BalanceAccount, notify: () => void): () => void {
      const k = key(account);
      const set = watchers.get(k) ?? new Set();
      set.add(notify);
      watchers.set(k, set);
      return () => {
        set.delete(notify);
        if (!set.size) watchers.delete(k);
      };
    },

    async close() {
      closed = true;
      setBalancePublisher(null);
      pending = new Map();
      await listener.close();
    },
  };
}
