import { NOTIFICATION_UNREAD_CAP, type NotificationItem, type NotificationTopic } from '@app/shared';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notice, notification, notificationRead, notificationSubscription } from '../../db/schema/index.ts';

export type NotificationRow = typeof notification.$inferSelect;

/** Whose notifications: a user, its company, and since when company-wide ones concern it (its creation). */
export interface Reader {
  userId: number;
  companyId: number;
  since: string;
}

export async function insertNotification(tx: Tx, values: {
  company_id: number; topic: NotificationTopic; user_id: number | null; kind: string; text: string; link: string | null;
}): Promise<NotificationRow> {
  const [row] = await tx.insert(notification).values(values).returning();
  return row;
}

/**
 * The reader's notifications visible to it (its own, and its company's `all` ones since it exists), as SQL
 * selecting id and created_at: each branch walks its own partial index backwards, so "newest first" stays cheap.
 */
const visibleIds = (r: Reader, limit: number, beforeId?: number) => sql`
  (SELECT id FROM ${notification} WHERE topic = 'me' AND user_id = ${r.userId}
     ${beforeId ? sql`AND id < ${beforeId}` : sql``} ORDER BY id DESC LIMIT ${limit})
  UNION ALL
  (SELECT id FROM ${notification} WHERE topic = 'all' AND company_id = ${r.companyId} AND created_at >= ${r.since}
     ${beforeId ? sql`AND id < ${beforeId}` : sql``} ORDER BY id DESC LIMIT ${limit})`;

/** The reader's newest notifications (older than `beforeId` when paging), each with whether it read it. */
export async function listVisible(db: Tx, r: Reader, limit: number, beforeId?: number): Promise<NotificationItem[]> {
  const result = await db.execute(sql`
    SELECT n.id, n.topic, n.kind, n.text, n.link, n.created_at,
           EXISTS (SELECT 1 FROM ${notificationRead} x WHERE x.user_id = ${r.userId} AND x.notification_id = n.id) AS read
    FROM ${notification} n
    WHERE n.id IN (${visibleIds(r, limit, beforeId)})
    ORDER BY n.id DESC
    LIMIT ${limit}`);
  return (result.rows as unknown as NotificationItem[]).map((row) => ({ ...row, id: Number(row.id), created_at: new Date(row.created_at).toISOString() }));
}

/** Unread notifications of the reader, counted up to the cap (the badge shows "99+" past it). */
export async function countUnread(db: Tx, r: Reader): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS unread FROM (
      SELECT 1 FROM (${visibleIds(r, NOTIFICATION_UNREAD_CAP * 10)}) v
      WHERE NOT EXISTS (SELECT 1 FROM ${notificationRead} x WHERE x.user_id = ${r.userId} AND x.notification_id = v.id)
      LIMIT ${NOTIFICATION_UNREAD_CAP}) capped`);
  return Number((result.rows[0] as { unread: number }).unread);
}

/**
 * Marks as read those of `ids` the reader may see; any other id (another user's, another company's, unknown)
 * is left alone. Answers how many were newly marked.
 */
export async function markRead(tx: Tx, r: Reader, ids: number[]): Promise<number> {
  const result = await tx.execute(sql`
    INSERT INTO ${notificationRead} (user_id, notification_id, company_id)
    SELECT ${r.userId}, n.id, ${r.companyId} FROM ${notification} n
    WHERE n.id = ANY(${`{${ids.map(Number).join(',')}}`}::bigint[])
      AND ((n.topic = 'me' AND n.user_id = ${r.userId})
        OR (n.topic = 'all' AND n.company_id = ${r.companyId} AND n.created_at >= ${r.since}))
    ON CONFLICT DO NOTHING`);
  return result.rowCount ?? 0;
}

export async function saveSubscription(tx: Tx, s: { userId: number; companyId: number; tokenHash: string; channels: string[] }) {
  await tx.insert(notificationSubscription)
    .values({ user_id: s.userId, company_id: s.companyId, token_hash: s.tokenHash, channels: s.channels })
    .onConflictDoUpdate({
      target: [notificationSubscription.user_id, notificationSubscription.token_hash],
      set: { channels: s.channels, updated_at: sql`now()` },
    });
}

/**
 * Forgets the user's subscriptions unused for `days` (a tab's token dies with the tab) and all but its `keep` most
 * recent ones, so no client can grow the table without bound.
 */
export async function forgetStaleSubscriptions(tx: Tx, userId: number, days: number, keep: number) {
  await tx.execute(sql`
    DELETE FROM ${notificationSubscription} s WHERE s.user_id = ${userId} AND (
      s.updated_at < now() - make_interval(days => ${days})
      OR s.token_hash NOT IN (SELECT token_hash FROM ${notificationSubscription} WHERE user_id = ${userId} ORDER BY updated_at DESC LIMIT ${keep}))`);
}

export async function findSubscription(db: Tx, userId: number, tokenHash: string): Promise<string[] | undefined> {
  const [row] = await db.select({ channels: notificationSubscription.channels }).from(notificationSubscription)
    .where(and(eq(notificationSubscription.user_id, userId), eq(notificationSubscription.token_hash, tokenHash))).limit(1);
  return row?.channels;
}

export async function findNotification(db: Tx, id: number): Promise<NotificationRow | undefined> {
  return (await db.select().from(notification).where(eq(notification.id, id)).limit(1))[0];
}

/** Notifications whose deliveries were never queued (the process stopped between commit and queueing). */
export async function undispatchedBefore(db: Tx, seconds: number, limit: number): Promise<number[]> {
  const rows = await db.select({ id: notification.id }).from(notification)
    .where(and(isNull(notification.dispatched_at), lt(notification.created_at, sql`now() - make_interval(secs => ${seconds})`)))
    .orderBy(notification.id).limit(limit);
  return rows.map((r) => r.id);
}

export async function markDispatched(db: Tx, ids: number[]) {
  if (ids.length) await db.update(notification).set({ dispatched_at: sql`now()` }).where(and(inArray(notification.id, ids), isNull(notification.dispatched_at)));
}

/** The company's active notices, oldest first (the demo data announces them). */
export async function activeNotices(db: Tx, companyId: number): Promise<{ title: string; description: string | null }[]> {
  const result = await db.execute(sql`SELECT title, description FROM ${notice} WHERE company_id = ${companyId} AND active ORDER BY id`);
  return result.rows as { title: string; description: string | null }[];
}

/** Everything recorded so far counts as dispatched (demo data: nobody is mailed about it at the first start). */
export async function markAllDispatched(db: Tx) {
  await db.update(notification).set({ dispatched_at: sql`now()` }).where(isNull(notification.dispatched_at));
}
