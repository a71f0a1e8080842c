import { roundHalfAwayFromZero, toRational } from '../money/decimal.ts';
import { toCents } from '../money/convert.ts';

/** Number field: keeps only digits and dots. */
export function sanitizeNumber(input: string | null | undefined): string {
  return (input ?? '').replace(/[^0-9.]/g, '');
}

/** Integer field: keeps only digits. */
export function sanitizeInteger(input: string | null | undefined): string {
  return (input ?? '').replace(/\D/g, '');
}

/** Money field: keeps only digits, commas (thousands) and dots (decimal point). */
export function sanitizeMoney(input: string | null | undefined): string {
  return (input ?? '').replace(/[^0-9.,]/g, '');
}

/**
 * Whole pesos a money field holds: sanitized, commas removed, rounded to 0 decimals halves away from zero
 * (spec §5). Null when empty or not a number (e.g. "1.2.3").
 */
export function moneyInputToNumber(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = sanitizeMoney(String(input)).replace(/,/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const { num, den } = toRational(text);
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
