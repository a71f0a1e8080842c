import { choosePriceList, effectivePrice, salePrice } from '@app/shared';
import type { PosInfoData } from '@app/shared/contracts/pos';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import {
  posCashRegister, posCategory, posEmployee, posPaymentMethod, posPrice, posProduct, posProductVariant, posSaleOption,
  posTable, posTax, posVariant, posVariantOption, posZone, priceList, subsidiary,
} from '../../db/schema/index.ts';

export type PosCatalogueData = Omit<PosInfoData, 'cash_register_turn' | 'receipt_layout'>;
export type Branch = PosInfoData['subsidiary'];

/** An active branch of the company, or undefined. */
export async function findBranch(db: Tx, companyId: number, id: number): Promise<Branch | undefined> {
  const [row] = await db.select({ id: subsidiary.id, name: subsidiary.name, address: subsidiary.address, phone: subsidiary.phone })
    .from(subsidiary).where(and(eq(subsidiary.company_id, companyId), eq(subsidiary.id, id), eq(subsidiary.active, true)));
  return row as Branch | undefined;
}

/** The company's active branches, or only those with ids in `only` (a cashier's). */
export async function listBranches(db: Tx, companyId: number, only?: readonly number[]): Promise<Branch[]> {
  if (only && only.length === 0) return [];
  const rows = await db.select({ id: subsidiary.id, name: subsidiary.name, address: subsidiary.address, phone: subsidiary.phone })
    .from(subsidiary)
    .where(and(eq(subsidiary.company_id, companyId), eq(subsidiary.active, true), only ? inArray(subsidiary.id, [...only]) : undefined))
    .orderBy(asc(subsidiary.name));
  return rows as Branch[];
}

/** The branches a user is an active employee of: what a Cajero reaches. */
export async function employeeBranchIds(db: Tx, companyId: number, userId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ id: posEmployee.subsidiary_id }).from(posEmployee)
    .where(and(eq(posEmployee.company_id, companyId), eq(posEmployee.user_id, userId), eq(posEmployee.active, true)));
  return rows.map((r) => r.id as number);
}

const num = (v: unknown): number => Number(v ?? 0);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * Every collection of one branch as pos-get-info answers it, read from the same rows the server prices synced
 * orders from. Inactive records are left out: a POS can no longer sell them.
 */
export async function loadCatalogue(db: Tx, companyId: number, branch: Branch): Promise<PosCatalogueData> {
  const inBranch = (t: any) => and(eq(t.company_id, companyId), eq(t.subsidiary_id, branch.id));
  // one after another: `db` may be a transaction, whose one connection cannot run queries side by side
  const reads = [
    db.select().from(posCategory).where(and(inBranch(posCategory), eq(posCategory.active, true))).orderBy(asc(posCategory.position), asc(posCategory.id)),
    db.select().from(posProduct).where(and(inBranch(posProduct), eq(posProduct.active, true))).orderBy(asc(posProduct.name), asc(posProduct.id)),
    db.select().from(posTax).where(and(eq(posTax.company_id, companyId), eq(posTax.active, true))).orderBy(asc(posTax.id)),
    db.select().from(posZone).where(and(inBranch(posZone), eq(posZone.active, true))).orderBy(asc(posZone.name)),
    db.select().from(posTable).where(and(inBranch(posTable), eq(posTable.active, true))).orderBy(asc(posTable.name)),
    db.select().from(posPaymentMethod).where(and(eq(posPaymentMethod.company_id, companyId), eq(posPaymentMethod.active, true))).orderBy(asc(posPaymentMethod.id)),
    db.select().from(posCashRegister).where(and(inBranch(posCashRegister), eq(posCashRegister.active, true))).orderBy(asc(posCashRegister.name)),
    db.select().from(posEmployee).where(and(inBranch(posEmployee), eq(posEmployee.active, true))).orderBy(asc(posEmployee.name)),
    db.select().from(posVariant).where(eq(posVariant.company_id, companyId)).orderBy(asc(posVariant.name)),
    db.select().from(posVariantOption).where(eq(posVariantOption.company_id, companyId)).orderBy(asc(posVariantOption.id)),
    db.select().from(posSaleOption).where(and(eq(posSaleOption.company_id, companyId), eq(posSaleOption.active, true))).orderBy(asc(posSaleOption.name)),
  ];
  const results: Record<string, any>[][] = [];
  for (const read of reads) results.push(await read);
  const [categories, products, taxes, zones, tables, payments, registers, employees, variants, options, saleOptions] = results;
  const productIds = products.map((p) => p.id as number);
  const productVariants = productIds.length === 0 ? [] : await db.select().from(posProductVariant)
    .where(and(eq(posProductVariant.company_id, companyId), inArray(posProductVariant.product_id, productIds), eq(posProductVariant.active, true)))
    .orderBy(asc(posProductVariant.id)) as Record<string, any>[];
  const taxesOf = (p: Record<string, any>) => (p.tax_id && taxes.some((t) => t.id === p.tax_id) ? [p.tax_id as number] : []);

  const data: PosCatalogueData = {
    subsidiary: branch,
    categories: categories.map((c) => ({ id: c.id, name: c.name, position: num(c.position), image: c.image ?? null })),
    products: products.map((p) => ({
      id: p.id, category_id: numOrNull(p.category_id), code: p.code ?? null, name: p.name, description: p.description ?? null,
      image: p.image ?? null, unit_measure_id: p.unit_measure_id ?? null, price: num(p.price), price_offer: numOrNull(p.price_offer),
      acc_tax_zone_id: null, tax_ids: taxesOf(p), inv_product_id: p.id, inv_variant_option_ids: [],
      has_variants: productVariants.some((v) => v.product_id === p.id),
    })),
    product_variants: productVariants.map((v) => ({
      id: v.id, product_id: v.product_id, inv_product_id: v.product_id, code: v.code ?? null, name: v.name,
      price: num(v.price), price_offer: numOrNull(v.price_offer), inv_variant_option_ids: [v.variant_option_id],
    })),
    sale_options: saleOptions.filter((o) => o.product_id === null || productIds.includes(o.product_id)).map((o) => ({
      id: o.id, product_id: numOrNull(o.product_id), option_type: o.option_type, name: o.name, apply_price: Boolean(o.apply_price), value: num(o.value),
    })),
    variants: variants.map((v) => ({ id: v.id, name: v.name, options: options.filter((o) => o.variant_id === v.id).map((o) => ({ id: o.id, name: o.name })) })),
    tables: tables.map((t) => ({ id: t.id, zone_id: numOrNull(t.zone_id), name: t.name, seats: numOrNull(t.seats) })),
    payment_methods: payments.map((m) => ({ id: m.id, name: m.name, code: m.code ?? null })),
    price_list: null,
    zones: zones.map((z) => ({ id: z.id, name: z.name, price_domicile: num(z.price_domicile) })),
    cash_register: registers.map((r) => ({ id: r.id, name: r.name })),
    employees: employees.map((e) => ({ id: e.id, name: e.name, role: e.role, document: e.document ?? null, phone: e.phone ?? null, user_id: numOrNull(e.user_id) })),
    taxes: taxes.map((t) => ({ id: t.id, name: t.name, type: t.type, percentage: num(t.percentage), base_amount: t.base_amount === null ? 100 : num(t.base_amount) })),
  };
  data.price_list = await branchPriceList(db, companyId, data);
  return data;
}

