import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { storeCart, storeCartItem } from '../../db/schema/store-checkout.ts';

export type CartRow = typeof storeCart.$inferSelect;
export type CartItemRow = typeof storeCartItem.$inferSelect;

/** An item with what the store shows of its product. */
export type CartItemView = CartItemRow & { name: string; image: string | null; active: boolean; sale_mode: string; in_catalog: boolean };

const rowsOf = <T>(r: { rows: unknown[] }) => r.rows as T[];

/** A seller whose store is open: an active distributor (or company admin) with that code. */
export async function findStoreSeller(db: Tx, code: string) {
  const r = await db.execute(sql`
    SELECT u.id, u.name, u.codeuser, u.company_id, u.level_grid, u.phone, u.path, u.price_group_id
      FROM users u JOIN company c ON c.id = u.company_id
     WHERE lower(u.codeuser) = lower(${code}) AND u.active AND c.active AND u.rol IN ('Distribuidor', 'Admin')
     LIMIT 1`);
  return rowsOf<{ id: number; name: string; codeuser: string; company_id: number; level_grid: number; phone: string | null; path: string; price_group_id: number | null }>(r)[0];
}

/** Who already holds this email or phone in the company (sign-up refuses both). */
export async function contactHolder(db: Tx, companyId: number, email: string, phoneDigits: string) {
  const r = await db.execute(sql`
    SELECT lower(email) = lower(${email}) AS email_taken,
           regexp_replace(coalesce(phone, ''), '\\D', '', 'g') LIKE ${`%${phoneDigits}`} AS phone_taken
      FROM users
     WHERE company_id = ${companyId}
       AND (lower(email) = lower(${email}) OR regexp_replace(coalesce(phone, ''), '\\D', '', 'g') LIKE ${`%${phoneDigits}`})
     LIMIT 1`);
  return rowsOf<{ email_taken: boolean; phone_taken: boolean }>(r)[0];
}

/** Serializes sign-ups of one contact (two racing requests with the same email never both pass the check). */
export async function lockContact(db: Tx, companyId: number, email: string, phoneDigits: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`store-signup:${companyId}:${email.toLowerCase()}`}))`);
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`store-signup:${companyId}:${phoneDigits}`}))`);
}

export async function openCartOf(db: Tx, userId: number, lock = false): Promise<CartRow | undefined> {
  const q = db.select().from(storeCart).where(and(eq(storeCart.user_id, userId), eq(storeCart.status, 'draft'))).limit(1);
  return (lock ? await q.for('update') : await q)[0];
}

/** The client's open cart, created on first use (a racing creation lands on the unique index and is re-read). */
export async function ensureOpenCart(db: Tx, v: { companyId: number; userId: number; sellerId: number }): Promise<CartRow> {
  await db.insert(storeCart).values({ company_id: v.companyId, user_id: v.userId, seller_id: v.sellerId })
    .onConflictDoNothing();
  return (await openCartOf(db, v.userId, true))!;
}

export async function cartById(db: Tx, companyId: number, id: number, lock = false): Promise<CartRow | undefined> {
  const q = db.select().from(storeCart).where(and(eq(storeCart.company_id, companyId), eq(storeCart.id, id))).limit(1);
  return (lock ? await q.for('update') : await q)[0];
}

export async function pendingCartsOf(db: Tx, userId: number, lock = false): Promise<CartRow[]> {
  const q = db.select().from(storeCart).where(and(eq(storeCart.user_id, userId), eq(storeCart.status, 'pending_payment'))).orderBy(asc(storeCart.id));
  return lock ? q.for('update') : q;
}

export async function updateCart(db: Tx, id: number, values: Partial<typeof storeCart.$inferInsert>): Promise<CartRow> {
  return (await db.update(storeCart).set({ ...values, updated_at: sql`now()` }).where(eq(storeCart.id, id)).returning())[0];
}

export async function itemsOf(db: Tx, cartId: number): Promise<CartItemView[]> {
  const r = await db.execute(sql`
    SELECT i.*, t.name, t.image, t.active, t.sale_mode,
           EXISTS (SELECT 1 FROM seller_catalog_product k
                    WHERE k.company_id = c.company_id AND k.seller_id = c.seller_id AND k.type_digital_account_id = i.type_digital_account_id) AS in_catalog
      FROM store_cart_item i JOIN store_cart c ON c.id = i.cart_id JOIN type_digital_account t ON t.id = i.type_digital_account_id
     WHERE i.cart_id = ${cartId} ORDER BY i.id`);
  return rowsOf<CartItemView>(r).map((i) => ({ ...i, sale_price: Number(i.sale_price), total: Number(i.total) }));
}

/** Adds a product (quantity added to the line when it is there already). */
export async function addItem(db: Tx, v: { companyId: number; cartId: number; typeId: number; qt: number; cap: number }) {
  await db.insert(storeCartItem).values({ company_id: v.companyId, cart_id: v.cartId, type_digital_account_id: v.typeId, qt: Math.min(v.qt, v.cap) })
    .onConflictDoUpdate({
      target: [storeCartItem.cart_id, storeCartItem.type_digital_account_id],
      set: { qt: sql`least(${storeCartItem.qt} + excluded.qt, ${v.cap})`, status: 'draft', problem: null, updated_at: sql`now()` },
    });
}

