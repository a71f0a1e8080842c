import { addCents, multiplyCents, subtractCents } from '../money/arithmetic.ts';
import { assertCents, type Cents } from '../money/cents.ts';
import { percentDiscount } from './discount.ts';
import { lineTotal } from './line-total.ts';
import { effectivePrice } from './offer-price.ts';
import { taxValue } from './tax-value.ts';

/** One tax of a line: `basePercentage` is the share of the base it applies to (100 = all), `rate` its percent. */
export interface PosLineTax {
  basePercentage: number;
  rate: number;
}

/** What a POS line is computed from: the catalogue's prices and taxes plus what the cashier chose. */
export interface PosLineCalcInput {
  /** List price of one unit, in cents. */
  price: Cents;
  /** Offer price; applies when above 0 and below the price (spec §9). */
  priceOffer?: Cents | null;
  quantity: number;
  /** Values of the sale options that apply a price, added to each unit. */
  optionValues?: readonly Cents[];
  /** Percent discounts, each over the unit price (options included); together at most the price. */
  discountPercents?: readonly number[];
  taxes?: readonly PosLineTax[];
  /** A courtesy: shown at its price, charged nothing (its sub-items too). */
  freeOfCharge?: boolean;
  /** Items sold inside this one, each with its own quantity; their totals add once (spec §9). */
  subItems?: readonly PosLineCalcInput[];
}

/** The amounts of a POS line (spec §3 "POS order line"), all in cents. */
export interface PosLineAmounts {
  /** Unit price charged: offer applied, options added. */
  comercial_ammount: Cents;
  /** comercial_ammount × quantity. */
  subtotal_amount: Cents;
  /** Discount of the whole line; a courtesy line's is its whole subtotal. */
  discount_amount: Cents;
  /** (unit − discount) × quantity: what taxes are computed over. */
  base_amount: Cents;
  tax_amount: Cents;
  /** One unit: price − discount + tax. */
  item_amount: Cents;
  /** item_amount × quantity + Σ sub-items' totals. */
  total_amount: Cents;
  /** Each discount's amount over the whole line, in the order given. */
  discountValues: Cents[];
  /** Each tax's value over the whole line, in the order given. */
  taxValues: Cents[];
  subItems: PosLineAmounts[];
}

/**
 * A POS line from spec §9's calculators: offer price, percent discounts over the unit, taxes as
 * base × share × rate per unit (each rounded to the cent on its own), line total = (price − discount + tax) ×
 * quantity + sub-items. Per-unit amounts are rounded once and multiplied, so a receipt's unit column times the
 * quantity always equals its line. Throws RangeError (Spanish) on amounts no line can have.
 */
export function computePosLine(input: PosLineCalcInput, parentFree = false): PosLineAmounts {
  const { price, priceOffer, quantity, optionValues = [], discountPercents = [], taxes = [], subItems = [] } = input;
  const free = parentFree || Boolean(input.freeOfCharge);
  for (const v of optionValues) assertCents(v, 'El valor de la opción');
  const unit = addCents(effectivePrice(price, priceOffer), ...optionValues);
  const subs = subItems.map((s) => computePosLine(s, free));
  const subtotal = multiplyCents(unit, quantity);
  if (free) {
    return {
      comercial_ammount: unit, subtotal_amount: subtotal, discount_amount: subtotal, base_amount: 0, tax_amount: 0,
      item_amount: 0, total_amount: 0, discountValues: discountPercents.map(() => 0), taxValues: taxes.map(() => 0), subItems: subs,
    };
  }
  const unitDiscounts = discountPercents.map((p) => percentDiscount(unit, p));
  const unitDiscount = addCents(...unitDiscounts);
  if (unitDiscount > unit) throw new RangeError('Los descuentos de la línea suman más que su precio');
  const unitBase = subtractCents(unit, unitDiscount);
  const unitTaxes = taxes.map((t) => taxValue(unitBase, { percentage: t.basePercentage, taxPercentage: t.rate }));
  const unitTax = addCents(...unitTaxes);
  const total = lineTotal({ price: unit, quantity, discount: unitDiscount, tax: unitTax, subItemAmounts: subs.map((s) => s.total_amount) });
  return {
    comercial_ammount: unit,
    subtotal_amount: subtotal,
    discount_amount: multiplyCents(unitDiscount, quantity),
    base_amount: multiplyCents(unitBase, quantity),
    tax_amount: multiplyCents(unitTax, quantity),
    item_amount: addCents(unitBase, unitTax),
    total_amount: total,
    discountValues: unitDiscounts.map((d) => multiplyCents(d, quantity)),
    taxValues: unitTaxes.map((t) => multiplyCents(t, quantity)),
    subItems: subs,
  };
}

/** The totals of an order (sub-items included in every sum); total = subtotal − discount + tax + delivery. */
export interface PosOrderTotals {
  subtotal_amount: Cents;
  discount_amount: Cents;
  tax_amount: Cents;
  price_domicile: Cents;
  total_amount: Cents;
}

type LineSums = Pick<PosLineAmounts, 'subtotal_amount' | 'discount_amount' | 'tax_amount' | 'total_amount'> & {
  subItems?: readonly LineSums[];
};

function sumWithSubItems(line: LineSums, key: 'subtotal_amount' | 'discount_amount' | 'tax_amount'): Cents {
  return addCents(line[key], ...(line.subItems ?? []).map((s) => sumWithSubItems(s, key)));
}

/** An order's totals from its computed lines plus the delivery price. */
export function computePosOrder(lines: readonly LineSums[], priceDomicile: Cents = 0): PosOrderTotals {
  assertCents(priceDomicile, 'El valor del domicilio');
  return {
    subtotal_amount: addCents(...lines.map((l) => sumWithSubItems(l, 'subtotal_amount'))),
    discount_amount: addCents(...lines.map((l) => sumWithSubItems(l, 'discount_amount'))),
    tax_amount: addCents(...lines.map((l) => sumWithSubItems(l, 'tax_amount'))),
    price_domicile: priceDomicile,
    total_amount: addCents(...lines.map((l) => l.total_amount), priceDomicile),
  };
}
