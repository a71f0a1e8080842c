import { bigintToCents, assertCents, type Cents } from './cents.ts';
import { roundHalfAwayFromZero, toRational } from './decimal.ts';

/** Pesos (number or plain decimal text like "1234.56") to integer cents, halves away from zero; RangeError when not a finite number. */
export function toCents(pesos: number | string): Cents {
  const { num, den } = toRational(pesos, 'El monto');
  return bigintToCents(roundHalfAwayFromZero(num * 100n, den), 'El monto');
}

/** Cents to pesos, for display and charts only: never feed the result back into arithmetic. */
export function fromCents(cents: Cents): number {
  return assertCents(cents) / 100;
}
