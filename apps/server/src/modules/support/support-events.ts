import type { NotificationKind, SupportThreadResource } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { companyAdmins, lastDeskAuthor, type TicketRow } from './support-repository.ts';

/** What DOMAIN.md "Notifications" says a ticket tells the other side: answered, closed; and, for the desk, filed and reopened. */
type TicketKind = Extract<NotificationKind, 'ticket_answered' | 'ticket_closed' | 'ticket_opened' | 'ticket_reopened'>;

/** The web page of a ticket (its thread). */
export const ticketLink = (resource: SupportThreadResource, id: number) => `/admin/${resource}/${id}`;

/** How a notification names a ticket: its filing number and subject. */
export const ticketLabel = (t: TicketRow) => `${t.filing_number ?? `#${t.id}`} «${t.subject}»`;

/**
 * Who answers a ticket and so hears of the requester's words: a client ticket's seller; for a support ticket, the
 * staff member who last answered it, or the company's administrators while nobody has. A client ticket with no
 * seller falls to the administrators too.
 */
export async function deskRecipients(tx: Tx, resource: SupportThreadResource, ticket: TicketRow): Promise<number[]> {
  if (resource === 'support-client' && ticket.distributor_id) return [ticket.distributor_id];
  const last = await lastDeskAuthor(tx, ticket.company_id, resource, ticket.id);
  return last ? [last] : companyAdmins(tx, ticket.company_id);
}

/**
 * Tells each recipient but the one who acted, inside the transaction of the change (the notification commits with
 * it or not at all; modules/notifications delivers it live, by email and by Telegram).
 */
export async function notifyTicket(
  tx: Tx, resource: SupportThreadResource, ticket: TicketRow, kind: TicketKind, text: string, to: number[], actorId: number | null,
): Promise<void> {
  for (const userId of new Set(to)) {
    if (userId === actorId) continue;
    await notify(tx, { companyId: ticket.company_id, userId, kind, text, link: ticketLink(resource, ticket.id) });
  }
}

/** A short quote of a response for the bell (the whole text is in the thread). */
export function snippet(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
