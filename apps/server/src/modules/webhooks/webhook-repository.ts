import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Statement, Tx } from '../../db/client.ts';
import { webhook, webhookDelivery } from '../../db/schema/index.ts';

const visible = { id: webhook.id, url: webhook.url, events: webhook.events, created_at: webhook.created_at };
const deliveryColumns = {
  id: webhookDelivery.id, webhook_id: webhookDelivery.webhook_id, event: webhookDelivery.event, status: webhookDelivery.status,
  attempts: webhookDelivery.attempts, last_status: webhookDelivery.last_status, last_answer: webhookDelivery.last_answer,
  created_at: webhookDelivery.created_at, last_attempt_at: webhookDelivery.last_attempt_at, delivered_at: webhookDelivery.delivered_at,
};

export async function insertWebhook(db: Tx, values: typeof webhook.$inferInsert) {
  const [row] = await db.insert(webhook).values(values).returning(visible);
  return row;
}

export const liveWebhooks = (db: Tx, companyId: number, userId: number) =>
  db.select(visible).from(webhook)
    .where(and(eq(webhook.company_id, companyId), eq(webhook.user_id, userId), isNull(webhook.deleted_at))).orderBy(desc(webhook.id));

/** A live webhook of this owner (anyone else's reads as missing). */
export async function ownWebhook(db: Tx, companyId: number, userId: number, id: number) {
  const [row] = await db.select(visible).from(webhook)
    .where(and(eq(webhook.company_id, companyId), eq(webhook.user_id, userId), eq(webhook.id, id), isNull(webhook.deleted_at)));
  return row;
}

export async function deleteWebhook(db: Tx, id: number) {
  const [row] = await db.update(webhook).set({ deleted_at: sql`now()` }).where(eq(webhook.id, id)).returning(visible);
  return row;
}

/**
 * One delivery per live webhook of the user that listens to `event`, in one statement inside the caller's
 * transaction (nothing is inserted when the user has none): the deliveries exist exactly when the change does.
 */
export function insertEventDeliveriesStatement(e: { companyId: number; userId: number; event: string; data: unknown }): Statement<number[]> {
  const query = sql`
    INSERT INTO webhook_delivery (company_id, webhook_id, event, payload)
    SELECT w.company_id, w.id, ${e.event}, ${JSON.stringify(e.data)}::jsonb FROM webhook w
     WHERE w.company_id = ${e.companyId} AND w.user_id = ${e.userId} AND w.deleted_at IS NULL AND ${e.event} = ANY (w.events)
    RETURNING id`;
  return { query, read: (rows) => (rows as { id: string | number }[]).map((r) => Number(r.id)) };
}

export async function insertDelivery(db: Tx, values: typeof webhookDelivery.$inferInsert) {
  const [row] = await db.insert(webhookDelivery).values(values).returning(deliveryColumns);
  return row;
}

export const deliveriesOf = (db: Tx, companyId: number, webhookId: number, limit: number) =>
  db.select(deliveryColumns).from(webhookDelivery)
    .where(and(eq(webhookDelivery.company_id, companyId), eq(webhookDelivery.webhook_id, webhookId)))
    .orderBy(desc(webhookDelivery.id)).limit(limit);

/** What one attempt needs: the delivery, its webhook's address and secret, and whether the webhook still lives. */
export async function deliveryToSend(db: Tx, id: number) {
  const [row] = await db.select({
    id: webhookDelivery.id, event: webhookDelivery.event, payload: webhookDelivery.payload, status: webhookDelivery.status,
    attempts: webhookDelivery.attempts, created_at: webhookDelivery.created_at, url: webhook.url, secret: webhook.secret,
    deleted_at: webhook.deleted_at,
  }).from(webhookDelivery).innerJoin(webhook, eq(webhook.id, webhookDelivery.webhook_id)).where(eq(webhookDelivery.id, id));
  return row;
}

export async function recordAttempt(db: Tx, id: number, values: { status: 'pending' | 'delivered' | 'failed'; last_status: number | null; last_answer: string; delivered: boolean }) {
  await db.update(webhookDelivery).set({
    status: values.status, last_status: values.last_status, last_answer: values.last_answer,
    attempts: sql`${webhookDelivery.attempts} + 1`, last_attempt_at: sql`now()`,
    ...(values.delivered ? { delivered_at: sql`now()` } : {}),
  }).where(eq(webhookDelivery.id, id));
}

export async function markQueued(db: Tx, ids: number[]) {
  if (!ids.length) return;
  await db.execute(sql`UPDATE webhook_delivery SET queued_at = now() WHERE id = ANY (${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::bigint[]`)})`);
}

/** Deliveries committed but never handed to the queue (their process stopped first), oldest first. */
export async function unqueuedBefore(db: Tx, seconds: number, limit: number): Promise<number[]> {
  const result = await db.execute(sql`SELECT id FROM webhook_delivery WHERE queued_at IS NULL AND created_at < now() - make_interval(secs => ${seconds})
    ORDER BY id LIMIT ${limit}`);
  return (result.rows as { id: string | number }[]).map((r) => Number(r.id));
}
