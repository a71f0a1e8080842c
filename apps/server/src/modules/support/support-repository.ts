import type { SupportResponseItem, SupportSide, SupportThreadResource } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { supportClient, supportResponse, supportTicket } from '../../db/schema/index.ts';

/** A ticket row of either kind (support_client adds distributor_id). */
export type TicketRow = Record<string, unknown> & {
  id: number;
  company_id: number;
  user_id: number | null;
  distributor_id?: number | null;
  filing_number: string | null;
  subject: string;
  closed_at: string | null;
};

const TABLES = { 'support-ticket': supportTicket, 'support-client': supportClient } as const;
const tableOf = (resource: SupportThreadResource) => TABLES[resource] as any;

/** The ticket, row-locked when asked: a response, a close and a reopen read its state under this lock. */
export async function findTicket(tx: Tx, resource: SupportThreadResource, companyId: number, id: number, lock = false): Promise<TicketRow | undefined> {
  const t = tableOf(resource);
  const q = tx.select().from(t).where(and(eq(t.company_id, companyId), eq(t.id, id))).limit(1);
  return ((lock ? await q.for('update') : await q) as TicketRow[])[0];
}

export async function updateTicket(tx: Tx, resource: SupportThreadResource, id: number, values: Record<string, unknown>): Promise<TicketRow> {
  const t = tableOf(resource);
  return ((await tx.update(t).set({ ...values, updated_at: sql`now()` }).where(eq(t.id, id)).returning()) as TicketRow[])[0];
}

/**
 * A response was written by `side`: the other side has one more unread, the writer has read everything (it saw
 * the thread to answer it), and the ticket was answered now.
 */
export async function countResponse(tx: Tx, resource: SupportThreadResource, id: number, side: SupportSide): Promise<TicketRow> {
  const t = tableOf(resource);
  const [own, other] = side === 'requester' ? ['requester_unread', 'desk_unread'] : ['desk_unread', 'requester_unread'];
  return updateTicket(tx, resource, id, { [other]: sql`coalesce(${t[other]}, 0) + 1`, [own]: 0, last_response_at: sql`now()` });
}

/** `side` read the thread: its unread counter goes to zero (no write when it already was). */
export async function clearUnread(tx: Tx, resource: SupportThreadResource, id: number, side: SupportSide): Promise<void> {
  const t = tableOf(resource);
  const column = side === 'requester' ? t.requester_unread : t.desk_unread;
  await tx.update(t).set({ [side === 'requester' ? 'requester_unread' : 'desk_unread']: 0 }).where(and(eq(t.id, id), sql`coalesce(${column}, 0) <> 0`));
}

export async function insertResponse(tx: Tx, values: {
  company_id: number; ticket_type: SupportThreadResource; ticket_id: number; user_id: number | null; side: SupportSide; text: string; images: string[];
}) {
  return (await tx.insert(supportResponse).values(values).returning())[0];
}

/** A ticket's thread, oldest first, with each author's name. */
export async function listResponses(tx: Tx, companyId: number, resource: SupportThreadResource, ticketId: number): Promise<SupportResponseItem[]> {
  const result = await tx.execute(sql`
    SELECT r.id, r.side, r.user_id AS author_id, u.name AS author_name, r.text, r.images, r.created_at
      FROM support_response r LEFT JOIN users u ON u.id = r.user_id
     WHERE r.company_id = ${companyId} AND r.ticket_type = ${resource} AND r.ticket_id = ${ticketId}
     ORDER BY r.id`);
  return (result.rows as unknown as (SupportResponseItem & { created_at: string | Date })[]).map((r) => ({
    ...r, created_at: new Date(r.created_at).toISOString(),
  }));
}

export async function deleteResponses(tx: Tx, companyId: number, resource: SupportThreadResource, ticketId: number): Promise<void> {
  await tx.delete(supportResponse).where(and(
    eq(supportResponse.company_id, companyId), eq(supportResponse.ticket_type, resource), eq(supportResponse.ticket_id, ticketId),
  ));
}

/** Users' names by id (the texts of notifications and the ticket header). */
export async function userNames(tx: Tx, ids: (number | null | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const result = await tx.execute(sql`SELECT id, name FROM users WHERE id IN (${sql.join(wanted.map((id) => sql`${id}`), sql`, `)})`);
  return new Map((result.rows as { id: number; name: string }[]).map((r) => [r.id, r.name]));
}

/** The staff member who last answered the ticket (who the requester's next words are for), if any. */
export async function lastDeskAuthor(tx: Tx, companyId: number, resource: SupportThreadResource, ticketId: number): Promise<number | null> {
  const result = await tx.execute(sql`
    SELECT user_id FROM support_response
     WHERE company_id = ${companyId} AND ticket_type = ${resource} AND ticket_id = ${ticketId} AND side = 'desk' AND user_id IS NOT NULL
     ORDER BY id DESC LIMIT 1`);
  return (result.rows[0] as { user_id: number } | undefined)?.user_id ?? null;
}

/** The company's active administrators: who hears of a support ticket no staff member has taken yet. */
export async function companyAdmins(tx: Tx, companyId: number): Promise<number[]> {
  const result = await tx.execute(sql`SELECT id FROM users WHERE company_id = ${companyId} AND rol = 'Admin' AND active ORDER BY id`);
  return (result.rows as { id: number }[]).map((r) => r.id);
}
