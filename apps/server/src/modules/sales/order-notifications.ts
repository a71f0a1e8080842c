import type { Tx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';

/**
 * "Order delivered" (DOMAIN.md "Notifications"), in the delivering transaction: the buyer hears about it when
 * someone else delivered it (staff paying a draft or finalizing a booking, an approval paying a waiting order).
 * A buyer who pays or buys itself is looking at the credentials already, so it gets no notification of its own act.
 */
export async function notifyDelivered(tx: Tx, caller: { companyId: number; user: { id: number } }, order: { id: number; number?: unknown; user_id?: unknown; quantity?: unknown; product_name?: unknown }) {
  const buyer = Number(order.user_id);
  if (!buyer || buyer === caller.user.id) return;
  const number = order.number ? ` #${String(order.number)}` : '';
  await notify(tx, {
    companyId: caller.companyId,
    userId: buyer,
    kind: 'order_delivered',
    text: `Tu pedido${number} fue entregado: ${String(order.quantity ?? '')} × ${String(order.product_name ?? '')}. Las credenciales están en el pedido.`,
    link: `/admin/order/${order.id}`,
  });
}
