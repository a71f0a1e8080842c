import { formatMoney, splitSale } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { diffChanges, writeLog, type Actor } from '../lib/audit.ts';
import { nextNumber } from '../modules/consecutives/index.ts';
import { saleChain } from '../modules/pricing/index.ts';
import { lockUnit, type UnitRow } from '../modules/renewals/index.ts';
import { approveTicket, closeTicket, rejectTicket, renewTicket, reopenTicket } from '../modules/renewals/index.ts';
import { openTicket } from '../modules/renewals/index.ts';
import { chargeSale, deliverUnits } from '../modules/sales/index.ts';
import { dateDemoEntries } from '../modules/ledger/index.ts';
import type { Caller } from '../lib/caller.ts';
import { insertOrder, updateOrder } from '../modules/sales/index.ts';
import { findUserByUsername } from '../modules/users/index.ts';

export type Person = NonNullable<Awaited<ReturnType<typeof findUserByUsername>>>;

export const callerOf = (u: Person): Caller => ({
  companyId: u.company_id, user: { id: u.id, name: u.name, company_id: u.company_id, path: u.path ?? '/' },
  actor: { id: u.id, name: u.name }, seesWholeCompany: u.level_grid === 0,
});

/**
 * A direct purchase of one unit made `daysAgo` days ago, through the same steps as a sale (stock taken, buyer
 * debited, commissions and revenue posted, order numbered and logged); the unit's renewal date is then
 * `dueIn` days from today, as it is for a 30-day product bought 30 − dueIn days ago.
 */
export async function buy(tx: Tx, buyer: Person, productId: number, daysAgo: number): Promise<UnitRow> {
  const sale = (await saleChain(tx, buyer.company_id, buyer.id, productId))!;
  const split = splitSale(sale.chain, 1);
  const number = (await nextNumber(tx, buyer.company_id, 'order')).number;
  const soldAt = sql`now() - make_interval(days => ${daysAgo})`;
  const order = await insertOrder(tx, {
    company_id: buyer.company_id, number, user_id: buyer.id, type_digital_account_id: sale.product.id, product_name: sale.product.name,
    quantity: 1, unit_price: split.unitPrice, total: split.total, status: 'finalized', source: 'direct',
    finalized_at: soldAt, created_at: soldAt, created_by: buyer.id,
  });
  const actor: Actor = { id: buyer.id, name: buyer.name };
  await chargeSale(tx, {
    companyId: buyer.company_id, actor, object: { type: 'order', id: order.id }, keyPrefix: `order:${order.id}`, buyerId: buyer.id, split,
    note: `Pedido #${number} · 1 × ${sale.product.name}`,
  });
  // the purchase's money moved when it was made, not when the seed ran: today's revenue is today's sales'
  await dateDemoEntries(tx, { type: 'order', id: order.id }, soldAt);
  const [unit] = await deliverUnits(tx, { companyId: buyer.company_id, product: sale.product, quantity: 1, buyerId: buyer.id, orderId: order.id });
  // the sale as it was made `daysAgo` days ago: sold then, due one duration later
  const due = sql`(now() AT TIME ZONE 'America/Bogota')::date - ${daysAgo}::int + ${sale.product.duration_days}::int`;
  await tx.execute(sql`UPDATE profiles SET sold_at = now() - make_interval(days => ${daysAgo}), renewal_limit_date = ${due} WHERE order_id = ${order.id}`);
  await tx.execute(sql`UPDATE digital_account SET sold_at = now() - make_interval(days => ${daysAgo}), renewal_limit_date = ${due} WHERE order_id = ${order.id}`);
  const row = await updateOrder(tx, order.id, {});
  await writeLog(tx, { companyId: buyer.company_id, objectType: 'order', objectId: order.id, actor, text: `Compra directa: 1 × ${sale.product.name} (${formatMoney(split.total)})`, changes: diffChanges(null, row) });
  return (await lockUnit(tx, { digital_account_id: unit.digital_account_id, profile_id: unit.profile_id }))!;
}

/**
 * Demo renewals (DOMAIN.md "Renewal ticket"): units the network bought about a month ago, now due, with tickets
 * in every state through the same transitions the API runs — to be renewed (the sub-distributor's profiles, the
 * distributor's whole account), renewed and rejected by the Renovaciones desk,
 * closed by the buyer — and one unit due later, which its buyer can ask to renew early. Early requests (DOMAIN.md
 * "Early renewal approval"): one waiting *por aprobar*, one the desk approved (*aprobado*), and a closed ticket the
 * desk reopened for manual handling (*abierto*). On start, the renewal job opens the tickets of any other unit
 * that falls due.
 */
export async function seedRenewals(tx: Tx): Promise<void> {
  const people = {
    distribuidor: await findUserByUsername(tx, 'distribuidor'),
    subdistribuidor: await findUserByUsername(tx, 'subdistribuidor'),
    renovaciones: await findUserByUsername(tx, 'renovaciones'),
  };
  const { distribuidor, subdistribuidor, renovaciones } = people;
  if (!distribuidor || !subdistribuidor || !renovaciones) return;
  const products = new Map((await tx.execute(sql`SELECT id, service FROM type_digital_account WHERE company_id = ${distribuidor.company_id}`))
    .rows.map((r) => [r.service as string, r.id as number]));
  const product = (service: string) => products.get(service)!;
  const desk = callerOf(renovaciones);

  const open = async (unit: UnitRow) => (await openTicket(tx, unit, { id: null, name: 'Sistema' }, false))!;

  // to be renewed: due in 1 to 3 days
  await open(await buy(tx, subdistribuidor, product('NETFLIX'), 28));
  await open(await buy(tx, subdistribuidor, product('DISNEY+'), 29));
  await open(await buy(tx, distribuidor, product('SPOTIFY PREMIUM'), 27));
  // renewed by the desk
  const renewed = await open(await buy(tx, subdistribuidor, product('MAX'), 28));
  await renewTicket(tx, desk, renewed.id);
  // rejected by the desk
  const rejected = await open(await buy(tx, subdistribuidor, product('NETFLIX'), 27));
  await rejectTicket(tx, desk, rejected.id, 'Cuenta del proveedor no renovable');
  // closed by its buyer, who will not renew
  const closed = await open(await buy(tx, distribuidor, product('NETFLIX'), 29));
  await closeTicket(tx, callerOf(distribuidor), closed.id, null);
  // due in 20 days: no ticket yet (its buyer may ask for one early from its bought profiles)
  await buy(tx, distribuidor, product('DISNEY+'), 10);
  // early requests, outside the notice window: one waiting for the desk, one the desk approved (charged as a renewal)
  const asBuyer = { id: subdistribuidor.id, name: subdistribuidor.name };
  await openTicket(tx, await buy(tx, subdistribuidor, product('SPOTIFY PREMIUM'), 14), asBuyer, true, 'to_be_approved');
  const approved = (await openTicket(tx, await buy(tx, subdistribuidor, product('DISNEY+'), 12), asBuyer, true, 'to_be_approved'))!;
  await approveTicket(tx, desk, approved.id);
  // closed by its buyer, then reopened by the desk: the buyer asked to renew after all
  const reopened = await open(await buy(tx, distribuidor, product('MAX'), 28));
  await closeTicket(tx, callerOf(distribuidor), reopened.id, null);
  await reopenTicket(tx, desk, reopened.id, 'El comprador pidió renovar después del cierre');
}
