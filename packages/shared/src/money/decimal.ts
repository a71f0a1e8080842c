/**
 * Exact decimal arithmetic on bigint rationals. Percentages such as 2.5 or 0.1 have no exact binary
 * floating-point form, so money maths goes through their decimal text instead of multiplying floats.
 */

/** A rational number num/den with den > 0. */
export interface Rational {
  num: bigint;
  den: bigint;
}

// Sign, integer digits, fraction digits, exponent: the grammar of String(number) plus plain decimal text.
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
// Beyond this the number cannot be a money amount anyway; it also keeps 10n ** exp cheap.
const MAX_EXPONENT = 400;

/** Exact rational value of a finite number or decimal text ("12.5", "-3", "1e-7"); throws a RangeError otherwise. */
export function toRational(value: number | string, label = 'El valor'): Rational {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`${label} no es un número válido (recibido: ${String(value)})`);
  }
  // String(number) is the shortest text that reads back as the same double: 1.005 stays "1.005"
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = DECIMAL.exec(text);
  const intDigits = m?.[2] ?? '';
  const fracDigits = m?.[3] ?? '';
  const exponent = Number(m?.[4] ?? 0);
  if (!m || intDigits + fracDigits === '' || Math.abs(exponent) > MAX_EXPONENT) {
    throw new RangeError(`${label} no es un número válido (recibido: ${JSON.stringify(value)})`);
  }
  let num = BigInt(intDigits + fracDigits || '0');
  let den = 10n ** BigInt(fracDigits.length);
  if (exponent > 0) num *= 10n ** BigInt(exponent);
  if (exponent < 0) den *= 10n ** BigInt(-exponent);
  return { num: m[1] === '-' ? -num : num, den };
}

/** Rounds num/den to an integer, halves away from zero (the way a cashier rounds 0.5 cents). */
export function roundHalfAwayFromZero(num: bigint, den: bigint): bigint {
  if (den === 0n) throw new RangeError('División por cero');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const abs = num < 0n ? -num : num;
  let q = abs / den;
  if ((abs % den) * 2n >= den) q += 1n;
  return num < 0n ? -q : q;
}
