import { useEffect } from 'react';
import { useRefresh } from 'react-admin';
import { on } from '../../app-events.ts';

const TICKET_KINDS = new Set(['ticket_answered', 'ticket_closed', 'ticket_opened', 'ticket_reopened']);

/**
 * Sits in the ticket lists' toolbar and draws nothing: a ticket notification arriving on the live stream (an
 * answer, a close, a new ticket) re-reads the list, so its unread badges and states change under the user's eyes.
 */
export function TicketListLive() {
  const refresh = useRefresh();
  useEffect(() => on('notification-received', (n) => {
    if (TICKET_KINDS.has(n.kind)) refresh();
  }), [refresh]);
  return null;
}
