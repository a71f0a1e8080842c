import { CART_MAX_QT, type LocalCartLine } from '@app/shared/store/cart-rules';

/**
 * A visitor's cart before signing in (spec §4): kept in localStorage per store so it survives a reload; merged into
 * the client's server cart at sign-in and then cleared.
 */
const key = (code: string) => `store-cart:${code.toUpperCase()}`;

export function readLocalCart(code: string): LocalCartLine[] {
  try {
    const lines = JSON.parse(localStorage.getItem(key(code)) ?? '[]') as LocalCartLine[];
    return Array.isArray(lines) ? lines.filter((l) => Number.isInteger(l.type_digital_account_id) && Number.isInteger(l.qt) && l.qt > 0) : [];
  } catch {
    return [];
  }
}

export function writeLocalCart(code: string, lines: LocalCartLine[]) {
  try {
    if (lines.length) localStorage.setItem(key(code), JSON.stringify(lines));
    else localStorage.removeItem(key(code));
  } catch {
    // private mode: the cart lasts only this page
  }
}

export function addLocal(lines: LocalCartLine[], typeId: number): LocalCartLine[] {
  const found = lines.find((l) => l.type_digital_account_id === typeId);
  if (found) return lines.map((l) => (l === found ? { ...l, qt: Math.min(CART_MAX_QT, l.qt + 1) } : l));
  return [...lines, { type_digital_account_id: typeId, qt: 1 }];
}
