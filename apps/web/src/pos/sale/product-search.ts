import type { PosProduct } from '../pos-model.ts';

/** Lower case without accents: "Café" and "cafe" find the same product. */
export const normalize = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export interface SearchIndex {
  entries: { product: PosProduct; text: string }[];
}

/** Built once per catalogue: each product's name and code, normalized, so a keystroke only scans strings. */
export function buildSearchIndex(products: readonly PosProduct[]): SearchIndex {
  return { entries: products.map((product) => ({ product, text: normalize(`${product.name} ${product.code ?? ''}`) })) };
}

/** Products of the category (null = all) whose name or code contains every word typed. */
export function searchProducts(index: SearchIndex, query: string, categoryId: number | null): PosProduct[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  const out: PosProduct[] = [];
  for (const { product, text } of index.entries) {
    if (categoryId !== null && product.category_id !== categoryId) continue;
    if (words.every((w) => text.includes(w))) out.push(product);
  }
  return out;
}
