import { formatDate, formatMoney, type NotificationKind } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { notify } from '../notifications/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import type { TicketRow } from './renewal-repository.ts';

/**
 * A renewal event that DOMAIN.md "Notifications" says notifies the buyer: a ticket opened (renewal due), a
 * renewal made, a ticket closed.
 */
export interface RenewalEvent {
  kind: Extract<NotificationKind, 'renewal_due' | 'renewal_renewed' | 'renewal_closed'>;
  companyId: number;
  /** Who is told: the buyer of the unit. */
  userId: number;
  ticketId: number;
  /** Spanish sentence for the bell, the email and Telegram. */
  text: string;
  /** Web path of the ticket. */
  link: string;
}

/**
 * Tells the buyer, inside the transaction that made the change (the notification commits with it or not at all;
 * modules/notifications delivers it live, by email and by Telegram). A buyer acting on its own ticket is looking
 * at it already and is not told of its own act.
 */
export async function notifyRenewal(tx: Tx, event: RenewalEvent, actor: Actor): Promise<void> {
  // the buyer's webhooks hear of its own renewals too: a bot renewing through the API keeps one event log
  const hook = event.kind === 'renewal_due' ? 'renewal.due' : event.kind === 'renewal_renewed' ? 'renewal.done' : null;
  if (hook) await emitWebhookEvent(tx, { companyId: event.companyId, userId: event.userId, event: hook, data: { ticket_id: event.ticketId, text: event.text } });
  if (actor.id === event.userId) return;
  await notify(tx, { companyId: event.companyId, userId: event.userId, kind: event.kind, text: event.text, link: event.link });
}

const unitText = (t: TicketRow, product: string) => `${product} (${t.login}${t.profile_name ? ` · ${t.profile_name}` : ''})`;
const link = (t: TicketRow) => `/admin/renovation-ticket/${t.id}`;

export const dueEvent = (t: TicketRow, product: string): RenewalEvent => ({
  kind: 'renewal_due', companyId: t.company_id as number, userId: t.user_id as number, ticketId: t.id, link: link(t),
  text: `Tu ${unitText(t, product)} vence el ${formatDate(t.renewal_limit_date as string)}: renuévalo por ${formatMoney(t.renewal_price as number)}.`,
});

export const renewedEvent = (t: TicketRow, product: string): RenewalEvent => ({
  kind: 'renewal_renewed', companyId: t.company_id as number, userId: t.user_id as number, ticketId: t.id, link: link(t),
  text: `Se renovó tu ${unitText(t, product)} hasta el ${formatDate(t.renewed_until as string)} por ${formatMoney(t.renewal_price as number)}.`,
});

export const closedEvent = (t: TicketRow, product: string): RenewalEvent => ({
  kind: 'renewal_closed', companyId: t.company_id as number, userId: t.user_id as number, ticketId: t.id, link: link(t),
  text: `Se cerró la renovación de tu ${unitText(t, product)}: ${t.reason ?? 'no se renovó'}.`,
});
