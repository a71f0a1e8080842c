import { addCents, multiplyCents, subtractCents } from '../money/arithmetic.ts';
import { assertCents, type Cents } from '../money/cents.ts';

export interface LineInput {
  /** Unit price in cents (already the offer price when one applies). */
  price: Cents;
  /** Whole units, 0 or more. */
  quantity: number;
  /** Discount per unit in cents, at most the price. */
  discount?: Cents;
  /** Tax per unit in cents. */
  tax?: Cents;
  /** Amounts of the line's sub-items in cents, added once: they are totals, not per-unit prices. */
  subItemAmounts?: readonly Cents[];
}

/** (price − discount + tax) × quantity + the sub-items' amounts (spec §9), exact in cents. */
export function lineTotal({ price, quantity, discount = 0, tax = 0, subItemAmounts = [] }: LineInput): Cents {
  assertCents(price, 'El precio');
  assertCents(discount, 'El descuento');
  assertCents(tax, 'El impuesto');
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`La cantidad debe ser un número entero mayor o igual a 0 (recibido: ${String(quantity)})`);
  }
  if (discount < 0 || discount > price) {
    throw new RangeError('El descuento debe estar entre 0 y el precio');
  }
  const unit = addCents(subtractCents(price, discount), tax);
  return addCents(multiplyCents(unit, quantity), ...subItemAmounts);
}
