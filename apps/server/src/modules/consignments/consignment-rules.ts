import { formatMoney, normalizeTransactionId, todayBogota } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { configurationValues } from '../settings/index.ts';
import type { ConsignmentKind } from './consignment-kinds.ts';
import { creditedDeposit, findBankAccount, findCompanyUser, rootCompanyId } from './consignment-repository.ts';

const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+=*$/;

/** The company whose bank accounts receive the deposit and whose minimum applies. */
export async function receiverCompany(tx: Tx, kind: ConsignmentKind, companyId: number): Promise<number> {
  if (kind.receiver === 'tenant') return companyId;
  const root = await rootCompanyId(tx);
  if (!root) throw conflict('La plataforma no tiene empresa raíz configurada: no se pueden reportar consignaciones de empresa.');
  return root;
}

/** The configured minimum top-up in cents (configuration "minimum_value" of the receiving company); 0 = none. */
export async function minimumAmount(tx: Tx, receiverId: number): Promise<number> {
  const value = (await configurationValues(tx, receiverId)).minimum_value;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/**
 * Checks a reported (or edited) consignment as it would be saved. Only what the write changes is checked, so
 * uploading a receipt for an old report still works after its bank account was deactivated or the minimum
 * rose. Field problems answer 422 listing the fields; a deposit already credited answers 409.
 */
export async function assertReport(
  tx: Tx, kind: ConsignmentKind, companyId: number, record: Record<string, unknown>, changed: Record<string, unknown>,
): Promise<void> {
  const errors: Record<string, string> = {};
  const receiver = await receiverCompany(tx, kind, companyId);

  if ('amount' in changed) {
    const min = await minimumAmount(tx, receiver);
    if (typeof record.amount === 'number' && record.amount < min) {
      errors.amount = `El valor mínimo de una consignación es ${formatMoney(min, { decimals: 0 })}`;
    }
  }
  if ('bank_account_id' in changed) {
    const account = typeof record.bank_account_id === 'number' ? await findBankAccount(tx, receiver, record.bank_account_id) : undefined;
    if (!account) errors.bank_account_id = 'La cuenta bancaria no existe';
    else if (!account.active) errors.bank_account_id = 'La cuenta bancaria no está activa: elige otra';
  }
  if ('consignment_registration_date' in changed && typeof record.consignment_registration_date === 'string') {
    const date = record.consignment_registration_date;
    if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
      errors.consignment_registration_date = 'La fecha de la consignación no es una fecha válida';
    } else if (date > todayBogota()) {
      errors.consignment_registration_date = 'La fecha de la consignación no puede ser posterior a hoy';
    }
  }
  if ('receipt' in changed && changed.receipt !== null && changed.receipt !== undefined) {
    if (typeof changed.receipt !== 'string' || !IMAGE_DATA_URL.test(changed.receipt)) {
      errors.receipt = 'El comprobante debe ser una imagen (JPEG, PNG, WEBP o GIF)';
    }
  }
  if (kind.def.ownerField && kind.def.ownerField in changed) {
    const ownerId = record[kind.def.ownerField];
    if (typeof ownerId !== 'number' || !(await findCompanyUser(tx, companyId, ownerId))) errors[kind.def.ownerField] = 'El usuario no existe';
  }
  const fields = Object.keys(errors);
  if (fields.length) throw unprocessable(`${errors[fields[0]]}.`, errors);

  if (('bank_account_id' in changed || 'transaction_id' in changed) && typeof record.transaction_id === 'string') {
    const credited = await creditedDeposit(tx, kind, Number(record.bank_account_id), String(normalizeTransactionId(record.transaction_id)), Number(record.id) || undefined);
    if (credited) throw conflict(alreadyCreditedMessage(String(record.transaction_id), credited.id));
  }
}

/** The kind of the account a report names (bank, breb, nequi, ...), kept with the report. */
export async function paymentMethodOf(tx: Tx, kind: ConsignmentKind, companyId: number, bankAccountId: unknown): Promise<string | null> {
  if (typeof bankAccountId !== 'number') return null;
  const account = await findBankAccount(tx, await receiverCompany(tx, kind, companyId), bankAccountId);
  return account?.kind ?? 'bank';
}

export const alreadyCreditedMessage = (transactionId: string, consignmentId?: number) =>
  `La transacción ${transactionId} de esa cuenta bancaria ya fue acreditada${consignmentId ? ` en la consignación ${consignmentId}` : ''}: el mismo depósito no se acredita dos veces.`;
