import { z } from 'zod';
import { domainObject, fields, okAnswer } from './envelope.ts';
import type { NotificationItem } from '../notifications.ts';

/* The answers of the notifications module's routes (apps/server/src/modules/notifications). */

/** The topics the tab or device now listens to. */
export const subscribeAnswer = okAnswer({ channels: z.array(z.string()) });
/** The caller's notifications, newest first, and how many it has not read. */
export const notificationListAnswer = okAnswer({ items: z.array(domainObject<NotificationItem>()), unread: z.number() });
/** How many were marked, and how many the user has still unread. */
export const markReadAnswer = okAnswer({ marked: z.number(), unread: z.number() });
/** The caller's Telegram link: status, one-time code, bot. */
export const telegramStatus = fields({
  validated: z.boolean(),
  bot_configured: z.boolean(),
  bot_username: z.string().nullable(),
  code: z.string().nullable(),
  code_expires_at: z.string().nullable(),
});
export const telegramLinkAnswer = okAnswer({ telegram: telegramStatus });

export type SubscribeAnswer = z.output<typeof subscribeAnswer>;
export type NotificationListAnswer = z.output<typeof notificationListAnswer>;
export type MarkReadAnswer = z.output<typeof markReadAnswer>;
export type TelegramStatus = z.output<typeof telegramStatus>;
export type TelegramLinkAnswer = z.output<typeof telegramLinkAnswer>;
