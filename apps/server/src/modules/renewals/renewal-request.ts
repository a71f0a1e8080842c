import { OWNED_PROFILE_STATES } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { diffChanges, writeLog } from '../../lib/audit.ts';
import type { Caller } from '../../lib/caller.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { userInSubtree } from '../users/index.ts';
import { dueEvent, notifyRenewal } from './renewal-events.ts';
import {
  findProfileUnit, findTicketOfPeriod, lockTicket, lockUnit, productNameOf, updateTicket, type TicketRow, type UnitRow,
} from './renewal-repository.ts';
import { stateLabel } from './renewal-states.ts';
import { openTicket, withinNotice } from './renewal-tickets.ts';

/** Whether the unit is still the buyer's (a profile sold or renewed, or an account sold whole). */
export const isOwned = (unit: UnitRow | undefined, buyerId: number): unit is UnitRow =>
  !!unit && unit.user_id === buyerId && (unit.profile_id ? (OWNED_PROFILE_STATES as readonly string[]).includes(unit.state) : unit.state === 'sold');

/** How a request ended: a new ticket, the period's ticket already waiting, or a waiting request that is due now. */
export type RequestOutcome = 'created' | 'existing' | 'due';

/**
 * A renewal asked for before the daily job opens it, by the buyer, its ancestor or staff, whatever door it comes
 * through (the back office, the store's client profile, the reseller API): DOMAIN.md "Early renewal approval".
 * Outside the company's notice window the period's ticket waits `to_be_approved` and nothing is charged until staff
 * approve it; inside the window it is `to_be_renewed`, exactly what the job would open, which the buyer renews
 * itself. Asking again answers the period's waiting ticket. A request still waiting when its unit has entered the
 * window is no longer early: asking again makes it due (`to_be_renewed`, at the price it was asked at), so a buyer
 * willing to pay is not left waiting for an approval until the job closes the period and frees the unit.
 */
export async function requestRenewal(tx: Tx, caller: Caller, profileId: number): Promise<{ item: TicketRow; outcome: RequestOutcome }> {
  const unit = await requestedUnit(tx, caller, profileId);
  const inside = await withinNotice(tx, unit);
  const opened = await openTicket(tx, unit, caller.actor, true, inside ? 'to_be_renewed' : 'to_be_approved');
  if (opened) return { item: opened, outcome: 'created' };
  const existing = await periodTicket(tx, caller, unit);
  if (!inside || existing.renovation_ticket_status !== 'to_be_approved') return { item: existing, outcome: 'existing' };
  const due = await dueNow(tx, caller, existing);
  return { item: due, outcome: due.renovation_ticket_status === 'to_be_renewed' ? 'due' : 'existing' };
}

/** The unit of a bought profile the caller may ask to renew (its own, its subtree's; staff any), row-locked. */
async function requestedUnit(tx: Tx, caller: Caller, profileId: number): Promise<UnitRow> {
  const profile = await findProfileUnit(tx, caller.companyId, profileId);
  const missing = () => notFound(`Perfil: el registro ${profileId} no existe.`);
  if (!profile || profile.user_id === null) {
    if (profile && caller.seesWholeCompany) throw conflict('Ese perfil no está vendido: no hay nada que renovar.');
    throw missing();
  }
  if (!caller.seesWholeCompany && !(await userInSubtree(tx, profile.user_id, caller.user.path))) throw missing();
  // a profile of an account sold whole is renewed with its account
  const ref = profile.account_owner_id ? { digital_account_id: profile.digital_account_id, profile_id: null } : { digital_account_id: profile.digital_account_id, profile_id: profile.id };
  const unit = await lockUnit(tx, ref);
  if (!isOwned(unit, profile.user_id)) throw conflict('Ese perfil no está vendido: no hay nada que renovar.');
  return unit;
}

/** The ticket the unit's period already has, when it is still waiting (to be approved or renewed); else a Spanish 409. */
async function periodTicket(tx: Tx, caller: Caller, unit: UnitRow): Promise<TicketRow> {
  const existing = await findTicketOfPeriod(tx, caller.companyId, unit, unit.renewal_limit_date);
  if (!existing) throw notFound('El producto o el comprador ya no existen en esta empresa.');
  if (!['to_be_approved', 'to_be_renewed'].includes(existing.renovation_ticket_status as string)) {
    throw conflict(`La renovación de este periodo ya está ${stateLabel(existing.renovation_ticket_status)} (ticket ${existing.id}).`, 'RENEWAL_WRONG_STATE');
  }
  return existing;
}

/** to_be_approved → to_be_renewed under the ticket's lock (staff may have approved or rejected it meanwhile). */
async function dueNow(tx: Tx, caller: Caller, ticket: TicketRow): Promise<TicketRow> {
  const before = await lockTicket(tx, caller.companyId, ticket.id);
  if (!before || before.renovation_ticket_status !== 'to_be_approved') return before ?? ticket;
  const row = await updateTicket(tx, ticket.id, { renovation_ticket_status: 'to_be_renewed' });
  await writeLog(tx, {
    companyId: caller.companyId, objectType: 'renovation-ticket', objectId: ticket.id, actor: caller.actor,
    text: 'La unidad entró en el plazo de aviso: la solicitud anticipada queda por renovar', changes: diffChanges(before, row),
  });
  await notifyRenewal(tx, dueEvent(row, await productNameOf(tx, row.type_digital_account_id as number)), caller.actor);
  return row;
}
