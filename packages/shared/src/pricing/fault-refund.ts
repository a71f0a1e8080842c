import { assertCents, type Cents } from '../money/cents.ts';

/**
 * What a fault refund gives back of one payment (DOMAIN.md "Fault report"): the unused part, paid × remaining days ÷
 * duration, rounded down to the cent. Remaining days are clamped to 0..duration (a date already past refunds
 * nothing; a payment never refunds more than itself).
 */
export function unusedRefund(paid: Cents, remainingDays: number, durationDays: number): Cents {
  assertCents(paid, 'El valor pagado');
  if (paid < 0) throw new RangeError('El valor pagado no puede ser negativo');
  if (!Number.isSafeInteger(durationDays) || durationDays < 1) throw new RangeError('La duración debe ser un número entero de días mayor que 0');
  if (!Number.isSafeInteger(remainingDays)) throw new RangeError('Los días restantes deben ser un número entero');
  const days = Math.min(Math.max(remainingDays, 0), durationDays);
  // bigint: paid × days can pass 2^53 for large amounts
  return Number((BigInt(paid) * BigInt(days)) / BigInt(durationDays));
}

/**
 * Splits `amount` over parts in proportion to `weights` (the rows of a sale: each commission and the revenue), in
 * whole cents that add up to exactly `amount`: each part first gets its share rounded down, then the cents left
 * go one by one to the largest remainders (ties to the earlier part). A part of weight 0 gets nothing.
 */
export function proportionalShares(amount: Cents, weights: readonly Cents[]): Cents[] {
  assertCents(amount, 'El valor a repartir');
  if (amount < 0) throw new RangeError('El valor a repartir no puede ser negativo');
  for (const w of weights) {
    assertCents(w, 'El peso');
    if (w < 0) throw new RangeError('Los pesos no pueden ser negativos');
  }
  const total = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (total === 0n) {
    if (amount === 0) return weights.map(() => 0);
    throw new RangeError('No hay a qué repartir el valor: todos los pesos son 0');
  }
  const exact = weights.map((w) => BigInt(amount) * BigInt(w));
  const shares = exact.map((e) => e / total);
  let left = BigInt(amount) - shares.reduce((s, x) => s + x, 0n);
  const order = exact.map((e, i) => ({ i, rest: e % total })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    if (weights[i] === 0) continue;
    shares[i] += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
