import { toCents } from '@app/shared/money/convert';
import type { PosLocalOrder, PosOrderType } from '../pos-model.ts';
import type { Catalogue } from './catalogue.ts';
import { retotal } from './order-edit.ts';

type Address = NonNullable<PosLocalOrder['shipping_address']>;
const EMPTY_ADDRESS: Address = { country: { name: 'Colombia', short: 'CO' }, state: '', city: '', line: '' };

/** Order type (pickup by default, table, delivery) and the customer; a delivery's address is a §3 Place result. */
export default function OrderDetails({ order, catalogue, onChange }: {
  order: PosLocalOrder;
  catalogue: Catalogue;
  onChange: (fn: (o: PosLocalOrder) => PosLocalOrder, important?: boolean) => void;
}) {
  const setType = (t: PosOrderType) => onChange((o) => retotal({
    ...o,
    order_type: t,
    shipping_address: t === 'delivery' ? o.shipping_address ?? EMPTY_ADDRESS : o.shipping_address,
  }, catalogue), true);
  const address = order.shipping_address ?? EMPTY_ADDRESS;
  const setAddress = (patch: Partial<Address>) => onChange((o) => ({ ...o, shipping_address: { ...(o.shipping_address ?? EMPTY_ADDRESS), ...patch } }));
  const setCustomer = (patch: Partial<PosLocalOrder['customer']>) => onChange((o) => ({ ...o, customer: { ...o.customer, ...patch } }));
  const domiciliaries = catalogue.employees.filter((e) => e.role === 'domiciliary');

  return (
    <details className="pos-details" open={order.order_type !== 'pickup'}>
      <summary>Tipo de pedido y cliente</summary>
      <div className="pos-choices" role="radiogroup" aria-label="Tipo de pedido" style={{ margin: '8px 0' }}>
        {(['pickup', 'table', 'delivery'] as const).map((t) => (
          <button key={t} type="button" aria-pressed={order.order_type === t} onClick={() => setType(t)} data-testid={`pos-type-${t}`}>
            {t === 'pickup' ? 'Para llevar' : t === 'table' ? 'Mesa' : 'Domicilio'}
          </button>
        ))}
      </div>
      {order.order_type === 'table' && (
        <label>Mesa
          <select value={order.name_table ?? ''} onChange={(e) => onChange((o) => ({ ...o, name_table: e.target.value || null }), true)} data-testid="pos-table">
            <option value="">Selecciona la mesa</option>
            {catalogue.tables.map((t) => <option key={t.id} value={t.name}>{t.name}</option>)}
          </select>
        </label>
      )}
      {order.order_type === 'delivery' && (
        <div style={{ display: 'grid', gap: 6 }}>
          <div className="pos-row">
            <label>Valor del domicilio
              <input inputMode="numeric" value={order.price_domicile ? String(order.price_domicile / 100) : ''} placeholder="0"
                onChange={(e) => {
                  const pesos = Number(e.target.value.replace(/\./g, '').replace(',', '.'));
                  if (Number.isFinite(pesos) && pesos >= 0) onChange((o) => retotal({ ...o, price_domicile: toCents(pesos) }, catalogue));
                }} data-testid="pos-price-domicile" />
            </label>
            <label>Zona
              <select value="" onChange={(e) => {
                const zone = catalogue.zones.find((z) => z.id === Number(e.target.value));
                if (zone) onChange((o) => retotal({ ...o, price_domicile: zone.price_domicile }, catalogue), true);
              }}>
                <option value="">Tarifa por zona…</option>
                {catalogue.zones.map((z) => <option key={z.id} value={z.id}>{z.name}</option>)}
              </select>
            </label>
          </div>
          <label>Domiciliario
            <select value={order.bus_person_domiciliary_id ?? ''} onChange={(e) => onChange((o) => ({ ...o, bus_person_domiciliary_id: e.target.value ? Number(e.target.value) : null }), true)}>
              <option value="">Sin asignar</option>
              {domiciliaries.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
            </select>
          </label>
          <label>Dirección<input value={address.line} onChange={(e) => setAddress({ line: e.target.value })} placeholder="Calle 10 # 20-30, apto 401" data-testid="pos-address-line" /></label>
          <div className="pos-row">
            <label>Ciudad<input value={address.city} onChange={(e) => setAddress({ city: e.target.value })} data-testid="pos-address-city" /></label>
            <label>Departamento<input value={address.state} onChange={(e) => setAddress({ state: e.target.value })} /></label>
          </div>
          <div className="pos-row">
            <label>País<input value={address.country.name} onChange={(e) => setAddress({ country: { ...address.country, name: e.target.value } })} /></label>
            <label>Código del país<input value={address.country.short} maxLength={3} onChange={(e) => setAddress({ country: { ...address.country, short: e.target.value.toUpperCase() } })} /></label>
          </div>
        </div>
      )}
      <div className="pos-row" style={{ marginTop: 6 }}>
        <label>Cliente<input value={order.customer.name} onChange={(e) => setCustomer({ name: e.target.value })} data-testid="pos-customer-name" /></label>
        <label>Documento<input value={order.customer.document} onChange={(e) => setCustomer({ document: e.target.value })} /></label>
        <label>Teléfono<input type="tel" value={order.customer.phone} onChange={(e) => setCustomer({ phone: e.target.value })} /></label>
      </div>
    </details>
  );
}
