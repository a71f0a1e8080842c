import type { NotificationItem } from '@app/shared';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Tx } from '../../db/client.ts';
import { notifyListener } from '../../db/notify-listener.ts';
import type { NotificationRow } from './notification-repository.ts';

/** PostgreSQL channel of committed notifications and subscription changes: every API process hears them all. */
const CHANNEL = 'notification_event';

export type ChannelMessage =
  | { type: 'created'; item: Omit<NotificationRow, 'dispatched_at'> }
  | { type: 'subscribed'; user_id: number; tab_hash: string; channels: string[] };

/**
 * Announces inside the caller's transaction: PostgreSQL delivers a NOTIFY only when the transaction commits and
 * drops it on rollback, so a refused approval announces nothing and a committed one reaches every process.
 */
export async function announce(tx: Tx, message: ChannelMessage): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(message)})`);
}

/** A tab following notifications: its user, company and the topics its subscription names. */
export interface Watcher {
  userId: number;
  companyId: number;
  tabHash: string | null;
  channels: Set<string>;
  deliver: (item: NotificationItem) => void;
}

/**
 * The notifications heard by one app: a dedicated connection LISTENs to the channel and hands each committed
 * notification to the tabs open on this process that should see it (its user's for `me`, its company's for `all`,
 * each only if its subscription names the topic).
 */
export function notificationChannel(pool: pg.Pool, warn: (msg: string) => void) {
  const byUser = new Map<number, Set<Watcher>>();
  const byCompany = new Map<number, Set<Watcher>>();
  function handle(payload: string) {
    let message: ChannelMessage;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (message.type === 'subscribed') {
      for (const w of byUser.get(message.user_id) ?? []) {
        if (w.tabHash === message.tab_hash) w.channels = new Set(message.channels);
      }
      return;
    }
    const n = message.item;
    const item: NotificationItem = {
      id: n.id, topic: n.topic as NotificationItem['topic'], kind: n.kind, text: n.text, link: n.link,
      created_at: new Date(n.created_at).toISOString(), read: false,
    };
    const audience = n.topic === 'me' ? byUser.get(n.user_id ?? -1) : byCompany.get(n.company_id);
    for (const w of audience ?? []) if (w.channels.has(n.topic)) w.deliver(item);
  }

  const listener = notifyListener(pool, [CHANNEL], { name: 'notifications-listener', warn: (msg) => warn(`notificaciones en vivo: ${msg}`) });
  listener.on(CHANNEL, handle);

  const add = <K>(map: Map<K, Set<Watcher>>, key: K, w: Watcher) => {
    const set = map.get(key) ?? new Set();
    set.add(w);
    map.set(key, set);
  };
  const remove = <K>(map: Map<K, Set<Watcher>>, key: K, w: Watcher) => {
    const set = map.get(key);
    set?.delete(w);
    if (set && !set.size) map.delete(key);
  };

  return {
    start: () => listener.start(),

    /** Delivers each committed notification the watcher should see; returns the unsubscribe. */
    watch(w: Watcher): () => void {
      add(byUser, w.userId, w);
      add(byCompany, w.companyId, w);
      return () => {
        remove(byUser, w.userId, w);
        remove(byCompany, w.companyId, w);
      };
    },

    close: () => listener.close(),
  };
}

export type NotificationChannel = ReturnType<typeof notificationChannel>;
