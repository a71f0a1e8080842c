import { CREDENTIAL_NOTICE_KINDS, NOTIFICATION_KINDS, NOTIFICATION_PREFERENCES, type NotificationKind } from '@app/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MailService } from '../mail/index.ts';
import { channelOf, companyName, findRecipient, recipientsOf, type DeliveryChannel, type Recipient } from './delivery-repository.ts';
import { findNotification, type NotificationRow } from './notification-repository.ts';
import { TelegramError } from './telegram-api.ts';
import type { TelegramService } from './telegram-service.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';

/** One message to send: a notification to one user by one channel (the payload of a delivery job). */
export interface Delivery {
  notificationId: number;
  userId: number;
  channel: DeliveryChannel;
}

export type DeliveryOutcome = 'sent' | 'outbox' | 'skipped';

export interface DeliveryDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'port' | 'notifications'>;
  mail: MailService;
  telegram: TelegramService;
}

const subjectOf = (kind: string) => NOTIFICATION_KINDS[kind as NotificationKind] ?? 'Notificación';
const preferenceLabel = (value: string) => NOTIFICATION_PREFERENCES.find((p) => p.value === value)?.label ?? value;
/** A queued delivery has no request to take an origin from: PUBLIC_URL, else this machine's address. */
const linkBase = (deps: DeliveryDeps) => publicBaseUrl(deps.config.publicUrl, null, deps.config.port);
const urlOf = (publicUrl: string, link: string | null) => (link ? `${publicUrl.replace(/\/+$/, '')}${link}` : null);

/** The email of a notification: its kind as the subject, the sentence, the link and why the person receives it. */
export function emailOf(n: NotificationRow, r: Recipient, publicUrl: string, company: string) {
  const url = urlOf(publicUrl, n.link);
  const body = [
    `Hola, ${r.name}:`,
    '',
    n.text,
    ...(url ? ['', `Míralo en la plataforma: ${url}`] : []),
    '',
    `Recibes este correo de ${company} porque tu preferencia de notificación es «${preferenceLabel('email')}». ` +
      `Puedes cambiarla en Mi perfil: ${urlOf(publicUrl, '/admin/profile')}`,
  ].join('\n');
  return { subject: `${subjectOf(n.kind)} · ${company}`, body };
}

/**
 * What the outbox keeps of a notice carrying credentials: its first line (what changed) and where to read them, not
 * the password or PIN (staff read the outbox; the recipient's view was recorded when the notice was written).
 */
function outboxBodyOf(n: NotificationRow, r: Recipient, publicUrl: string, company: string): string | undefined {
  if (!(CREDENTIAL_NOTICE_KINDS as readonly string[]).includes(n.kind)) return undefined;
  const what = n.text.split('\n')[0].replace(/\s*Mensaje para copiar:\s*$/, '');
  return emailOf({ ...n, text: `${what}\n[Datos de acceso omitidos en esta copia: solo los recibe el destinatario.]` }, r, publicUrl, company).body;
}

/** The Telegram message: the kind and company, the sentence and the link (plain text: no markup to escape). */
export function telegramTextOf(n: NotificationRow, publicUrl: string, company: string) {
  const url = urlOf(publicUrl, n.link);
  return [`${subjectOf(n.kind)} · ${company}`, '', n.text, ...(url ? ['', url] : [])].join('\n');
}

/**
 * The deliveries of a committed notification: who of its audience asked for email or Telegram (and can get it).
 * None once it was dispatched (the caller marks it so after queueing them).
 */
export async function deliveriesOf(db: Db, id: number): Promise<Delivery[]> {
  const n = await findNotification(db, id);
  if (!n || n.dispatched_at) return [];
  return (await recipientsOf(db, n)).flatMap((r) => {
    const channel = channelOf(r);
    return channel ? [{ notificationId: n.id, userId: r.id, channel }] : [];
  });
}

/**
 * Sends one delivery. Throws when the channel fails in a way a later try may fix (SMTP down, Telegram busy), so the
 * queue retries it; answers 'skipped' when it no longer applies (the user changed its preference, left, or the
 * chat refuses the bot), which no retry would change. On the `last` attempt an email that still cannot leave is
 * kept in the outbox, unsent, where staff read it.
 */
export async function sendDelivery(deps: DeliveryDeps, d: Delivery, opts: { last?: boolean; warn?: (msg: string) => void } = {}): Promise<DeliveryOutcome> {
  const [n, r] = await Promise.all([findNotification(deps.db, d.notificationId), findRecipient(deps.db, d.userId)]);
  if (!n || !r || channelOf(r) !== d.channel) return 'skipped';
  const company = (await companyName(deps.db, n.company_id)) ?? 'la plataforma';
  if (d.channel === 'email') {
    const mail = emailOf(n, r, linkBase(deps), company);
    const message = { companyId: n.company_id, to: r.email!, subject: mail.subject, body: mail.body, outboxBody: outboxBodyOf(n, r, linkBase(deps), company) };
    if (!opts.last) return deps.mail.deliver(deps.db, message);
    await deps.mail.send(deps.db, message);
    return 'outbox';
  }
  try {
    await deps.telegram.send(n.company_id, r.chatId!, telegramTextOf(n, linkBase(deps), company));
    return 'sent';
  } catch (err) {
    if (err instanceof TelegramError && !err.retryable) {
      opts.warn?.(`Telegram: la notificación ${n.id} no se pudo entregar a ${r.name} (${err.message})`);
      return 'skipped';
    }
    throw err;
  }
}
