import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Finish, Statement, Tx } from '../../db/client.ts';
import { auditChanges, type Actor } from '../../lib/audit.ts';
import type { CreditArrays } from '../ledger/index.ts';
import type { UnitRow } from '../inventory/index.ts';
import { orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect & { id: number };

export async function insertOrder(db: Tx, values: Record<string, unknown>): Promise<OrderRow> {
  return ((await db.insert(orders).values(values as never).returning()) as OrderRow[])[0];
}

/**
 * The id the next order will have, taken ahead (a sequence value: a sale that fails leaves a gap, as ids always
 * may), so the purchase can name its order in the statements it sends with the order's insert.
 */
export const nextOrderIdStatement: Statement<number> = {
  query: sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`,
  read: (rows) => Number((rows[0] as { id: number }).id),
};

/** insertOrder as a statement with its id taken ahead (nextOrderIdStatement), to send with others (executeTogether). */
export function insertOrderStatement(db: Tx, values: Record<string, unknown> & { id: number }): Statement<OrderRow> {
  const query = db.insert(orders).overridingSystemValue().values(values as never).returning().getSQL();
  return { query, read: (rows) => rows[0] as OrderRow };
}

export async function updateOrder(db: Tx, id: number, values: Record<string, unknown>): Promise<OrderRow> {
  return ((await db.update(orders).set({ ...values, updated_at: sql`now()` } as never).where(eq(orders.id as any, id)).returning()) as OrderRow[])[0];
}

export async function getOrderRow(db: Tx, companyId: number, id: number): Promise<OrderRow | undefined> {
  return ((await db.select().from(orders).where(and(eq(orders.company_id as any, companyId), eq(orders.id as any, id)))) as OrderRow[])[0];
}

/** The order, row-locked: every transition reads its state under this lock, so two transitions cannot both pass. */
export async function lockOrder(db: Tx, companyId: number, id: number): Promise<OrderRow | undefined> {
  return ((await db.select().from(orders).where(and(eq(orders.company_id as any, companyId), eq(orders.id as any, id))).for('update')) as OrderRow[])[0];
}

// the first key of the sales queue's advisory locks (the second is the company id)
const SALES_QUEUE_KEY = 0x53414c45; // "SALE"
const salesQueue = (companyId: number) => sql`pg_advisory_xact_lock(${SALES_QUEUE_KEY}::int, ${companyId}::int)`;

/**
 * The company's queue for the rows every one of its sales shares (ancestors' and company's balances, the order
 * consecutive): a transaction-scoped advisory lock, which PostgreSQL grants in arrival order. Waiters on a row
 * lock are instead all woken at each commit and race for it, so under load a few purchases lose many turns in a
 * row (bench, raw SQL, 32 buyers: p99 184 ms without the queue, 50 ms with it, same throughput). Sales take it
 * right before those rows; a buyer with children takes it before its own debit too, because other sales credit
 * its row: nobody then waits in the queue while holding a row that the sale at its head needs. Re-entrant.
 */
export async function enterSalesQueue(db: Tx, companyId: number): Promise<void> {
  await db.execute(sql`SELECT ${salesQueue(companyId)}`);
}

/** An SQL array of `values` of the given element type (inlined with the finishing statement's other values). */
const arrayOf = (values: readonly (string | number | null)[], type: 'text' | 'integer' | 'bigint') =>
  sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::${sql.raw(type)}[]`;

/**
 * The last statement of a direct purchase, everything that every sale of the company shares, sent with COMMIT right
 * behind it (`finish`, db/client.ts inTransactionEndedBy): the function sales_finish_purchase (migration 0032) takes
 * its place in the sales queue, posts the network's and the company's credits (ledger rows, in chain order), the
 * next number of the company's `order` consecutive, numbers the order and writes its audit row. So the rows that
 * serialize a company's sales are held for this one statement and its commit only. A function, so each connection
 * plans its statements once; it fails by itself when an account or the order is missing, and the sale rolls back.
 */
export async function finishPurchase(finish: Finish, f: {
  credits: CreditArrays; companyId: number; orderId: number;
  log: { actor: Actor; text: string; changes: Record<string, unknown> };
}, /** sent after it, before the COMMIT (the request's answer, stored with the sale) */ answer: SQL | null = null): Promise<number> {
  const c = f.credits;
  const rows = await finish(sql`SELECT sales_finish_purchase(${SALES_QUEUE_KEY}, ${f.companyId}, ${f.orderId},
    ${arrayOf(c.accountTypes, 'text')}, ${arrayOf(c.accountIds, 'integer')}, ${arrayOf(c.amounts, 'bigint')},
    ${arrayOf(c.kinds, 'text')}, ${arrayOf(c.notes, 'text')}, ${arrayOf(c.keys, 'text')},
    ${f.log.actor.id}, ${f.log.actor.name}, ${f.log.text}, ${auditChanges('order', f.log.changes)}::jsonb) AS number`, ...(answer ? [answer] : []));
  return Number((rows[0] as { number: number }).number);
}

/** What an order delivered, with credentials (shown only to the buyer's chain and staff). */
export async function unitsOfOrder(db: Tx, orderId: number): Promise<UnitRow[]> {
  const accounts = await db.execute(sql`
    SELECT NULL::int AS profile_id, a.id AS digital_account_id, a.login, a.password, NULL AS profile, NULL AS pin,
           a.renewal_limit_date,
           coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'pin', p.pin) ORDER BY p.id)
                       FROM profiles p WHERE p.digital_account_id = a.id AND p.order_id = ${orderId}), '[]'::json) AS profiles
      FROM digital_account a WHERE a.order_id = ${orderId} ORDER BY a.id`);
  if (accounts.rows.length) return accounts.rows as unknown as UnitRow[];
  const result = await db.execute(sql`
    SELECT p.id AS profile_id, p.digital_account_id, a.login, a.password, p.name AS profile, p.pin, p.renewal_limit_date
      FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
     WHERE p.order_id = ${orderId} ORDER BY p.id`);
  return result.rows as unknown as UnitRow[];
}

/**
 * Takes the balance rows of a movement's users before a transaction posts them in several steps (a booking's
 * release, then its sale), in the lock order of every sales transaction: deepest level first, then id.
 */
export async function lockUsers(db: Tx, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.every(Number.isSafeInteger)) throw new Error('lockUsers: ids must be integers');
  if (unique.length) {
    await db.execute(sql`SELECT id FROM users WHERE id IN ${sql.raw(`(${unique.join(',')})`)} ORDER BY level_grid DESC, id FOR UPDATE`);
  }
}

