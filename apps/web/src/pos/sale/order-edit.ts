import type { PosOrderInput } from '@app/shared/contracts/pos';
import { pricePosLine, pricePosOrder } from '@app/shared/tax/pos-order';
import type { PosLineRequest, PosLocalLine, PosLocalOrder, PosLocalTurn, PosOrderType } from '../pos-model.ts';
import type { Catalogue } from './catalogue.ts';

/** A reference no other device or tab can produce: the server keeps one order per branch + local_reference. */
export function newLocalReference(prefix: string): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${random}`;
}

export interface NewOrderContext {
  subsidiaryId: number;
  seq: number;
  cashierId: number | null;
  cashRegisterId: number | null;
  turnLocalReference: string | null;
  now?: Date;
}

/** Spec §4: a POS order starts open, not canceled, store pickup. */
export function newOrder(ctx: NewOrderContext): PosLocalOrder {
  const now = (ctx.now ?? new Date()).toISOString();
  return {
    local_reference: newLocalReference(`pos${ctx.subsidiaryId}`),
    bus_subsidiary_id: ctx.subsidiaryId,
    date_order: now,
    lines: [],
    order_status: 'open',
    is_open: true,
    opening_date: now,
    closing_date: null,
    order_type: 'pickup',
    name_table: null,
    price_domicile: 0,
    customer: { name: '', document: '', phone: '' },
    shipping_address: null,
    bus_person_domiciliary_id: null,
    bus_person_cashier_id: ctx.cashierId,
    bill_cash_register_id: ctx.cashRegisterId,
    turn_local_reference: ctx.turnLocalReference,
    data_payments: [],
    canceled: false,
    cancellation_date: null,
    cancellation_reason: null,
    subtotal_amount: 0,
    discount_amount: 0,
    tax_amount: 0,
    total_amount: 0,
    seq: ctx.seq,
    sync_state: 'local',
    sync_error: null,
    server_id: null,
    date_sync: null,
  };
}

/** The order's totals from its lines with the shared calculators; the lines keep their own pricing. */
export function retotal(order: PosLocalOrder, cat: Catalogue): PosLocalOrder {
  const priceDomicile = order.order_type === 'delivery' ? order.price_domicile : 0;
  const { lines, totals } = pricePosOrder(cat.pricing, {
    data_items: order.lines.map((l) => l.request as PosOrderInput['data_items'][number]),
    is_domicile: order.order_type === 'delivery',
    price_domicile: priceDomicile,
  });
  return {
    ...order,
    lines: order.lines.map((l, i) => ({ ...l, priced: lines[i]! })),
    subtotal_amount: totals.subtotal_amount,
    discount_amount: totals.discount_amount,
    tax_amount: totals.tax_amount,
    total_amount: totals.total_amount,
  };
}

let lineCounter = 0;

/** Adds a line, or one more unit of an identical plain line (same product, variant, options, no discount). */
export function addLine(order: PosLocalOrder, cat: Catalogue, request: PosLineRequest): PosLocalOrder {
  const same = order.lines.find((l) => sameChoice(l.request, request));
  if (same) return updateLine(order, cat, same.line_id, { quantity: same.request.quantity + request.quantity });
  const line: PosLocalLine = {
    line_id: `l${Date.now().toString(36)}${(lineCounter++).toString(36)}`,
    request,
    priced: pricePosLine(cat.pricing, request, order.lines.length + 1),
  };
  return retotal({ ...order, lines: [...order.lines, line] }, cat);
}

function sameChoice(a: PosLineRequest, b: PosLineRequest): boolean {
  const plain = (r: PosLineRequest) => !r.discounts?.length && !r.sub_items?.length && !r.free_of_charge_indicator && !r.note;
  return plain(a) && plain(b) && a.product_id === b.product_id && (a.variant_id ?? null) === (b.variant_id ?? null)
    && (a.options ?? []).join(',') === (b.options ?? []).join(',');
}

export function updateLine(order: PosLocalOrder, cat: Catalogue, lineId: string, patch: Partial<PosLineRequest>): PosLocalOrder {
  return retotal({ ...order, lines: order.lines.map((l) => (l.line_id === lineId ? { ...l, request: { ...l.request, ...patch } } : l)) }, cat);
}

export function removeLine(order: PosLocalOrder, cat: Catalogue, lineId: string): PosLocalOrder {
  return retotal({ ...order, lines: order.lines.filter((l) => l.line_id !== lineId) }, cat);
}

export function setOrderType(order: PosLocalOrder, cat: Catalogue, type: PosOrderType): PosLocalOrder {
  return retotal({ ...order, order_type: type }, cat);
}

/** What POST /api/v1/pos/orders receives for this order (local bookkeeping left out). */
export function toOrderInput(o: PosLocalOrder, turn?: PosLocalTurn | null): PosOrderInput {
  const customer = o.customer.name.trim()
    ? { name: o.customer.name.trim(), document: o.customer.document.trim() || null, phone: o.customer.phone.trim() || null }
    : null;
  return {
    local_reference: o.local_reference,
    bus_subsidiary_id: o.bus_subsidiary_id,
    data_items: o.lines.map((l) => ({
      ...l.request,
      code: l.priced.code, description: l.priced.description, variant_name: l.priced.variant_name,
      comercial_ammount: l.priced.comercial_ammount, subtotal_amount: l.priced.subtotal_amount, discount_amount: l.priced.discount_amount,
      base_amount: l.priced.base_amount, tax_amount: l.priced.tax_amount, item_amount: l.priced.item_amount, total_amount: l.priced.total_amount,
    })),
    order_status: o.order_status,
    date_order: o.date_order,
    opening_date: o.opening_date,
    closing_date: o.closing_date,
    dining_in: o.order_type === 'table',
    name_table: o.order_type === 'table' ? o.name_table : null,
    is_domicile: o.order_type === 'delivery',
    price_domicile: o.order_type === 'delivery' ? o.price_domicile : 0,
    store_pickup: o.order_type === 'pickup',
    data_customer: customer,
    shipping_address: o.order_type === 'delivery' ? o.shipping_address : null,
    bus_person_cashier_id: o.bus_person_cashier_id,
    bus_person_domiciliary_id: o.order_type === 'delivery' ? o.bus_person_domiciliary_id : null,
    bill_cash_register_id: o.bill_cash_register_id,
    // a turn the server already knows goes by its id; one opened here offline by its local reference
    bill_cahs_register_turn_id: turn?.server_id ?? null,
    turn_local_reference: turn?.server_id ? null : o.turn_local_reference,
    data_payments: o.data_payments.map((p) => ({ payment_method_id: p.payment_method_id, amount: p.amount })),
    canceled: o.canceled,
    cancellation_date: o.cancellation_date,
    cancellation_reason: o.cancellation_reason,
    subtotal_amount: o.subtotal_amount,
    discount_amount: o.discount_amount,
    tax_amount: o.tax_amount,
    total_amount: o.total_amount,
  };
}
