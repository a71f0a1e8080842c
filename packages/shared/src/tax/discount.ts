import { percentOf } from '../money/arithmetic.ts';
import { assertCents, type Cents } from '../money/cents.ts';

/** price × percent / 100 (spec §9), percent from 0 to 100, rounded to whole cents halves away from zero. */
export function percentDiscount(price: Cents, percent: number): Cents {
  assertCents(price, 'El precio');
  // above 100 % the line would pay the customer; below 0 it would be a surcharge
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`El porcentaje de descuento debe estar entre 0 y 100 (recibido: ${String(percent)})`);
  }
  return percentOf(price, percent);
}
