import type { NotificationList } from '@app/shared';
import { useCallback, useEffect, useState } from 'react';
import { markNotificationsRead, readNotifications } from '../../../api/shared-queries.ts';
import { on } from '../../../app-events.ts';
import { useSession } from '../../../lib/use-session.ts';

/** How many the bell shows (the newest). */
const PAGE = 30;

export interface NotificationsState extends NotificationList {
  failed: boolean;
  /** The first read has answered (the list is the user's, not the empty placeholder). */
  loaded: boolean;
  reload: () => void;
  /** Marks these as read (server first; the list follows its answer). */
  markRead: (ids: number[]) => Promise<void>;
}

const EMPTY: NotificationList = { items: [], unread: 0 };

/**
 * The signed-in user's notifications for the header bell: read once (`GET /v1/notifications`), then kept current by
 * the live stream (`notification-received`, use-live-events.ts), so a new one shows at once with the badge.
 */
export function useNotifications(): NotificationsState {
  const userId = useSession()?.profile.id;
  const [list, setList] = useState<NotificationList>(EMPTY);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!userId) return;
    const abort = new AbortController();
    readNotifications(PAGE, abort.signal)
      .then((res) => {
        setList((live) => {
          // what arrived live while the list was on its way stays on top of it
          const newest = res.items[0]?.id ?? 0;
          const later = live.items.filter((n) => n.id > newest);
          return { items: [...later, ...res.items].slice(0, PAGE), unread: res.unread + later.filter((n) => !n.read).length };
        });
        setFailed(false);
        setLoaded(true);
      })
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => abort.abort();
  }, [userId, version]);

  useEffect(() => on('notification-received', (item) => {
    setList((current) => (current.items.some((n) => n.id === item.id)
      ? current
      : { items: [item, ...current.items].slice(0, PAGE), unread: current.unread + (item.read ? 0 : 1) }));
  }), []);

  const markRead = useCallback(async (ids: number[]) => {
    if (!ids.length) return;
    const res = await markNotificationsRead(ids);
    const done = new Set(ids);
    setList((current) => ({ items: current.items.map((n) => (done.has(n.id) ? { ...n, read: true } : n)), unread: res.unread }));
  }, []);

  return { ...list, failed, loaded, reload: () => setVersion((v) => v + 1), markRead };
}