/**
 * The list the branch sells at (spec §9): among the company's active lists holding prices of this branch's
 * products, the first of type pos, else the first; the general list as the fallback (shared choosePriceList).
 */
async function branchPriceList(db: Tx, companyId: number, data: PosCatalogueData): Promise<PosInfoData['price_list']> {
  const productIds = data.products.map((p) => p.id);
  if (productIds.length === 0) return null;
  const lists = await db.select({ id: priceList.id, name: priceList.name, type: priceList.type, is_general: priceList.is_general })
    .from(priceList).where(and(eq(priceList.company_id, companyId), eq(priceList.active, true))).orderBy(asc(priceList.id));
  const prices = await db.select().from(posPrice)
    .where(and(eq(posPrice.company_id, companyId), inArray(posPrice.product_id, productIds))) as Record<string, any>[];
  const offered = lists.filter((l) => !l.is_general && prices.some((p) => p.price_list_id === l.id));
  const chosen = choosePriceList(offered, lists.find((l) => l.is_general) ?? null);
  if (!chosen) return null;
  const variantIds = new Set(data.product_variants.map((v) => v.id));
  return {
    id: chosen.id as number, name: chosen.name as string, type: (chosen.type as string) ?? 'general', is_general: Boolean(chosen.is_general),
    items: prices.filter((p) => p.price_list_id === chosen.id && (p.product_variant_id === null || variantIds.has(p.product_variant_id))).map((p) => {
      const product = data.products.find((x) => x.id === p.product_id)!;
      const taxes = product.tax_ids.map((id) => data.taxes.find((t) => t.id === id)!)
        .map((t) => ({ percentage: t.base_amount, taxPercentage: t.percentage }));
      return {
        product_id: p.product_id, product_variant_id: numOrNull(p.product_variant_id), price: num(p.price),
        price_offer: numOrNull(p.price_offer), sale_price: salePrice(effectivePrice(num(p.price), numOrNull(p.price_offer)), taxes),
      };
    }),
  };
}

/**
 * A fingerprint of every collection of the branch: row counts and the latest change of each table it reads
 * (company-wide ones included), so any insert, edit or delete gives a new version.
 */
export async function catalogueVersion(db: Tx, companyId: number, branchId: number): Promise<string> {
  const branchTables = ['pos_category', 'pos_product', 'pos_zone', 'pos_table', 'pos_cash_register', 'pos_employee'];
  const companyTables = ['pos_tax', 'pos_variant', 'pos_variant_option', 'pos_sale_option', 'pos_payment_method', 'price_list', 'pos_price', 'receipt_layout'];
  const parts = [
    sql`SELECT 'subsidiary' AS t, count(*) AS n, max(updated_at)::text AS m FROM subsidiary WHERE company_id = ${companyId} AND id = ${branchId}`,
    ...branchTables.map((t) => sql`SELECT ${t}, count(*), max(updated_at)::text FROM ${sql.identifier(t)} WHERE company_id = ${companyId} AND subsidiary_id = ${branchId}`),
    ...companyTables.map((t) => sql`SELECT ${t}, count(*), max(updated_at)::text FROM ${sql.identifier(t)} WHERE company_id = ${companyId}`),
    sql`SELECT 'pos_product_variant', count(*), max(v.updated_at)::text FROM pos_product_variant v JOIN pos_product p ON p.id = v.product_id
      WHERE v.company_id = ${companyId} AND p.subsidiary_id = ${branchId}`,
    sql`SELECT 'pos_cash_register_turn', count(*), max(updated_at)::text FROM pos_cash_register_turn
      WHERE company_id = ${companyId} AND bus_subsidiary_id = ${branchId}`,
  ];
  const result = await db.execute(sql.join(parts, sql` UNION ALL `));
  const text = (result.rows as { t: string; n: string; m: string | null }[]).map((r) => `${r.t}:${r.n}:${r.m ?? ''}`).join('|');
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}
