import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { balanceMovement, company, users } from '../../db/schema/index.ts';

export interface BalanceHolder {
  id: number;
  company_id: number;
  name: string;
  path: string | null;
  balance: number;
  credit_limit: number;
}

export async function findUserHolder(tx: Tx, id: number): Promise<BalanceHolder | undefined> {
  return (await tx.select({
    id: users.id, company_id: users.company_id, name: users.name, path: users.path, balance: users.balance, credit_limit: users.credit_limit,
  }).from(users).where(eq(users.id, id)).limit(1))[0];
}

export async function findCompanyHolder(tx: Tx, id: number): Promise<BalanceHolder | undefined> {
  const row = (await tx.select({
    id: company.id, name: company.name, balance: company.balance, credit_limit: company.credit_limit,
  }).from(company).where(eq(company.id, id)).limit(1))[0];
  return row && { ...row, company_id: row.id, path: null };
}

/**
 * Sets a credit limit in one guarded statement: refused (undefined) when the balance already sits below the
 * new floor, so lowering a limit can never leave an account in a state the balance rule forbids.
 */
export async function setCreditLimit(tx: Tx, type: 'user' | 'company', id: number, creditLimit: number) {
  const t = type === 'user' ? users : company;
  const rows = await tx.update(t).set({ credit_limit: creditLimit, updated_at: sql`now()` } as never)
    .where(and(eq(t.id, id), gte(t.balance, -creditLimit))).returning({ balance: t.balance, credit_limit: t.credit_limit });
  return rows[0];
}

/** Only the caller's own movements (balance-movements for distributors and clients). */
export const ownMovements = (userId: number): SQL => sql`${balanceMovement.user_id} = ${userId}`;
