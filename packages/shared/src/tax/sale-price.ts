import { addCents } from '../money/arithmetic.ts';
import type { Cents } from '../money/cents.ts';
import { totalTax, type ProductTax } from './tax-value.ts';

/** Sale price = base + the sum of its tax values (spec §9), in cents. */
export function salePrice(base: Cents, taxes: readonly Pick<ProductTax, 'percentage' | 'taxPercentage'>[] = []): Cents {
  return addCents(base, totalTax(base, taxes));
}
