import type pg from 'pg';

/** The first key of the company's sales queue, an advisory lock (modules/sales/sale-repository.ts). */
export const SALES_QUEUE_KEY = 0x53414c45; // "SALE"

/**
 * The app's last statement of a purchase as raw SQL, for the benches' floor (the same row changes without HTTP or
 * the app): its place in the company's sales queue, the seller's commission and the company's revenue with their
 * ledger rows, the order consecutive, the order numbered and its audit row, in one statement.
 */
export async function rawSaleFinish(client: pg.PoolClient, s: {
  companyId: number; sellerId: number; buyerId: number; orderId: number; commission: number; revenue: number; keyPrefix: string;
}): Promise<void> {
  await client.query(`WITH q AS (SELECT pg_advisory_xact_lock(${SALES_QUEUE_KEY}, $4::int)),
      cm AS (UPDATE users SET balance = balance + $1 WHERE id = $2 AND EXISTS (SELECT 1 FROM q) RETURNING balance),
      rv AS (UPDATE company SET balance = balance + $3 WHERE id = $4 AND EXISTS (SELECT 1 FROM cm) RETURNING balance),
      l AS (INSERT INTO ledger_entry (company_id, account_type, account_id, amount, balance_after, kind, object_type, object_id, note, actor_id, actor_name, idempotency_key)
            SELECT $4::int, 'user', $2::int, $1::bigint, cm.balance, 'commission', 'order', $5::int, 'bench', $6::int, 'bench', $7::text FROM cm
            UNION ALL SELECT $4::int, 'company', $4::int, $3::bigint, rv.balance, 'revenue', 'order', $5::int, 'bench', $6::int, 'bench', $8::text FROM rv RETURNING id),
      n AS (INSERT INTO consecutive (company_id, name, prefix, current, padding) SELECT $4, 'order', '', 1, 6 WHERE (SELECT count(*) FROM l) >= 0
            ON CONFLICT (company_id, name) DO UPDATE SET current = COALESCE(consecutive.current, 0) + 1, updated_at = now() RETURNING current),
      o AS (UPDATE orders SET number = (SELECT current FROM n), updated_at = now() WHERE id = $5 RETURNING id)
    INSERT INTO audit_log (company_id, object_type, object_id, user_id, user_name, text, changes) SELECT $4, 'order', o.id, $6, 'bench', 'Compra directa', '{}' FROM o`,
  [s.commission, s.sellerId, s.revenue, s.companyId, s.orderId, s.buyerId, `${s.keyPrefix}:${s.orderId}:commission`, `${s.keyPrefix}:${s.orderId}:revenue`]);
}
