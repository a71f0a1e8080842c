import { assertCents, bigintToCents, type Cents } from '../money/cents.ts';
import { roundHalfAwayFromZero, toRational } from '../money/decimal.ts';

/** Colombian taxes the POS applies: IVA (value added) and ICO (consumption). */
export type TaxKind = 'IVA' | 'ICO';

export interface ProductTax {
  kind: TaxKind;
  /** The "given percentage": share of the base the tax applies to, 100 = the whole base. */
  percentage: number;
  /** The tax rate, e.g. 19 for IVA 19 %. */
  taxPercentage: number;
}

function percentRational(value: number, label: string): { num: bigint; den: bigint } {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RangeError(`${label} debe estar entre 0 y 100 (recibido: ${String(value)})`);
  }
  return toRational(value, label);
}

/**
 * base × percentage/100 × taxPercentage/100 (spec §9), computed exactly and rounded once to whole cents,
 * halves away from zero.
 */
export function taxValue(base: Cents, tax: Pick<ProductTax, 'percentage' | 'taxPercentage'>): Cents {
  assertCents(base, 'La base');
  const share = percentRational(tax.percentage, 'El porcentaje de la base');
  const rate = percentRational(tax.taxPercentage, 'El porcentaje del impuesto');
  const value = roundHalfAwayFromZero(BigInt(base) * share.num * rate.num, share.den * rate.den * 10_000n);
  return bigintToCents(value, 'El impuesto');
}

/** Sum of each tax's value, every one rounded on its own so the total matches the lines a receipt prints. */
export function totalTax(base: Cents, taxes: readonly Pick<ProductTax, 'percentage' | 'taxPercentage'>[]): Cents {
  let total = 0n;
  for (const tax of taxes) total += BigInt(taxValue(base, tax));
  return bigintToCents(total, 'El impuesto');
}
