import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sellerCatalogProduct } from '../../db/schema/index.ts';

export interface SellerRow {
  id: number;
  name: string;
  codeuser: string | null;
  phone: string | null;
  active: boolean;
}

/** A seller (a user with a store code) of the company; undefined when it is not one or lives elsewhere. */
export async function findSeller(db: Tx, companyId: number, sellerId: number): Promise<SellerRow | undefined> {
  const result = await db.execute(sql`SELECT id, name, codeuser, phone, active FROM users
    WHERE id = ${sellerId} AND company_id = ${companyId} AND codeuser IS NOT NULL`);
  return result.rows[0] as unknown as SellerRow | undefined;
}

export interface ProductRow {
  id: number;
  name: string;
  service: string;
  plan: string | null;
  duration_days: number;
  tags: string | null;
}

/** The company's active products, the ones a catalog may tick. */
export async function activeProducts(db: Tx, companyId: number): Promise<ProductRow[]> {
  const result = await db.execute(sql`SELECT id, name, service, plan, duration_days, tags FROM type_digital_account
    WHERE company_id = ${companyId} AND active ORDER BY service, name, id`);
  return result.rows as unknown as ProductRow[];
}

export async function tickedIds(db: Tx, companyId: number, sellerId: number): Promise<number[]> {
  const rows = await db.select({ id: sellerCatalogProduct.type_digital_account_id }).from(sellerCatalogProduct)
    .where(and(eq(sellerCatalogProduct.company_id, companyId), eq(sellerCatalogProduct.seller_id, sellerId)))
    .orderBy(sellerCatalogProduct.type_digital_account_id);
  return rows.map((r) => r.id);
}

/** Makes the seller's catalog exactly `ids`: unticked rows go, new ones come, kept ones keep their date. */
export async function replaceCatalog(tx: Tx, companyId: number, sellerId: number, ids: number[], actorId: number | null) {
  const mine = and(eq(sellerCatalogProduct.company_id, companyId), eq(sellerCatalogProduct.seller_id, sellerId));
  await tx.delete(sellerCatalogProduct)
    .where(ids.length ? and(mine, notInArray(sellerCatalogProduct.type_digital_account_id, ids)) : mine);
  if (ids.length) {
    await tx.insert(sellerCatalogProduct)
      .values(ids.map((id) => ({ company_id: companyId, seller_id: sellerId, type_digital_account_id: id, created_by: actorId })))
      .onConflictDoNothing();
  }
}

/** Serialises two saves of one catalog, so the second sees the first's result (its log diff stays true). */
export async function lockCatalog(tx: Tx, sellerId: number) {
  // an advisory lock, not a row lock on users: sales and balances lock those rows and must not wait on a catalog
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('seller_catalog'), ${sellerId})`);
}


export interface StoreProductRow {
  id: number;
  name: string;
  service: string;
  plan: string | null;
  duration_days: number;
  tags: string | null;
  description: string | null;
  /** whether the product has an image (the image itself is served on its own address, not inlined) */
  has_image: boolean;
}

/** The seller's ticked products that are still active: what its public store sells. */
export async function tickedActiveProducts(db: Tx, companyId: number, sellerId: number): Promise<StoreProductRow[]> {
  const result = await db.execute(sql`SELECT t.id, t.name, t.service, t.plan, t.duration_days, t.tags, t.description, t.image IS NOT NULL AND t.image <> '' AS has_image
      FROM seller_catalog_product c
      JOIN type_digital_account t ON t.id = c.type_digital_account_id AND t.company_id = c.company_id AND t.active
     WHERE c.company_id = ${companyId} AND c.seller_id = ${sellerId}
     ORDER BY t.service, t.name, t.id`);
  return result.rows as unknown as StoreProductRow[];
}

export async function tickedProductImage(db: Tx, companyId: number, sellerId: number, productId: number): Promise<string | null> {
  const result = await db.execute(sql`SELECT t.image FROM seller_catalog_product c
      JOIN type_digital_account t ON t.id = c.type_digital_account_id AND t.company_id = c.company_id AND t.active
     WHERE c.company_id = ${companyId} AND c.seller_id = ${sellerId} AND c.type_digital_account_id = ${productId}`);
  return (result.rows[0] as { image: string | null } | undefined)?.image ?? null;
}
