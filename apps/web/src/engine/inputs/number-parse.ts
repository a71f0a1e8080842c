import { sanitizeInteger, sanitizeNumber } from '@app/shared';

/** Number field text → value: digits and dot only; keeps "12." or "." as text while a decimal is being typed. */
export function parseNumberText(text: string): number | string | null {
  const clean = sanitizeNumber(text);
  if (clean === '') return null;
  if (clean.endsWith('.') || clean.split('.').length > 2) return clean;
  const n = Number(clean);
  return Number.isFinite(n) ? n : clean;
}

/** Integer field text → value: digits only. */
export function parseIntegerText(text: string): number | null {
  const clean = sanitizeInteger(text);
  return clean === '' ? null : Number(clean);
}
