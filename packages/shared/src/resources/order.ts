import { defineResource } from './define.ts';

export const ORDER_STATES = [
  { value: 'draft', label: 'Borrador' },
  { value: 'finalized', label: 'Finalizado' },
  { value: 'rejected', label: 'Rechazado' },
  { value: 'annulled', label: 'Anulado' },
] as const;

export const ORDER_SOURCES = [
  { value: 'direct', label: 'Compra directa' },
  { value: 'store', label: 'Tienda' },
  { value: 'booking', label: 'Reserva' },
] as const;

/** Reasons offered by the note dialog when rejecting or annulling ('other' asks for a free note). */
export const ORDER_REASONS = ['Saldo insuficiente', 'Sin inventario', 'Solicitud del cliente', 'Error en el pedido', 'other'] as const;

/**
 * An order of one product (DOMAIN.md "Documents and their states"): draft → finalized (paid from the buyer's
 * balance, units delivered, commissions posted) | rejected (nothing charged); finalized → annulled (units back
 * to stock, money refunded by reversal rows). Written only by the sales service: the generic engine lists,
 * shows and exports it; `sales` lists the finalized ones.
 */
export const order = defineResource({
  name: 'order',
  table: 'orders',
  permission: 'order',
  label: { one: 'Pedido', many: 'Pedidos' },
  scope: 'company',
  searchField: 'product_name',
  ownerField: 'user_id',
  readOnly: true,
  defaultOrder: { field: 'id', direction: 'DESC' },
  fields: [
    { name: 'number', kind: 'integer', label: 'Número', readOnly: true, list: true, filter: true },
    { name: 'user_id', kind: 'reference', label: 'Comprador', reference: 'user', list: true, filter: true },
    { name: 'type_digital_account_id', kind: 'reference', label: 'Producto', reference: 'type-digital-account', required: true, list: true, filter: true },
    { name: 'product_name', kind: 'text', label: 'Nombre del producto', readOnly: true, filter: true },
    { name: 'quantity', kind: 'integer', label: 'Cantidad', required: true, min: 1, max: 100, list: true },
    { name: 'unit_price', kind: 'money', label: 'Precio unitario', readOnly: true, list: true },
    { name: 'total', kind: 'money', label: 'Total', readOnly: true, list: true },
    // a coupon's discount (modules/coupons): total = unit_price × quantity − discount, taken from the company's revenue
    { name: 'coupon_code', kind: 'text', label: 'Cupón', readOnly: true, filter: true, max: 40 },
    { name: 'discount', kind: 'money', label: 'Descuento del cupón', readOnly: true },
    { name: 'status', kind: 'select', label: 'Estado', options: ORDER_STATES, readOnly: true, list: true, filter: true, defaultValue: 'draft' },
    { name: 'source', kind: 'select', label: 'Origen', options: ORDER_SOURCES, readOnly: true, list: true, filter: true, defaultValue: 'direct' },
    { name: 'order_booking_id', kind: 'reference', label: 'Reserva', reference: 'order-booking', readOnly: true, filter: true },
    { name: 'reason', kind: 'text', label: 'Motivo', readOnly: true, max: 500 },
    { name: 'finalized_at', kind: 'datetime', label: 'Finalizado el', readOnly: true, list: true, filter: true },
    { name: 'annulled_at', kind: 'datetime', label: 'Anulado el', readOnly: true, filter: true },
  ],
  status: {
    field: 'status',
    lists: [
      { name: 'order-draft', value: 'draft', label: 'Pedidos en borrador' },
      { name: 'order-finalized', value: 'finalized', label: 'Pedidos finalizados' },
      { name: 'order-rejected', value: 'rejected', label: 'Pedidos rechazados' },
      { name: 'sales', value: 'finalized', label: 'Ventas' },
    ],
  },
  actions: [
    { name: 'finalize', label: 'Finalizar (pagar con saldo)', from: ['draft'], ask: 'confirm' },
    { name: 'reject', label: 'Rechazar', from: ['draft'], ask: 'reason', reasons: ORDER_REASONS },
    { name: 'annul', label: 'Anular', from: ['finalized'], ask: 'reason', reasons: ORDER_REASONS },
  ],
});

export const BOOKING_STATES = [
  { value: 'draft', label: 'Reservada' },
  { value: 'finalized', label: 'Finalizada' },
  { value: 'rejected', label: 'Rechazada' },
] as const;

/**
 * A reservation (DOMAIN.md): booking holds the buyer's balance; finalize assigns units and captures the hold
 * (the sale is an order with source 'booking'); reject releases it; an unfinalized booking expires after the
 * configured `booking_expiry_minutes` and releases by itself (it ends rejected, with the reason saying so).
 */
