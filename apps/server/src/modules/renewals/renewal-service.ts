import { formatDate, formatMoney, RENEWAL_ANNUL_HOURS, splitSale } from '@app/shared';
import { sql } from 'drizzle-orm';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { diffChanges, writeLog } from '../../lib/audit.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { InsufficientFundsError, userBalance } from '../ledger/index.ts';
import { saleChain } from '../pricing/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { postBuyerDebit, postEarnings, reverseSale, type SalePostingInput } from '../sales/index.ts';
import { reasonText } from '../sales/index.ts';
import { assertTicketState } from './renewal-states.ts';
import { closedEvent, notifyRenewal, renewedEvent } from './renewal-events.ts';
import { userInSubtree } from '../users/index.ts';
import {
  extendedDate, productNameOf, lockTicket, lockUnit, renewedBefore, setUnitDate, updateTicket, type TicketRow,
} from './renewal-repository.ts';
import { isOwned, requestRenewal } from './renewal-request.ts';

/** Most tickets one bulk renewal takes (each is its own transaction). */
export const MAX_BULK_RENEWALS = 100;

const notFoundTicket = (id: number) => notFound(`Ticket de renovación: el registro ${id} no existe.`);
const unitLabel = (t: TicketRow) => `${t.login}${t.profile_name ? ` · ${t.profile_name}` : ''}`;
const keyPrefix = (t: TicketRow, attempt: number) => `renewal:${t.id}:${attempt}`;

/** Staff reach the company's tickets; a buyer its own, an ancestor its subtree's. Anything else reads as missing. */
async function reach(tx: Tx, caller: Caller, row: TicketRow | undefined, id: number): Promise<TicketRow> {
  if (!row || (!caller.seesWholeCompany && !(await userInSubtree(tx, row.user_id as number, caller.user.path)))) throw notFoundTicket(id);
  return row;
}

/** Debits the buyer; a balance that cannot pay is a Spanish 409 saying what is missing (the transaction rolls back). */
async function debit(tx: Tx, money: SalePostingInput, buyerName: string) {
  try {
    await postBuyerDebit(tx, money);
  } catch (err) {
    if (!(err instanceof InsufficientFundsError) || err.account.type !== 'user' || err.account.id !== money.buyerId) throw err;
    const b = await userBalance(tx, money.buyerId);
    const available = (b?.balance ?? 0) + (b?.credit_limit ?? 0);
    throw new AppError(409, `Saldo insuficiente para renovar: la renovación cuesta ${formatMoney(money.split.total)} y el saldo disponible de ${buyerName} es ${formatMoney(available)}; faltan ${formatMoney(money.split.total - available)}. No se realizó ningún cobro.`, undefined, 'INSUFFICIENT_FUNDS');
  }
}

/** Staff see the whole company; a ticket reopened for manual handling is theirs to renew or close. */
function assertStaffFor(caller: Caller, before: TicketRow, action: string) {
  if (before.renovation_ticket_status === 'open' && !caller.seesWholeCompany) {
    throw forbidden(`Solo el personal de renovaciones puede ${action} un ticket reabierto para gestión manual.`);
  }
}

/** How a charge ends: a renewal (from a ticket due, or reopened) or the approval of an early request. */
const CHARGES = {
  renew: { from: ['to_be_renewed', 'open'], to: 'renewed', action: 'renovar' },
  approve: { from: ['to_be_approved'], to: 'approved', action: 'aprobar' },
} as const;

/**
 * Charges a ticket's renewal inside the caller's transaction: the buyer debited the ticket's price (kind
 * 'renewal'), the ancestors paid their commissions and the company its revenue exactly as in a sale (rows
 * `renewal:{id}:{attempt}:…`, summing to zero), the unit's date moved forward by the product's duration from the
 * later of today and its old date. A renewal and an approved early request post the very same rows.
 */
