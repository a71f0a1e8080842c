import {
  OWNED_PROFILE_STATES, SALES_CHART_DAYS, type ChildActivity, type ClientTicket, type CompanyFigure, type DashboardPeriod,
  type ExpiringUnit, type SalesDay, type SalesFigure, type StockFigure,
} from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * The only code of the dashboard that reads the database: one statement per figure, each kept to the caller's
 * company and, for a distributor, to its own subtree (the engine's rule: users whose path starts with the
 * caller's). Days are Bogota days; a period starts at Bogota midnight.
 */

/** Which rows a figure may count: a company, and within it a subtree unless the caller sees the whole company. */
export interface DashboardScope {
  companyId: number;
  /** Materialised path of a distributor ('/4/9/'): itself and everyone below it. Null = the whole company. */
  subtreePath: string | null;
}

const TODAY = sql`(now() AT TIME ZONE 'America/Bogota')::date`;
const MONTH_START = sql`date_trunc('month', ${TODAY})::date`;
/** A Bogota day's first instant, as the timestamptz the tables store. */
const startOf = (day: SQL) => sql`((${day})::timestamp AT TIME ZONE 'America/Bogota')`;
/**
 * Today's first instant as an uncorrelated subquery: PostgreSQL computes it once per statement (an InitPlan)
 * instead of once per row of an aggregate's FILTER — at a month of a million ledger rows, most of the sum's time.
 */
const TODAY_START = sql`(SELECT ${startOf(TODAY)})`;
const MONTH_START_AT = sql`(SELECT ${startOf(MONTH_START)})`;

const OWNED = sql.raw(`(${OWNED_PROFILE_STATES.map((s) => `'${s}'`).join(', ')})`);

/** `column` names a user of the scope (the engine's subtree rule); nothing when the scope is the whole company. */
function inSubtree(column: SQL, scope: DashboardScope): SQL {
  if (!scope.subtreePath) return sql`TRUE`;
  return sql`${column} IN (SELECT id FROM users WHERE company_id = ${scope.companyId} AND path LIKE ${`${scope.subtreePath}%`})`;
}

const rowsOf = async <T>(db: Tx, query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];
const money = (v: unknown) => Number(v ?? 0);
const sales = (count: unknown, amount: unknown): SalesFigure => ({ count: Number(count ?? 0), amount: money(amount) });

export async function period(db: Tx): Promise<DashboardPeriod> {
  const [row] = await rowsOf<DashboardPeriod>(db, sql`SELECT to_char(${TODAY}, 'YYYY-MM-DD') AS today, to_char(${MONTH_START}, 'YYYY-MM-DD') AS month_start`);
  return row;
}

/** Finalized orders of today and of the month so far (annulled ones no longer count). */
export async function salesOfPeriods(db: Tx, scope: DashboardScope): Promise<{ today: SalesFigure; month: SalesFigure }> {
  const [r] = await rowsOf<Record<string, unknown>>(db, sql`
    SELECT count(*) FILTER (WHERE o.finalized_at >= ${TODAY_START}) AS today_count,
           coalesce(sum(o.total) FILTER (WHERE o.finalized_at >= ${TODAY_START}), 0) AS today_amount,
           count(*) AS month_count, coalesce(sum(o.total), 0) AS month_amount
      FROM orders o
     WHERE o.company_id = ${scope.companyId} AND o.status = 'finalized' AND o.finalized_at >= ${MONTH_START_AT}
       AND ${inSubtree(sql`o.user_id`, scope)}`);
  return { today: sales(r.today_count, r.today_amount), month: sales(r.month_count, r.month_amount) };
}

/**
 * Net ledger movement of one kind today and this month (reversals carry the same kind with the opposite sign, so
 * an annulled sale's revenue or commission nets out). `account`: one account, or every user account of the scope.
 */
export async function ledgerOfPeriods(db: Tx, scope: DashboardScope, kind: 'revenue' | 'commission', account: { type: 'company' | 'user'; id?: number }): Promise<{ today: number; month: number }> {
  const who = account.id !== undefined ? sql`l.account_id = ${account.id}` : inSubtree(sql`l.account_id`, scope);
  const [r] = await rowsOf<Record<string, unknown>>(db, sql`
    SELECT coalesce(sum(l.amount) FILTER (WHERE l.created_at >= ${TODAY_START}), 0) AS today,
           coalesce(sum(l.amount), 0) AS month
      FROM ledger_entry l
     WHERE l.company_id = ${scope.companyId} AND l.account_type = ${account.type} AND l.kind = ${kind}
       AND l.created_at >= ${MONTH_START_AT} AND ${who}`);
  return { today: money(r.today), month: money(r.month) };
}

/** Top-ups reported and waiting for approval. */
export async function pendingConsignments(db: Tx, scope: DashboardScope): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(db, sql`
    SELECT count(*)::int AS n FROM consignments c
     WHERE c.company_id = ${scope.companyId} AND c.consignments_state = 'draft' AND ${inSubtree(sql`c.user_id`, scope)}`);
  return r.n;
}

