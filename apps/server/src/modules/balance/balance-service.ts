import { formatMoney, validateNote } from '@app/shared';
import { isInSubtree } from '@app/shared/access/company-scope';
import { inTransaction, type Db } from '../../db/client.ts';
import { writeLog } from '../../lib/audit.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { InsufficientFundsError, post, type AccountType } from '../ledger/index.ts';
import { findCompanyHolder, findUserHolder, setCreditLimit, type BalanceHolder } from './balance-repository.ts';

const money = (cents: number) => formatMoney(cents, { decimals: 0 });
const signed = (cents: number) => `${cents > 0 ? '+' : ''}${money(cents)}`;

const floorText = (creditLimit: number) =>
  creditLimit > 0 ? `por debajo de su cupo de crédito (${money(-creditLimit)})` : 'por debajo de cero';

/**
 * Manual corrections of a balance by staff: a signed adjustment with its reason (one ledger row, kind
 * "adjustment"), and the credit limit that lets a balance go below zero. Both are logged on the account.
 */
export function balanceService(db: Db) {
  /** The account, if the caller may act on it: its own company's (x-tenant for root), its subtree for non-staff. */
  async function holder(auth: AuthContext, type: AccountType, id: number): Promise<BalanceHolder> {
    const found = type === 'user' ? await findUserHolder(db, id) : await findCompanyHolder(db, id);
    const reachable = found && found.company_id === auth.tenant.id
      && (type === 'company' || auth.seesWholeCompany || isInSubtree(found.path ?? '', auth.user.path));
    if (!reachable) throw notFound(type === 'user' ? 'El usuario no existe.' : 'La empresa no existe.');
    if (type === 'user' && found.id === auth.user.id) throw forbidden('No puedes modificar tu propio saldo: debe hacerlo otra persona.');
    return found;
  }

  return {
    async adjust(auth: AuthContext, type: AccountType, id: number, input: { amount: number; reason: string }) {
      const problem = validateNote(input.reason);
      if (problem) throw unprocessable(`${problem}.`, { reason: problem });
      const reason = input.reason.trim();
      const account = await holder(auth, type, id);
      return inTransaction(db, async (tx) => {
        let entry;
        try {
          [entry] = await post(tx, {
            companyId: account.company_id,
            actor: auth.actor,
            object: { type: type === 'user' ? 'user' : 'company', id },
            postings: [{ account: { type, id }, amount: input.amount, kind: 'adjustment', note: reason }],
          });
        } catch (err) {
          if (!(err instanceof InsufficientFundsError)) throw err;
          const now = (type === 'user' ? await findUserHolder(tx, id) : await findCompanyHolder(tx, id)) ?? account;
          throw conflict(`El ajuste de ${signed(input.amount)} dejaría el saldo de ${now.name} (${money(now.balance)}) ${floorText(now.credit_limit)}.`);
        }
        const before = entry.balance_after - input.amount;
        await writeLog(tx, {
          companyId: account.company_id, objectType: type === 'user' ? 'user' : 'company', objectId: id, actor: auth.actor,
          text: `Ajuste de saldo de ${signed(input.amount)}: ${reason}`, changes: { balance: [before, entry.balance_after] },
        });
        return { item: { id, balance: entry.balance_after }, movement: entry, msg: `Saldo ajustado en ${signed(input.amount)}. Nuevo saldo: ${money(entry.balance_after)}.` };
      });
    },

    async setCreditLimit(auth: AuthContext, type: AccountType, id: number, input: { credit_limit: number; reason?: string }) {
      const account = await holder(auth, type, id);
      return inTransaction(db, async (tx) => {
        const updated = await setCreditLimit(tx, type, id, input.credit_limit);
        if (!updated) {
          const now = (type === 'user' ? await findUserHolder(tx, id) : await findCompanyHolder(tx, id)) ?? account;
          throw conflict(`El saldo de ${now.name} es ${money(now.balance)}: el cupo de crédito no puede ser menor que ${money(-now.balance)}.`);
        }
        const reason = input.reason?.trim();
        await writeLog(tx, {
          companyId: account.company_id, objectType: type === 'user' ? 'user' : 'company', objectId: id, actor: auth.actor,
          text: `Cupo de crédito: ${money(input.credit_limit)}${reason ? `. ${reason}` : ''}`,
          changes: account.credit_limit === input.credit_limit ? {} : { credit_limit: [account.credit_limit, input.credit_limit] },
        });
        return { item: { id, ...updated }, msg: `Cupo de crédito actualizado a ${money(input.credit_limit)}.` };
      });
    },
  };
}

export type BalanceService = ReturnType<typeof balanceService>;
