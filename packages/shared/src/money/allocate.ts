import { assertCents, type Cents } from './cents.ts';

/**
 * Splits total into parts proportional to non-negative integer weights so that the parts always add up to
 * total exactly; leftover cents go to the largest remainders, ties to the earlier part.
 */
export function allocateCents(total: Cents, weights: readonly number[]): Cents[] {
  assertCents(total, 'El total');
  if (weights.length === 0) throw new RangeError('Se necesita al menos una parte para repartir');
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) {
      throw new RangeError(`Los pesos del reparto deben ser enteros no negativos (recibido: ${String(w)})`);
    }
  }
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (sum === 0n) throw new RangeError('La suma de los pesos del reparto debe ser mayor que 0');

  // work on the magnitude so negative totals (refunds) split the same way, mirrored
  const sign = total < 0 ? -1n : 1n;
  const magnitude = BigInt(total) * sign;
  const parts = weights.map((w) => (magnitude * BigInt(w)) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (magnitude * BigInt(w)) % sum }));
  let left = magnitude - parts.reduce((s, p) => s + p, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i] += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p * sign) + 0);
}