/**
 * Units a buyer could take now, per active product (the sales allocation's rule: available profiles of available,
 * unexpired accounts; whole untouched accounts for products sold by accounts), fewest first.
 */
export async function stockByProduct(db: Tx, companyId: number, lowAt: number): Promise<StockFigure[]> {
  const rows = await rowsOf<{ id: number; name: string; units: number }>(db, sql`
    WITH profile_units AS (
      SELECT p.type_digital_account_id AS id, count(*)::int AS units
        FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
       WHERE p.company_id = ${companyId} AND p.state = 'available' AND a.state = 'available'
         AND (a.expiry_date IS NULL OR a.expiry_date >= ${TODAY})
       GROUP BY 1),
    account_units AS (
      SELECT a.type_digital_account_id AS id, count(*)::int AS units
        FROM digital_account a
       WHERE a.company_id = ${companyId} AND a.state = 'available' AND (a.expiry_date IS NULL OR a.expiry_date >= ${TODAY})
         AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.digital_account_id = a.id AND p.state <> 'available')
       GROUP BY 1)
    SELECT t.id, coalesce(nullif(t.name, ''), t.service) AS name,
           coalesce(CASE WHEN t.sale_mode = 'accounts' THEN au.units ELSE pu.units END, 0)::int AS units
      FROM type_digital_account t
      LEFT JOIN profile_units pu ON pu.id = t.id
      LEFT JOIN account_units au ON au.id = t.id
     WHERE t.company_id = ${companyId} AND t.active
     ORDER BY 3, 2`);
  return rows.map((r) => ({ type_digital_account_id: r.id, name: r.name, units: r.units, low: r.units <= lowAt }));
}

/** Rows of an after-sale table in one state, of the scope's users (`user_id` in its subtree). */
async function countInState(db: Tx, scope: DashboardScope, table: string, stateColumn: string, state: string): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(db, sql`
    SELECT count(*)::int AS n FROM ${sql.identifier(table)} t
     WHERE t.company_id = ${scope.companyId} AND t.${sql.identifier(stateColumn)} = ${state}
       AND ${inSubtree(sql`t.user_id`, scope)}`);
  return r.n;
}

/** Renewal tickets waiting to be renewed, of the scope's buyers. */
export const renewalsDue = (db: Tx, scope: DashboardScope) => countInState(db, scope, 'renovation_ticket', 'renovation_ticket_status', 'to_be_renewed');

/** Open support tickets to the company. */
export const openTickets = (db: Tx, scope: DashboardScope) => countInState(db, scope, 'support_ticket', 'support_ticket_status', 'open');

/** Open tickets of clients to their sellers. */
export const openClientTickets = (db: Tx, scope: DashboardScope) => countInState(db, scope, 'support_client', 'support_client_status', 'open');

/** Fault reports not resolved yet (waiting for a decision or for stock). */
export const openFaults = (db: Tx, scope: DashboardScope) => countInState(db, scope, 'report_fault_account', 'status', 'open');

/** Finalized orders per Bogota day over the last SALES_CHART_DAYS days, today included; days with none are zero. */
export async function salesByDay(db: Tx, scope: DashboardScope): Promise<SalesDay[]> {
  const first = sql`(${TODAY} - ${SALES_CHART_DAYS - 1}::int)`;
  const rows = await rowsOf<Record<string, unknown>>(db, sql`
    WITH per_day AS (
      SELECT (o.finalized_at AT TIME ZONE 'America/Bogota')::date AS day, count(*) AS n, sum(o.total) AS amount
        FROM orders o
       WHERE o.company_id = ${scope.companyId} AND o.status = 'finalized' AND o.finalized_at >= ${startOf(first)}
         AND ${inSubtree(sql`o.user_id`, scope)}
       GROUP BY 1)
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(p.n, 0) AS n, coalesce(p.amount, 0) AS amount
      FROM generate_series(${first}, ${TODAY}, interval '1 day') AS d(day)
      LEFT JOIN per_day p ON p.day = d.day::date
     ORDER BY d.day`);
  return rows.map((r) => ({ day: String(r.day), count: Number(r.n), amount: money(r.amount) }));
}

/** A user's cached balance (the ledger keeps it equal to the sum of its rows). */
export async function userBalance(db: Tx, companyId: number, userId: number): Promise<number> {
  const [r] = await rowsOf<{ balance: unknown }>(db, sql`SELECT balance FROM users WHERE company_id = ${companyId} AND id = ${userId}`);
  return money(r?.balance);
}

/**
 * A distributor's direct children: each one's subtree sales this month (what it and its own network bought) and
 * its last successful sign-in. Most active first.
 */
