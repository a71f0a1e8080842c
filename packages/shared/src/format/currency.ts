import { groupDigits } from './group-digits.ts';
import { roundHalfAwayFromZero } from '../money/decimal.ts';

export interface FormatMoneyOptions {
  /** Decimal places shown, 0 to 2 (spec §9: 2 by default, money fields 0). Hidden cents round halves away from zero. */
  decimals?: number;
  /** ISO 4217 code; COP shows "$", any other shows its code ("USD 10,00"). */
  currency?: string;
}

/** Reads cents given as a safe-integer number or a bigint (database amounts), or null when empty. */
function centsToBigint(cents: number | bigint | null | undefined): bigint | null {
  if (cents === null || cents === undefined) return null;
  if (typeof cents === 'bigint') return cents;
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`El monto debe ser un número entero de centavos (recibido: ${String(cents)})`);
  }
  return BigInt(cents);
}

/**
 * Colombian display of integer cents: "$ 1.234.567,89", "-$ 5.000,00" (dot thousands, comma decimals).
 * Every currency is taken to have 100 minor units, as amounts are stored. '' for null or undefined.
 */
export function formatMoney(cents: number | bigint | null | undefined, options: FormatMoneyOptions = {}): string {
  const { decimals = 2, currency = 'COP' } = options;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 2) {
    throw new RangeError(`Los decimales deben estar entre 0 y 2 (recibido: ${String(decimals)})`);
  }
  const value = centsToBigint(cents);
  if (value === null) return '';
  const scaled = roundHalfAwayFromZero(value, 10n ** BigInt(2 - decimals));
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(decimals + 1, '0');
  const whole = groupDigits(digits.slice(0, digits.length - decimals), '.');
  const fraction = decimals > 0 ? `,${digits.slice(-decimals)}` : '';
  const symbol = currency.toUpperCase() === 'COP' ? '$' : currency.toUpperCase();
  return `${negative ? '-' : ''}${symbol} ${whole}${fraction}`;
}

/**
 * Whole pesos with dot thousands and no symbol ("1.234.568"), the text a money input shows: the same grouping as
 * formatMoney, and it reads back through moneyInputToNumber (a lone dot never starts decimals there).
 * '' for null or undefined.
 */
export function formatMoneyInput(cents: number | bigint | null | undefined): string {
  const value = centsToBigint(cents);
  if (value === null) return '';
  const pesos = roundHalfAwayFromZero(value, 100n);
  const negative = pesos < 0n;
  return `${negative ? '-' : ''}${groupDigits((negative ? -pesos : pesos).toString(), '.')}`;
}
