import { sql } from 'drizzle-orm';
import type { Statement, Tx } from '../../db/client.ts';
import { distributorPrice } from '../../db/schema/index.ts';

/** One level of a sale's chain with every price that could apply to it (resolved by @app/shared resolveCost). */
export interface ChainSourceRow {
  id: number;
  name: string;
  rol: string;
  level_grid: number;
  parent_id: number | null;
  depth: number;
  /** Whether anyone sits below this user (only read for the buyer, depth 0). */
  has_children: boolean;
  parent_price_distributor: number | null;
  parent_price_client: number | null;
  group_price: number | null;
  general_price: number | null;
}

export interface ProductRow {
  id: number;
  name: string;
  price_base: number;
  duration_days: number;
  profile_max_quantity: number;
  sale_mode: string;
  reservable: boolean;
  active: boolean;
}

// The price list subqueries of the catalogue lookup: a group's list price and the general list price of a product. The
// purchase path's chain lookup reads the same three sources in pricing_sale_chain (migration 0028): change them together.
const groupPrice = (groupId: unknown, typeId: unknown) => sql`(
  SELECT pli.price FROM price_group g
    JOIN price_list pl ON pl.id = g.price_list_id AND pl.active
    JOIN price_list_item pli ON pli.price_list_id = pl.id AND pli.type_digital_account_id = ${typeId}
   WHERE g.id = ${groupId} AND g.active LIMIT 1)`;
const generalPrice = (companyId: number, typeId: unknown) => sql`(
  SELECT pli.price FROM price_list pl
    JOIN price_list_item pli ON pli.price_list_id = pl.id AND pli.type_digital_account_id = ${typeId}
   WHERE pl.company_id = ${companyId} AND pl.is_general AND pl.active LIMIT 1)`;
const sellerPrice = (companyId: number, sellerId: unknown, typeId: unknown, audience: string) => sql`(
  SELECT dp.price FROM distributor_price dp
   WHERE dp.company_id = ${companyId} AND dp.seller_id = ${sellerId} AND dp.type_digital_account_id = ${typeId}
     AND dp.audience = ${audience})`;

/**
 * The product and the buyer's chain (the buyer, then each ancestor below the company level, nearest first) with
 * every price source of each level, in one round trip: the purchase path runs this on every sale.
 */
export function chainSourcesStatement(companyId: number, buyerId: number, typeId: number): Statement<{ product: ProductRow | null; chain: ChainSourceRow[] }> {
  // the query lives in pricing_sale_chain (migration 0028): planned once per connection instead of on every sale
  return { query: sql`SELECT * FROM pricing_sale_chain(${companyId}::int, ${buyerId}::int, ${typeId}::int)`, read: readChainSources };
}

