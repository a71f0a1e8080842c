import type { SupportThreadAnswer, SupportThreadResource } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { on } from '../../app-events.ts';
import { fetchThread } from './api.ts';

/** The ticket's description, the thread's first message, in the set of new messages (responses have ids from 1). */
export const OPENING = 0;

/**
 * A ticket's thread, read again when a notification about this ticket arrives (the other side answered or closed
 * it). Reading clears the unread marker on the server, so which responses were new is remembered here for the
 * rest of the visit: the newest `viewer.unread` responses of the other side at each reading.
 */
export function useTicketThread(resource: SupportThreadResource, id: number) {
  const query = useQuery<SupportThreadAnswer>({
    queryKey: ['support-thread', resource, id],
    queryFn: () => fetchThread(resource, id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const { data, refetch } = query;

  useEffect(() => {
    if (!data?.viewer.unread) return;
    const mine = data.viewer.role === 'requester' ? 'requester' : 'desk';
    const theirs = data.items.filter((r) => r.side !== mine).slice(-data.viewer.unread).map((r) => r.id);
    // a new ticket is unread for the desk before anyone answered: its description (OPENING) is what is new
    const opening = data.viewer.unread > theirs.length ? [OPENING] : [];
    setFresh((prev) => new Set([...prev, ...theirs, ...opening]));
  }, [data]);

  useEffect(() => on('notification-received', (n) => {
    if (n.link === `/admin/${resource}/${id}`) void refetch();
  }), [resource, id, refetch]);

  return { ...query, fresh };
}
