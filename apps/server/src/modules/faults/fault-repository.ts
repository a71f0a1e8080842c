import { OWNED_PROFILE_STATES, type DeliveredItem } from '@app/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { reportFaultAccount } from '../../db/schema/index.ts';

/** A stored report (the table is generated from the shared definition, so its row type is spelled out here). */
export interface ReportRow {
  id: number;
  company_id: number;
  /** The buyer: the owner of the reported unit. */
  user_id: number;
  reported_by: number | null;
  type_digital_account_id: number;
  digital_account_id: number;
  profile_id: number | null;
  login: string;
  profile_name: string | null;
  renewal_limit_date: string | null;
  fault_kind: string | null;
  description: string;
  evidence: string | null;
  status: string;
  resolution: string | null;
  refund_amount: number | null;
  penalty_amount: number | null;
  reason: string | null;
  replacement_account_id: number | null;
  replacement_profile_id: number | null;
  resolved_at: string | null;
  [column: string]: unknown;
}
const r = reportFaultAccount as any;

/** Bogota's calendar day: remaining days count whole days where the business is. */
const TODAY = sql`(now() AT TIME ZONE 'America/Bogota')::date`;
const OWNED = sql.raw(`(${OWNED_PROFILE_STATES.map((s) => `'${s}'`).join(', ')})`);
/** What a report of a whole account (products sold by accounts) shows as its profile. */
export const WHOLE_ACCOUNT = 'Cuenta completa';

/**
 * One unit as fault reports see it: a profile sold by itself, or a whole account (profile_id null) for products sold
 * by accounts, whose profiles follow it. `user_id` is its owner (null once it is back in stock).
 */
export interface FaultUnit {
  company_id: number;
  digital_account_id: number;
  profile_id: number | null;
  user_id: number | null;
  type_digital_account_id: number;
  renewal_limit_date: string | null;
  login: string;
  profile_name: string;
  state: string;
  order_id: number | null;
  product_name: string;
  duration_days: number;
  sale_mode: string;
}

// ----- reports ---------------------------------------------------------------------------------------------------

/** The report, row-locked: every transition reads its state under this lock, so two transitions cannot both pass. */
export async function lockReport(db: Tx, companyId: number, id: number): Promise<ReportRow | undefined> {
  return ((await db.select().from(reportFaultAccount).where(and(eq(r.company_id, companyId), eq(r.id, id))).for('update')) as ReportRow[])[0];
}

export async function getReport(db: Tx, companyId: number, id: number): Promise<ReportRow | undefined> {
  return ((await db.select().from(reportFaultAccount).where(and(eq(r.company_id, companyId), eq(r.id, id)))) as ReportRow[])[0];
}

/** A new open report; a second open report of the same unit breaks report_fault_account_open_unit_unique. */
export async function insertReport(db: Tx, values: Record<string, unknown>): Promise<ReportRow> {
  return ((await db.insert(reportFaultAccount).values(values as never).returning()) as ReportRow[])[0];
}

export async function updateReport(db: Tx, id: number, values: Record<string, unknown>): Promise<ReportRow> {
  return ((await db.update(reportFaultAccount).set({ ...values, updated_at: sql`now()` } as never).where(eq(r.id, id)).returning()) as ReportRow[])[0];
}

/** The open report of a unit, if any. */
export async function findOpenReport(db: Tx, unit: { digital_account_id: number; profile_id: number | null }): Promise<ReportRow | undefined> {
  return ((await db.select().from(reportFaultAccount).where(and(
    eq(r.digital_account_id, unit.digital_account_id), sql`coalesce(${r.profile_id}, 0) = ${unit.profile_id ?? 0}`, eq(r.status, 'open'),
  ))) as ReportRow[])[0];
}

// ----- units -----------------------------------------------------------------------------------------------------

/** Available stock of a product other than `excludeAccountId` (a replacement never comes from the faulty account). */
function stockCondition(companyId: SQL | number, typeId: SQL | number, excludeAccountId: SQL | number, saleMode: SQL | string): SQL {
  const usable = (a: string) => sql.raw(`${a}.state = 'available' AND (${a}.expiry_date IS NULL OR ${a}.expiry_date >= (now() AT TIME ZONE 'America/Bogota')::date)`);
  return sql`(CASE WHEN ${saleMode} = 'accounts' THEN EXISTS (
      SELECT 1 FROM digital_account sa WHERE sa.company_id = ${companyId} AND sa.type_digital_account_id = ${typeId}
         AND sa.id <> ${excludeAccountId} AND ${usable('sa')}
         AND NOT EXISTS (SELECT 1 FROM profiles sp WHERE sp.digital_account_id = sa.id AND sp.state <> 'available'))
    ELSE EXISTS (
      SELECT 1 FROM profiles sp JOIN digital_account sa ON sa.id = sp.digital_account_id
       WHERE sp.company_id = ${companyId} AND sp.type_digital_account_id = ${typeId} AND sp.state = 'available'
         AND sa.id <> ${excludeAccountId} AND ${usable('sa')}) END)`;
}

