import { formatMoney } from '@app/shared/format/currency';
import { copCentsTo, type StoreCurrency } from '@app/shared/store/store-listing';

/**
 * A COP price (cents) as the visitor asked to see it: COP with no decimals, another currency converted with the
 * company's rate and shown with 2 decimals ("USD 4,87"). Checkout always charges COP.
 */
export function formatStorePrice(cents: number, currency?: StoreCurrency | null): string {
  if (!currency || currency.code === 'COP') return formatMoney(cents, { decimals: 0 });
  return formatMoney(copCentsTo(cents, currency.rate), { currency: currency.code, decimals: 2 });
}

const KEY = 'store-currency';

/** The visitor's chosen currency, remembered on this device across stores. */
export function savedCurrency(): string {
  try {
    return localStorage.getItem(KEY) ?? 'COP';
  } catch {
    return 'COP';
  }
}

export function saveCurrency(code: string) {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // private mode: the choice lasts only this page
  }
}
