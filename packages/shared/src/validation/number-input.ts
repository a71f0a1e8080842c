import { toCents } from '../money/convert.ts';
import { roundHalfAwayFromZero, toRational } from '../money/decimal.ts';
import { moneyTextToPesos } from './money-text.ts';

/** Number field: keeps only digits and dots. */
export function sanitizeNumber(input: string | null | undefined): string {
  return (input ?? '').replace(/[^0-9.]/g, '');
}

/** Integer field: keeps only digits. */
export function sanitizeInteger(input: string | null | undefined): string {
  return (input ?? '').replace(/\D/g, '');
}

/** Money field: keeps only digits, commas and dots (which of them are decimals: money-text.ts). */
export function sanitizeMoney(input: string | null | undefined): string {
  return (input ?? '').replace(/[^0-9.,]/g, '');
}

/**
 * Whole pesos a money field holds (spec §5, 0 decimals): separators read the Colombian way (money-text.ts: "9.500"
 * and "9,500" are 9500, "9.000,5" rounds to 9001), decimals rounded halves away from zero. Null when it has no digit.
 */
export function moneyInputToNumber(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input !== 'number') return moneyTextToPesos(input);
  if (!Number.isFinite(input)) return null;
  // a number is already a value, not text: no separators to read, only the sign the field never shows
  const { num, den } = toRational(Math.abs(input));
  const pesos = Number(roundHalfAwayFromZero(num, den));
  return Number.isSafeInteger(pesos) ? pesos : null;
}

/** The money field's value as integer cents, or null when empty or not a number. */
export function moneyInputToCents(input: string | number | null | undefined): number | null {
  const pesos = moneyInputToNumber(input);
  if (pesos === null) return null;
  try {
    return toCents(pesos);
  } catch {
    // too large to be an amount: the same as unreadable for a form
    return null;
  }
}

/** Null when value is present (0 and false count; blank text and empty lists do not), else "{label} es obligatorio". */
export function validateRequired(value: unknown, label: string): string | null {
  const empty = value === null || value === undefined
    || (typeof value === 'string' && value.trim() === '')
    || (Array.isArray(value) && value.length === 0);
  return empty ? `${label} es obligatorio` : null;
}

/** Null when a required checkbox is checked (exactly true), else "{label} es obligatorio". */
export function validateRequiredTrue(value: unknown, label: string): string | null {
  return value === true ? null : `${label} es obligatorio`;
}