export async function chargeTicket(tx: Tx, caller: Caller, id: number, mode: keyof typeof CHARGES) {
  const charge = CHARGES[mode];
  const before = await reach(tx, caller, await lockTicket(tx, caller.companyId, id), id);
  assertTicketState(before, charge.from, charge.action);
  assertStaffFor(caller, before, charge.action);
  const buyerId = before.user_id as number;
  const unit = await lockUnit(tx, before as never);
  if (!isOwned(unit, buyerId)) throw conflict(`No se puede ${charge.action}: la cuenta ${unitLabel(before)} ya no pertenece al comprador. Cierra o rechaza este ticket.`, 'RENEWAL_WRONG_STATE');
  const sale = await saleChain(tx, caller.companyId, buyerId, before.type_digital_account_id as number);
  if (!sale) throw notFoundTicket(id);
  // the buyer pays the price of the ticket; ancestors earn on it with their costs of today, as in a sale
  const split = splitSale([{ ...sale.chain[0], cost: before.renewal_price as number }, ...sale.chain.slice(1)], 1);
  const attempt = (before.renewal_count ?? 0) + 1;
  const money: SalePostingInput = {
    companyId: caller.companyId, actor: caller.actor, object: { type: 'renovation-ticket', id }, keyPrefix: keyPrefix(before, attempt),
    buyerId, split, debitKind: 'renewal', note: `Renovación · ${sale.product.name} · ${unitLabel(before)}`,
  };
  await debit(tx, money, sale.chain[0].name);
  await postEarnings(tx, money);
  const until = await extendedDate(tx, unit.renewal_limit_date, sale.product.duration_days);
  await setUnitDate(tx, unit, until, 'renewed');
  const row = await updateTicket(tx, id, {
    renovation_ticket_status: charge.to, renewed_until: until, renewed_at: sql`now()`, renewal_count: attempt, reason: null,
  });
  const what = mode === 'approve' ? 'Renovación anticipada aprobada y cobrada' : 'Renovado';
  await writeLog(tx, {
    companyId: caller.companyId, objectType: 'renovation-ticket', objectId: id, actor: caller.actor,
    text: `${what} por ${formatMoney(split.total)}: la unidad vence ahora el ${formatDate(until)}`, changes: diffChanges(before, row),
  });
  if (unit.profile_id) {
    await writeLog(tx, {
      companyId: caller.companyId, objectType: 'profiles', objectId: unit.profile_id, actor: caller.actor,
      text: `Renovado hasta el ${formatDate(until)} (ticket de renovación ${id})`, changes: { renewal_limit_date: [unit.renewal_limit_date, until] },
    });
  }
  await notifyRenewal(tx, renewedEvent(row, sale.product.name), caller.actor);
  return row;
}

/**
 * to_be_renewed (or open, by staff) → renewed inside the caller's transaction (chargeTicket). The seed renews its
 * demo tickets through it too.
 */
export const renewTicket = (tx: Tx, caller: Caller, id: number) => chargeTicket(tx, caller, id, 'renew');

/**
 * to_be_renewed or to_be_approved → rejected (staff, with a reason, e.g. the product was discontinued, or an early
 * request staff turn down). Nothing moves.
 */
export async function rejectTicket(tx: Tx, caller: Caller, id: number, text: string) {
  const before = await reach(tx, caller, await lockTicket(tx, caller.companyId, id), id);
  assertTicketState(before, ['to_be_renewed', 'to_be_approved'], 'rechazar');
  const row = await updateTicket(tx, id, { renovation_ticket_status: 'rejected', reason: text });
  await writeLog(tx, { companyId: caller.companyId, objectType: 'renovation-ticket', objectId: id, actor: caller.actor, text: `Renovación rechazada: ${text}`, changes: diffChanges(before, row) });
  return row;
}

/**
 * to_be_renewed → close: the buyer (or its ancestor) declines, or staff close it; staff also close again a ticket
 * they reopened. The unit stays the buyer's until its date; then the daily job frees it.
 */
