import type { NotificationItem } from '@app/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Opening the record a notification links to reads it: whoever opens a ticket thread, a fault report or an
 * approved consignment from its list (not from the bell) has seen what the notification said. Only on arriving at
 * a page (or on the first load of the bell there): one that comes in while the user stays on the page is news it
 * has not seen yet, and stays unread in the bell.
 */
export function useReadOnVisit(items: NotificationItem[], loaded: boolean, markRead: (ids: number[]) => Promise<void>) {
  const { pathname } = useLocation();
  const visited = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || visited.current === pathname) return;
    visited.current = pathname;
    const seen = items.filter((n) => !n.read && n.link === pathname).map((n) => n.id);
    // a failure leaves them unread in the bell, which is where the user can still read them
    if (seen.length) markRead(seen).catch(() => undefined);
  }, [items, loaded, pathname, markRead]);
}
