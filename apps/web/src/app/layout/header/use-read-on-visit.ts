import type { NotificationItem } from '@app/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Opening the record a notification links to reads it: whoever opens a ticket thread, a fault report or an
 * approved consignment from the list (not from the bell) has seen what the notification said. Also covers one
 * that arrives while the user is already on that page.
 */
export function useReadOnVisit(items: NotificationItem[], markRead: (ids: number[]) => Promise<void>) {
  const { pathname } = useLocation();
  useEffect(() => {
    const seen = items.filter((n) => !n.read && n.link === pathname).map((n) => n.id);
    // a failure leaves them unread in the bell, which is where the user can still read them
    if (seen.length) markRead(seen).catch(() => undefined);
  }, [items, pathname, markRead]);
}
