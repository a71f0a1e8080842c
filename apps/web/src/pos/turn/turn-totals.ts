import { addCents } from '@app/shared/money/arithmetic';
import type { PosLocalOrder } from '../pos-model.ts';

export interface TurnTotal { payment_method_id: number; name: string; amount: number; orders: number }

/**
 * A turn's takings per payment method: the payments of its paid or closed orders (canceled ones count nothing),
 * the same sum the server keeps for the turn.
 */
export function turnTotals(orders: readonly PosLocalOrder[]): { totals: TurnTotal[]; total: number } {
  const byMethod = new Map<number, TurnTotal>();
  for (const o of orders) {
    if (o.order_status !== 'closed' && o.order_status !== 'paid') continue;
    for (const p of o.data_payments) {
      const row = byMethod.get(p.payment_method_id) ?? { payment_method_id: p.payment_method_id, name: p.name, amount: 0, orders: 0 };
      row.amount = addCents(row.amount, p.amount);
      row.orders += 1;
      byMethod.set(p.payment_method_id, row);
    }
  }
  const totals = [...byMethod.values()].sort((a, b) => a.name.localeCompare(b.name));
  return { totals, total: addCents(...totals.map((t) => t.amount)) };
}
