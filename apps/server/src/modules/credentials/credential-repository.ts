import { BUYER_ROLES, OWNED_PROFILE_STATES } from '@app/shared';
import { VIEW_HISTORY_MAX, type CredentialSource } from '@app/shared/contracts/credentials';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { credentialShare, credentialView } from '../../db/schema/index.ts';

export interface ViewRow {
  company_id: number;
  profile_id: number | null;
  digital_account_id: number | null;
  digital_account_others_id: number | null;
  user_id: number | null;
  source: CredentialSource;
  screen: string;
  api_key_id: number | null;
  share_id: number | null;
  ip: string | null;
}

/** Many views in one statement: a list answer reveals a page of units at once. */
export async function insertViews(db: Tx, rows: ViewRow[]): Promise<void> {
  if (rows.length) await db.insert(credentialView).values(rows);
}

/**
 * A profile's views (its own, and its account's: an account's password revealed is the profile's too), an
 * account's (all of its profiles), or a hand-fulfilled request's, newest first.
 */
export async function listViews(
  db: Tx, companyId: number, unit: { profileId: number; accountId: number } | { accountId: number } | { requestId: number },
) {
  const which = 'profileId' in unit
    ? sql`(v.profile_id = ${unit.profileId} OR (v.profile_id IS NULL AND v.digital_account_id = ${unit.accountId}))`
    : 'accountId' in unit ? sql`v.digital_account_id = ${unit.accountId}` : sql`v.digital_account_others_id = ${unit.requestId}`;
  const result = await db.execute(sql`
    SELECT v.id::int AS id, v.profile_id, v.digital_account_id, v.digital_account_others_id, v.user_id, u.name AS user_name, v.source,
           v.screen, v.api_key_id, v.ip, v.created_at
      FROM credential_view v LEFT JOIN users u ON u.id = v.user_id
     WHERE v.company_id = ${companyId} AND ${which}
     ORDER BY v.created_at DESC, v.id DESC LIMIT ${VIEW_HISTORY_MAX}`);
  return result.rows as {
    id: number; profile_id: number | null; digital_account_id: number | null; digital_account_others_id: number | null;
    user_id: number | null; user_name: string | null;
    source: CredentialSource; screen: string; api_key_id: number | null; ip: string | null; created_at: string;
  }[];
}

/** One unit with its credentials and who owns it now (null when it is stock or was released). */
export interface UnitRow {
  profile_id: number | null;
  digital_account_id: number;
  company_id: number;
  owner_id: number | null;
  owner_path: string | null;
  /** The buyer's name and the order's number, as the copy-ready message names them. */
  owner_name: string | null;
  order_number: number | null;
  product: string;
  login: string;
  password: string;
  profile: string | null;
  pin: string | null;
  renewal_limit_date: string | null;
  profiles: { id: number; name: string; pin: string | null }[] | null;
}

const OWNED = sql.raw(`(${OWNED_PROFILE_STATES.map((s) => `'${s}'`).join(', ')})`);

/** A sold profile of the company, with the account's credentials. */
export async function findProfileUnit(db: Tx, companyId: number, profileId: number): Promise<UnitRow | undefined> {
  const result = await db.execute(sql`
    SELECT p.id AS profile_id, p.digital_account_id, p.company_id, CASE WHEN p.state IN ${OWNED} THEN p.user_id END AS owner_id,
           u.path AS owner_path, u.name AS owner_name, o.number AS order_number, t.name AS product, a.login, a.password, p.name AS profile,
           p.pin, p.renewal_limit_date::text, NULL::json AS profiles
      FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
      JOIN type_digital_account t ON t.id = p.type_digital_account_id LEFT JOIN users u ON u.id = p.user_id AND p.state IN ${OWNED}
      LEFT JOIN orders o ON o.id = p.order_id
     WHERE p.id = ${profileId} AND p.company_id = ${companyId}`);
  return result.rows[0] as unknown as UnitRow | undefined;
}

/** An account of the company sold whole, with its profiles' names and PINs. */
export async function findAccountUnit(db: Tx, companyId: number, accountId: number): Promise<UnitRow | undefined> {
  const result = await db.execute(sql`
    SELECT NULL::int AS profile_id, a.id AS digital_account_id, a.company_id, a.owner_id, u.path AS owner_path, u.name AS owner_name,
           o.number AS order_number, t.name AS product,
           a.login, a.password, NULL AS profile, NULL AS pin, a.renewal_limit_date::text,
           coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'pin', p.pin) ORDER BY p.id)
                       FROM profiles p WHERE p.digital_account_id = a.id), '[]'::json) AS profiles
      FROM digital_account a JOIN type_digital_account t ON t.id = a.type_digital_account_id LEFT JOIN users u ON u.id = a.owner_id
      LEFT JOIN orders o ON o.id = a.order_id
     WHERE a.id = ${accountId} AND a.company_id = ${companyId}`);
  return result.rows[0] as unknown as UnitRow | undefined;
}

/**
 * A hand-fulfilled request of the company (digital_account_others) with the credentials staff wrote on it, its buyer
 * (who asked for it) and its state: the buyer's chain sees them once it is finalized, staff in any state.
 */
