import { bankAccount, bankAccountName } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import type { ResourceHooksMap } from '../../engine/resource-hooks.ts';
import { unprocessable } from '../../lib/errors.ts';
import { bankName } from './bank-account-repository.ts';

/**
 * Bank accounts keep a display name ("Bancolombia · Ahorros 123 · Titular", "Nequi 3001234567 · Titular") written
 * here, where the bank's name is known, so pickers and the consignment lists show it without a join. Each kind's
 * own fields are checked by the definition's rules (packages/shared/src/resources/payment-methods.ts).
 */
async function named(tx: Tx, companyId: number, record: Record<string, unknown>) {
  // a Bre-B key or a wallet names no bank; any bank named must be the company's
  if ((record.bank_id === null || record.bank_id === undefined) && (record.kind ?? 'bank') !== 'bank') return bankAccountName(null, record);
  const bank = typeof record.bank_id === 'number' ? await bankName(tx, companyId, record.bank_id) : undefined;
  if (bank === undefined) throw unprocessable('El banco no existe.', { bank_id: 'El banco no existe' });
  return bankAccountName(bank, record);
}

export const bankAccountHooks: ResourceHooksMap = {
  'bank-account': {
    async beforeCreate(tx, auth, values) {
      const account_number = typeof values.account_number === 'string' ? values.account_number.trim() : values.account_number;
      const record = { ...values, account_number };
      return { ...record, name: await named(tx, auth.tenant.id, record) };
    },
    async beforeUpdate(tx, auth, before, patch) {
      // named as it will be saved: the kind's unused fields emptied and the number normalized
      const record = { ...before, ...patch };
      const name = await named(tx, auth.tenant.id, { ...record, ...bankAccount.derive?.(record) });
      return { ...patch, name };
    },
  },
};
