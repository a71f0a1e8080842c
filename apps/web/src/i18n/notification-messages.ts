import { NOTIFICATION_KINDS, type NotificationKind } from '@app/shared';

/**
 * The `notifications.*` keys: the header bell and the Telegram link of the profile page. Spanish is the source
 * (kind names come from the shared list the server mails them with); English mirrors it key for key.
 */
export const notificationsEs = {
  title: 'Notificaciones',
  empty: 'No tienes notificaciones',
  unread: '%{smart_count} sin leer |||| %{smart_count} sin leer',
  mark_all_read: 'Marcar todas como leídas',
  load_failed: 'No se pudieron cargar las notificaciones.',
  retry: 'Reintentar',
  kinds: { ...NOTIFICATION_KINDS } as Record<NotificationKind, string>,
  telegram: {
    title: 'Notificaciones por Telegram',
    linked: 'Tu chat de Telegram está vinculado: allí recibes tus notificaciones cuando tu preferencia es Telegram.',
    not_linked: 'Vincula tu chat para recibir tus notificaciones por Telegram.',
    no_bot: 'La empresa aún no configuró un bot de Telegram. Pide a un administrador que lo registre.',
    steps: 'Envía este código al bot %{bot} desde Telegram. Vence a las %{time}',
    the_bot: 'de la empresa',
    generate: 'Generar código',
    new_code: 'Generar otro código',
    check: 'Ya lo envié: comprobar',
    open_bot: 'Abrir el bot',
    unlink: 'Desvincular',
    prefer_hint: 'Elige «Telegram» en Preferencia de notificación para recibirlas allí.',
  },
};

export const notificationsEn: typeof notificationsEs = {
  title: 'Notifications',
  empty: 'You have no notifications',
  unread: '%{smart_count} unread |||| %{smart_count} unread',
  mark_all_read: 'Mark all as read',
  load_failed: 'The notifications could not be loaded.',
  retry: 'Retry',
  kinds: {
    consignment_approved: 'Deposit approved',
    consignment_rejected: 'Deposit rejected',
    order_delivered: 'Order delivered',
    notice_published: 'New notice',
    renewal_due: 'Renewal due',
    renewal_renewed: 'Renewal done',
    renewal_closed: 'Renewal closed',
    ticket_answered: 'Reply on your ticket',
    ticket_closed: 'Ticket closed',
    ticket_opened: 'New ticket',
    ticket_reopened: 'Ticket reopened',
    fault_resolved: 'Fault report resolved',
    fault_rejected: 'Fault report rejected',
    code_redeemed: 'Code redeemed',
    reward_coupon: 'Reward coupon',
    credentials_changed: 'Your account access details changed',
  },
  telegram: {
    title: 'Telegram notifications',
    linked: 'Your Telegram chat is linked: your notifications go there when your preference is Telegram.',
    not_linked: 'Link your chat to receive your notifications on Telegram.',
    no_bot: 'The company has not set up a Telegram bot yet. Ask an administrator to register it.',
    steps: 'Send this code to the bot %{bot} from Telegram. It expires at %{time}',
    the_bot: 'of the company',
    generate: 'Get a code',
    new_code: 'Get another code',
    check: 'I sent it: check',
    open_bot: 'Open the bot',
    unlink: 'Unlink',
    prefer_hint: 'Choose “Telegram” as your notification preference to receive them there.',
  },
};