function readChainSources(result: Record<string, unknown>[]): { product: ProductRow | null; chain: ChainSourceRow[] } {
  const rows = result as Record<string, any>[];
  if (!rows.length) return { product: null, chain: [] };
  const r0 = rows[0];
  const product: ProductRow = {
    id: r0.product_id, name: r0.product_name, price_base: Number(r0.price_base), duration_days: r0.duration_days,
    profile_max_quantity: r0.profile_max_quantity, sale_mode: r0.sale_mode, reservable: r0.reservable, active: r0.active,
  };
  const chain = rows.filter((r) => r.id !== null).map((r) => ({
    id: r.id, name: r.name, rol: r.rol, level_grid: r.level_grid, parent_id: r.parent_id, depth: r.depth, has_children: r.has_children === true,
    parent_price_distributor: num(r.parent_price_distributor), parent_price_client: num(r.parent_price_client),
    group_price: num(r.group_price), general_price: num(r.general_price),
  }));
  return { product, chain };
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export interface CatalogueSourceRow {
  id: number;
  name: string;
  price_base: number;
  active: boolean;
  parent_price_distributor: number | null;
  parent_price_client: number | null;
  group_price: number | null;
  general_price: number | null;
  own_price_distributor: number | null;
  own_price_client: number | null;
}

/** Every product of the company with one user's price sources and the prices it set for its own children. */
export async function catalogueSources(db: Tx, companyId: number, userId: number): Promise<CatalogueSourceRow[]> {
  const result = await db.execute(sql`
    SELECT t.id, t.name, t.price_base, t.active,
           ${sellerPrice(companyId, sql`u.parent_id`, sql`t.id`, 'distributor')} AS parent_price_distributor,
           ${sellerPrice(companyId, sql`u.parent_id`, sql`t.id`, 'client')} AS parent_price_client,
           ${groupPrice(sql`u.price_group_id`, sql`t.id`)} AS group_price,
           ${generalPrice(companyId, sql`t.id`)} AS general_price,
           ${sellerPrice(companyId, sql`u.id`, sql`t.id`, 'distributor')} AS own_price_distributor,
           ${sellerPrice(companyId, sql`u.id`, sql`t.id`, 'client')} AS own_price_client
      FROM type_digital_account t JOIN users u ON u.id = ${userId} AND u.company_id = ${companyId}
     WHERE t.company_id = ${companyId}
     ORDER BY t.name, t.id`);
  return (result.rows as Record<string, any>[]).map((r) => ({
    id: r.id, name: r.name, price_base: Number(r.price_base), active: r.active,
    parent_price_distributor: num(r.parent_price_distributor), parent_price_client: num(r.parent_price_client),
    group_price: num(r.group_price), general_price: num(r.general_price),
    own_price_distributor: num(r.own_price_distributor), own_price_client: num(r.own_price_client),
  }));
}

/** Sets (price) or clears (null) one of a seller's config-prices. */
export async function saveSellerPrice(db: Tx, row: {
  companyId: number; sellerId: number; typeId: number; audience: 'distributor' | 'client'; price: number | null; actorId: number | null;
}) {
  if (row.price === null) {
    await db.execute(sql`DELETE FROM distributor_price WHERE company_id = ${row.companyId} AND seller_id = ${row.sellerId}
      AND type_digital_account_id = ${row.typeId} AND audience = ${row.audience}`);
    return;
  }
  await db.insert(distributorPrice).values({
    company_id: row.companyId, seller_id: row.sellerId, type_digital_account_id: row.typeId, audience: row.audience,
    price: row.price, updated_by: row.actorId,
  }).onConflictDoUpdate({
    target: [distributorPrice.company_id, distributorPrice.seller_id, distributorPrice.type_digital_account_id, distributorPrice.audience],
    set: { price: row.price, updated_by: row.actorId, updated_at: sql`now()` },
  });
}

/** The seller a config-prices call acts on, within the company. */
export async function findSeller(db: Tx, companyId: number, sellerId: number) {
  const result = await db.execute(sql`SELECT id, name, rol, level_grid, path FROM users
    WHERE id = ${sellerId} AND company_id = ${companyId}`);
  return result.rows[0] as { id: number; name: string; rol: string; level_grid: number; path: string } | undefined;
}

/** What the purchase screen shows of each product besides its price. */
export async function productDetails(db: Tx, companyId: number) {
  const result = await db.execute(sql`SELECT id, service, plan, duration_days, sale_mode, reservable, profile_max_quantity, tags, image
    FROM type_digital_account WHERE company_id = ${companyId} AND active`);
  return new Map((result.rows as Record<string, any>[]).map(({ id, ...rest }) => [id as number, rest]));
}

export interface ClientPriceSourceRow {
  id: number;
  price_base: number;
  own_price_client: number | null;
  general_price: number | null;
}

/**
 * The price sources of what a seller's clients pay, for many products in one set-based query (the public store
 * lists hundreds): the seller's client config-price and the general list price, joined once instead of one
 * subquery per product. Same sources as catalogueSources' own_price_client and general_price.
 */
export async function clientPriceSources(db: Tx, companyId: number, sellerId: number): Promise<ClientPriceSourceRow[]> {
  const result = await db.execute(sql`
    SELECT t.id, t.price_base, dp.price AS own_price_client, g.price AS general_price
      FROM type_digital_account t
      LEFT JOIN distributor_price dp ON dp.company_id = ${companyId} AND dp.seller_id = ${sellerId}
           AND dp.type_digital_account_id = t.id AND dp.audience = 'client'
      LEFT JOIN (SELECT pli.type_digital_account_id, pli.price FROM price_list pl
                   JOIN price_list_item pli ON pli.price_list_id = pl.id
                  WHERE pl.company_id = ${companyId} AND pl.is_general AND pl.active) g ON g.type_digital_account_id = t.id
     WHERE t.company_id = ${companyId}`);
  return (result.rows as Record<string, any>[]).map((r) => ({
    id: r.id, price_base: Number(r.price_base), own_price_client: num(r.own_price_client), general_price: num(r.general_price),
  }));
}
