/**
 * Notifications (DOMAIN.md "Notifications"): what the server stores and sends to the header bell, by email and by
 * Telegram. One list shared by the server (which writes them) and the web (which shows them).
 */

/** `all` = everyone of the company; `me` = one user. */
export const NOTIFICATION_TOPICS = ['all', 'me'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/**
 * Every kind of notification, with the Spanish subject its email carries. Modules that produce one name its kind
 * here first, so the bell, the email and the Telegram message agree on it.
 */
export const NOTIFICATION_KINDS = {
  consignment_approved: 'Consignación aprobada',
  consignment_rejected: 'Consignación rechazada',
  order_delivered: 'Pedido entregado',
  notice_published: 'Nuevo aviso',
  renewal_due: 'Renovación pendiente',
  renewal_renewed: 'Renovación realizada',
  renewal_closed: 'Renovación cerrada',
  ticket_answered: 'Respuesta en tu ticket',
  ticket_closed: 'Ticket cerrado',
  ticket_opened: 'Nuevo ticket',
  ticket_reopened: 'Ticket reabierto',
  fault_resolved: 'Reporte de falla resuelto',
  fault_rejected: 'Reporte de falla rechazado',
  code_redeemed: 'Código redimido',
  reward_coupon: 'Cupón de premio',
  credentials_changed: 'Cambiaron los datos de acceso de tu cuenta',
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const isNotificationKind = (kind: string): kind is NotificationKind => Object.hasOwn(NOTIFICATION_KINDS, kind);

/**
 * Kinds whose text carries a unit's password or PIN (DOMAIN.md "Credential views": each is recorded as a view of its
 * recipient when written). Their text reaches only that recipient: the copy of an email kept in the outbox, which
 * staff read, keeps the first line (what happened) and not the credentials.
 */
export const CREDENTIAL_NOTICE_KINDS: readonly NotificationKind[] = ['credentials_changed'];

/** Longest text and link a notification keeps: both travel whole in one PostgreSQL NOTIFY (8000 bytes). */
export const NOTIFICATION_TEXT_MAX = 500;
export const NOTIFICATION_LINK_MAX = 300;

/** One notification as the signed-in user sees it (`GET /api/v1/notifications` and the live `notification` event). */
export interface NotificationItem {
  id: number;
  topic: NotificationTopic;
  kind: string;
  /** Spanish sentence. */
  text: string;
  /** Web path of the record it is about (e.g. `/admin/consignments/12`), or null. */
  link: string | null;
  created_at: string;
  read: boolean;
}

export interface NotificationList {
  items: NotificationItem[];
  /** Unread notifications of the user (counted up to NOTIFICATION_UNREAD_CAP). */
  unread: number;
}

/** The badge shows "99+" beyond this, so counting stops a little after it. */
export const NOTIFICATION_UNREAD_CAP = 100;
