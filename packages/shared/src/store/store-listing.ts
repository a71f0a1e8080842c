/**
 * The public store of one seller (`GET /api/v1/store/{codeuser}`, DOMAIN.md "Store, catalog and clients"):
 * shared by the server that builds it and the store web app that shows it. No session is needed to read it,
 * so it carries nothing private: availability is a boolean, never the stock count.
 */

/** One currency the company publishes a rate for: `rate` is how many COP one unit is worth. */
export interface StoreCurrency {
  code: string;
  name: string;
  symbol: string | null;
  rate: number;
}

export interface StoreInfo {
  /** The company's name (the brand the store sells under). */
  name: string;
  /** The seller: its public name and code. */
  seller: { id: number; name: string; codeuser: string };
  /** wa.me link to the seller, or null when the seller has no phone. */
  whatsapp: string | null;
  /** Company logo (data URL or path), or null. */
  logo: string | null;
  colors: { primary: string; secondary: string };
  /** COP first, then the company's active currencies (spec §9 converter). */
  currencies: StoreCurrency[];
}

export interface StoreItem {
  id: number;
  name: string;
  service: string;
  plan: string | null;
  /** Tags of the product: the store filters by service and by tag. */
  tags: string[];
  duration_days: number;
  description: string | null;
  image: string | null;
  /** The seller's client price (config-prices), in COP cents. */
  price: number;
  available: boolean;
}

export interface StoreListing {
  store: StoreInfo;
  items: StoreItem[];
}

/** Id of the data block in which the server sends a store page's listing along with the page. */
export const STORE_DATA_ID = 'store-data';

export const STORE_DEFAULT_COLORS = { primary: '#1f4e79', secondary: '#e0801f' } as const;

/** Seller codes are letters, digits, dash and underscore; anything else cannot be a store. */
export const STORE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * A COP price (cents) in another currency (minor units, 2 decimals), rounded half away from zero. The rate is
 * COP per unit, so the converted value is cents ÷ rate; done in integers so 1 COP-cent never drifts.
 */
export function copCentsTo(cents: number, rate: number): number {
  if (!(rate > 0)) return cents;
  // rate has at most 6 decimals in the table: scale it to an integer to keep the division exact
  const scale = 1_000_000;
  const r = BigInt(Math.round(rate * scale));
  const num = BigInt(cents) * BigInt(scale);
  const q = num / r;
  const rem = num % r;
  return Number(rem * 2n >= r ? q + 1n : q);
}

/** The tags text of a product ("4K, Familiar") as a clean list. */
export function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? '').split(',').map((t) => t.trim()).filter(Boolean);
}

/**
 * wa.me address of a seller's phone (the same reading as the header's help menu): wa.me wants the international
 * number in digits; a bare national number (≤ 10 digits) is taken as Colombian.
 */
export function storeWhatsappLink(phone: string | null | undefined, text?: string): string | null {
  const raw = (phone ?? '').trim();
  let digits = raw.replace(/\D/g, '');
  if (!digits) return null;
  if (!raw.startsWith('+') && digits.length <= 10) digits = `57${digits}`;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
