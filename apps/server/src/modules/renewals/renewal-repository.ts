import { OWNED_PROFILE_STATES, RENEWAL_CHARGED_STATES, RENEWAL_PENDING_STATES } from '@app/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { renovationTicket } from '../../db/schema/index.ts';

export type TicketRow = typeof renovationTicket.$inferSelect & { id: number };
const t = renovationTicket as any;

/** Bogota's calendar day: renewal dates count whole days where the business is. */
export const TODAY = sql`(now() AT TIME ZONE 'America/Bogota')::date`;

/** What a ticket of a whole account (products sold by accounts) shows as its profile. */
const WHOLE_ACCOUNT = sql`'Cuenta completa'`;

const inList = (values: readonly string[]) => sql.raw(`(${values.map((s) => `'${s}'`).join(', ')})`);
const OWNED = inList(OWNED_PROFILE_STATES);
/** Tickets still holding their unit's period (waiting to be renewed, approved or handled by staff). */
const PENDING = inList(RENEWAL_PENDING_STATES);
const CHARGED = inList(RENEWAL_CHARGED_STATES);
/** Pending tickets the job closes once their date passed; one reopened by staff waits for them. */
const OVERDUE_CLOSES = inList(['to_be_renewed', 'to_be_approved']);

/**
 * The days left, as the lists show them: to the ticket's date while it is pending, to the unit's new date once it
 * was renewed or approved (what "Renovados" and "Aprobados" show), none once rejected or closed. A computed column
 * of the generic engine (hooks.columns).
 */
export const daysLeftColumn: SQL = sql`(CASE
  WHEN ${t.renovation_ticket_status} IN ${PENDING} THEN ${t.renewal_limit_date} - ${TODAY}
  WHEN ${t.renovation_ticket_status} IN ${CHARGED} THEN ${t.renewed_until} - ${TODAY} END)`;

/**
 * One sold unit as renewals see it: a profile sold by itself, or a whole account (profileId null) for products
 * sold by accounts, whose profiles follow it.
 */
export interface UnitRow {
  company_id: number;
  digital_account_id: number;
  profile_id: number | null;
  user_id: number;
  type_digital_account_id: number;
  renewal_limit_date: string;
  login: string;
  profile_name: string | null;
  state: string;
}

/** A company's owned units whose date matches `where` (profiles sold by themselves, and whole accounts). */
const unitsSelect = (companyId: number, where: SQL) => sql`
  SELECT p.company_id, p.digital_account_id, p.id AS profile_id, p.user_id, p.type_digital_account_id,
         p.renewal_limit_date, a.login, p.name AS profile_name, p.state
    FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
   WHERE p.company_id = ${companyId} AND p.user_id IS NOT NULL AND p.state IN ${OWNED} AND a.owner_id IS NULL
     AND p.renewal_limit_date ${where}
  UNION ALL
  SELECT a.company_id, a.id, NULL, a.owner_id, a.type_digital_account_id, a.renewal_limit_date, a.login, ${WHOLE_ACCOUNT}, a.state
    FROM digital_account a
   WHERE a.company_id = ${companyId} AND a.owner_id IS NOT NULL AND a.state = 'sold'
     AND a.renewal_limit_date ${where}`;

/** The company's owned units due within `noticeDays` (from today on) that have no ticket for their period yet. */
export async function unitsDueWithoutTicket(db: Tx, companyId: number, noticeDays: number): Promise<UnitRow[]> {
  const result = await db.execute(sql`
    SELECT u.* FROM (${unitsSelect(companyId, sql`BETWEEN ${TODAY} AND ${TODAY} + ${noticeDays}::int`)}) u
     WHERE NOT EXISTS (SELECT 1 FROM renovation_ticket x
                        WHERE x.company_id = u.company_id AND x.digital_account_id = u.digital_account_id
                          AND coalesce(x.profile_id, 0) = coalesce(u.profile_id, 0) AND x.renewal_limit_date = u.renewal_limit_date)
     ORDER BY u.renewal_limit_date, u.digital_account_id, u.profile_id`);
  return result.rows as unknown as UnitRow[];
}

