import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bankAccount, company, users } from '../../db/schema/index.ts';
import type { ConsignmentKind, ConsignmentRow } from './consignment-kinds.ts';

/** Which consignments a caller reaches: its company's, and only its subtree's when it is not staff. */
export interface ConsignmentScope {
  companyId: number;
  subtreePath: string | null;
}

const cols = (kind: ConsignmentKind) => kind.table as any;

/**
 * The consignment locked FOR UPDATE until the transaction ends, so two approvals (or an approval and an edit)
 * of one consignment run one after the other and the second sees the first's state.
 */
export async function lockConsignment(tx: Tx, kind: ConsignmentKind, scope: ConsignmentScope, id: number): Promise<ConsignmentRow | undefined> {
  const t = cols(kind);
  const where: SQL[] = [eq(t.id, id), eq(t.company_id, scope.companyId)];
  if (scope.subtreePath && kind.def.ownerField) {
    where.push(sql`${t[kind.def.ownerField]} IN (SELECT ${users.id} FROM ${users} WHERE ${users.path} LIKE ${`${scope.subtreePath}%`})`);
  }
  const rows = await tx.select().from(kind.table).where(and(...where)).limit(1).for('update');
  return rows[0] as ConsignmentRow | undefined;
}

export async function updateConsignment(tx: Tx, kind: ConsignmentKind, id: number, values: Record<string, unknown>): Promise<ConsignmentRow> {
  const t = cols(kind);
  const rows = await tx.update(kind.table).set({ ...values, updated_at: sql`now()` } as never).where(eq(t.id, id)).returning();
  return rows[0] as ConsignmentRow;
}

export async function insertConsignment(tx: Tx, kind: ConsignmentKind, values: Record<string, unknown>): Promise<ConsignmentRow> {
  const rows = await tx.insert(kind.table).values(values as never).returning();
  return rows[0] as ConsignmentRow;
}

/** An approved consignment already crediting this deposit (bank account + transaction id), other than `exceptId`. */
export async function creditedDeposit(tx: Tx, kind: ConsignmentKind, bankAccountId: number, transactionId: string, exceptId?: number) {
  const t = cols(kind);
  const where: SQL[] = [eq(t.bank_account_id, bankAccountId), eq(t.transaction_id, transactionId), eq(t.consignments_state, 'finalized')];
  if (exceptId) where.push(ne(t.id, exceptId));
  const rows = await tx.select({ id: t.id }).from(kind.table).where(and(...where)).limit(1);
  return rows[0] as { id: number } | undefined;
}

export async function findBankAccount(tx: Tx, companyId: number, id: number) {
  const t = bankAccount as any;
  const rows = await tx.select().from(bankAccount).where(and(eq(t.id, id), eq(t.company_id, companyId))).limit(1);
  return rows[0] as { id: number; active: boolean; name: string | null; kind: string | null } | undefined;
}

export async function rootCompanyId(tx: Tx): Promise<number | undefined> {
  return (await tx.select({ id: company.id }).from(company).where(eq(company.is_root, true)).limit(1))[0]?.id;
}

export async function findCompanyUser(tx: Tx, companyId: number, id: number) {
  return (await tx.select({ id: users.id, name: users.name, active: users.active }).from(users)
    .where(and(eq(users.id, id), eq(users.company_id, companyId))).limit(1))[0];
}

/** Name and balance of the account an approval credits, for messages. */
export async function accountSummary(tx: Tx, type: 'user' | 'company', id: number) {
  const t = type === 'user' ? users : company;
  return (await tx.select({ name: t.name, balance: t.balance, credit_limit: t.credit_limit }).from(t).where(eq(t.id, id)).limit(1))[0];
}
