import type { SellerPriceRow } from './api.ts';

export type Audience = 'distributor' | 'client';
/** Prices being edited, by product: cents, or null to clear (back to the default). */
export type Draft = Record<number, Partial<Record<Audience, number | null>>>;

export interface PriceChange {
  type_digital_account_id: number;
  price_distributor?: number | null;
  price_client?: number | null;
}

const AUDIENCES: Audience[] = ['distributor', 'client'];

/** The items `PUT config-prices` needs: only the prices that differ from what is saved. */
export function priceChanges(rows: readonly SellerPriceRow[], draft: Draft): PriceChange[] {
  const out: PriceChange[] = [];
  for (const row of rows) {
    const edited = draft[row.type_digital_account_id];
    if (!edited) continue;
    const change: PriceChange = { type_digital_account_id: row.type_digital_account_id };
    for (const a of AUDIENCES) {
      if (!(a in edited)) continue;
      const value = edited[a] ?? null;
      if (value !== (row[`price_${a}`] ?? null)) change[`price_${a}`] = value;
    }
    if (Object.keys(change).length > 1) out.push(change);
  }
  return out;
}

/** The prices below the seller's own cost, keyed `{productId}.{audience}` (the server refuses them too). */
export function priceErrors(rows: readonly SellerPriceRow[], draft: Draft, message: (cost: number) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) {
    const edited = draft[row.type_digital_account_id];
    for (const a of AUDIENCES) {
      const value = edited && a in edited ? edited[a] : undefined;
      if (typeof value === 'number' && value < row.cost) out[`${row.type_digital_account_id}.${a}`] = message(row.cost);
    }
  }
  return out;
}
