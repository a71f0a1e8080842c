import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ledgerEntry, orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect & { id: number };

/** Bogota's calendar day: renewal dates count whole days where the business is. */
const TODAY = sql`(now() AT TIME ZONE 'America/Bogota')::date`;

export async function insertOrder(db: Tx, values: Record<string, unknown>): Promise<OrderRow> {
  return ((await db.insert(orders).values(values as never).returning()) as OrderRow[])[0];
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

/**
 * The last statement of a direct purchase, everything that every sale of the company shares in one round trip
 * right before the commit: its place in the sales queue, the network's and the company's credits (ledger WITH
 * items, locked in chain order), the next number of the company's `order` consecutive (the same upsert as
 * consecutives/consecutive-repository, taken after the credits), the order numbered and its audit row. So the
 * rows that serialize a company's sales are held for this one statement and the commit, not for several round
 * trips through the app.
 */
export async function finishPurchase(db: Tx, f: {
  credits: (first: SQL) => SQL; creditCount: number; companyId: number; orderId: number;
  log: { actor: { id: number | null; name: string }; text: string; changes: Record<string, unknown> };
}): Promise<number> {
  const queued = sql`EXISTS (SELECT 1 FROM queued)`;
  const result = await db.execute(sql`
    WITH queued AS (SELECT ${salesQueue(f.companyId)}),
    ${f.credits(queued)},
    seq AS (
      INSERT INTO consecutive (company_id, name, prefix, current, padding)
      SELECT ${f.companyId}, 'order', '', 1, 6 WHERE (SELECT count(*) FROM credited) >= 0 AND ${queued}
      ON CONFLICT (company_id, name) DO UPDATE SET current = COALESCE(consecutive.current, 0) + 1, updated_at = now()
      RETURNING current
    ), numbered AS (
      UPDATE orders SET number = (SELECT current FROM seq), updated_at = now() WHERE id = ${f.orderId} RETURNING id, number
    ), logged AS (
      INSERT INTO audit_log (company_id, object_type, object_id, user_id, user_name, text, changes)
      SELECT ${f.companyId}, 'order', numbered.id, ${f.log.actor.id}, ${f.log.actor.name}, ${f.log.text},
             ${JSON.stringify(f.log.changes)}::jsonb || jsonb_build_object('number', jsonb_build_array(NULL, numbered.number))
        FROM numbered RETURNING id
    )
    SELECT (SELECT count(*) FROM credited)::int AS credited, (SELECT number FROM numbered) AS number, (SELECT count(*) FROM logged)::int AS logged`);
  const row = result.rows[0] as { credited: number; number: number; logged: number };
  if (row.credited !== f.creditCount || row.logged !== 1) throw new Error('sales: the purchase could not be finished');
  return Number(row.number);
}

/** One delivered unit: a profile, or (products sold by accounts) a whole account with its profiles. */
export interface UnitRow {
  profile_id: number | null;
  digital_account_id: number;
  login: string;
  password: string;
  profile: string | null;
  pin: string | null;
  renewal_limit_date: string;
  profiles?: { id: number; name: string; pin: string | null }[];
}

/**
 * Takes up to `quantity` available profiles of a product and sells them in one statement: FOR UPDATE SKIP LOCKED
 * makes concurrent buyers take different rows without waiting on each other, and the state is re-checked on
 * the locked row, so a unit is never sold twice. Account by account (the order of profiles_stock_account_idx,
 * which keeps the scan off sold rows). Returns what it took (fewer than asked = not enough stock).
 */
export async function allocateProfiles(db: Tx, a: {
  companyId: number; typeId: number; quantity: number; buyerId: number; orderId: number; durationDays: number;
}): Promise<UnitRow[]> {
  const result = await db.execute(sql`
    WITH picked AS (
      SELECT p.id FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
       WHERE p.company_id = ${a.companyId} AND p.type_digital_account_id = ${a.typeId} AND p.state = 'available'
         AND a.state = 'available' AND (a.expiry_date IS NULL OR a.expiry_date >= ${TODAY})
       ORDER BY p.digital_account_id, p.id LIMIT ${a.quantity}
       FOR UPDATE OF p SKIP LOCKED
    )
    UPDATE profiles p SET state = 'sold', user_id = ${a.buyerId}, order_id = ${a.orderId}, sold_at = now(),
           renewal_limit_date = ${TODAY} + ${a.durationDays}::int, updated_at = now()
      FROM picked, digital_account a
     WHERE p.id = picked.id AND a.id = p.digital_account_id
    RETURNING p.id AS profile_id, p.digital_account_id, a.login, a.password, p.name AS profile, p.pin, p.renewal_limit_date`);
  return (result.rows as unknown as UnitRow[]).sort((x, y) => x.profile_id! - y.profile_id!);
}

/** Whole-account sale: takes accounts none of whose profiles is sold, and sells the account with all its profiles. */
export async function allocateAccounts(db: Tx, a: {
  companyId: number; typeId: number; quantity: number; buyerId: number; orderId: number; durationDays: number;
}): Promise<UnitRow[]> {
  const result = await db.execute(sql`
    WITH picked AS (
      SELECT a.id FROM digital_account a
       WHERE a.company_id = ${a.companyId} AND a.type_digital_account_id = ${a.typeId} AND a.state = 'available'
         AND (a.expiry_date IS NULL OR a.expiry_date >= ${TODAY})
         AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.digital_account_id = a.id AND p.state <> 'available')
       ORDER BY a.id LIMIT ${a.quantity}
       FOR UPDATE OF a SKIP LOCKED
    ), acc AS (
      UPDATE digital_account a SET state = 'sold', owner_id = ${a.buyerId}, order_id = ${a.orderId}, sold_at = now(),
             renewal_limit_date = ${TODAY} + ${a.durationDays}::int, updated_at = now()
        FROM picked WHERE a.id = picked.id
      RETURNING a.id, a.login, a.password, a.renewal_limit_date
    ), prof AS (
      UPDATE profiles p SET state = 'sold', user_id = ${a.buyerId}, order_id = ${a.orderId}, sold_at = now(),
             renewal_limit_date = ${TODAY} + ${a.durationDays}::int, updated_at = now()
        FROM acc WHERE p.digital_account_id = acc.id
      RETURNING p.id, p.digital_account_id, p.name, p.pin
    )
    SELECT NULL::int AS profile_id, acc.id AS digital_account_id, acc.login, acc.password, NULL AS profile, NULL AS pin,
           acc.renewal_limit_date,
           coalesce((SELECT json_agg(json_build_object('id', prof.id, 'name', prof.name, 'pin', prof.pin) ORDER BY prof.id)
                       FROM prof WHERE prof.digital_account_id = acc.id), '[]'::json) AS profiles
      FROM acc ORDER BY acc.id`);
  return result.rows as unknown as UnitRow[];
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

/** Annulment: the order's units go back to stock (a faulty one keeps its state, without owner). */
export async function releaseUnits(db: Tx, orderId: number): Promise<number> {
  const profiles = await db.execute(sql`
    UPDATE profiles SET state = CASE WHEN state IN ('sold', 'renewed', 'released') THEN 'available' ELSE state END,
           user_id = NULL, order_id = NULL, sold_at = NULL, renewal_limit_date = NULL, updated_at = now()
     WHERE order_id = ${orderId}`);
  await db.execute(sql`
    UPDATE digital_account SET state = CASE WHEN state = 'sold' THEN 'available' ELSE state END,
           owner_id = NULL, order_id = NULL, sold_at = NULL, renewal_limit_date = NULL, updated_at = now()
     WHERE order_id = ${orderId}`);
  return profiles.rowCount ?? 0;
}

/** Every ledger row a document posted, oldest first (reversals are built from them). */
export async function ledgerRowsOf(db: Tx, companyId: number, objectType: string, objectId: number) {
  return db.select().from(ledgerEntry)
    .where(and(eq(ledgerEntry.company_id, companyId), eq(ledgerEntry.object_type, objectType), eq(ledgerEntry.object_id, objectId)))
    .orderBy(asc(ledgerEntry.id));
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

/** Name and balance of a user, for the messages that explain a refusal. */
export async function userBalance(db: Tx, id: number) {
  const result = await db.execute(sql`SELECT name, balance, credit_limit FROM users WHERE id = ${id}`);
  return result.rows[0] as { name: string; balance: number; credit_limit: number } | undefined;
}

/** Whether the user is the subject or inside the subtree rooted at `path` (a distributor's reach). */
export async function userInSubtree(db: Tx, userId: number, path: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} AND path LIKE ${`${path}%`}`);
  return result.rows.length > 0;
}
