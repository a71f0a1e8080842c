import { NOTIFICATION_TOPICS, type NotificationList } from '@app/shared';
import { createHash } from 'node:crypto';
import { inTransaction, type Db } from '../../db/client.ts';
import type { LiveSource } from '../../lib/live-stream.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { announce, type NotificationChannel } from './notification-channel.ts';
import {
  countUnread, findSubscription, forgetStaleSubscriptions, listVisible, markRead, saveSubscription, type Reader,
} from './notification-repository.ts';

/** A tab's token is stored and compared hashed: it may be a push credential. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A subscription unused this long is forgotten, and a user keeps at most this many (its open tabs and devices). */
const SUBSCRIPTION_DAYS = 30;
const SUBSCRIPTIONS_KEPT = 50;

const TOPIC_LABELS: Record<string, string> = { all: 'los avisos de la empresa', me: 'tus notificaciones personales' };

/**
 * The notifications are the user's own, whatever company a root user acts on: its company's `all` ones (since the
 * user exists) and its `me` ones.
 */
const readerOf = (auth: AuthContext): Reader => ({ userId: auth.user.id, companyId: auth.user.company_id, since: auth.user.created_at });

export function notificationService(db: Db, channel: NotificationChannel) {
  return {
    async list(auth: AuthContext, page: { limit: number; before?: number }): Promise<NotificationList> {
      const reader = readerOf(auth);
      const [items, unread] = await Promise.all([listVisible(db, reader, page.limit, page.before), countUnread(db, reader)]);
      return { items, unread };
    },

    /** Marks the caller's own notifications among `ids` as read; ids it cannot see change nothing. */
    async markRead(auth: AuthContext, ids: number[]) {
      const reader = readerOf(auth);
      const marked = await inTransaction(db, (tx) => markRead(tx, reader, [...new Set(ids)]));
      return { marked, unread: await countUnread(db, reader) };
    },

    /**
     * spec §7 subscribe-topic: the tab (or device) named by `token` listens to `channels`. Its live stream, opened
     * with `?tab=<token>`, then carries notifications of those topics only; a stream already open on any process
     * switches at once. A stream opened without a subscription carries both topics.
     */
    async subscribe(auth: AuthContext, input: { channels: string[]; token: string }) {
      const channels = NOTIFICATION_TOPICS.filter((t) => input.channels.includes(t));
      const hash = tokenHash(input.token);
      await inTransaction(db, async (tx) => {
        await forgetStaleSubscriptions(tx, auth.user.id, SUBSCRIPTION_DAYS, SUBSCRIPTIONS_KEPT - 1);
        await saveSubscription(tx, { userId: auth.user.id, companyId: auth.user.company_id, tokenHash: hash, channels });
        await announce(tx, { type: 'subscribed', user_id: auth.user.id, tab_hash: hash, channels });
      });
      return { channels, msg: `Suscripción registrada: recibirás ${channels.map((c) => TOPIC_LABELS[c]).join(' y ')}.` };
    },

    /** The `notification` events of a viewer's stream. */
    liveSource: (async ({ auth, tab }, send) => {
      const hash = tab ? tokenHash(tab) : null;
      const channels = (hash && (await findSubscription(db, auth.user.id, hash))) || [...NOTIFICATION_TOPICS];
      return channel.watch({
        userId: auth.user.id, companyId: auth.user.company_id, tabHash: hash, channels: new Set(channels),
        deliver: (item) => send('notification', item),
      });
    }) satisfies LiveSource,
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
