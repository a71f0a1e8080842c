import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/**
 * The invariant of the books (DOMAIN.md "Money"), checked from the data alone: every cached balance equals the
 * sum of its ledger rows, every sale document's rows sum to zero (the buyer's debit = the commissions + the
 * company's revenue; an annulment reverses all of them), and a booking holds exactly its total while it is a
 * draft and nothing after. Read-only; `npm run check:ledger` and the tests run it.
 */

/** Documents whose ledger rows must sum to zero: sales (a renewal is a sale of time) and their reversals (see sale-posting.ts). */
export const SALE_DOCUMENTS = ['order', 'digital-account-others', 'renovation-ticket'] as const;

export interface BalanceMismatch { account_type: string; account_id: number; name: string | null; cached: number; ledger: number }
/** Ledger rows of an account that does not exist (or of an unknown kind of account): no cached balance shows them. */
export interface OrphanRows { account_type: string; account_id: number; rows: number; total: number }
/**
 * A redeemable-code seller (authorized seller) whose cached balance (what it owes) or last movement's running
 * balance is not the sum of its movements.
 */
export interface VendorMismatch { seller_id: number; name: string | null; cached: number; last_balance: number; ledger: number }
export interface UnbalancedDocument { object_type: string; object_id: number; total: number }
export interface UnbalancedBooking { id: number; status: string; total: number; held: number }

export interface LedgerCounts {
  ledger_rows: number;
  users: number;
  companies: number;
  vendors: number;
  sale_documents: number;
  bookings: number;
}

export interface LedgerCheck {
  counts: LedgerCounts;
  balances: BalanceMismatch[];
  orphans: OrphanRows[];
  vendors: VendorMismatch[];
  sales: UnbalancedDocument[];
  bookings: UnbalancedBooking[];
}

const rowsOf = async <T>(db: Tx, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

const saleDocuments = sql.join(SALE_DOCUMENTS.map((d) => sql`${d}`), sql`, `);

/** Users and companies whose cached balance differs from the sum of their ledger rows (empty when they agree). */
export function balanceMismatches(db: Tx) {
  return rowsOf<BalanceMismatch>(db, sql`
    WITH sums AS (
      SELECT account_type, account_id, sum(amount)::bigint AS total FROM ledger_entry GROUP BY account_type, account_id
    )
    SELECT 'user' AS account_type, u.id AS account_id, u.username AS name, u.balance AS cached, coalesce(s.total, 0) AS ledger
      FROM users u LEFT JOIN sums s ON s.account_type = 'user' AND s.account_id = u.id
     WHERE u.balance <> coalesce(s.total, 0)
    UNION ALL
    SELECT 'company', c.id, c.name, c.balance, coalesce(s.total, 0)
      FROM company c LEFT JOIN sums s ON s.account_type = 'company' AND s.account_id = c.id
     WHERE c.balance <> coalesce(s.total, 0)
    ORDER BY 1, 2`);
}

/** Ledger rows no cached balance accounts for. 'vendor' rows have no cached balance of their own yet, so they pass. */
export function orphanLedgerRows(db: Tx) {
  return rowsOf<OrphanRows>(db, sql`
    SELECT l.account_type, l.account_id, count(*)::int AS rows, sum(l.amount)::bigint AS total
      FROM ledger_entry l
     WHERE CASE l.account_type
             WHEN 'user' THEN NOT EXISTS (SELECT 1 FROM users u WHERE u.id = l.account_id)
             WHEN 'company' THEN NOT EXISTS (SELECT 1 FROM company c WHERE c.id = l.account_id)
             WHEN 'vendor' THEN false
             ELSE true
           END
     GROUP BY l.account_type, l.account_id
     ORDER BY 1, 2`);
}

/**
 * A seller's own ledger (redeemable-vendor-balance-movement): its cached balance and its latest running balance both
 * equal the sum of its rows. A seller with no movement must owe nothing.
 */
export function vendorMismatches(db: Tx) {
  return rowsOf<VendorMismatch>(db, sql`
    SELECT s.id AS seller_id, s.name, coalesce(s.balance, 0)::bigint AS cached,
           coalesce(m.last_balance, 0)::bigint AS last_balance, coalesce(m.total, 0)::bigint AS ledger
      FROM authorized_seller s
      LEFT JOIN (SELECT seller_id, sum(amount) AS total, (array_agg(balance_after ORDER BY id DESC))[1] AS last_balance
                   FROM redeemable_vendor_balance_movement GROUP BY seller_id) m ON m.seller_id = s.id
     WHERE coalesce(s.balance, 0) <> coalesce(m.total, 0) OR coalesce(m.last_balance, 0) <> coalesce(m.total, 0)
     ORDER BY 1`);
}

/** Sale documents whose rows do not sum to zero. */
export function unbalancedSaleDocuments(db: Tx) {
  return rowsOf<UnbalancedDocument>(db, sql`
    SELECT object_type, object_id, sum(amount)::bigint AS total FROM ledger_entry
     WHERE object_type IN (${saleDocuments}) GROUP BY object_type, object_id HAVING sum(amount) <> 0
     ORDER BY 1, 2`);
}

/** Bookings not holding what they should: their total while a draft (a debit), nothing once finished or released. */
export function unbalancedBookings(db: Tx) {
  return rowsOf<UnbalancedBooking>(db, sql`
    SELECT b.id, b.status, b.total, coalesce(sum(l.amount), 0)::bigint AS held FROM order_booking b
      LEFT JOIN ledger_entry l ON l.object_type = 'order-booking' AND l.object_id = b.id
     GROUP BY b.id HAVING coalesce(sum(l.amount), 0) <> CASE WHEN b.status = 'draft' THEN -b.total ELSE 0 END
     ORDER BY 1`);
}

export async function ledgerCounts(db: Tx): Promise<LedgerCounts> {
  const [counts] = await rowsOf<LedgerCounts>(db, sql`
    SELECT (SELECT count(*) FROM ledger_entry)::int AS ledger_rows,
           (SELECT count(*) FROM users)::int AS users,
           (SELECT count(*) FROM company)::int AS companies,
           (SELECT count(*) FROM authorized_seller)::int AS vendors,
           (SELECT count(*) FROM (SELECT DISTINCT object_type, object_id FROM ledger_entry WHERE object_type IN (${saleDocuments})) d)::int AS sale_documents,
           (SELECT count(*) FROM order_booking)::int AS bookings`);
  return counts;
}

/** Every check, on one snapshot of the database (a running app may be moving money meanwhile). */
export function checkLedger(db: Db): Promise<LedgerCheck> {
  return db.transaction(async (tx) => ({
    counts: await ledgerCounts(tx),
    balances: await balanceMismatches(tx),
    orphans: await orphanLedgerRows(tx),
    vendors: await vendorMismatches(tx),
    sales: await unbalancedSaleDocuments(tx),
    bookings: await unbalancedBookings(tx),
  }), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

export const differenceCount = (c: LedgerCheck) => c.balances.length + c.orphans.length + c.vendors.length + c.sales.length + c.bookings.length;
