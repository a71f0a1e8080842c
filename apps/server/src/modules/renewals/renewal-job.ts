import { formatDate } from '@app/shared';
import { randomInt } from 'node:crypto';
import { inTransaction, type Db } from '../../db/client.ts';
import { diffChanges, SYSTEM_ACTOR, writeLog } from '../../lib/audit.ts';
import { closedEvent, notifyRenewal } from './renewal-events.ts';
import { releaseAccount, releaseProfile } from '../inventory/index.ts';
import {
  companiesWithOwnedUnits, lockExpiredUnits, lockOverdueTickets, pinsOf, productNameOf, unitsDueWithoutTicket, updateTicket,
} from './renewal-repository.ts';
import { noticeDays, openTicket } from './renewal-tickets.ts';

const BATCH = 100;

/** A 4-digit PIN other than the one the buyer knew. */
export function newPin(old: string | null): string {
  for (;;) {
    const pin = String(randomInt(0, 10_000)).padStart(4, '0');
    if (pin !== old) return pin;
  }
}

export interface RenewalCycleResult {
  opened: number;
  closed: number;
  freed: number;
}

/**
 * The daily renewal run (DOMAIN.md "Renewal ticket"), run by the job queue on start and every day:
 * 1. opens a `to_be_renewed` ticket for every sold unit whose date is within its company's notice days, once per
 *    unit and period (the unique index: two runs at once open each ticket once);
 * 2. closes the tickets due or waiting for approval whose date has passed (the day after it); a ticket staff
 *    reopened (`open`) is theirs to renew or close;
 * 3. frees the units whose date has passed with no pending ticket: back to stock with a new PIN (the buyer loses
 *    access; the order, the ledger and the logs keep the sale).
 * Small transactions, rows taken with SKIP LOCKED: safe beside a renewal being made right now, and beside a
 * second run.
 */
export async function runRenewalCycle(db: Db): Promise<RenewalCycleResult> {
  const result: RenewalCycleResult = { opened: 0, closed: 0, freed: 0 };

  for (const companyId of await companiesWithOwnedUnits(db)) {
    const days = await noticeDays(db, companyId);
    for (const unit of await unitsDueWithoutTicket(db, companyId, days)) {
      await inTransaction(db, async (tx) => {
        if (await openTicket(tx, unit, SYSTEM_ACTOR, false)) result.opened++;
      });
    }
  }

  const names = new Map<number, string>();
  const productName = async (typeId: number) => {
    if (!names.has(typeId)) names.set(typeId, await productNameOf(db, typeId));
    return names.get(typeId)!;
  };

  for (;;) {
    const n = await inTransaction(db, async (tx) => {
      const due = await lockOverdueTickets(tx, BATCH);
      for (const before of due) {
        // an early request nobody approved in time ends the same way, said as it is
        const reason = before.renovation_ticket_status === 'to_be_approved' ? 'Venció sin aprobarse' : 'Venció sin renovarse';
        const row = await updateTicket(tx, before.id, { renovation_ticket_status: 'close', reason });
        await writeLog(tx, { companyId: before.company_id as number, objectType: 'renovation-ticket', objectId: before.id, actor: SYSTEM_ACTOR, text: `Ticket de renovación cerrado: ${reason.toLowerCase()}`, changes: diffChanges(before, row) });
        await notifyRenewal(tx, closedEvent(row, await productName(row.type_digital_account_id as number)), SYSTEM_ACTOR);
      }
      return due.length;
    });
    result.closed += n;
    if (n < BATCH) break;
  }

  for (;;) {
    const n = await inTransaction(db, async (tx) => {
      const expired = await lockExpiredUnits(tx, BATCH);
      for (const unit of expired) {
        const pins = await pinsOf(tx, unit);
        const fresh = new Map([...pins].map(([id, pin]) => [id, newPin(pin)]));
        if (unit.profile_id) await releaseProfile(tx, unit.profile_id, fresh.get(unit.profile_id)!);
        else await releaseAccount(tx, unit.digital_account_id, (id) => fresh.get(id) ?? newPin(null));
        const text = `Liberado al inventario con un PIN nuevo: venció el ${formatDate(unit.renewal_limit_date)} sin renovarse`;
        const changes = { user_id: [unit.user_id, null], state: [unit.state, 'available'], renewal_limit_date: [unit.renewal_limit_date, null] };
        await writeLog(tx, unit.profile_id
          ? { companyId: unit.company_id, objectType: 'profiles', objectId: unit.profile_id, actor: SYSTEM_ACTOR, text, changes }
          : { companyId: unit.company_id, objectType: 'digital-account', objectId: unit.digital_account_id, actor: SYSTEM_ACTOR, text, changes });
      }
      return expired.length;
    });
    result.freed += n;
    // a batch holds profiles and whole accounts: keep going while either kind filled it
    if (n === 0) break;
  }
  return result;
}
