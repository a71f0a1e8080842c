import type { ReceiptData } from '@app/shared/contracts/pos';
import { addCents } from '@app/shared/money/arithmetic';
import type { PosInstallation, PosLocalOrder } from '../pos-model.ts';

const when = (iso: string) => new Date(iso).toLocaleString('es-CO', { timeZone: 'America/Bogota', dateStyle: 'short', timeStyle: 'short' });

/** The receipt of a POS order made on this till (a store order's comes from the server in the same shape). */
export function posReceiptData(order: PosLocalOrder, installation: PosInstallation, names: { company: string; cashier?: string; domiciliary?: string }): ReceiptData {
  const paid = addCents(...order.data_payments.map((p) => p.amount));
  const taxes = new Map<string, number>();
  for (const l of order.lines) for (const t of l.priced.taxes) taxes.set(t.name, addCents(taxes.get(t.name) ?? 0, t.value));
  const a = order.shipping_address;
  return {
    fields: {
      company_name: names.company,
      subsidiary_name: installation.subsidiary.name,
      subsidiary_address: installation.subsidiary.address ?? '',
      subsidiary_phone: installation.subsidiary.phone ?? '',
      number: order.server_id ? String(order.server_id) : order.local_reference.slice(-6).toUpperCase(),
      date: when(order.closing_date ?? order.date_order),
      customer_name: order.customer.name,
      customer_document: order.customer.document,
      customer_phone: order.customer.phone,
      shipping_address: order.order_type === 'delivery' && a ? [a.line, a.city, a.state, a.country.name].filter(Boolean).join(', ') : '',
      name_table: order.order_type === 'table' ? order.name_table ?? '' : '',
      order_type: order.order_type === 'table' ? 'Mesa' : order.order_type === 'delivery' ? 'Domicilio' : 'Para llevar',
      payment_methods: order.data_payments.map((p) => p.name).join(', '),
      cashier: names.cashier ?? '',
      seller: '',
      note: names.domiciliary ? `Domiciliario: ${names.domiciliary}` : '',
    },
    lines: order.lines.map((l) => ({
      description: `${l.priced.description}${l.priced.variant_name ? ` (${l.priced.variant_name})` : ''}`,
      quantity: l.priced.quantity,
      unit_price: l.priced.comercial_ammount,
      total: l.priced.total_amount,
      details: [
        ...l.priced.options.map((o) => o.name),
        ...l.priced.discounts.map((d) => `Descuento ${d.percentage} %`),
        ...(l.priced.free_of_charge_indicator ? ['Cortesía'] : []),
        ...l.priced.sub_items.map((s) => `+ ${s.quantity} × ${s.description}`),
      ],
    })),
    amounts: {
      subtotal_amount: order.subtotal_amount,
      discount_amount: order.discount_amount,
      tax_amount: order.tax_amount,
      price_domicile: order.order_type === 'delivery' ? order.price_domicile : 0,
      total_amount: order.total_amount,
      paid_amount: paid,
      change_amount: Math.max(0, paid - order.total_amount),
    },
    taxes: [...taxes].map(([name, value]) => ({ name, value })),
  };
}