export async function closeTicket(tx: Tx, caller: Caller, id: number, reason: string | null) {
  const before = await reach(tx, caller, await lockTicket(tx, caller.companyId, id), id);
  assertTicketState(before, ['to_be_renewed', 'open'], 'cerrar');
  assertStaffFor(caller, before, 'cerrar');
  const text = reason || (before.user_id === caller.user.id ? 'El comprador no renovará' : `Cerrado por ${caller.actor.name}`);
  const row = await updateTicket(tx, id, { renovation_ticket_status: 'close', reason: text });
  await writeLog(tx, { companyId: caller.companyId, objectType: 'renovation-ticket', objectId: id, actor: caller.actor, text: `Ticket de renovación cerrado: ${text}`, changes: diffChanges(before, row) });
  const product = await productNameOf(tx, before.type_digital_account_id as number);
  await notifyRenewal(tx, closedEvent(row, product), caller.actor);
  return row;
}

/**
 * to_be_approved → approved (staff, DOMAIN.md "Early renewal approval"): the early request charged exactly as a
 * renewal (chargeTicket). `approved` is final, like `renewed`: the list "Aprobados" keeps showing the label, and a
 * mistake is annulled within 24 h like a renewal (back to to_be_approved).
 */
export async function approveTicket(tx: Tx, caller: Caller, id: number) {
  if (!caller.seesWholeCompany) throw forbidden('Solo el personal de renovaciones puede aprobar una renovación anticipada.');
  return chargeTicket(tx, caller, id, 'approve');
}

/**
 * close or rejected → open (staff, with a reason): reopened for manual handling, e.g. a buyer who asks to renew
 * after the ticket closed. From open, staff renew it (charged as a renewal) or close it again; the daily job
 * leaves it alone (it holds the unit until staff decide). Nothing moves.
 */
export async function reopenTicket(tx: Tx, caller: Caller, id: number, text: string) {
  if (!caller.seesWholeCompany) throw forbidden('Solo el personal de renovaciones puede reabrir un ticket.');
  const before = await reach(tx, caller, await lockTicket(tx, caller.companyId, id), id);
  assertTicketState(before, ['close', 'rejected'], 'reabrir');
  const row = await updateTicket(tx, id, { renovation_ticket_status: 'open', reason: `Reabierto: ${text}` });
  await writeLog(tx, { companyId: caller.companyId, objectType: 'renovation-ticket', objectId: id, actor: caller.actor, text: `Ticket de renovación reabierto para gestión manual: ${text}`, changes: diffChanges(before, row) });
  return row;
}

/**
 * Renewal tickets (DOMAIN.md "Renewal ticket"): renew (a sale of time: the buyer debited the ticket's price, the
 * ancestors paid like a sale, the unit's date moved forward), reject, close, annul within 24 h, and the buyer's
 * early request. Every transition locks the ticket first, so two of them never both pass; the buyer is notified
 * in the same transaction.
 */
