import { formatDateTime, formatMoney } from '@app/shared';
import type { ReceiptData } from '@app/shared/contracts/pos';
import type { AuthContext } from '../../plugins/auth.ts';

type OrderRow = Record<string, unknown>;

/**
 * A store order (one product, quantity, coupon discount) as receipt data, printed with the company's receipt
 * layout like a POS order. The order is read through the order resource's own service, so tenant and subtree
 * rules are the engine's.
 */
export function storeOrderReceipt(auth: AuthContext, order: OrderRow): ReceiptData {
  const quantity = Number(order.quantity ?? 0);
  const unit = Number(order.unit_price ?? 0);
  const discount = Number(order.discount ?? 0);
  const total = Number(order.total ?? 0);
  const subtotal = unit * quantity;
  const date = String(order.finalized_at ?? order.created_at ?? '');
  return {
    fields: {
      company_name: auth.tenant.name,
      number: String(order.number ?? order.id),
      date: date ? formatDateTime(date) : '',
      customer_name: String(order.user_name ?? ''),
      order_type: 'Pedido de la tienda',
      payment_methods: order.status === 'finalized' ? 'Saldo' : '',
      note: order.coupon_code ? `Cupón ${String(order.coupon_code)}` : '',
    },
    lines: [{
      description: String(order.product_name ?? ''), quantity, unit_price: unit, total: subtotal,
      details: order.coupon_code ? [`Cupón ${String(order.coupon_code)}: -${formatMoney(discount)}`] : [],
    }],
    amounts: {
      subtotal_amount: subtotal, discount_amount: discount, tax_amount: 0, price_domicile: 0, total_amount: total,
      paid_amount: order.status === 'finalized' ? total : 0, change_amount: 0,
    },
    taxes: [],
  };
}
