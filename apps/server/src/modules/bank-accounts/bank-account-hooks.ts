import { bankAccountName } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import type { ResourceHooksMap } from '../../engine/resource-hooks.ts';
import { unprocessable } from '../../lib/errors.ts';
import { bankName } from './bank-account-repository.ts';

/**
 * Bank accounts keep a display name ("Bancolombia · Ahorros 123 · Titular") written here, where the bank's name
 * is known, so pickers and the consignment lists show it without a join.
 */
async function named(tx: Tx, companyId: number, record: Record<string, unknown>) {
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
      const name = await named(tx, auth.tenant.id, { ...before, ...patch });
      return { ...patch, name };
    },
  },
};