export interface RequestUnitRow {
  digital_account_others_id: number;
  owner_path: string | null;
  owner_name: string | null;
  status: string;
  product: string;
  login: string | null;
  password: string | null;
  profile: string | null;
  pin: string | null;
  renewal_limit_date: string | null;
}

export async function findRequestUnit(db: Tx, companyId: number, requestId: number): Promise<RequestUnitRow | undefined> {
  const result = await db.execute(sql`
    SELECT o.id AS digital_account_others_id, u.path AS owner_path, u.name AS owner_name, o.status, o.product_name AS product,
           o.login, o.password, o.profile_name AS profile, o.pin, o.renewal_limit_date::text
      FROM digital_account_others o LEFT JOIN users u ON u.id = o.user_id
     WHERE o.id = ${requestId} AND o.company_id = ${companyId}`);
  return result.rows[0] as unknown as RequestUnitRow | undefined;
}

export async function insertShare(db: Tx, values: typeof credentialShare.$inferInsert) {
  const [row] = await db.insert(credentialShare).values(values).returning();
  return row;
}

export type ShareRow = typeof credentialShare.$inferSelect;

/** The link a token's hash names, locked: two openings at once count one view each, never past max_views. */
export async function lockShareByHash(db: Tx, hash: string): Promise<ShareRow | undefined> {
  const [row] = await db.select().from(credentialShare).where(eq(credentialShare.token_hash, hash)).for('update');
  return row;
}

export async function countShareView(db: Tx, id: number): Promise<void> {
  await db.update(credentialShare).set({ views: sql`${credentialShare.views} + 1` }).where(eq(credentialShare.id, id));
}

export async function revokeShare(db: Tx, id: number): Promise<ShareRow> {
  const [row] = await db.update(credentialShare).set({ revoked_at: sql`coalesce(${credentialShare.revoked_at}, now())` })
    .where(eq(credentialShare.id, id)).returning();
  return row;
}

/** The path of a user (to tell whether a link's creator is in the caller's subtree). */
export async function userPath(db: Tx, userId: number): Promise<string | null> {
  const result = await db.execute(sql`SELECT path FROM users WHERE id = ${userId}`);
  return (result.rows[0] as { path: string } | undefined)?.path ?? null;
}

/** A person to tell about changed credentials: a buyer of a unit, or the seller of a client who bought one. */
export interface Recipient {
  user_id: number;
  name: string;
  /** The units of the account this person (or its client) holds. */
  profile_id: number | null;
  profile: string | null;
  pin: string | null;
  renewal_limit_date: string | null;
  buyer_name: string;
  /** true when the person is told as a client's seller, not as the buyer. */
  as_seller: boolean;
}

const BUYERS = sql.raw(`(${BUYER_ROLES.map((r) => `'${r}'`).join(', ')})`);

/**
 * Who holds an account now: the buyer of each active profile (or of the whole account), and for a buyer who is a
 * client (role Cliente/Publico) also its seller. One row per (person, unit); the caller groups them per person.
 * `profileId` narrows it to one profile (its PIN changed, not the account's credentials).
 */
export async function holdersOfAccount(db: Tx, companyId: number, accountId: number, profileId: number | null = null): Promise<Recipient[]> {
  const onlyProfile = profileId === null ? sql`` : sql`AND p.id = ${profileId}`;
  const result = await db.execute(sql`
    WITH units AS (
      SELECT p.user_id AS buyer_id, p.id AS profile_id, p.name AS profile, p.pin, p.renewal_limit_date::text
        FROM profiles p
       WHERE p.company_id = ${companyId} AND p.digital_account_id = ${accountId} AND p.user_id IS NOT NULL AND p.state IN ${OWNED} ${onlyProfile}
      UNION ALL
      SELECT a.owner_id, NULL::int, NULL, NULL, a.renewal_limit_date::text
        FROM digital_account a
       WHERE a.company_id = ${companyId} AND a.id = ${accountId} AND a.owner_id IS NOT NULL AND ${profileId === null}
    )
    SELECT b.id AS user_id, b.name, units.profile_id, units.profile, units.pin, units.renewal_limit_date, b.name AS buyer_name, false AS as_seller
      FROM units JOIN users b ON b.id = units.buyer_id
    UNION ALL
    SELECT s.id, s.name, units.profile_id, units.profile, units.pin, units.renewal_limit_date, b.name, true
      FROM units JOIN users b ON b.id = units.buyer_id JOIN users s ON s.id = b.parent_id
     WHERE b.rol IN ${BUYERS} AND s.company_id = b.company_id`);
  return result.rows as unknown as Recipient[];
}

/** The product's name of an account (the notices name it). */
export async function productOfAccount(db: Tx, accountId: number): Promise<string> {
  const result = await db.execute(sql`SELECT t.name FROM digital_account a JOIN type_digital_account t ON t.id = a.type_digital_account_id WHERE a.id = ${accountId}`);
  return (result.rows[0] as { name: string } | undefined)?.name ?? 'Cuenta';
}