export const orderBooking = defineResource({
  name: 'order-booking',
  table: 'order_booking',
  permission: 'order-booking',
  label: { one: 'Reserva', many: 'Reservas' },
  gender: 'f',
  scope: 'company',
  searchField: 'product_name',
  ownerField: 'user_id',
  readOnly: true,
  defaultOrder: { field: 'id', direction: 'DESC' },
  fields: [
    { name: 'number', kind: 'integer', label: 'Número', readOnly: true, list: true, filter: true },
    { name: 'user_id', kind: 'reference', label: 'Comprador', reference: 'user', list: true, filter: true },
    { name: 'type_digital_account_id', kind: 'reference', label: 'Producto', reference: 'type-digital-account', required: true, list: true, filter: true },
    { name: 'product_name', kind: 'text', label: 'Nombre del producto', readOnly: true, filter: true },
    { name: 'quantity', kind: 'integer', label: 'Cantidad', required: true, min: 1, max: 100, list: true },
    { name: 'unit_price', kind: 'money', label: 'Precio unitario', readOnly: true, list: true },
    { name: 'total', kind: 'money', label: 'Valor retenido', readOnly: true, list: true },
    { name: 'status', kind: 'select', label: 'Estado', options: BOOKING_STATES, readOnly: true, list: true, filter: true, defaultValue: 'draft' },
    { name: 'expires_at', kind: 'datetime', label: 'Vence el', readOnly: true, list: true, filter: true },
    { name: 'order_id', kind: 'reference', label: 'Pedido', reference: 'order', readOnly: true, list: true, filter: true },
    { name: 'reason', kind: 'text', label: 'Motivo', readOnly: true, max: 500 },
    { name: 'finalized_at', kind: 'datetime', label: 'Finalizada el', readOnly: true, filter: true },
  ],
  status: {
    field: 'status',
    lists: [
      { name: 'order-booking-draft', value: 'draft', label: 'Reservas vigentes' },
      { name: 'order-booking-finalized', value: 'finalized', label: 'Reservas finalizadas' },
      { name: 'order-booking-rejected', value: 'rejected', label: 'Reservas rechazadas' },
      { name: 'order-booking-sales', value: 'finalized', label: 'Ventas por reserva' },
    ],
  },
  actions: [
    { name: 'finalize', label: 'Finalizar (entregar)', from: ['draft'], ask: 'confirm' },
    { name: 'reject', label: 'Rechazar', from: ['draft'], ask: 'reason', reasons: ORDER_REASONS },
  ],
});

export const OTHERS_STATES = [
  { value: 'in_progress', label: 'En proceso' },
  { value: 'finalized', label: 'Finalizada' },
  { value: 'annulled', label: 'Anulada' },
] as const;

/**
 * A request for a product fulfilled by hand (DOMAIN.md "Digital account (others)"): in progress → finalized (staff
 * write the credentials; the buyer is charged then, commissions posted) | annulled (refund when it was charged).
 * Its password and PIN are credentials like a stock unit's (DOMAIN.md "Credential views").
 */
export const digitalAccountOthers = defineResource({
  name: 'digital-account-others',
  table: 'digital_account_others',
  permission: 'digital-account-others',
  label: { one: 'Cuenta digital (otros)', many: 'Cuentas digitales (otros)' },
  gender: 'f',
  scope: 'company',
  searchField: 'product_name',
  ownerField: 'user_id',
  defaultOrder: { field: 'id', direction: 'DESC' },
  fields: [
    { name: 'user_id', kind: 'reference', label: 'Solicitante', reference: 'user', list: true, filter: true, createOnly: true },
    { name: 'type_digital_account_id', kind: 'reference', label: 'Producto', reference: 'type-digital-account', required: true, list: true, filter: true, createOnly: true },
    { name: 'product_name', kind: 'text', label: 'Nombre del producto', readOnly: true, filter: true },
    { name: 'description', kind: 'textarea', label: 'Detalle de la solicitud', max: 2000 },
    { name: 'login', kind: 'text', label: 'Usuario o correo', max: 160, list: true },
    // what the buyer receives: masked in every answer and never exported, shown by the reveal call (a view each)
    { name: 'password', kind: 'text', label: 'Contraseña', max: 160, credential: true, sortable: false },
    { name: 'profile_name', kind: 'text', label: 'Perfil', max: 60 },
    { name: 'pin', kind: 'text', label: 'PIN', max: 12, credential: true, sortable: false },
    { name: 'price', kind: 'money', label: 'Precio cobrado', readOnly: true, list: true },
    { name: 'renewal_limit_date', kind: 'date', label: 'Fecha límite de renovación', readOnly: true, list: true },
    { name: 'status', kind: 'select', label: 'Estado', options: OTHERS_STATES, readOnly: true, list: true, filter: true, defaultValue: 'in_progress' },
    { name: 'charged', kind: 'boolean', label: 'Cobrada', readOnly: true, list: true, defaultValue: false },
    { name: 'reason', kind: 'text', label: 'Motivo', readOnly: true, max: 500 },
    { name: 'finalized_at', kind: 'datetime', label: 'Finalizada el', readOnly: true, filter: true },
  ],
  status: {
    field: 'status',
    lists: [
      { name: 'digital-account-others-in-progress', value: 'in_progress', label: 'Solicitudes en proceso' },
      { name: 'digital-account-others-finalized', value: 'finalized', label: 'Solicitudes finalizadas' },
      { name: 'digital-account-others-annulled', value: 'annulled', label: 'Solicitudes anuladas' },
    ],
  },
  actions: [
    { name: 'finalize', label: 'Finalizar (entregar y cobrar)', from: ['in_progress'], ask: 'confirm' },
    { name: 'annul', label: 'Anular', from: ['in_progress', 'finalized'], ask: 'reason', reasons: ORDER_REASONS },
  ],
});
