import { executeStatement, type Statement, type Tx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { webhookEventStatement } from '../webhooks/index.ts';

/**
 * "Order delivered" (DOMAIN.md "Notifications"), in the delivering transaction: the buyer hears about it when
 * someone else delivered it (staff paying a draft or finalizing a booking, an approval paying a waiting order).
 * A buyer who pays or buys itself is looking at the credentials already, so it gets no notification of its own act.
 */
export async function notifyDelivered(tx: Tx, caller: { companyId: number; user: { id: number } }, order: { id: number; number?: unknown; user_id?: unknown; quantity?: unknown; product_name?: unknown }) {
  const buyer = Number(order.user_id);
  if (!buyer) return;
  await emitDelivered(tx, caller.companyId, order);
  if (buyer === caller.user.id) return;
  const number = order.number ? ` #${String(order.number)}` : '';
  await notify(tx, {
    companyId: caller.companyId,
    userId: buyer,
    kind: 'order_delivered',
    text: `Tu pedido${number} fue entregado: ${String(order.quantity ?? '')} × ${String(order.product_name ?? '')}. Las credenciales están en el pedido.`,
    link: `/admin/order/${order.id}`,
  });
}

/**
 * The buyer's `order.delivered` webhooks (modules/webhooks), for every delivery including the buyer's own
 * purchases (a bot hears of orders placed from any of its processes); the order's units are read through the API.
 */
export async function emitDelivered(tx: Tx, companyId: number, order: DeliveredOrder) {
  await executeStatement(tx, deliveredStatement(tx, companyId, order));
}

type DeliveredOrder = { id: number; number?: unknown; user_id?: unknown; quantity?: unknown; product_name?: unknown; type_digital_account_id?: unknown; total?: unknown };

/** emitDelivered as a statement, sent with the sale's next ones (a direct purchase: with the debit and the units). */
export function deliveredStatement(tx: Tx, companyId: number, order: DeliveredOrder): Statement<void> {
  return webhookEventStatement(tx, {
    companyId, userId: Number(order.user_id), event: 'order.delivered',
    data: {
      order_id: order.id, number: order.number ?? null, type_digital_account_id: order.type_digital_account_id ?? null,
      product: order.product_name ?? null, quantity: order.quantity ?? null, total: order.total ?? null,
    },
  });
}
