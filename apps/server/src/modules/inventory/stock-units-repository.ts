import { sql } from 'drizzle-orm';
import { executeStatement, type Statement, type Tx } from '../../db/client.ts';

/*
 * Stock units (profiles, and whole accounts sold as one unit) change hands only here: a sale allocates them, a fault
 * replaces and retires them, an annulment or the renewal job returns them to stock. Every other module calls these,
 * so the rule that two buyers never get the same unit (FOR UPDATE SKIP LOCKED on the free rows, the state checked
 * again on the locked row) is written once.
 */

/** Bogota's calendar day: renewal dates count whole days where the business is. */
const TODAY = sql`(now() AT TIME ZONE 'America/Bogota')::date`;

/** An account (alias `a`) whose units may be handed out now: available, and not past its own expiry date. */
const USABLE_ACCOUNT = sql`a.state = 'available' AND (a.expiry_date IS NULL OR a.expiry_date >= ${TODAY})`;

/** A unit as the fault desk holds it when it replaces or retires it (the columns these statements need). */
export interface HeldUnit {
  company_id: number;
  type_digital_account_id: number;
  digital_account_id: number;
  profile_id: number | null;
  user_id: number | null;
  order_id: number | null;
  renewal_limit_date: string | null;
  state: string;
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

/** What a sale asks of stock: `quantity` units of a product for the buyer's order. */
export interface Allocation { companyId: number; typeId: number; quantity: number; buyerId: number; orderId: number; durationDays: number }

/**
 * Takes up to `quantity` available profiles of a product and sells them in one statement: FOR UPDATE SKIP LOCKED
 * makes concurrent buyers take different rows without waiting on each other, and the state is re-checked on
 * the locked row, so a unit is never sold twice. Account by account (the order of profiles_stock_account_idx,
 * which keeps the scan off sold rows). Returns what it took (fewer than asked = not enough stock).
 */
export function allocateProfilesStatement(a: Allocation): Statement<UnitRow[]> {
  // the statement lives in inventory_take_profiles (migration 0028), planned once per connection instead of per sale
  const query = sql`SELECT * FROM inventory_take_profiles(${a.companyId}::int, ${a.typeId}::int, ${a.quantity}::int, ${a.buyerId}::int, ${a.orderId}::int, ${a.durationDays}::int)`;
  return { query, read: (rows) => (rows as unknown as UnitRow[]).sort((x, y) => x.profile_id! - y.profile_id!) };
}

export const allocateProfiles = (db: Tx, a: Allocation): Promise<UnitRow[]> => executeStatement(db, allocateProfilesStatement(a));

/** Whole-account sale: takes accounts none of whose profiles is sold, and sells the account with all its profiles. */
export function allocateAccountsStatement(a: Allocation): Statement<UnitRow[]> {
  const query = sql`
    WITH picked AS (
      SELECT a.id FROM digital_account a
       WHERE a.company_id = ${a.companyId} AND a.type_digital_account_id = ${a.typeId} AND ${USABLE_ACCOUNT}
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
      FROM acc ORDER BY acc.id`;
  return { query, read: (rows) => rows as unknown as UnitRow[] };
}

export const allocateAccounts = (db: Tx, a: Allocation): Promise<UnitRow[]> => executeStatement(db, allocateAccountsStatement(a));

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

/**
 * Takes a replacement unit of the unit's product from stock and hands it to the buyer as the old one was: same
 * owner, order, sale time, renewal date and state, so the period the buyer paid for goes on. FOR UPDATE SKIP
 * LOCKED, as a sale takes stock: two replacements (or a replacement and a sale) never take the same unit. Another
 * account of the product only: the faulty account's other screens are suspect. Null when there is none.
 */
export async function takeReplacement(db: Tx, old: HeldUnit): Promise<{ profile_id: number | null; digital_account_id: number } | null> {
  if (!old.profile_id) {
    const result = await db.execute(sql`
      WITH picked AS (
        SELECT a.id FROM digital_account a
         WHERE a.company_id = ${old.company_id} AND a.type_digital_account_id = ${old.type_digital_account_id} AND a.id <> ${old.digital_account_id}
           AND ${USABLE_ACCOUNT} AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.digital_account_id = a.id AND p.state <> 'available')
         ORDER BY a.id LIMIT 1 FOR UPDATE OF a SKIP LOCKED
      ), old AS (SELECT sold_at FROM digital_account WHERE id = ${old.digital_account_id}),
      acc AS (
        UPDATE digital_account a SET state = 'sold', owner_id = ${old.user_id}, order_id = ${old.order_id},
               sold_at = (SELECT sold_at FROM old), renewal_limit_date = ${old.renewal_limit_date}::date, updated_at = now()
          FROM picked WHERE a.id = picked.id RETURNING a.id
      ), prof AS (
        UPDATE profiles p SET state = 'sold', user_id = ${old.user_id}, order_id = ${old.order_id}, sold_at = (SELECT sold_at FROM old),
               renewal_limit_date = ${old.renewal_limit_date}::date, updated_at = now()
          FROM acc WHERE p.digital_account_id = acc.id RETURNING p.id
      )
      SELECT NULL::int AS profile_id, acc.id AS digital_account_id, (SELECT count(*) FROM prof)::int AS profiles FROM acc`);
    const row = result.rows[0] as { profile_id: null; digital_account_id: number } | undefined;
    return row ? { profile_id: null, digital_account_id: row.digital_account_id } : null;
  }
  const result = await db.execute(sql`
    WITH picked AS (
      SELECT p.id FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
       WHERE p.company_id = ${old.company_id} AND p.type_digital_account_id = ${old.type_digital_account_id} AND p.state = 'available'
         AND a.id <> ${old.digital_account_id} AND ${USABLE_ACCOUNT}
       ORDER BY p.digital_account_id, p.id LIMIT 1
       FOR UPDATE OF p SKIP LOCKED
    ), old AS (SELECT sold_at FROM profiles WHERE id = ${old.profile_id})
    UPDATE profiles p SET state = ${old.state}, user_id = ${old.user_id}, order_id = ${old.order_id}, sold_at = (SELECT sold_at FROM old),
           renewal_limit_date = ${old.renewal_limit_date}::date, updated_at = now()
      FROM picked WHERE p.id = picked.id
    RETURNING p.id AS profile_id, p.digital_account_id`);
  return (result.rows[0] as { profile_id: number; digital_account_id: number } | undefined) ?? null;
}

/**
 * A replaced unit: faulty, and no longer the buyer's (its order now delivers the replacement). For a whole account,
 * its profiles too.
 */
export async function retireReplaced(db: Tx, unit: Pick<HeldUnit, 'digital_account_id' | 'profile_id'>): Promise<void> {
  const free = sql`user_id = NULL, order_id = NULL, sold_at = NULL, renewal_limit_date = NULL, updated_at = now()`;
  if (unit.profile_id) {
    await db.execute(sql`UPDATE profiles SET state = 'faulty', ${free} WHERE id = ${unit.profile_id}`);
    return;
  }
  await db.execute(sql`UPDATE digital_account SET state = 'faulty', owner_id = NULL, order_id = NULL, sold_at = NULL, renewal_limit_date = NULL,
    updated_at = now() WHERE id = ${unit.digital_account_id}`);
  await db.execute(sql`UPDATE profiles SET state = 'faulty', ${free} WHERE digital_account_id = ${unit.digital_account_id}`);
}

/**
 * A refunded unit: faulty, kept on its buyer and order as history (the order still shows what it sold; the buyer
 * sees it "Con falla"). Its renewal job never touches it again: it is no longer owned.
 */
export async function retireRefunded(db: Tx, unit: Pick<HeldUnit, 'digital_account_id' | 'profile_id'>): Promise<void> {
  if (unit.profile_id) {
    await db.execute(sql`UPDATE profiles SET state = 'faulty', updated_at = now() WHERE id = ${unit.profile_id}`);
    return;
  }
  await db.execute(sql`UPDATE digital_account SET state = 'faulty', updated_at = now() WHERE id = ${unit.digital_account_id}`);
  await db.execute(sql`UPDATE profiles SET state = 'faulty', updated_at = now() WHERE digital_account_id = ${unit.digital_account_id}`);
}

/** A freed profile: back to stock, without owner or date, with a new PIN (the buyer loses access). */
export async function releaseProfile(db: Tx, profileId: number, pin: string): Promise<void> {
  await db.execute(sql`
    UPDATE profiles SET state = 'available', user_id = NULL, order_id = NULL, sold_at = NULL, renewal_limit_date = NULL,
           pin = ${pin}, updated_at = now()
     WHERE id = ${profileId}`);
}

/** A freed whole account: back to stock; its profiles get new PINs from `pinFor`. */
export async function releaseAccount(db: Tx, accountId: number, pinFor: (profileId: number) => string): Promise<void> {
  await db.execute(sql`
    UPDATE digital_account SET state = 'available', owner_id = NULL, order_id = NULL, sold_at = NULL, renewal_limit_date = NULL,
           updated_at = now()
     WHERE id = ${accountId}`);
  const profiles = await db.execute(sql`SELECT id FROM profiles WHERE digital_account_id = ${accountId} ORDER BY id`);
  for (const { id } of profiles.rows as { id: number }[]) await releaseProfile(db, id, pinFor(id));
}

/** A whole account marked faulty by staff (its owned units are replaced or refunded one by one by the caller). */
export async function setAccountFaulty(db: Tx, id: number): Promise<void> {
  await db.execute(sql`UPDATE digital_account SET state = 'faulty', updated_at = now() WHERE id = ${id}`);
}
