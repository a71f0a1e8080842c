import { pricePosLine } from '@app/shared/tax/pos-order';
import { useMemo, useState } from 'react';
import type { PosLineRequest, PosProduct } from '../pos-model.ts';
import Dialog from '../shell/dialog.tsx';
import { optionsFor, type Catalogue } from './catalogue.ts';
import { money } from './money.ts';

type SubItem = NonNullable<PosLineRequest['sub_items']>[number];

/**
 * One line's choices: variant, sale options, quantity, percent discount, courtesy, note and sub-items, with its
 * total priced live by the shared calculators (the same the server checks it with).
 */
export default function LineDialog({ product, catalogue, initial, onSave, onClose }: {
  product: PosProduct;
  catalogue: Catalogue;
  initial?: PosLineRequest;
  onSave: (request: PosLineRequest) => void;
  onClose: () => void;
}) {
  const variants = catalogue.variantsByProduct.get(product.id) ?? [];
  const options = optionsFor(catalogue, product.id);
  const [variantId, setVariantId] = useState<number | null>(initial?.variant_id ?? (variants.length ? null : null));
  const [chosen, setChosen] = useState<number[]>(initial?.options ?? []);
  const [quantity, setQuantity] = useState(initial?.quantity ?? 1);
  const [discount, setDiscount] = useState(String(initial?.discounts?.[0]?.percentage ?? ''));
  const [free, setFree] = useState(Boolean(initial?.free_of_charge_indicator));
  const [note, setNote] = useState(initial?.note ?? '');
  const [subs, setSubs] = useState<SubItem[]>(initial?.sub_items ?? []);
  const [subProduct, setSubProduct] = useState('');

  const discountPercent = discount.trim() === '' ? 0 : Number(discount.replace(',', '.'));
  const request: PosLineRequest = {
    product_id: product.id,
    variant_id: variantId,
    quantity,
    options: chosen,
    discounts: discountPercent > 0 ? [{ percentage: discountPercent }] : [],
    free_of_charge_indicator: free,
    note: note.trim() || null,
    sub_items: subs,
  };
  const missingVariant = variants.length > 0 && variantId === null;
  const priced = useMemo(() => {
    if (missingVariant) return { error: 'Elige una variante.' };
    if (!Number.isFinite(discountPercent) || discountPercent < 0 || discountPercent > 100) return { error: 'El descuento debe estar entre 0 y 100 %.' };
    if (!Number.isInteger(quantity) || quantity < 1) return { error: 'La cantidad debe ser al menos 1.' };
    try {
      return { line: pricePosLine(catalogue.pricing, request) };
    } catch (err) {
      return { error: (err as Error).message };
    }
    // the request is rebuilt from these on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [catalogue, variantId, chosen, quantity, discountPercent, free, subs, missingVariant]);

  const subChoices = catalogue.products.filter((p) => !p.has_variants && p.id !== product.id);
  const addSub = () => {
    const id = Number(subProduct);
    if (!id) return;
    setSubs((list) => [...list, { product_id: id, variant_id: null, quantity: 1, options: [], discounts: [] }]);
    setSubProduct('');
  };

  return (
    <Dialog title={product.name} onClose={onClose} testId="pos-line-dialog">
      {variants.length > 0 && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="pos-note">Variante</legend>
          <div className="pos-choices">
            {variants.map((v) => (
              <button key={v.id} type="button" aria-pressed={variantId === v.id} onClick={() => setVariantId(v.id)} data-testid={`pos-variant-${v.id}`}>
                {v.name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {options.length > 0 && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="pos-note">Opciones</legend>
          {options.map((o) => (
            <label key={o.id} className="pos-check">
              <input type="checkbox" checked={chosen.includes(o.id)} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, o.id] : c.filter((x) => x !== o.id)))} />
              {o.name}{o.apply_price && o.value ? ` (+${money(o.value)})` : ''}
            </label>
          ))}
        </fieldset>
      )}
      <div className="pos-row">
        <label>Cantidad
          <input type="number" min={1} step={1} value={quantity} onChange={(e) => setQuantity(Math.trunc(Number(e.target.value)))} data-testid="pos-line-quantity" />
        </label>
        <label>Descuento (%)
          <input inputMode="decimal" value={discount} onChange={(e) => setDiscount(e.target.value)} placeholder="0" data-testid="pos-line-discount" />
        </label>
      </div>
      <label className="pos-check"><input type="checkbox" checked={free} onChange={(e) => setFree(e.target.checked)} data-testid="pos-line-free" />Cortesía (sin costo)</label>
      <label>Nota<input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} /></label>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 6 }}>
        <legend className="pos-note">Subproductos</legend>
        {subs.map((s, i) => (
          <div key={i} className="pos-row">
            <span>{catalogue.productById.get(s.product_id)?.name ?? s.product_id}</span>
            <input type="number" min={1} value={s.quantity} aria-label="Cantidad del subproducto"
              onChange={(e) => setSubs((list) => list.map((x, j) => (j === i ? { ...x, quantity: Math.max(1, Math.trunc(Number(e.target.value))) } : x)))} />
            <button type="button" className="danger" onClick={() => setSubs((list) => list.filter((_, j) => j !== i))}>Quitar</button>
          </div>
        ))}
        <div className="pos-row">
          <select value={subProduct} onChange={(e) => setSubProduct(e.target.value)} aria-label="Subproducto">
            <option value="">Agregar un subproducto…</option>
            {subChoices.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </select>
          <button type="button" onClick={addSub} disabled={!subProduct}>Agregar</button>
        </div>
      </fieldset>
      {'error' in priced ? <p className="pos-error">{priced.error}</p> : (
        <p className="pos-totals">
          <span>Total de la línea</span><strong data-testid="pos-line-total">{money(priced.line!.total_amount)}</strong>
        </p>
      )}
      <footer>
        <button type="button" onClick={onClose}>Cancelar</button>
        <button type="button" className="primary" disabled={'error' in priced} onClick={() => onSave(request)} data-testid="pos-line-save">
          {initial ? 'Guardar' : 'Agregar'}
        </button>
      </footer>
    </Dialog>
  );
}
