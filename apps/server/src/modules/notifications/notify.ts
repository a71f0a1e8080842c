import { isNotificationKind, NOTIFICATION_LINK_MAX, NOTIFICATION_TEXT_MAX, type NotificationKind } from '@app/shared';
import { onCommit, type Tx } from '../../db/client.ts';
import { announce } from './notification-channel.ts';
import { insertNotification } from './notification-repository.ts';

export interface NotifyInput {
  companyId: number;
  /** One user (topic `me`) or everyone of the company (topic `all`). */
  userId: number | 'all';
  kind: NotificationKind;
  /** A Spanish sentence; longer ones are cut at NOTIFICATION_TEXT_MAX characters. */
  text: string;
  /** Web path of the record it is about, starting with `/` (e.g. `/admin/consignments/12`). */
  link?: string | null;
}

/** Where this process hands committed notifications for email/Telegram delivery (set when the app starts). */
let dispatcher: ((id: number) => void) | null = null;

export function setNotificationDispatcher(fn: ((id: number) => void) | null): void {
  dispatcher = fn;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Records a notification inside the caller's transaction (DOMAIN.md "Notifications"): it commits with the business
 * change or not at all. Once committed it reaches the live streams of every API process (NOTIFY is transactional)
 * and is handed to the job queue for email and Telegram, so the caller never waits for a delivery.
 *
 * Call it from any module's service: `await notify(tx, { companyId, userId, kind: 'consignment_approved', text, link })`.
 */
export async function notify(tx: Tx, input: NotifyInput): Promise<{ id: number }> {
  if (!isNotificationKind(input.kind)) throw new Error(`Tipo de notificación desconocido: ${input.kind}`);
  const text = clip(input.text.trim(), NOTIFICATION_TEXT_MAX);
  if (!text) throw new Error('Una notificación necesita un texto');
  const link = input.link && input.link.startsWith('/') && input.link.length <= NOTIFICATION_LINK_MAX ? input.link : null;
  const row = await insertNotification(tx, {
    company_id: input.companyId,
    topic: input.userId === 'all' ? 'all' : 'me',
    user_id: input.userId === 'all' ? null : input.userId,
    kind: input.kind,
    text,
    link,
  });
  const { dispatched_at: _, ...item } = row;
  await announce(tx, { type: 'created', item });
  onCommit(tx, () => dispatcher?.(row.id));
  return { id: row.id };
}
