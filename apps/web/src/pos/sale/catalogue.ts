import type { PosCatalogue } from '@app/shared/tax/pos-order';
import { diningTables, type PosDb } from '../db/pos-db.ts';
import type {
  PosCashRegister, PosCategory, PosEmployee, PosPaymentMethod, PosPriceList, PosProduct, PosProductVariant, PosSaleOption,
  PosTable, PosTaxRow, PosVariant, PosZone,
} from '../pos-model.ts';

/** The installed branch's catalogues held in memory for the session, with the lookups a sale needs. */
export interface Catalogue {
  /** What the shared calculators price a line from (the same data the server prices it from). */
  pricing: PosCatalogue;
  categories: PosCategory[];
  products: PosProduct[];
  productById: Map<number, PosProduct>;
  variantsByProduct: Map<number, PosProductVariant[]>;
  variantById: Map<number, PosProductVariant>;
  variants: PosVariant[];
  saleOptions: PosSaleOption[];
  saleOptionById: Map<number, PosSaleOption>;
  taxById: Map<number, PosTaxRow>;
  /** Price of the chosen list per `${product_id}:${variant_id ?? ''}`. */
  listPrice: Map<string, { price: number; price_offer: number | null; sale_price: number }>;
  priceList: PosPriceList | null;
  tables: PosTable[];
  zones: PosZone[];
  paymentMethods: PosPaymentMethod[];
  cashRegisters: PosCashRegister[];
  employees: PosEmployee[];
}

export const priceKey = (productId: number, variantId: number | null) => `${productId}:${variantId ?? ''}`;

function groupBy<T, K>(rows: readonly T[], key: (r: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = map.get(k);
    if (list) list.push(r);
    else map.set(k, [r]);
  }
  return map;
}

export function buildCatalogue(c: {
  categories: PosCategory[]; products: PosProduct[]; product_variants: PosProductVariant[]; variants: PosVariant[];
  sale_options: PosSaleOption[]; taxes: PosTaxRow[]; price_list: PosPriceList[]; tables: PosTable[]; zones: PosZone[];
  payment_methods: PosPaymentMethod[]; cash_register: PosCashRegister[]; employees: PosEmployee[];
}): Catalogue {
  const priceList = c.price_list[0] ?? null;
  return {
    pricing: { products: c.products, product_variants: c.product_variants, sale_options: c.sale_options, taxes: c.taxes, price_list: priceList },
    categories: [...c.categories].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name)),
    products: [...c.products].sort((a, b) => a.name.localeCompare(b.name)),
    productById: new Map(c.products.map((p) => [p.id, p])),
    variantsByProduct: groupBy(c.product_variants, (v) => v.product_id),
    variantById: new Map(c.product_variants.map((v) => [v.id, v])),
    variants: c.variants,
    saleOptions: c.sale_options,
    saleOptionById: new Map(c.sale_options.map((o) => [o.id, o])),
    taxById: new Map(c.taxes.map((t) => [t.id, t])),
    listPrice: new Map((priceList?.items ?? []).map((i) => [priceKey(i.product_id, i.product_variant_id), i])),
    priceList,
    tables: c.tables,
    zones: c.zones,
    paymentMethods: c.payment_methods,
    cashRegisters: c.cash_register,
    employees: c.employees,
  };
}

export async function loadCatalogue(db: PosDb): Promise<Catalogue> {
  const [categories, products, product_variants, variants, sale_options, taxes, price_list, tables, zones, payment_methods, cash_register, employees] = await Promise.all([
    db.categories.toArray(), db.products.toArray(), db.product_variants.toArray(), db.variants.toArray(), db.sale_options.toArray(),
    db.taxes.toArray(), db.price_list.toArray(), diningTables(db).toArray(), db.zones.toArray(), db.payment_methods.toArray(),
    db.cash_register.toArray(), db.employees.toArray(),
  ]);
  return buildCatalogue({ categories, products, product_variants, variants, sale_options, taxes, price_list, tables, zones, payment_methods, cash_register, employees });
}

/** The options a product offers: its own and those offered on every product. */
export const optionsFor = (cat: Catalogue, productId: number) => cat.saleOptions.filter((o) => o.product_id === null || o.product_id === productId);
