import type { NotificationItem } from '@app/shared';
import { useEffect } from 'react';
import { followLiveEvents } from '../../api/live-events.ts';
import { subscribeTopics } from '../../api/shared-queries.ts';
import { emit } from '../../app-events.ts';
import { useSession } from '../../lib/use-session.ts';

const TAB_KEY = 'live-tab';

/** This tab's own name for the server (kept for the tab's life): what subscribe-topic and the stream refer to. */
export function tabToken(): string {
  let token = sessionStorage.getItem(TAB_KEY);
  if (!token) {
    // getRandomValues works on plain http too, where crypto.randomUUID does not exist
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    token = `tab-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    sessionStorage.setItem(TAB_KEY, token);
  }
  return token;
}

/**
 * The tab's one live stream (DESIGN.md: one SSE stream per tab, every event kind): registers the tab's topics
 * (spec §7 subscribe-topic: the company's notices and the user's own notifications), follows the stream and
 * turns its events into app events — `balance-changed` (the sidebar, lists) and `notification-received` (the bell).
 * Opened again for another signed-in user.
 */
export function useLiveEvents() {
  const userId = useSession()?.profile.id;
  useEffect(() => {
    if (!userId) return;
    const abort = new AbortController();
    const tab = tabToken();
    subscribeTopics(['all', 'me'], tab, abort.signal).catch(() => {
      // without it the stream carries both topics anyway
    });
    void followLiveEvents(abort.signal, (events) => {
      if (events.some((e) => e.name === 'balance')) emit('balance-changed', {});
      for (const e of events) {
        if (e.name === 'notification' && e.data) emit('notification-received', e.data as NotificationItem);
      }
    }, { tab });
    return () => abort.abort();
  }, [userId]);
}