export async function itemOfCart(db: Tx, cartId: number, itemId: number): Promise<CartItemRow | undefined> {
  return (await db.select().from(storeCartItem).where(and(eq(storeCartItem.cart_id, cartId), eq(storeCartItem.id, itemId))).limit(1))[0];
}

export async function updateItem(db: Tx, id: number, values: Partial<typeof storeCartItem.$inferInsert>) {
  await db.update(storeCartItem).set({ ...values, updated_at: sql`now()` }).where(eq(storeCartItem.id, id));
}

export async function removeItem(db: Tx, id: number) {
  await db.delete(storeCartItem).where(eq(storeCartItem.id, id));
}

/** Whether the product has the units a sale would take now (profiles, or whole unsold accounts). No locks: a hint. */
export async function stockAvailable(db: Tx, companyId: number, typeId: number, saleMode: string): Promise<number> {
  const r = saleMode === 'accounts'
    ? await db.execute(sql`
        SELECT count(*)::int AS n FROM digital_account a
         WHERE a.company_id = ${companyId} AND a.type_digital_account_id = ${typeId} AND a.state = 'available'
           AND (a.expiry_date IS NULL OR a.expiry_date >= (now() AT TIME ZONE 'America/Bogota')::date)
           AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.digital_account_id = a.id AND p.state <> 'available')`)
    : await db.execute(sql`
        SELECT count(*)::int AS n FROM profiles p JOIN digital_account a ON a.id = p.digital_account_id
         WHERE p.company_id = ${companyId} AND p.type_digital_account_id = ${typeId} AND p.state = 'available'
           AND a.state = 'available' AND (a.expiry_date IS NULL OR a.expiry_date >= (now() AT TIME ZONE 'America/Bogota')::date)`);
  return rowsOf<{ n: number }>(r)[0]?.n ?? 0;
}

/** A client of the seller's store: a buyer whose parent is the seller, in the seller's company. */
export async function storeClient(db: Tx, userId: number) {
  const r = await db.execute(sql`
    SELECT u.id, u.name, u.username, u.email, u.phone, u.balance, u.credit_limit, u.company_id, u.parent_id, u.rol, u.path
      FROM users u WHERE u.id = ${userId}`);
  const row = rowsOf<{ id: number; name: string; username: string; email: string | null; phone: string | null; balance: number; credit_limit: number; company_id: number; parent_id: number | null; rol: string; path: string }>(r)[0];
  return row && { ...row, balance: Number(row.balance), credit_limit: Number(row.credit_limit) };
}

/** The client's orders with what they delivered (newest first). */
export async function purchasesOf(db: Tx, companyId: number, userId: number, limit = 50) {
  const r = await db.execute(sql`
    SELECT o.id AS order_id, o.number, o.product_name, o.quantity, o.total, o.status, o.finalized_at, o.created_at
      FROM orders o WHERE o.company_id = ${companyId} AND o.user_id = ${userId} AND o.status IN ('finalized', 'draft')
     ORDER BY o.id DESC LIMIT ${limit}`);
  return rowsOf<{ order_id: number; number: number | null; product_name: string; quantity: number; total: number; status: string; finalized_at: string | null; created_at: string }>(r)
    .map((o) => ({ ...o, total: Number(o.total) }));
}

export async function topUpsOf(db: Tx, companyId: number, userId: number, limit = 20) {
  const r = await db.execute(sql`
    SELECT id, amount, transaction_id, consignments_state AS state, created_at
      FROM consignments WHERE company_id = ${companyId} AND user_id = ${userId} ORDER BY id DESC LIMIT ${limit}`);
  return rowsOf<{ id: number; amount: number; transaction_id: string; state: string; created_at: string }>(r).map((t) => ({ ...t, amount: Number(t.amount) }));
}

/** Users with a cart waiting for payment whose balance (with credit) now covers it: the sweep's work list. */
export async function payablePendingUsers(db: Tx, limit = 100): Promise<{ user_id: number; company_id: number }[]> {
  const r = await db.execute(sql`
    SELECT DISTINCT c.user_id, c.company_id FROM store_cart c JOIN users u ON u.id = c.user_id
     WHERE c.status = 'pending_payment' AND u.balance + u.credit_limit > 0 LIMIT ${limit}`);
  return rowsOf(r);
}

export async function sellerCodeOf(db: Tx, sellerId: number): Promise<string> {
  const r = await db.execute(sql`SELECT codeuser FROM users WHERE id = ${sellerId}`);
  return rowsOf<{ codeuser: string }>(r)[0]?.codeuser ?? '';
}

/** Whether the seller ticked the product in its catalog (modules of the catalog write it; the store sells only those). */
export async function inCatalog(db: Tx, companyId: number, sellerId: number, typeId: number): Promise<boolean> {
  const r = await db.execute(sql`
    SELECT 1 FROM seller_catalog_product WHERE company_id = ${companyId} AND seller_id = ${sellerId} AND type_digital_account_id = ${typeId}`);
  return r.rows.length > 0;
}
