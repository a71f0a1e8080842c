import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bank, bankAccount, company } from '../../db/schema/index.ts';

const t = bankAccount as any;
const b = bank as any;

export async function bankName(tx: Tx, companyId: number, bankId: number): Promise<string | undefined> {
  const rows = await tx.select({ name: b.name }).from(bank).where(and(eq(b.id, bankId), eq(b.company_id, companyId))).limit(1);
  return rows[0]?.name as string | undefined;
}

/** Active accounts of the root company (where companies pay their own top-ups), for pickers. */
export async function platformAccounts(tx: Tx, filters: { ids?: number[]; q?: string }, limit: number) {
  const where: SQL[] = [eq(company.is_root, true), eq(t.active, true)];
  if (filters.ids) where.push(inArray(t.id, filters.ids));
  if (filters.q) where.push(ilike(t.name, `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return tx.select({
    id: t.id, name: t.name, bank_id: t.bank_id, account_number: t.account_number, account_type: t.account_type, holder: t.holder,
  }).from(bankAccount).innerJoin(company, eq(company.id, t.company_id)).where(and(...where)).orderBy(asc(t.name), asc(t.id)).limit(limit);
}

export async function findBankByCode(tx: Tx, companyId: number, code: string) {
  const rows = await tx.select({ id: b.id, name: b.name }).from(bank).where(and(eq(b.company_id, companyId), eq(b.code, code))).limit(1);
  return rows[0] as { id: number; name: string } | undefined;
}

export async function insertBank(tx: Tx, values: { company_id: number; name: string; code: string; active: boolean }) {
  const rows = await tx.insert(bank).values(values as never).returning({ id: b.id, name: b.name });
  return rows[0] as { id: number; name: string };
}

export async function insertBankAccount(tx: Tx, values: Record<string, unknown>) {
  const rows = await tx.insert(bankAccount).values(values as never).returning({ id: t.id });
  return rows[0] as { id: number };
}

/** The company's active accounts with what the top-up screens show of each, QR image included, bank name joined. */
export async function activePaymentMethods(tx: Tx, companyId: number) {
  return tx.select({
    id: t.id, kind: t.kind, name: t.name, bank_name: b.name, account_type: t.account_type, breb_key_type: t.breb_key_type,
    account_number: t.account_number, holder: t.holder, holder_document: t.holder_document, payment_link: t.payment_link, qr: t.qr,
  }).from(bankAccount).leftJoin(bank, and(eq(b.id, t.bank_id), eq(b.company_id, t.company_id)))
    .where(and(eq(t.company_id, companyId), eq(t.active, true))).orderBy(asc(t.name), asc(t.id)).limit(100) as Promise<{
      id: number; kind: string | null; name: string | null; bank_name: string | null; account_type: string | null; breb_key_type: string | null;
      account_number: string | null; holder: string | null; holder_document: string | null; payment_link: string | null; qr: string | null;
    }[]>;
}