export function renewalService(db: Db) {
  return {
    /** to_be_renewed → renewed, in one transaction (money and date), or nothing at all. */
    renew: (caller: Caller, id: number) => inTransaction(db, (tx) => renewTicket(tx, caller, id)),

    /**
     * Renews each selected ticket in its own transaction, so one that cannot (balance short, already handled)
     * does not hold back the others; answers what happened to each.
     */
    async renewMany(caller: Caller, ids: number[]) {
      if (!caller.seesWholeCompany) throw forbidden('Solo el personal de renovaciones puede renovar varios tickets a la vez.');
      const results: { id: number; ok: boolean; msg: string; item?: TicketRow }[] = [];
      for (const id of [...new Set(ids)]) {
        try {
          const item = await inTransaction(db, (tx) => renewTicket(tx, caller, id));
          results.push({ id, ok: true, msg: `Renovado hasta el ${formatDate(item.renewed_until as string)}.`, item });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          results.push({ id, ok: false, msg: err.message });
        }
      }
      return results;
    },

    /** to_be_approved → approved: the early request charged as a renewal, in one transaction, or nothing at all. */
    approve: (caller: Caller, id: number) => inTransaction(db, (tx) => approveTicket(tx, caller, id)),

    /** close or rejected → open, by staff, with a reason; nothing moves. */
    async reopen(caller: Caller, id: number, input: { reason?: string | null; note?: string | null }) {
      const text = reasonText(input);
      return inTransaction(db, (tx) => reopenTicket(tx, caller, id, text));
    },

    /** to_be_renewed → rejected, by staff, with a reason (e.g. the product was discontinued). Nothing moves. */
    async reject(caller: Caller, id: number, input: { reason?: string | null; note?: string | null }) {
      const text = reasonText(input);
      return inTransaction(db, (tx) => rejectTicket(tx, caller, id, text));
    },

    /**
     * to_be_renewed → close: the buyer (or its ancestor) declines, or staff close it. The unit stays the buyer's
     * until its date; then the daily job frees it.
     */
    close: (caller: Caller, id: number, input: { reason?: string | null } = {}) =>
      inTransaction(db, (tx) => closeTicket(tx, caller, id, input.reason?.trim() || null)),

    /**
     * renewed → to_be_renewed, by staff within 24 hours of the renewal: every row it posted reversed (the buyer
     * refunded, commissions and revenue taken back), the unit's date restored. The ticket is open again, so the
     * period can still be renewed, closed or rejected.
     */
    async annul(caller: Caller, id: number, input: { reason?: string | null; note?: string | null }) {
      const text = reasonText(input);
      if (!caller.seesWholeCompany) throw forbidden('Solo el personal de la empresa puede anular una renovación.');
      return inTransaction(db, async (tx) => {
        const before = await reach(tx, caller, await lockTicket(tx, caller.companyId, id), id);
        assertTicketState(before, ['renewed', 'approved'], 'anular la renovación');
        const hours = (Date.now() - new Date(before.renewed_at as string).getTime()) / 3_600_000;
        if (hours > RENEWAL_ANNUL_HOURS) throw conflict(`No se puede anular: la renovación se hizo hace más de ${RENEWAL_ANNUL_HOURS} horas.`);
        const unit = await lockUnit(tx, before as never);
        if (!isOwned(unit, before.user_id as number) || unit.renewal_limit_date !== before.renewed_until) {
          throw conflict(`No se puede anular: la cuenta ${unitLabel(before)} cambió después de la renovación (otro dueño u otra fecha).`);
        }
        await reverseSale(tx, {
          companyId: caller.companyId, actor: caller.actor, object: { type: 'renovation-ticket', id },
          keyPrefix: keyPrefix(before, before.renewal_count as number), note: `Renovación · ${unitLabel(before)}`,
        });
        await setUnitDate(tx, unit, before.renewal_limit_date as string, (await renewedBefore(tx, before)) ? 'renewed' : 'sold');
        // an annulled approval waits for staff again; an annulled renewal is due again
        const back = before.renovation_ticket_status === 'approved' ? 'to_be_approved' : 'to_be_renewed';
        const row = await updateTicket(tx, id, { renovation_ticket_status: back, renewed_until: null, renewed_at: null, reason: `Renovación anulada: ${text}` });
        await writeLog(tx, {
          companyId: caller.companyId, objectType: 'renovation-ticket', objectId: id, actor: caller.actor,
          text: `Renovación anulada: ${text} (${formatMoney(before.renewal_price as number)} devueltos, la fecha vuelve al ${formatDate(before.renewal_limit_date as string)})`,
          changes: diffChanges(before, row),
        });
        return row;
      });
    },

    /**
     * A renewal asked for before its time, through any door (requestRenewal): outside the notice window it waits
     * `to_be_approved` and nothing is charged until staff approve it; inside it is the ticket to renew.
     */
    request: (caller: Caller, profileId: number) => inTransaction(db, (tx) => requestRenewal(tx, caller, profileId)),
  };
}

export type RenewalService = ReturnType<typeof renewalService>;
