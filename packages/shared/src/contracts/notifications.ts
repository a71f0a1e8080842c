import { z } from 'zod';
import { anObject, okAnswer } from './envelope.ts';

/* The answers of the notifications module's routes (apps/server/src/modules/notifications). */

export const subscribeAnswer = okAnswer({});
/** The caller's notifications, newest first, and how many it has not read. */
export const notificationListAnswer = okAnswer({});
export const markReadAnswer = okAnswer({ marked: z.number() });
/** The caller's Telegram link: status, one-time code, bot. */
export const telegramLinkAnswer = okAnswer({ telegram: anObject });