/**
 * The list's "Inventario" of an open report (a computed column, hooks.columns): whether its product has a unit to
 * replace it with right now; none after the report is resolved or rejected.
 */
export const stockStatusColumn: SQL = sql`(CASE WHEN ${r.status} = 'open' THEN
  CASE WHEN ${stockCondition(sql`${r.company_id}`, sql`${r.type_digital_account_id}`, sql`${r.digital_account_id}`,
    sql`(SELECT st.sale_mode FROM type_digital_account st WHERE st.id = ${r.type_digital_account_id})`)}
  THEN 'in_stock' ELSE 'waiting_stock' END END)`;

/** The reported unit in one list column: "login · profile". */
export const unitColumn: SQL = sql`(${r.login} || coalesce(' · ' || ${r.profile_name}, ''))`;

/** Whether the report carries a screenshot (lists leave the image itself out). */
export const hasEvidenceColumn: SQL = sql`(${r.evidence} IS NOT NULL AND ${r.evidence} <> '')`;

/** Whether a replacement for the unit is in stock now. */
export async function hasReplacement(db: Tx, unit: FaultUnit): Promise<boolean> {
  const result = await db.execute(sql`SELECT ${stockCondition(unit.company_id, unit.type_digital_account_id, unit.digital_account_id, unit.sale_mode)} AS ok`);
  return (result.rows[0] as { ok: boolean }).ok;
}

const unitColumns = sql`t.name AS product_name, t.duration_days, t.sale_mode`;

/** A profile as its buyer names it in a report, with whether its account was sold whole (then the account is the unit). */
export async function findProfile(db: Tx, companyId: number, profileId: number) {
  const result = await db.execute(sql`
    SELECT p.id, p.user_id, p.digital_account_id, a.owner_id AS account_owner_id
      FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
     WHERE p.id = ${profileId} AND p.company_id = ${companyId}`);
  return result.rows[0] as { id: number; user_id: number | null; digital_account_id: number; account_owner_id: number | null } | undefined;
}

/**
 * A unit as it stands now (the profile, or the whole account), row-locked unless `lock` is false; undefined when it
 * no longer exists.
 */
export async function lockUnit(db: Tx, unit: { digital_account_id: number; profile_id: number | null }, lock = true): Promise<FaultUnit | undefined> {
  const result = unit.profile_id
    ? await db.execute(sql`
        SELECT p.company_id, p.digital_account_id, p.id AS profile_id, p.user_id, p.type_digital_account_id, p.renewal_limit_date,
               a.login, p.name AS profile_name, p.state, p.order_id, ${unitColumns}
          FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id JOIN type_digital_account t ON t.id = p.type_digital_account_id
         WHERE p.id = ${unit.profile_id} ${lock ? sql`FOR UPDATE OF p` : sql``}`)
    : await db.execute(sql`
        SELECT a.company_id, a.id AS digital_account_id, NULL::int AS profile_id, a.owner_id AS user_id, a.type_digital_account_id,
               a.renewal_limit_date, a.login, ${WHOLE_ACCOUNT}::text AS profile_name, a.state, a.order_id, ${unitColumns}
          FROM digital_account a JOIN type_digital_account t ON t.id = a.type_digital_account_id
         WHERE a.id = ${unit.digital_account_id} ${lock ? sql`FOR UPDATE OF a` : sql``}`);
  return result.rows[0] as unknown as FaultUnit | undefined;
}

/** A product's name (the texts of events, logs and refusals). */
export async function productNameOf(db: Tx, typeId: number): Promise<string> {
  const result = await db.execute(sql`SELECT name FROM type_digital_account WHERE id = ${typeId}`);
  return (result.rows[0] as { name: string } | undefined)?.name ?? 'producto';
}

/** Whether a unit is owned by `buyerId` now (a faulty, freed or replaced unit is not). */
export const isOwnedBy = (unit: FaultUnit | undefined, buyerId: number): unit is FaultUnit =>
  !!unit && unit.user_id === buyerId && (unit.profile_id ? (OWNED_PROFILE_STATES as readonly string[]).includes(unit.state) : unit.state === 'sold');

/** A unit's credentials as delivered, with its owner now (the caller shows them only to that owner's chain and staff). */
export type DeliveredUnitRow = Omit<DeliveredItem, 'product' | 'message'> & { owner_id: number | null };