/** Companies that own anything at all: the job walks them one by one (each has its own notice days). */
export async function companiesWithOwnedUnits(db: Tx): Promise<number[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT company_id FROM profiles WHERE user_id IS NOT NULL
    UNION SELECT DISTINCT company_id FROM digital_account WHERE owner_id IS NOT NULL ORDER BY 1`);
  return (result.rows as { company_id: number }[]).map((r) => r.company_id);
}

/**
 * Opens a ticket for a unit's period; a ticket that already exists for it (the unique index on unit and period)
 * makes this insert nothing, so racing jobs and requests open it once. Returns the new row, or null.
 */
export async function insertTicket(db: Tx, values: Record<string, unknown>): Promise<TicketRow | null> {
  const rows = (await db.insert(renovationTicket).values(values as never).onConflictDoNothing().returning()) as TicketRow[];
  return rows[0] ?? null;
}

export async function findTicketOfPeriod(db: Tx, companyId: number, unit: { digital_account_id: number; profile_id: number | null }, date: string): Promise<TicketRow | undefined> {
  return ((await db.select().from(renovationTicket).where(and(
    eq(t.company_id, companyId), eq(t.digital_account_id, unit.digital_account_id),
    sql`coalesce(${t.profile_id}, 0) = ${unit.profile_id ?? 0}`, eq(t.renewal_limit_date, date),
  ))) as TicketRow[])[0];
}

/** The ticket, row-locked: every transition reads its state under this lock, so two transitions cannot both pass. */
export async function lockTicket(db: Tx, companyId: number, id: number): Promise<TicketRow | undefined> {
  return ((await db.select().from(renovationTicket).where(and(eq(t.company_id, companyId), eq(t.id, id))).for('update')) as TicketRow[])[0];
}

export async function updateTicket(db: Tx, id: number, values: Record<string, unknown>): Promise<TicketRow> {
  return ((await db.update(renovationTicket).set({ ...values, updated_at: sql`now()` } as never).where(eq(t.id, id)).returning()) as TicketRow[])[0];
}

/**
 * Tickets due or waiting for approval whose date has passed (the job closes them), locked; a ticket being renewed
 * or approved right now is skipped. A ticket staff reopened stays theirs to handle.
 */
export async function lockOverdueTickets(db: Tx, limit: number): Promise<TicketRow[]> {
  return (await db.select().from(renovationTicket)
    .where(and(sql`${t.renovation_ticket_status} IN ${OVERDUE_CLOSES}`, sql`${t.renewal_limit_date} < ${TODAY}`))
    .orderBy(t.id).limit(limit).for('update', { skipLocked: true })) as TicketRow[];
}

/** A unit as it stands now, row-locked (the profile, or the whole account); undefined when it no longer exists. */
export async function lockUnit(db: Tx, unit: { digital_account_id: number; profile_id: number | null }): Promise<UnitRow | undefined> {
  const result = unit.profile_id
    ? await db.execute(sql`
        SELECT p.company_id, p.digital_account_id, p.id AS profile_id, p.user_id, p.type_digital_account_id, p.renewal_limit_date,
               a.login, p.name AS profile_name, p.state
          FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
         WHERE p.id = ${unit.profile_id} FOR UPDATE OF p`)
    : await db.execute(sql`
        SELECT a.company_id, a.id AS digital_account_id, NULL::int AS profile_id, a.owner_id AS user_id, a.type_digital_account_id,
               a.renewal_limit_date, a.login, ${WHOLE_ACCOUNT} AS profile_name, a.state
          FROM digital_account a WHERE a.id = ${unit.digital_account_id} FOR UPDATE`);
  return result.rows[0] as unknown as UnitRow | undefined;
}

/** The profile a buyer points at (early request), with whether its account is sold whole. */
export async function findProfileUnit(db: Tx, companyId: number, profileId: number) {
  const result = await db.execute(sql`
    SELECT p.id, p.user_id, p.state, p.renewal_limit_date, p.digital_account_id, a.owner_id AS account_owner_id
      FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
     WHERE p.id = ${profileId} AND p.company_id = ${companyId}`);
  return result.rows[0] as { id: number; user_id: number | null; state: string; renewal_limit_date: string | null; digital_account_id: number; account_owner_id: number | null } | undefined;
}

/** Moves a unit's date (and, for a whole account, its profiles'); `state` is the profile state it takes. */
export async function setUnitDate(db: Tx, unit: { digital_account_id: number; profile_id: number | null }, date: string, state: string): Promise<void> {
  if (unit.profile_id) {
    await db.execute(sql`UPDATE profiles SET renewal_limit_date = ${date}::date, state = ${state}, updated_at = now() WHERE id = ${unit.profile_id}`);
    return;
  }
  await db.execute(sql`UPDATE digital_account SET renewal_limit_date = ${date}::date, updated_at = now() WHERE id = ${unit.digital_account_id}`);
  await db.execute(sql`
    UPDATE profiles SET renewal_limit_date = ${date}::date, state = ${state}, updated_at = now()
     WHERE digital_account_id = ${unit.digital_account_id} AND user_id IS NOT NULL`);
}

/** Whether the unit has been renewed in an earlier period (its state after an annulment goes back to that). */
export async function renewedBefore(db: Tx, ticket: TicketRow): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM renovation_ticket WHERE digital_account_id = ${ticket.digital_account_id}
       AND coalesce(profile_id, 0) = ${ticket.profile_id ?? 0} AND id <> ${ticket.id} AND renovation_ticket_status IN ${CHARGED}
     LIMIT 1`);
  return result.rows.length > 0;
}

