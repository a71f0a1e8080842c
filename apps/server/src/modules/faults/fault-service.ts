import {
  deliveryMessage, formatDate, formatMoney, reportFaultAccount as reportDef, type DeliveredItem, type FaultQuote, type FaultReportInput,
  type FaultUnitOption,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { diffChanges, writeLog } from '../../lib/audit.ts';
import { AppError, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { InsufficientFundsError, post, userBalance } from '../ledger/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { purchaseTemplate } from '../templates/index.ts';
import { assertState, reasonText } from '../sales/index.ts';
import { configurationValues } from '../settings/index.ts';
import { notifyReassigned, notifyRefunded, notifyRejected } from './fault-events.ts';
import { postRefund, refundParts } from './fault-refund.ts';
import { retireRefunded, retireReplaced, takeReplacement, setAccountFaulty } from '../inventory/index.ts';
import { userInSubtree } from '../users/index.ts';
import {
  closeOpenRenewalTickets, daysUntil, deliveredUnit, findOpenReport, findProfile, getReport, hasReplacement, insertReport, isOwnedBy, lockAccount, lockReport, lockUnit, moveRenewalTickets, productNameOf, ownedUnitsOfAccount, reportableUnits, updateReport, WHOLE_ACCOUNT, type DeliveredUnitRow, type FaultUnit, type ReportRow,
} from './fault-repository.ts';

/** Units the report form's picker lists at most (it searches as the user types). */
const PICKER_LIMIT = 50;

const notFoundReport = (id: number) => notFound(`Reporte de falla: el registro ${id} no existe.`);
const unitLabel = (u: { login: string; profile_name: string | null }) => `${u.login}${u.profile_name ? ` · ${u.profile_name}` : ''}`;
const unitRef = (r: ReportRow) => ({ digital_account_id: r.digital_account_id, profile_id: r.profile_id ?? null });
const logUnit = (tx: Tx, caller: Caller, unit: { digital_account_id: number; profile_id: number | null }, text: string, changes: Record<string, [unknown, unknown]> = {}) =>
  writeLog(tx, {
    companyId: caller.companyId, objectType: unit.profile_id ? 'profiles' : 'digital-account', objectId: unit.profile_id ?? unit.digital_account_id,
    actor: caller.actor, text, changes,
  });

/** Staff reach the company's reports; a buyer its own, an ancestor its subtree's. Anything else reads as missing. */
async function reach(tx: Tx, caller: Caller, row: ReportRow | undefined, id: number): Promise<ReportRow> {
  if (!row || (!caller.seesWholeCompany && !(await userInSubtree(tx, row.user_id, caller.user.path)))) throw notFoundReport(id);
  return row;
}

/** Resolving is the company's staff's: a buyer never refunds or replaces its own units. */
function assertStaff(caller: Caller) {
  if (!caller.seesWholeCompany) throw forbidden('Solo el personal de la empresa resuelve los reportes de falla.');
}

/** Credentials of a unit as a purchase delivers them: with the company's copy-ready message. */
async function asDelivered(tx: Tx, companyId: number, unit: DeliveredUnitRow, product: string, client?: string): Promise<DeliveredItem> {
  const { owner_id: _, ...item } = unit;
  return { ...item, product, message: deliveryMessage(await purchaseTemplate(tx, companyId), item, { product, client }) };
}

/** Opens the report of an owned unit (the caller has checked reach and ownership). */
async function openReport(tx: Tx, caller: Caller, unit: FaultUnit, input: { description: string; image?: string | null; fault_kind?: string }): Promise<ReportRow> {
  const existing = await findOpenReport(tx, unit);
  if (existing) throw conflict(`Ya hay un reporte de falla abierto para ${unitLabel(unit)} (reporte #${existing.id}).`);
  let row: ReportRow;
  try {
    row = await insertReport(tx, {
      company_id: unit.company_id, user_id: unit.user_id, reported_by: caller.user.id, created_by: caller.user.id,
      type_digital_account_id: unit.type_digital_account_id, digital_account_id: unit.digital_account_id, profile_id: unit.profile_id,
      login: unit.login, profile_name: unit.profile_name, renewal_limit_date: unit.renewal_limit_date,
      fault_kind: input.fault_kind ?? 'other', description: input.description, evidence: input.image || null, status: 'open',
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`Ya hay un reporte de falla abierto para ${unitLabel(unit)}.`);
    throw err;
  }
  const { evidence: _, ...logged } = row;
  await writeLog(tx, {
    companyId: caller.companyId, objectType: 'report-fault-account', objectId: row.id, actor: caller.actor,
    text: `Falla reportada: ${unit.product_name} · ${unitLabel(unit)}`, changes: diffChanges(null, logged),
  });
  return row;
}

/**
 * A buyer, its ancestor or staff reports a fault on a unit the buyer owns (a profile; for products sold by accounts
 * the whole account it belongs to). A profile outside the caller's reach does not exist for it (404); one that is
 * not owned (in stock, faulty, freed) cannot be reported (409); a unit has one open report at a time (409).
 */
export async function fileReport(tx: Tx, caller: Caller, input: FaultReportInput): Promise<ReportRow> {
  const profile = await findProfile(tx, caller.companyId, input.profile_id);
  const owner = profile?.account_owner_id ?? profile?.user_id ?? null;
  if (!profile || !owner) {
    if (profile && caller.seesWholeCompany) throw conflict('Ese perfil no está vendido: solo se reportan fallas de unidades que un comprador tiene.');
    throw notFound(`Perfil: el registro ${input.profile_id} no existe.`);
  }
  if (!caller.seesWholeCompany && !(await userInSubtree(tx, owner, caller.user.path))) throw notFound(`Perfil: el registro ${input.profile_id} no existe.`);
  // a profile of an account sold whole is reported with its account
  const unit = await lockUnit(tx, profile.account_owner_id ? { digital_account_id: profile.digital_account_id, profile_id: null } : { digital_account_id: profile.digital_account_id, profile_id: profile.id });
  if (!isOwnedBy(unit, owner)) throw conflict('Esa unidad ya no pertenece al comprador (tiene una falla, fue liberada o reemplazada): no se puede reportar.');
  return openReport(tx, caller, unit, input);
}

/**
 * Replaces the report's unit with one of the same product from stock, inside the caller's transaction: the
 * replacement goes to the buyer with the old unit's order, sale time, state and renewal date (the period it paid
 * for goes on), the old unit becomes faulty, the unit's renewal tickets follow it, the report is resolved and the
 * buyer told. Null, with nothing changed, when there is no stock (the report stays open, waiting for stock).
 */
async function replace(tx: Tx, caller: Caller, report: ReportRow): Promise<{ row: ReportRow; delivered: DeliveredItem } | null> {
  const unit = await lockUnit(tx, unitRef(report));
  if (!isOwnedBy(unit, report.user_id)) {
    throw conflict(`No se puede reasignar: ${unitLabel(report)} ya no pertenece al comprador. Rechaza este reporte.`);
  }
  const taken = await takeReplacement(tx, unit);
  if (!taken) return null;
  await retireReplaced(tx, unit);
  const fresh = (await deliveredUnit(tx, taken))!;
  const profileName = fresh.profile ?? WHOLE_ACCOUNT;
  const tickets = await moveRenewalTickets(tx, unit, taken, fresh.login, profileName);
  const row = await updateReport(tx, report.id, {
    status: 'resolved', resolution: 'reassigned', replacement_account_id: taken.digital_account_id, replacement_profile_id: taken.profile_id,
    resolved_at: sql`now()`,
  });
  const replacement = `${fresh.login} · ${profileName}`;
  await writeLog(tx, {
    companyId: caller.companyId, objectType: 'report-fault-account', objectId: report.id, actor: caller.actor,
    text: `Reasignado: ${unitLabel(report)} se reemplazó por ${replacement}${tickets.length ? ` (con sus ${tickets.length} tickets de renovación)` : ''}`,
    changes: diffChanges(report, row),
  });
  await logUnit(tx, caller, unit, `Con falla: reemplazada por ${replacement} (reporte de falla ${report.id})`, { state: [unit.state, 'faulty'], user_id: [unit.user_id, null] });
  await logUnit(tx, caller, taken, `Entregada al comprador en reemplazo de ${unitLabel(unit)} (reporte de falla ${report.id}), vence el ${formatDate(unit.renewal_limit_date!)}`,
    { user_id: [null, unit.user_id], renewal_limit_date: [null, unit.renewal_limit_date] });
  await notifyReassigned(tx, row, caller.actor, unit.product_name, { login: fresh.login, profile: fresh.profile });
  const client = (await userBalance(tx, report.user_id))?.name;
  return { row, delivered: await asDelivered(tx, caller.companyId, fresh, unit.product_name, client) };
}

/** open → resolved by reassignment (staff); no stock is a Spanish 409 and the report stays open. The seed uses it too. */
export async function reassignReport(tx: Tx, caller: Caller, id: number) {
  const report = await reach(tx, caller, await lockReport(tx, caller.companyId, id), id);
  assertStaff(caller);
  assertState(reportDef, report, ['open'], 'reasignar');
  const done = await replace(tx, caller, report);
  if (!done) {
    const product = await productNameOf(tx, report.type_digital_account_id);
    throw conflict(`No hay inventario de ${product} para reasignar: el reporte sigue abierto, en espera de inventario.`);
  }
  return { item: done.row, items: [done.delivered] };
}

/**
 * open → resolved by refund (staff): the unused days of what the buyer paid for the unit's period go back to it,
 * taken from each row of the sale in proportion (commissions and revenue), the unit becomes faulty and its open
 * renewal ticket is closed. Nothing left to refund is a Spanish 409.
 */
export async function refundReport(tx: Tx, caller: Caller, id: number) {
  const report = await reach(tx, caller, await lockReport(tx, caller.companyId, id), id);
  assertStaff(caller);
  assertState(reportDef, report, ['open'], 'reembolsar');
  const unit = await lockUnit(tx, unitRef(report));
  if (!isOwnedBy(unit, report.user_id)) throw conflict(`No se puede reembolsar: ${unitLabel(report)} ya no pertenece al comprador. Rechaza este reporte.`);
  const parts = await refundParts(tx, unit);
  if (!parts.length) {
    throw conflict(`No hay nada que reembolsar: a ${unitLabel(unit)} no le quedan días sin usar${unit.renewal_limit_date ? ` (vence el ${formatDate(unit.renewal_limit_date)})` : ''}. Reasigna o rechaza el reporte.`);
  }
  const total = await postRefund(tx, {
    companyId: caller.companyId, actor: caller.actor, reportId: id, parts, note: `Reembolso por falla (reporte ${id}) · ${unit.product_name} · ${unitLabel(unit)}`,
  });
  await retireRefunded(tx, unit);
  const closed = await closeOpenRenewalTickets(tx, unit, `La unidad se reembolsó por falla (reporte ${id})`);
  const row = await updateReport(tx, id, { status: 'resolved', resolution: 'refunded', refund_amount: total, resolved_at: sql`now()` });
  const days = parts.map((p) => `${p.daysLeft} de ${unit.duration_days} días de ${formatMoney(p.paid)}`).join(' y ');
  await writeLog(tx, {
    companyId: caller.companyId, objectType: 'report-fault-account', objectId: id, actor: caller.actor,
    text: `Reembolsado: ${formatMoney(total)} por ${days} sin usar${closed.length ? '; se cerró su ticket de renovación' : ''}`,
    changes: diffChanges(report, row),
  });
  await logUnit(tx, caller, unit, `Con falla: reembolsada al comprador (reporte de falla ${id})`, { state: [unit.state, 'faulty'] });
  await notifyRefunded(tx, row, caller.actor, unit.product_name);
  return row;
}

/**
 * open → rejected (staff, reason). With `penalty`, the buyer is charged the company's configured penalty amount
 * (row `fault:{id}:penalty`, the company credited): never another amount, never without one configured.
 */
export async function rejectReport(tx: Tx, caller: Caller, id: number, text: string, penalty: boolean) {
  const report = await reach(tx, caller, await lockReport(tx, caller.companyId, id), id);
  assertStaff(caller);
  assertState(reportDef, report, ['open'], 'rechazar');
  let charged: number | null = null;
  if (penalty) {
    const amount = Number((await configurationValues(tx, caller.companyId)).penalty_amount ?? 0);
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw conflict('No hay una penalidad configurada: define el "Valor de la penalidad" en la configuración de la empresa, o rechaza sin penalidad.');
    }
    await chargePenalty(tx, caller, report, amount);
    charged = amount;
  }
  const row = await updateReport(tx, id, { status: 'rejected', reason: text, penalty_amount: charged, resolved_at: sql`now()` });
  await writeLog(tx, {
    companyId: caller.companyId, objectType: 'report-fault-account', objectId: id, actor: caller.actor,
    text: `Reporte rechazado: ${text}${charged ? ` (penalidad de ${formatMoney(charged)})` : ''}`, changes: diffChanges(report, row),
  });
  await notifyRejected(tx, row, caller.actor, await productNameOf(tx, report.type_digital_account_id));
  return row;
}

/** The buyer's penalty and the company's credit, buyer first (the lock order of every sale: users, then the company). */
async function chargePenalty(tx: Tx, caller: Caller, report: ReportRow, amount: number) {
  const buyerId = report.user_id;
  const movement = { companyId: caller.companyId, actor: caller.actor, object: { type: 'report-fault-account', id: report.id } };
  const note = `Penalidad por falla causada por el comprador (reporte ${report.id}) · ${unitLabel(report)}`;
  try {
    await post(tx, { ...movement, postings: [{ account: { type: 'user', id: buyerId }, amount: -amount, kind: 'penalty', key: `fault:${report.id}:penalty`, note }] });
  } catch (err) {
    if (!(err instanceof InsufficientFundsError)) throw err;
    const b = await userBalance(tx, buyerId);
    const available = (b?.balance ?? 0) + (b?.credit_limit ?? 0);
    throw new AppError(409, `Saldo insuficiente para cobrar la penalidad de ${formatMoney(amount)}: el saldo disponible de ${b?.name ?? 'el comprador'} es ${formatMoney(available)}; faltan ${formatMoney(amount - available)}. El reporte sigue abierto y no se cobró nada.`, undefined, 'INSUFFICIENT_FUNDS');
  }
  await post(tx, { ...movement, postings: [{ account: { type: 'company', id: caller.companyId }, amount, kind: 'penalty', key: `fault:${report.id}:penalty:company`, note }] });
}

/**
 * Staff mark a whole account faulty: it leaves the stock, and each unit of it a buyer owns gets a report (its open
 * one, or a new one) that is resolved by reassignment right away; units with no stock to replace them keep their
 * report open, waiting for stock. One transaction.
 */
export async function markAccountFaulty(tx: Tx, caller: Caller, accountId: number, reason: string | null) {
  assertStaff(caller);
  const account = await lockAccount(tx, caller.companyId, accountId);
  if (!account) throw notFound(`Cuenta digital: el registro ${accountId} no existe.`);
  const units = await ownedUnitsOfAccount(tx, account);
  if (account.state === 'faulty' && !units.length) throw conflict(`La cuenta ${account.login} ya está marcada con falla y no tiene unidades vendidas por reasignar.`);
  if (account.state !== 'faulty') {
    await setAccountFaulty(tx, account.id);
    await writeLog(tx, {
      companyId: caller.companyId, objectType: 'digital-account', objectId: account.id, actor: caller.actor,
      text: `Cuenta marcada con falla${reason ? `: ${reason}` : ''}`, changes: { state: [account.state, 'faulty'] },
    });
  }
  const description = `Cuenta marcada con falla por ${caller.actor.name}${reason ? `: ${reason}` : ''}`;
  const results: { report: ReportRow; delivered: DeliveredItem | null }[] = [];
  for (const ref of units) {
    const unit = (await lockUnit(tx, ref))!;
    const report = (await findOpenReport(tx, unit)) ?? (await openReport(tx, caller, unit, { description, fault_kind: 'other' }));
    const done = await replace(tx, caller, report);
    results.push(done ? { report: done.row, delivered: done.delivered } : { report, delivered: null });
  }
  return { account: { id: account.id, login: account.login, product: account.product_name }, results };
}

/**
 * Fault reports (DOMAIN.md "Fault report"): filed by a buyer, its ancestors or staff on a unit the buyer owns;
 * resolved by staff by reassignment or refund, or rejected (optionally with the configured penalty); a whole
 * account marked faulty in one action. Every transition locks the report first, so two of them never both pass.
 */
export function faultService(db: Db) {
  return {
    file: (caller: Caller, input: FaultReportInput) => inTransaction(db, (tx) => fileReport(tx, caller, input)),

    /** The units the caller may report (its subtree's, or any owned unit for staff), for the form's picker. */
    async units(caller: Caller, q?: string): Promise<FaultUnitOption[]> {
      const rows = await reportableUnits(db, caller.companyId, caller.seesWholeCompany ? null : caller.user.path, q?.trim() || undefined, PICKER_LIMIT);
      return rows.map((u) => ({
        ...u, name: `${u.product} · ${u.login} · ${u.profile} — ${u.owner_name}${u.renewal_limit_date ? ` (vence el ${formatDate(u.renewal_limit_date)})` : ''}`,
      }));
    },

    reassign: (caller: Caller, id: number) => inTransaction(db, (tx) => reassignReport(tx, caller, id)),
    refund: (caller: Caller, id: number) => inTransaction(db, (tx) => refundReport(tx, caller, id)),

    async reject(caller: Caller, id: number, input: { reason?: string; note?: string; penalty?: boolean }) {
      const text = reasonText(input);
      return inTransaction(db, (tx) => rejectReport(tx, caller, id, text, input.penalty === true));
    },

    markAccountFaulty: (caller: Caller, accountId: number, reason: string | null) =>
      inTransaction(db, (tx) => markAccountFaulty(tx, caller, accountId, reason)),

    /**
     * What resolving the report would do now (staff's dialogs): the refund of the unused days, the configured
     * penalty, and whether a replacement is in stock. Read only: nothing is locked or changed.
     */
    async quote(caller: Caller, id: number): Promise<FaultQuote> {
      const report = await reach(db, caller, await getReport(db, caller.companyId, id), id);
      assertStaff(caller);
      const penalty = Number((await configurationValues(db, caller.companyId)).penalty_amount ?? 0);
      const unit = await lockUnit(db, unitRef(report), false);
      const owned = report.status === 'open' && isOwnedBy(unit, report.user_id);
      const parts = owned ? await refundParts(db, unit) : [];
      const daysLeft = owned && unit.renewal_limit_date ? (await daysUntil(db, [unit.renewal_limit_date]))[0] : 0;
      return {
        refund: parts.reduce((s, p) => s + p.amount, 0), days_left: Math.max(0, daysLeft), duration_days: unit?.duration_days ?? 0,
        penalty: Number.isSafeInteger(penalty) && penalty > 0 ? penalty : 0, in_stock: owned ? await hasReplacement(db, unit) : false,
      };
    },

    /**
     * The credentials a reassignment delivered, for the buyer's chain and staff (the report's reach), while the
     * buyer still owns the replacement; nothing for any other report.
     */
    async delivery(caller: Caller, id: number): Promise<DeliveredItem[]> {
      const report = await reach(db, caller, await getReport(db, caller.companyId, id), id);
      if (report.resolution !== 'reassigned' || !report.replacement_account_id) return [];
      const unit = await deliveredUnit(db, { digital_account_id: report.replacement_account_id, profile_id: report.replacement_profile_id ?? null });
      if (!unit || unit.owner_id !== report.user_id) return [];
      const product = await productNameOf(db, report.type_digital_account_id);
      return [await asDelivered(db, caller.companyId, unit, product, (await userBalance(db, report.user_id))?.name)];
    },
  };
}

export type FaultService = ReturnType<typeof faultService>;