export async function childrenActivity(db: Tx, companyId: number, parentId: number): Promise<ChildActivity[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, sql`
    SELECT c.id, c.name, c.username, c.rol, s.n, s.amount,
           (SELECT max(la.created_at) FROM login_attempt la WHERE la.username = c.username AND la.success) AS last_login
      FROM users c
      CROSS JOIN LATERAL (
        SELECT count(*) AS n, coalesce(sum(o.total), 0) AS amount
          FROM orders o
         WHERE o.company_id = ${companyId} AND o.status = 'finalized' AND o.finalized_at >= ${MONTH_START_AT}
           AND o.user_id IN (SELECT d.id FROM users d WHERE d.company_id = ${companyId} AND d.path LIKE c.path || '%')) s
     WHERE c.company_id = ${companyId} AND c.parent_id = ${parentId}
     ORDER BY s.amount DESC, c.name, c.id`);
  return rows.map((r) => ({
    id: Number(r.id), name: String(r.name), username: String(r.username), rol: String(r.rol),
    sales: sales(r.n, r.amount), last_login: r.last_login ? new Date(String(r.last_login)).toISOString() : null,
  }));
}

/** What a buyer owns whose renewal date falls from today to `days` ahead: its profiles and its whole accounts. */
export async function expiringUnits(db: Tx, companyId: number, userId: number, days: number): Promise<ExpiringUnit[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, sql`
    SELECT 'profile' AS kind, p.id, coalesce(nullif(t.name, ''), t.service) AS product, a.login, p.name AS profile_name,
           to_char(p.renewal_limit_date, 'YYYY-MM-DD') AS renewal_limit_date, (p.renewal_limit_date - ${TODAY}) AS days_left
      FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
      JOIN type_digital_account t ON t.id = p.type_digital_account_id
     WHERE p.company_id = ${companyId} AND p.user_id = ${userId} AND p.state IN ${OWNED} AND a.owner_id IS NULL
       AND p.renewal_limit_date BETWEEN ${TODAY} AND ${TODAY} + ${days}::int
    UNION ALL
    SELECT 'account', a.id, coalesce(nullif(t.name, ''), t.service), a.login, NULL,
           to_char(a.renewal_limit_date, 'YYYY-MM-DD'), (a.renewal_limit_date - ${TODAY})
      FROM digital_account a JOIN type_digital_account t ON t.id = a.type_digital_account_id
     WHERE a.company_id = ${companyId} AND a.owner_id = ${userId} AND a.state = 'sold'
       AND a.renewal_limit_date BETWEEN ${TODAY} AND ${TODAY} + ${days}::int
     ORDER BY 6, 3, 2`);
  return rows.map((r) => ({
    kind: r.kind as ExpiringUnit['kind'], id: Number(r.id), product: String(r.product), login: String(r.login),
    profile_name: r.profile_name === null ? null : String(r.profile_name), renewal_limit_date: String(r.renewal_limit_date), days_left: Number(r.days_left),
  }));
}

/** A client's tickets with its seller: how many are open, and the latest few (open ones first). */
export async function clientTickets(db: Tx, companyId: number, userId: number, limit: number): Promise<{ open: number; latest: ClientTicket[] }> {
  const rows = await rowsOf<Record<string, unknown>>(db, sql`
    SELECT t.id, t.filing_number, t.subject, t.support_client_status AS status, t.requester_unread AS unread, t.last_response_at,
           count(*) FILTER (WHERE t.support_client_status = 'open') OVER () AS open
      FROM support_client t
     WHERE t.company_id = ${companyId} AND t.user_id = ${userId}
     ORDER BY (t.support_client_status = 'open') DESC, coalesce(t.last_response_at, t.created_at) DESC, t.id DESC`);
  return {
    open: Number(rows[0]?.open ?? 0),
    latest: rows.slice(0, limit).map((r) => ({
      id: Number(r.id), filing_number: r.filing_number === null ? null : String(r.filing_number), subject: String(r.subject),
      status: String(r.status), unread: Number(r.unread ?? 0),
      last_response_at: r.last_response_at ? new Date(String(r.last_response_at)).toISOString() : null,
    })),
  };
}

/** Every tenant company (the platform's own left out): its cached balance and its finalized sales this month. */
export async function companiesOverview(db: Tx): Promise<CompanyFigure[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, sql`
    SELECT c.id, c.name, c.slug, c.active, c.balance, coalesce(s.n, 0) AS n, coalesce(s.amount, 0) AS amount
      FROM company c
      LEFT JOIN (
        SELECT o.company_id, count(*) AS n, sum(o.total) AS amount
          FROM orders o
         WHERE o.status = 'finalized' AND o.finalized_at >= ${MONTH_START_AT}
         GROUP BY 1) s ON s.company_id = c.id
     WHERE NOT c.is_root
     ORDER BY amount DESC, c.name, c.id`);
  return rows.map((r) => ({
    id: Number(r.id), name: String(r.name), slug: String(r.slug), active: Boolean(r.active), balance: money(r.balance), month_sales: sales(r.n, r.amount),
  }));
}
