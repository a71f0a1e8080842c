import { unusedRefund } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { reverseSalePart, salePaid } from '../sales/index.ts';
import { daysUntil, orderQuantity, renewedTicketsOf, type FaultUnit } from './fault-repository.ts';

/**
 * One payment for a unit's time: the sale that delivered it (its order, whose rows cover all the order's units), or
 * a renewal (one unit). Each bought one duration of days ending on `end`.
 */
interface Payment {
  object: { type: 'order' | 'renovation-ticket'; id: number };
  keyPrefix: string;
  quantity: number;
  end: string;
}

/** What one payment gives back now: its unit's share, times the unused days of its period, rounded down. */
export interface RefundPart extends Payment {
  paid: number;
  daysLeft: number;
  amount: number;
}

/**
 * The payments of a unit's periods: the order that sold it (covering up to the date its first renewal renewed) and
 * each renewal since (covering up to the date it moved the unit to). A replacement carries its order and renewal
 * tickets on (fault-repository.ts), so a replaced unit refunds what its buyer paid for the one it replaced.
 */
async function paymentsOf(tx: Tx, unit: FaultUnit): Promise<Payment[]> {
  const tickets = await renewedTicketsOf(tx, unit);
  const payments: Payment[] = [];
  const firstEnd = tickets[0]?.renewal_limit_date ?? unit.renewal_limit_date;
  if (unit.order_id && firstEnd) {
    payments.push({ object: { type: 'order', id: unit.order_id }, keyPrefix: `order:${unit.order_id}`, quantity: (await orderQuantity(tx, unit.order_id)) ?? 1, end: firstEnd });
  }
  for (const t of tickets) {
    payments.push({ object: { type: 'renovation-ticket', id: t.id }, keyPrefix: `renewal:${t.id}:${t.renewal_count}`, quantity: 1, end: t.renewed_until });
  }
  return payments;
}

/**
 * The refund of a unit's unused days (DOMAIN.md "Fault report"), payment by payment: paid × remaining days ÷
 * duration, rounded down to the cent, never more than the payment still holds. Parts that give nothing are left out.
 */
export async function refundParts(tx: Tx, unit: FaultUnit): Promise<RefundPart[]> {
  const payments = await paymentsOf(tx, unit);
  const days = await daysUntil(tx, payments.map((p) => p.end));
  const parts: RefundPart[] = [];
  for (const [i, p] of payments.entries()) {
    const money = await salePaid(tx, { companyId: unit.company_id, object: p.object, keyPrefix: p.keyPrefix });
    const paid = Math.floor(money.paid / p.quantity);
    const amount = Math.min(unusedRefund(paid, days[i], unit.duration_days), money.live);
    if (amount > 0) parts.push({ ...p, paid, daysLeft: days[i], amount });
  }
  return parts;
}

/**
 * Posts the refund parts in the report's transaction: from each payment, the buyer credited its part and every
 * commission and the revenue debited in proportion, on the sale's own document (reverseSalePart, tag
 * `fault:{reportId}`: applied once). Answers the total refunded.
 */
export async function postRefund(tx: Tx, r: { companyId: number; actor: Actor; reportId: number; parts: RefundPart[]; note: string }): Promise<number> {
  for (const part of r.parts) {
    await reverseSalePart(tx, {
      companyId: r.companyId, actor: r.actor, object: part.object, keyPrefix: part.keyPrefix, tag: `fault:${r.reportId}`, amount: part.amount, note: r.note,
    });
  }
  return r.parts.reduce((sum, p) => sum + p.amount, 0);
}
