import { isOfferApplicable } from '@app/shared/tax/offer-price';
import { pricePosLine } from '@app/shared/tax/pos-order';
import { memo, useMemo, useState } from 'react';
import type { PosProduct } from '../pos-model.ts';
import { priceKey, type Catalogue } from './catalogue.ts';
import { money } from './money.ts';
import { buildSearchIndex, searchProducts } from './product-search.ts';

/** Categories as tabs, a search box and the products as big buttons a finger can hit. */
export default function ProductGrid({ catalogue, onPick }: { catalogue: Catalogue; onPick: (p: PosProduct) => void }) {
  const [category, setCategory] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const index = useMemo(() => buildSearchIndex(catalogue.products), [catalogue]);
  const found = useMemo(() => searchProducts(index, query, category), [index, query, category]);

  return (
    <section className="pos-catalog" aria-label="Productos">
      <input type="search" placeholder="Buscar producto por nombre o código" value={query} onChange={(e) => {
        setQuery(e.target.value);
        setLimit(PAGE);
      }} data-testid="pos-search" aria-label="Buscar producto" />
      <div className="pos-categories" role="toolbar" aria-label="Categorías">
        <button type="button" aria-pressed={category === null} onClick={() => { setCategory(null); setLimit(PAGE); }}>Todas</button>
        {catalogue.categories.map((c) => (
          <button key={c.id} type="button" aria-pressed={category === c.id} onClick={() => { setCategory(c.id); setLimit(PAGE); }}>{c.name}</button>
        ))}
      </div>
      <ProductButtons products={found} limit={limit} catalogue={catalogue} onPick={onPick} onMore={() => setLimit((n) => n + PAGE)} />
    </section>
  );
}

/** What one unit costs the customer, taxes included: the shared calculators on the branch's list price. */
function unitSalePrice(catalogue: Catalogue, p: PosProduct): number {
  try {
    return pricePosLine(catalogue.pricing, { product_id: p.id, variant_id: null, quantity: 1 }).item_amount;
  } catch {
    return p.price;
  }
}

/**
 * A screenful at a time: painting 2,000 buttons takes far longer than a keystroke may (≤ 50 ms on screen), and a
 * cashier narrows the search rather than scroll that far.
 */
const PAGE = 60;

const ProductButtons = memo(function ProductButtons({ products, limit, catalogue, onPick, onMore }: {
  products: PosProduct[];
  limit: number;
  catalogue: Catalogue;
  onPick: (p: PosProduct) => void;
  onMore: () => void;
}) {
  if (!products.length) return <p className="pos-note" data-testid="pos-no-results">No hay productos que coincidan.</p>;
  return (
    <div className="pos-grid" data-testid="pos-grid" data-count={products.length}>
      {products.slice(0, limit).map((p) => {
        const listed = catalogue.listPrice.get(priceKey(p.id, null));
        const offer = isOfferApplicable(listed?.price ?? p.price, listed?.price_offer ?? p.price_offer);
        return (
          <button key={p.id} type="button" className="pos-product" onClick={() => onPick(p)} data-testid="pos-product" data-name={p.name}>
            <strong>{p.name}</strong>
            <span className="pos-price">{p.has_variants && 'Desde '}{money(unitSalePrice(catalogue, p))}</span>
            {offer && <span className="pos-note">Oferta</span>}
          </button>
        );
      })}
      {products.length > limit && (
        <button type="button" onClick={onMore} style={{ gridColumn: '1 / -1' }}>Ver más ({products.length - limit} de {products.length})</button>
      )}
    </div>
  );
});
