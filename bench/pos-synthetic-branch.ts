/**
 * A made-up branch of any size for the POS benches: categories, products (every tenth with two variants, every
 * seventh with an offer), IVA and ICO, one payment method, in the shapes pos-get-info sends and posv1 keeps.
 */
import type { PosInstallation, PosPaymentMethod, PosProduct, PosProductVariant, PosTaxRow } from '../apps/web/src/pos/pos-model.ts';
import { buildSearchIndex, searchProducts } from '../apps/web/src/pos/sale/product-search.ts';

const WORDS = ['Café', 'Jugo', 'Pan', 'Té', 'Sándwich', 'Arepa', 'Empanada', 'Postre', 'Agua', 'Galleta'];

export function syntheticBranch(count: number) {
  const categories = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `Categoría ${i + 1}`, position: i, image: null }));
  const taxes: PosTaxRow[] = [
    { id: 1, name: 'IVA 19 %', type: 'IVA', percentage: 19, base_amount: 100 },
    { id: 2, name: 'ICO 8 %', type: 'ICO', percentage: 8, base_amount: 100 },
  ];
  const products: PosProduct[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    category_id: (i % categories.length) + 1,
    code: `P-${String(i + 1).padStart(4, '0')}`,
    name: `${WORDS[i % WORDS.length]} producto ${i + 1}`,
    description: null,
    image: null,
    unit_measure_id: null,
    price: 100_000 + (i % 50) * 10_000,
    price_offer: i % 7 === 0 ? 90_000 : null,
    acc_tax_zone_id: null,
    tax_ids: [i % 2 ? 1 : 2],
    inv_product_id: i + 1,
    inv_variant_option_ids: [],
    has_variants: i % 10 === 0,
  }));
  const product_variants: PosProductVariant[] = products.filter((p) => p.has_variants).flatMap((p, j) => ['Pequeño', 'Grande'].map((name, k) => ({
    id: j * 2 + k + 1, product_id: p.id, inv_product_id: p.id, code: `${p.code}-${k}`, name, price: p.price + k * 20_000, price_offer: null, inv_variant_option_ids: [],
  })));
  const payment_methods: PosPaymentMethod[] = [{ id: 1, name: 'Efectivo', code: 'cash' }];
  const installation: PosInstallation = {
    id: 'current', subsidiary_id: 1, subsidiary: { id: 1, name: 'Sede de prueba', address: null, phone: null },
    receipt_layout: { id: null, name: 'Recibo', blocks: [] }, version: 'bench', installed_at: new Date().toISOString(),
  };
  const stores = {
    installation: [installation], categories, products, product_variants, variants: [], sale_options: [], taxes, price_list: [],
    tables: [], zones: [], payment_methods, cash_register: [{ id: 1, name: 'Caja 1' }], employees: [],
  };
  const index = buildSearchIndex(products);
  return { stores, matches: (query: string) => searchProducts(index, query, null).length };
}
