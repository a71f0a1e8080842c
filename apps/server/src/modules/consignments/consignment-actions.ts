import { consignmentStateLabel, DUPLICATE_REASONS, formatMoney, validateNote } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { diffChanges, writeLog, type Actor } from '../../lib/audit.ts';
import { AppError, conflict, isUniqueViolation, unprocessable } from '../../lib/errors.ts';
import { InsufficientFundsError, post } from '../ledger/index.ts';
import type { ConsignmentKind, ConsignmentRow } from './consignment-kinds.ts';
import { consignmentApproved } from './consignment-events.ts';
import { notifyOutcome } from './consignment-notifications.ts';
import { accountSummary, creditedDeposit, updateConsignment } from './consignment-repository.ts';
import { alreadyCreditedMessage } from './consignment-rules.ts';
import { findReceiptCheck, saveReview } from './receipt-check-repository.ts';

/**
 * The three transitions of a consignment, on a row the caller already locked inside its transaction (the
 * service for API calls, the seed for demo data). Each checks the state, moves money only through the
 * ledger with the consignment's business-event key, and logs the field changes.
 */

export interface ActionResult {
  item: ConsignmentRow;
  /** Balance of the credited (or debited) account afterwards; null when nothing moved. */
  balance: number | null;
}

const money = (cents: number) => formatMoney(cents, { decimals: 0 });

function refuseUnlessState(kind: ConsignmentKind, row: ConsignmentRow, state: string, verb: string) {
  if (row.consignments_state !== state) {
    const wanted = state === 'draft' ? 'pendiente' : consignmentStateLabel(state);
    throw conflict(`No se puede ${verb} la ${kind.noun} ${row.id}: está ${consignmentStateLabel(row.consignments_state)} y solo se puede ${verb} una ${kind.noun} ${wanted}.`);
  }
}

/** The reason as stored: a listed reason, a free note, or both ("Motivo. Nota"); at least 8 characters. */
export function reasonText(reason: string | undefined, note: string | undefined): string {
  const r = (reason ?? '').trim();
  const n = (note ?? '').trim();
  const text = n ? (r && r !== 'other' ? `${r}. ${n}` : n) : r === 'other' ? '' : r;
  const problem = validateNote(text);
  if (problem) throw unprocessable(`${problem}.`, { reason: problem });
  return text;
}

const log = (tx: Tx, kind: ConsignmentKind, actor: Actor, before: ConsignmentRow, after: ConsignmentRow, text: string) =>
  writeLog(tx, { companyId: after.company_id, objectType: kind.def.name, objectId: after.id, actor, text, changes: diffChanges(before, after) });

/**
 * A report flagged as a possible duplicate is approved only with the approver's reason, kept with the comparison and
 * logged under its own object type (`<resource>-duplicate-review`): the consignment's log is read by its reporter,
 * who is never told of the suspicion. The staff's company log shows it.
 */
async function reviewSuspicion(tx: Tx, kind: ConsignmentKind, row: ConsignmentRow, actor: Actor, reason: string | undefined) {
  const check = await findReceiptCheck(tx, kind, row.company_id, row.id);
  if (!check?.suspected_duplicate_of) return;
  const text = (reason ?? '').trim();
  const problem = validateNote(text);
  if (problem) {
    throw unprocessable(
      `La ${kind.noun} ${row.id} parece repetir la ${check.suspected_duplicate_of}: escribe el motivo por el que la apruebas (${problem.toLowerCase()}).`,
      { reason: problem }, 'DUPLICATE_REVIEW_REASON_REQUIRED',
    );
  }
  await saveReview(tx, kind, row.company_id, row.id, actor.id, text);
  const why = DUPLICATE_REASONS.find((r) => r.value === check.duplicate_reason)?.label.toLowerCase() ?? 'posible duplicado';
  await writeLog(tx, {
    companyId: row.company_id, objectType: `${kind.def.name}-duplicate-review`, objectId: row.id, actor,
    text: `Consignación ${row.id} aprobada pese a la sospecha de duplicado de la ${check.suspected_duplicate_of} (${why}): ${text}`,
    changes: { suspected_duplicate_of: check.suspected_duplicate_of, duplicate_reason: check.duplicate_reason, review_reason: text },
  });
}

