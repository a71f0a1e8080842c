import { DEFAULT_RENEWAL_NOTICE_DAYS } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { diffChanges, writeLog, type Actor } from '../../lib/audit.ts';
import { saleChain } from '../pricing/index.ts';
import { configurationValues } from '../settings/index.ts';
import { dueEvent, notifyRenewal } from './renewal-events.ts';
import { insertTicket, TODAY, type TicketRow, type UnitRow } from './renewal-repository.ts';

/** The company's "renewal notice days" (configuration entry `renewal_notice_days`; 3 when unset or invalid). */
export async function noticeDays(tx: Tx, companyId: number): Promise<number> {
  const value = Number((await configurationValues(tx, companyId)).renewal_notice_days);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_RENEWAL_NOTICE_DAYS;
}

/** Whether the unit's date is inside its company's notice window: the daily job would open its ticket by now. */
export async function withinNotice(tx: Tx, unit: UnitRow): Promise<boolean> {
  const days = await noticeDays(tx, unit.company_id);
  const result = await tx.execute(sql`SELECT ${unit.renewal_limit_date}::date <= ${TODAY} + ${days}::int AS inside`);
  return (result.rows[0] as { inside: boolean }).inside;
}

/**
 * Opens the ticket of a unit's current period at the buyer's cost for the product right now (DOMAIN.md: the same
 * price rules as a sale, resolved by the pricing service). Nothing happens when the period already has a ticket
 * (the unique index), so racing openers open it once: answers the new ticket (its buyer told), or null. An early
 * request outside the notice window opens it `to_be_approved`: nothing is due yet, so the buyer is not told to pay.
 */
export async function openTicket(tx: Tx, unit: UnitRow, actor: Actor, requested: boolean, status: 'to_be_renewed' | 'to_be_approved' = 'to_be_renewed'): Promise<TicketRow | null> {
  const sale = await saleChain(tx, unit.company_id, unit.user_id, unit.type_digital_account_id);
  if (!sale) return null;
  const ticket = await insertTicket(tx, {
    company_id: unit.company_id, user_id: unit.user_id, type_digital_account_id: unit.type_digital_account_id,
    digital_account_id: unit.digital_account_id, profile_id: unit.profile_id, login: unit.login, profile_name: unit.profile_name,
    renewal_limit_date: unit.renewal_limit_date, renewal_price: sale.chain[0].cost, renovation_ticket_status: status,
    renewal_count: 0, requested, created_by: actor.id,
  });
  if (!ticket) return null;
  await writeLog(tx, {
    companyId: unit.company_id, objectType: 'renovation-ticket', objectId: ticket.id, actor,
    text: status === 'to_be_approved' ? 'Renovación anticipada solicitada: queda por aprobar (no se cobró nada)'
      : requested ? 'Renovación solicitada antes de tiempo' : 'Ticket de renovación abierto: la unidad vence pronto',
    changes: diffChanges(null, ticket),
  });
  if (status === 'to_be_renewed') await notifyRenewal(tx, dueEvent(ticket, sale.product.name), actor);
  return ticket;
}
