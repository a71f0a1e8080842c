import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { digitalCurrency } from '../../db/schema/index.ts';

const t = digitalCurrency as any;

export interface CurrencyRow {
  code: string;
  name: string;
  symbol: string | null;
  rate: number;
}

/** The company's active rate for one currency code. */
export async function activeCurrency(db: Tx, companyId: number, code: string): Promise<CurrencyRow | undefined> {
  return ((await db.select({ code: t.code, name: t.name, symbol: t.symbol, rate: t.rate }).from(digitalCurrency)
    .where(and(eq(t.company_id, companyId), eq(t.code, code), eq(t.active, true))).limit(1)) as CurrencyRow[])[0];
}

export async function activeCurrencies(db: Tx, companyId: number): Promise<CurrencyRow[]> {
  return (await db.select({ code: t.code, name: t.name, symbol: t.symbol, rate: t.rate }).from(digitalCurrency)
    .where(and(eq(t.company_id, companyId), eq(t.active, true))).orderBy(t.code)) as CurrencyRow[];
}
