import type { PosLocalOrder, PosOrderType } from '../pos-model.ts';
import type { Catalogue } from './catalogue.ts';
import { money } from './money.ts';
import OrderDetails from './order-details.tsx';

const TYPE_LABELS: Record<PosOrderType, string> = { pickup: 'Para llevar', table: 'Mesa', delivery: 'Domicilio' };
export const orderLabel = (o: PosLocalOrder, i: number) =>
  o.order_type === 'table' && o.name_table ? `Mesa ${o.name_table}` : `Pedido ${i + 1}`;

/** The open orders as tabs and the active one: its lines, type, customer and totals, and what to do next. */
export default function OrderPanel({ open, order, catalogue, onSelect, onNew, onEditLine, onQuantity, onRemove, onChange, onPay, onCancel }: {
  open: PosLocalOrder[];
  order: PosLocalOrder | null;
  catalogue: Catalogue;
  onSelect: (ref: string) => void;
  onNew: () => void;
  onEditLine: (lineId: string) => void;
  onQuantity: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  onChange: (fn: (o: PosLocalOrder) => PosLocalOrder, important?: boolean) => void;
  onPay: () => void;
  onCancel: () => void;
}) {
  return (
    <section className="pos-order" aria-label="Pedido" data-testid="pos-order">
      <div className="pos-order-tabs" role="tablist" aria-label="Pedidos abiertos">
        {open.map((o, i) => (
          <button key={o.local_reference} type="button" role="tab" aria-pressed={o.local_reference === order?.local_reference}
            onClick={() => onSelect(o.local_reference)}>
            {orderLabel(o, i)}
          </button>
        ))}
        <button type="button" onClick={onNew} data-testid="pos-new-order">+ Nuevo pedido</button>
      </div>
      {!order ? <p className="pos-note">No hay pedidos abiertos. Toca un producto para empezar uno.</p> : (
        <>
          <p className="pos-note">{TYPE_LABELS[order.order_type]} · abierto</p>
          {order.lines.length === 0 && <p className="pos-note">Toca un producto para agregarlo.</p>}
          <ul className="pos-lines" data-testid="pos-lines">
            {order.lines.map((l) => (
              <li key={l.line_id} className="pos-line" data-testid="pos-line">
                <span>{l.request.quantity} × {l.priced.description}{l.priced.variant_name ? ` (${l.priced.variant_name})` : ''}</span>
                <strong>{money(l.priced.total_amount)}</strong>
                {(l.priced.options.length > 0 || l.priced.discounts.length > 0 || l.priced.free_of_charge_indicator || l.priced.sub_items.length > 0) && (
                  <small>
                    {[
                      ...l.priced.options.map((o) => o.name),
                      ...l.priced.discounts.map((d) => `Descuento ${d.percentage} %`),
                      ...(l.priced.free_of_charge_indicator ? ['Cortesía'] : []),
                      ...l.priced.sub_items.map((s) => `+ ${s.quantity} × ${s.description}`),
                    ].join(' · ')}
                  </small>
                )}
                <div className="pos-line-actions">
                  <button type="button" aria-label="Quitar una unidad" onClick={() => (l.request.quantity > 1 ? onQuantity(l.line_id, l.request.quantity - 1) : onRemove(l.line_id))}>−</button>
                  <button type="button" aria-label="Agregar una unidad" onClick={() => onQuantity(l.line_id, l.request.quantity + 1)}>+</button>
                  <button type="button" onClick={() => onEditLine(l.line_id)} data-testid="pos-line-edit">Editar</button>
                  <button type="button" className="danger" onClick={() => onRemove(l.line_id)}>Quitar</button>
                </div>
              </li>
            ))}
          </ul>
          <OrderDetails order={order} catalogue={catalogue} onChange={onChange} />
          <div className="pos-totals" data-testid="pos-totals">
            <span>Subtotal</span><span>{money(order.subtotal_amount)}</span>
            {order.discount_amount > 0 && <><span>Descuentos</span><span>-{money(order.discount_amount)}</span></>}
            <span>Impuestos</span><span>{money(order.tax_amount)}</span>
            {order.order_type === 'delivery' && <><span>Domicilio</span><span>{money(order.price_domicile)}</span></>}
            <span className="grand">Total</span><span className="grand" data-testid="pos-order-total">{money(order.total_amount)}</span>
          </div>
          <div className="pos-row">
            <button type="button" className="danger" onClick={onCancel} data-testid="pos-cancel-order">Anular</button>
            <button type="button" className="success" disabled={!order.lines.length} onClick={onPay} data-testid="pos-pay">Cobrar</button>
          </div>
        </>
      )}
    </section>
  );
}
