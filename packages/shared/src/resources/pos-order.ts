import { defineResource } from './define.ts';

export const POS_ORDER_STATUS_OPTIONS = [
  { value: 'open', label: 'Abierto' },
  { value: 'paid', label: 'Pagado' },
  { value: 'closed', label: 'Cerrado' },
  { value: 'canceled', label: 'Anulado' },
] as const;

/**
 * An order a branch's point of sale synced (spec §3 "POS order"): written only by the pos module from
 * `POST /api/v1/pos/orders`, once per branch and local_reference; the back office lists it per branch and turn.
 */
export const posOrder = defineResource({
  name: 'pos-order',
  table: 'pos_order',
  permission: 'pos-order',
  label: { one: 'Pedido POS', many: 'Pedidos POS' },
  scope: 'company',
  searchField: 'local_reference',
  readOnly: true,
  defaultOrder: { field: 'id', direction: 'DESC' },
  fields: [
    { name: 'local_reference', kind: 'text', label: 'Referencia local', readOnly: true, list: true, filter: true },
    { name: 'bus_subsidiary_id', kind: 'reference', label: 'Sede', reference: 'subsidiary', readOnly: true, list: true, filter: true },
    { name: 'bill_cash_register_id', kind: 'reference', label: 'Caja', reference: 'pos-cash-register', readOnly: true, filter: true },
    { name: 'bill_cahs_register_turn_id', kind: 'reference', label: 'Turno de caja', reference: 'pos-cash-register-turn', readOnly: true, list: true, filter: true },
    { name: 'order_status', kind: 'select', label: 'Estado', options: POS_ORDER_STATUS_OPTIONS, readOnly: true, list: true, filter: true },
    { name: 'status_payment', kind: 'select', label: 'Pago', options: [{ value: 'pending', label: 'Pendiente' }, { value: 'paid', label: 'Pagado' }], readOnly: true, filter: true },
    { name: 'is_open', kind: 'boolean', label: 'Abierto', readOnly: true },
    { name: 'date_order', kind: 'datetime', label: 'Fecha del pedido', readOnly: true, list: true, filter: true },
    { name: 'date_sync', kind: 'datetime', label: 'Sincronizado el', readOnly: true, list: true },
    { name: 'opening_date', kind: 'datetime', label: 'Abierto el', readOnly: true },
    { name: 'closing_date', kind: 'datetime', label: 'Cerrado el', readOnly: true },
    { name: 'dining_in', kind: 'boolean', label: 'En mesa', readOnly: true, filter: true },
    { name: 'name_table', kind: 'text', label: 'Mesa', readOnly: true, list: true },
    { name: 'is_domicile', kind: 'boolean', label: 'Domicilio', readOnly: true, list: true, filter: true },
    { name: 'price_domicile', kind: 'money', label: 'Valor del domicilio', readOnly: true },
    { name: 'store_pickup', kind: 'boolean', label: 'Recoger en tienda', readOnly: true, filter: true },
    { name: 'is_separated', kind: 'boolean', label: 'Separado', readOnly: true },
    { name: 'bus_person_customer_id', kind: 'integer', label: 'Cliente (id)', readOnly: true },
    { name: 'customer_name', kind: 'text', label: 'Cliente', readOnly: true, list: true, filter: true },
    { name: 'bus_person_cashier_id', kind: 'reference', label: 'Cajero', reference: 'pos-employee', readOnly: true, filter: true },
    { name: 'gen_person_seller_id', kind: 'reference', label: 'Vendedor', reference: 'pos-employee', readOnly: true, filter: true },
    { name: 'bus_person_domiciliary_id', kind: 'reference', label: 'Domiciliario', reference: 'pos-employee', readOnly: true, filter: true },
    { name: 'canceled', kind: 'boolean', label: 'Anulado', readOnly: true, filter: true },
    { name: 'cancellation_date', kind: 'datetime', label: 'Anulado el', readOnly: true },
    { name: 'cancellation_reason', kind: 'text', label: 'Motivo de anulación', readOnly: true, max: 500 },
    { name: 'note', kind: 'text', label: 'Nota', readOnly: true, max: 500 },
    { name: 'subtotal_amount', kind: 'money', label: 'Subtotal', readOnly: true },
    { name: 'discount_amount', kind: 'money', label: 'Descuento', readOnly: true },
    { name: 'tax_amount', kind: 'money', label: 'Impuestos', readOnly: true, list: true },
    { name: 'total_amount', kind: 'money', label: 'Total', readOnly: true, list: true },
    { name: 'data_items', kind: 'json', label: 'Líneas', readOnly: true },
    { name: 'data_customer', kind: 'json', label: 'Datos del cliente', readOnly: true },
    { name: 'shipping_address', kind: 'json', label: 'Dirección de entrega', readOnly: true },
    { name: 'data_cashier', kind: 'json', label: 'Datos del cajero', readOnly: true },
    { name: 'data_seller', kind: 'json', label: 'Datos del vendedor', readOnly: true },
    { name: 'data_domiciliary', kind: 'json', label: 'Datos del domiciliario', readOnly: true },
    { name: 'data_payments', kind: 'json', label: 'Pagos', readOnly: true },
  ],
});

/** A cashier's turn at a cash register: opened and closed from the POS; its totals per payment method are its orders'. */
export const posCashRegisterTurn = defineResource({
  name: 'pos-cash-register-turn',
  table: 'pos_cash_register_turn',
  permission: 'pos-order',
  label: { one: 'Turno de caja', many: 'Turnos de caja' },
  scope: 'company',
  searchField: 'local_reference',
  referenceLabel: 'local_reference',
  readOnly: true,
  defaultOrder: { field: 'id', direction: 'DESC' },
  fields: [
    { name: 'local_reference', kind: 'text', label: 'Referencia local', readOnly: true, list: true, filter: true },
    { name: 'bus_subsidiary_id', kind: 'reference', label: 'Sede', reference: 'subsidiary', readOnly: true, list: true, filter: true },
    { name: 'bill_cash_register_id', kind: 'reference', label: 'Caja', reference: 'pos-cash-register', readOnly: true, list: true, filter: true },
    { name: 'bus_person_cashier_id', kind: 'reference', label: 'Cajero', reference: 'pos-employee', readOnly: true, list: true, filter: true },
    { name: 'status', kind: 'select', label: 'Estado', options: [{ value: 'open', label: 'Abierto' }, { value: 'closed', label: 'Cerrado' }], readOnly: true, list: true, filter: true },
    { name: 'opening_date', kind: 'datetime', label: 'Apertura', readOnly: true, list: true, filter: true },
    { name: 'closing_date', kind: 'datetime', label: 'Cierre', readOnly: true, list: true },
    { name: 'opening_amount', kind: 'money', label: 'Base de caja', readOnly: true, list: true },
    { name: 'closing_amount', kind: 'money', label: 'Valor contado', readOnly: true },
    { name: 'total', kind: 'money', label: 'Total vendido', readOnly: true, list: true, computed: true, sortable: false },
  ],
});