export async function deliveredUnit(db: Tx, unit: { digital_account_id: number; profile_id: number | null }): Promise<DeliveredUnitRow | undefined> {
  if (unit.profile_id) {
    const result = await db.execute(sql`
      SELECT p.id AS profile_id, p.digital_account_id, a.login, a.password, p.name AS profile, p.pin, p.renewal_limit_date, p.user_id AS owner_id
        FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id WHERE p.id = ${unit.profile_id}`);
    return result.rows[0] as unknown as DeliveredUnitRow | undefined;
  }
  const result = await db.execute(sql`
    SELECT NULL::int AS profile_id, a.id AS digital_account_id, a.login, a.password, NULL AS profile, NULL AS pin, a.renewal_limit_date,
           a.owner_id,
           coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'pin', p.pin) ORDER BY p.id)
                       FROM profiles p WHERE p.digital_account_id = a.id), '[]'::json) AS profiles
      FROM digital_account a WHERE a.id = ${unit.digital_account_id}`);
  return result.rows[0] as unknown as DeliveredUnitRow | undefined;
}

// ----- whole accounts --------------------------------------------------------------------------------------------

/** A digital account of the company, row-locked (marking it faulty). */
export async function lockAccount(db: Tx, companyId: number, id: number) {
  const result = await db.execute(sql`
    SELECT a.id, a.login, a.state, a.owner_id, a.type_digital_account_id, t.name AS product_name
      FROM digital_account a JOIN type_digital_account t ON t.id = a.type_digital_account_id
     WHERE a.id = ${id} AND a.company_id = ${companyId} FOR UPDATE OF a`);
  return result.rows[0] as { id: number; login: string; state: string; owner_id: number | null; type_digital_account_id: number; product_name: string } | undefined;
}

/** The owned units of an account: the account itself when it was sold whole, else its owned profiles. */
export async function ownedUnitsOfAccount(db: Tx, account: { id: number; owner_id: number | null }): Promise<{ digital_account_id: number; profile_id: number | null }[]> {
  if (account.owner_id) return [{ digital_account_id: account.id, profile_id: null }];
  const result = await db.execute(sql`
    SELECT digital_account_id, id AS profile_id FROM profiles
     WHERE digital_account_id = ${account.id} AND user_id IS NOT NULL AND state IN ${OWNED} ORDER BY id`);
  return result.rows as { digital_account_id: number; profile_id: number }[];
}

// ----- renewal tickets of a unit ---------------------------------------------------------------------------------
// A unit's renewal tickets are its renewal history (DOMAIN.md "Renewal ticket"): a replacement carries them on, so
// the renewal desk renews (or annuls) the unit the buyer holds now, and a refund finds what paid for the period.
// Only the current buyer's tickets since the unit was sold count: a unit back from stock keeps the tickets of
// whoever held it before.

/** The tickets of `unit` that belong to its current sale (its buyer's, opened since `soldAt` of the unit `soldOf`). */
const saleTickets = (unit: { company_id: number; digital_account_id: number; profile_id: number | null }, buyerId: number, soldOf: SQL) => sql`
  company_id = ${unit.company_id} AND digital_account_id = ${unit.digital_account_id} AND coalesce(profile_id, 0) = ${unit.profile_id ?? 0}
  AND user_id = ${buyerId} AND created_at >= coalesce((${soldOf}), '-infinity'::timestamptz)`;

const soldAtOf = (unit: { digital_account_id: number; profile_id: number | null }) => (unit.profile_id
  ? sql`SELECT sold_at FROM profiles WHERE id = ${unit.profile_id}`
  : sql`SELECT sold_at FROM digital_account WHERE id = ${unit.digital_account_id}`);

/**
 * The old unit's tickets of this sale now belong to its replacement (which took over its sale time); the open ones
 * show its login and profile. A ticket whose period the replacement already has (from an earlier life) stays.
 */
export async function moveRenewalTickets(db: Tx, from: FaultUnit, to: { digital_account_id: number; profile_id: number | null }, login: string, profileName: string): Promise<number[]> {
  const result = await db.execute(sql`
    UPDATE renovation_ticket x SET digital_account_id = ${to.digital_account_id}, profile_id = ${to.profile_id},
           login = CASE WHEN x.renovation_ticket_status IN ('to_be_renewed', 'to_be_approved', 'open') THEN ${login} ELSE x.login END,
           profile_name = CASE WHEN x.renovation_ticket_status IN ('to_be_renewed', 'to_be_approved', 'open') THEN ${profileName} ELSE x.profile_name END,
           updated_at = now()
     WHERE ${saleTickets(from, from.user_id!, soldAtOf(to))}
       AND NOT EXISTS (SELECT 1 FROM renovation_ticket y WHERE y.company_id = x.company_id AND y.digital_account_id = ${to.digital_account_id}
                          AND coalesce(y.profile_id, 0) = ${to.profile_id ?? 0} AND y.renewal_limit_date = x.renewal_limit_date)
     RETURNING x.id`);
  return (result.rows as { id: number }[]).map((x) => x.id);
}

