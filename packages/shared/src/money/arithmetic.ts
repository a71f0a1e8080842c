import { assertCents, bigintToCents, type Cents } from './cents.ts';
import { roundHalfAwayFromZero, toRational } from './decimal.ts';

/** Sum of cent amounts; every operand and the total must be safe integers. */
export function addCents(...amounts: Cents[]): Cents {
  // bigint accumulation: an overflow is reported instead of silently losing cents
  let total = 0n;
  for (const a of amounts) total += BigInt(assertCents(a));
  return bigintToCents(total, 'La suma');
}

/** a minus b, in cents. */
export function subtractCents(a: Cents, b: Cents): Cents {
  return bigintToCents(BigInt(assertCents(a)) - BigInt(assertCents(b)), 'La resta');
}

/** cents times a whole quantity (units sold, months). */
export function multiplyCents(cents: Cents, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`La cantidad debe ser un número entero (recibido: ${String(quantity)})`);
  }
  return bigintToCents(BigInt(assertCents(cents)) * BigInt(quantity), 'El producto');
}

/** percent % of cents (percent may be fractional, e.g. 2.5), rounded once, halves away from zero. */
export function percentOf(cents: Cents, percent: number): Cents {
  const p = toRational(percent, 'El porcentaje');
  return bigintToCents(roundHalfAwayFromZero(BigInt(assertCents(cents)) * p.num, p.den * 100n), 'El porcentaje');
}
