import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';

/** A coupon as the redemption rules read it, with Bogota's calendar day from the database clock. */
export interface CouponRow {
  id: number;
  company_id: number;
  code: string;
  description: string | null;
  discount_type: string;
  percent: number | null;
  amount: number | null;
  start_date: string | null;
  end_date: string | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  uses: number;
  type_digital_account_ids: number[] | null;
  user_id: number | null;
  reward_orders: number | null;
  active: boolean;
  created_at: string;
  /** Today in Bogota (YYYY-MM-DD): validity dates are whole days where the business is. */
  today: string;
}

const TODAY = sql`(now() AT TIME ZONE 'America/Bogota')::date`;
const t = coupons as any;

const COLUMNS = sql`id, company_id, code, description, discount_type, percent, amount::bigint AS amount, start_date::text AS start_date,
  end_date::text AS end_date, max_uses, max_uses_per_user, coalesce(uses, 0)::int AS uses, type_digital_account_ids, user_id, reward_orders,
  active, created_at, ${TODAY}::text AS today`;

const normalize = (r: Record<string, unknown>): CouponRow => ({ ...(r as unknown as CouponRow), amount: r.amount === null ? null : Number(r.amount) });

/**
 * The coupon of a code in the company (codes are stored in upper case). `lock` takes its row FOR UPDATE until the
 * sale's transaction ends: every use of one coupon then counts its limits after the previous one committed.
 */
export async function couponByCode(db: Tx, companyId: number, code: string, lock: boolean): Promise<CouponRow | undefined> {
  const result = await db.execute(sql`SELECT ${COLUMNS} FROM coupons WHERE company_id = ${companyId} AND code = ${code.trim().toUpperCase()}
    ${lock ? sql`FOR UPDATE` : sql``}`);
  const row = result.rows[0];
  return row ? normalize(row) : undefined;
}

/** A buyer's uses of a coupon that still count (annulled orders gave theirs back). */
export async function liveUsesOf(db: Tx, couponId: number, userId: number): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM coupon_use WHERE coupon_id = ${couponId} AND user_id = ${userId} AND released_at IS NULL`);
  return (result.rows[0] as { n: number }).n;
}

/** One more use of a locked coupon, and its row in coupon_use. */
export async function recordUse(db: Tx, u: { companyId: number; couponId: number; userId: number; orderId: number; discount: number }): Promise<void> {
  await db.execute(sql`
    WITH counted AS (UPDATE coupons SET uses = coalesce(uses, 0) + 1, updated_at = now() WHERE id = ${u.couponId} RETURNING id)
    INSERT INTO coupon_use (company_id, coupon_id, user_id, order_id, discount)
    SELECT ${u.companyId}, id, ${u.userId}, ${u.orderId}, ${u.discount} FROM counted`);
}

/**
 * Gives back the use an order made (annulment): the use row is kept, released, and the coupon counts one use
 * less. Returns the coupon's code, or undefined when the order used none.
 */
export async function releaseUseOf(db: Tx, orderId: number): Promise<{ code: string; discount: number } | undefined> {
  const result = await db.execute(sql`
    WITH released AS (
      UPDATE coupon_use SET released_at = now() WHERE order_id = ${orderId} AND released_at IS NULL RETURNING coupon_id, discount
    ), counted AS (
      UPDATE coupons c SET uses = greatest(coalesce(c.uses, 0) - 1, 0), updated_at = now() FROM released WHERE c.id = released.coupon_id
      RETURNING c.code
    )
    SELECT (SELECT code FROM counted) AS code, (SELECT discount FROM released)::bigint AS discount`);
  const row = result.rows[0] as { code: string | null; discount: number | null } | undefined;
  return row?.code ? { code: row.code, discount: Number(row.discount) } : undefined;
}

/** A user's role and, when it has one of `roles` (rewards go to clients), its finalized orders; 0 for the others. */
export async function finalizedOrdersOf(db: Tx, companyId: number, userId: number, roles: readonly string[]): Promise<{ orders: number; rol: string } | undefined> {
  const result = await db.execute(sql`
    SELECT u.rol, CASE WHEN u.rol IN (${sql.join(roles.map((r) => sql`${r}`), sql`, `)})
             THEN (SELECT count(*)::int FROM orders o WHERE o.company_id = ${companyId} AND o.user_id = u.id AND o.status = 'finalized')
             ELSE 0 END AS orders
      FROM users u WHERE u.id = ${userId} AND u.company_id = ${companyId}`);
  return result.rows[0] as { orders: number; rol: string } | undefined;
}

/**
 * A personal coupon; a reward of a count already rewarded to that user inserts nothing (coupons_reward_unique), so
 * a reward is earned once per count however many sales reach it at once or again after an annulment.
 */
export async function insertPersonalCoupon(db: Tx, v: {
  companyId: number; userId: number; code: string; description: string; amount: number; rewardOrders: number | null;
}): Promise<CouponRow | undefined> {
  const result = await db.execute(sql`
    INSERT INTO coupons (company_id, code, description, discount_type, amount, max_uses, max_uses_per_user, uses, user_id, reward_orders, active)
    VALUES (${v.companyId}, ${v.code}, ${v.description}, 'fixed', ${v.amount}, 1, 1, 0, ${v.userId}, ${v.rewardOrders}, true)
    ON CONFLICT DO NOTHING
    RETURNING id`);
  const id = (result.rows[0] as { id: number } | undefined)?.id;
  if (!id) return undefined;
  return normalize((await db.execute(sql`SELECT ${COLUMNS} FROM coupons WHERE id = ${id}`)).rows[0]);
}

/** A user's personal coupons (rewards first among the newest), for its profile. */
export async function personalCouponsOf(db: Tx, companyId: number, userId: number): Promise<CouponRow[]> {
  const result = await db.execute(sql`SELECT ${COLUMNS} FROM coupons WHERE company_id = ${companyId} AND user_id = ${userId} ORDER BY id DESC LIMIT 50`);
  return result.rows.map(normalize);
}

/** Names of products (of the company) among `ids`, in the order given; unknown ids are left out. */
export async function productNames(db: Tx, companyId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const result = await db.execute(sql`SELECT id, name FROM type_digital_account
    WHERE company_id = ${companyId} AND id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(result.rows.map((r) => [r.id as number, r.name as string]));
}

/** Whether any order used the coupon (used coupons are deactivated, not deleted: the orders name them). */
export async function couponWasUsed(db: Tx, couponId: number): Promise<boolean> {
  return (await db.execute(sql`SELECT 1 FROM coupon_use WHERE coupon_id = ${couponId} LIMIT 1`)).rows.length > 0;
}

/** The list's "Aplica a": the products' names, or every product when the coupon names none. */
export const productNamesColumn: SQL = sql`(CASE WHEN jsonb_typeof(${t.type_digital_account_ids}) IS DISTINCT FROM 'array' THEN 'Todos los productos'
  WHEN jsonb_array_length(${t.type_digital_account_ids}) = 0 THEN 'Todos los productos'
  ELSE (SELECT string_agg(p.name, ', ' ORDER BY p.name) FROM type_digital_account p
         WHERE p.id IN (SELECT jsonb_array_elements_text(${t.type_digital_account_ids})::int)) END)`;

export async function userInCompany(db: Tx, companyId: number, userId: number): Promise<boolean> {
  return (await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} AND company_id = ${companyId}`)).rows.length > 0;
}