/** A refunded unit will not be renewed: its open ticket is closed with the reason. */
export async function closeOpenRenewalTickets(db: Tx, unit: FaultUnit, reason: string): Promise<number[]> {
  const result = await db.execute(sql`
    UPDATE renovation_ticket SET renovation_ticket_status = 'close', reason = ${reason}, updated_at = now()
     WHERE ${saleTickets(unit, unit.user_id!, soldAtOf(unit))} AND renovation_ticket_status IN ('to_be_renewed', 'to_be_approved', 'open')
     RETURNING id`);
  return (result.rows as { id: number }[]).map((x) => x.id);
}

/** The renewals that paid for the unit's periods in this sale: renewed tickets, oldest period first. */
export async function renewedTicketsOf(db: Tx, unit: FaultUnit) {
  const result = await db.execute(sql`
    SELECT id, renewal_count, renewal_limit_date, renewed_until FROM renovation_ticket
     WHERE ${saleTickets(unit, unit.user_id!, soldAtOf(unit))} AND renovation_ticket_status IN ('renewed', 'approved') AND renewed_until IS NOT NULL
     ORDER BY renewal_limit_date, id`);
  return result.rows as { id: number; renewal_count: number; renewal_limit_date: string; renewed_until: string }[];
}

/** How many units an order delivered (its ledger rows are for all of them). */
export async function orderQuantity(db: Tx, orderId: number): Promise<number | null> {
  const result = await db.execute(sql`SELECT quantity FROM orders WHERE id = ${orderId}`);
  return (result.rows[0] as { quantity: number } | undefined)?.quantity ?? null;
}

/** Whole days from today (Bogota) to each date; negative once past. */
export async function daysUntil(db: Tx, dates: string[]): Promise<number[]> {
  if (!dates.length) return [];
  const columns = dates.map((d, i) => sql`(${d}::date - ${TODAY})::int AS ${sql.identifier(`d${i}`)}`);
  const row = (await db.execute(sql`SELECT ${sql.join(columns, sql`, `)}`)).rows[0] as Record<string, number>;
  return dates.map((_, i) => row[`d${i}`]);
}

// ----- people ----------------------------------------------------------------------------------------------------

/**
 * The units a report can be filed on, for the form's picker: those owned by the caller's subtree (subtreePath), or
 * by anyone for staff (null), matching `q` (product, login, profile or owner). One row per profile sold by itself,
 * one per account sold whole (named by its first profile).
 */
export async function reportableUnits(db: Tx, companyId: number, subtreePath: string | null, q: string | undefined, limit: number) {
  const where: SQL[] = [sql`u.company_id = ${companyId}`];
  if (subtreePath) where.push(sql`o.path LIKE ${`${subtreePath}%`}`);
  if (q) where.push(sql`(u.product ILIKE ${`%${q}%`} OR u.login ILIKE ${`%${q}%`} OR u.profile ILIKE ${`%${q}%`} OR o.name ILIKE ${`%${q}%`})`);
  const result = await db.execute(sql`
    SELECT u.id, u.product, u.login, u.profile, o.name AS owner_name, u.renewal_limit_date FROM (
      SELECT p.id, p.company_id, p.user_id, t.name AS product, a.login, p.name AS profile, p.renewal_limit_date, p.sold_at
        FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id JOIN type_digital_account t ON t.id = p.type_digital_account_id
       WHERE p.company_id = ${companyId} AND p.user_id IS NOT NULL AND p.state IN ${OWNED} AND a.owner_id IS NULL
      UNION ALL
      SELECT (SELECT min(p.id) FROM profiles p WHERE p.digital_account_id = a.id), a.company_id, a.owner_id, t.name, a.login, ${WHOLE_ACCOUNT},
             a.renewal_limit_date, a.sold_at
        FROM digital_account a JOIN type_digital_account t ON t.id = a.type_digital_account_id
       WHERE a.company_id = ${companyId} AND a.owner_id IS NOT NULL AND a.state = 'sold'
         AND EXISTS (SELECT 1 FROM profiles p WHERE p.digital_account_id = a.id)
    ) u JOIN users o ON o.id = u.user_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY u.sold_at DESC NULLS LAST, u.id DESC LIMIT ${limit}`);
  return result.rows as { id: number; product: string; login: string; profile: string; owner_name: string; renewal_limit_date: string | null }[];
}