/** The later of today and `date`, plus `days` (Bogota calendar days), as YYYY-MM-DD. */
export async function extendedDate(db: Tx, date: string, days: number): Promise<string> {
  const result = await db.execute(sql`SELECT (GREATEST(${TODAY}, ${date}::date) + ${days}::int)::text AS d`);
  return (result.rows[0] as { d: string }).d;
}

/**
 * Owned units whose date has passed with no open ticket left (closed, or never opened), locked for the job to
 * free them; a unit whose ticket is being renewed right now still has its open ticket, or is skipped.
 */
export async function lockExpiredUnits(db: Tx, limit: number): Promise<UnitRow[]> {
  const noOpenTicket = (account: SQL, profile: SQL) => sql`NOT EXISTS (SELECT 1 FROM renovation_ticket x
    WHERE x.digital_account_id = ${account} AND coalesce(x.profile_id, 0) = ${profile} AND x.renovation_ticket_status IN ${PENDING})`;
  const profiles = await db.execute(sql`
    SELECT p.company_id, p.digital_account_id, p.id AS profile_id, p.user_id, p.type_digital_account_id, p.renewal_limit_date,
           a.login, p.name AS profile_name, p.state
      FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
     WHERE p.user_id IS NOT NULL AND p.state IN ${OWNED} AND a.owner_id IS NULL AND p.renewal_limit_date < ${TODAY}
       AND ${noOpenTicket(sql`p.digital_account_id`, sql`p.id`)}
     ORDER BY p.id LIMIT ${limit} FOR UPDATE OF p SKIP LOCKED`);
  const accounts = await db.execute(sql`
    SELECT a.company_id, a.id AS digital_account_id, NULL::int AS profile_id, a.owner_id AS user_id, a.type_digital_account_id,
           a.renewal_limit_date, a.login, ${WHOLE_ACCOUNT} AS profile_name, a.state
      FROM digital_account a
     WHERE a.owner_id IS NOT NULL AND a.state = 'sold' AND a.renewal_limit_date < ${TODAY}
       AND ${noOpenTicket(sql`a.id`, sql`0`)}
     ORDER BY a.id LIMIT ${limit} FOR UPDATE SKIP LOCKED`);
  return [...profiles.rows, ...accounts.rows] as unknown as UnitRow[];
}

/** The current PIN of each profile of a unit (a new one must differ). */
export async function pinsOf(db: Tx, unit: { digital_account_id: number; profile_id: number | null }): Promise<Map<number, string | null>> {
  const result = unit.profile_id
    ? await db.execute(sql`SELECT id, pin FROM profiles WHERE id = ${unit.profile_id}`)
    : await db.execute(sql`SELECT id, pin FROM profiles WHERE digital_account_id = ${unit.digital_account_id}`);
  return new Map((result.rows as { id: number; pin: string | null }[]).map((r) => [r.id, r.pin]));
}

/** A product's name (the texts of events and logs). */
export async function productNameOf(db: Tx, typeId: number): Promise<string> {
  const result = await db.execute(sql`SELECT name FROM type_digital_account WHERE id = ${typeId}`);
  return (result.rows[0] as { name: string } | undefined)?.name ?? 'producto';
}