/**
 * pending → approved: credits the owner's balance with the deposit. `reason` is required when the report is
 * flagged as a possible duplicate (checked after the deposit's own uniqueness, which answers 409 first).
 */
export async function approve(tx: Tx, kind: ConsignmentKind, row: ConsignmentRow, actor: Actor, reason?: string): Promise<ActionResult> {
  refuseUnlessState(kind, row, 'draft', 'aprobar');
  if (!row.receipt) throw conflict(`La ${kind.noun} ${row.id} no tiene comprobante: súbelo antes de aprobarla.`);
  if (kind.def.ownerField && row[kind.def.ownerField] === actor.id) {
    throw new AppError(403, 'No puedes aprobar tu propia consignación: debe hacerlo otra persona.');
  }
  const credited = await creditedDeposit(tx, kind, row.bank_account_id, row.transaction_id, row.id);
  if (credited) throw conflict(alreadyCreditedMessage(row.transaction_id, credited.id));

  let after: ConsignmentRow;
  try {
    after = await updateConsignment(tx, kind, row.id, { consignments_state: 'finalized', approved_by: actor.id, approved_at: new Date().toISOString() });
  } catch (err) {
    // another approval of the same deposit committed between the check above and this write
    if (isUniqueViolation(err)) throw conflict(alreadyCreditedMessage(row.transaction_id));
    throw err;
  }
  await reviewSuspicion(tx, kind, row, actor, reason);
  const [entry] = await post(tx, {
    companyId: row.company_id,
    actor,
    object: { type: kind.def.name, id: row.id },
    postings: [{
      account: kind.account(row), amount: row.amount, kind: 'consignment', key: `${kind.keyPrefix}:${row.id}:credit`,
      note: `Consignación ${row.id} aprobada (transacción ${row.transaction_id})`,
    }],
  });
  await log(tx, kind, actor, row, after, `Consignación aprobada: ${money(row.amount)} acreditados`);
  await notifyOutcome(tx, kind, after, 'approved');
  const account = kind.account(row);
  if (account.type === 'user') await consignmentApproved(tx, { companyId: row.company_id, consignmentId: row.id, userId: account.id });
  return { item: after, balance: entry.balance_after };
}

/** pending → rejected, with its reason; nothing moves. */
export async function reject(tx: Tx, kind: ConsignmentKind, row: ConsignmentRow, actor: Actor, reason: string): Promise<ActionResult> {
  refuseUnlessState(kind, row, 'draft', 'rechazar');
  const after = await updateConsignment(tx, kind, row.id, { consignments_state: 'rejected', reason_cancellation: reason });
  await log(tx, kind, actor, row, after, `Consignación rechazada: ${reason}`);
  await notifyOutcome(tx, kind, after, 'rejected', reason);
  return { item: after, balance: null };
}

/** approved → reversed: debits the credit back, refused when the balance cannot cover it. */
export async function reverse(tx: Tx, kind: ConsignmentKind, row: ConsignmentRow, actor: Actor, reason: string): Promise<ActionResult> {
  refuseUnlessState(kind, row, 'finalized', 'reversar');
  const account = kind.account(row);
  let entry;
  try {
    [entry] = await post(tx, {
      companyId: row.company_id,
      actor,
      object: { type: kind.def.name, id: row.id },
      postings: [{
        account, amount: -row.amount, kind: 'consignment_reversal', key: `${kind.keyPrefix}:${row.id}:reverse`,
        note: `Reversión de la consignación ${row.id}: ${reason}`,
      }],
    });
  } catch (err) {
    if (!(err instanceof InsufficientFundsError)) throw err;
    const holder = await accountSummary(tx, account.type, account.id);
    const floor = holder?.credit_limit ? `por debajo de su cupo de crédito (${money(-holder.credit_limit)})` : 'por debajo de cero';
    throw conflict(`No se puede reversar la ${kind.noun} ${row.id}: el saldo de ${holder?.name ?? 'la cuenta'} (${money(holder?.balance ?? 0)}) quedaría ${floor} al descontar ${money(row.amount)}.`);
  }
  const after = await updateConsignment(tx, kind, row.id, { consignments_state: 'reversed', reason_cancellation: reason });
  await log(tx, kind, actor, row, after, `Consignación reversada: ${money(row.amount)} descontados. ${reason}`);
  return { item: after, balance: entry.balance_after };
}
