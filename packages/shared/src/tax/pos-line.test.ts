import { describe, expect, it } from 'vitest';
import { computePosLine, computePosOrder, type PosLineCalcInput } from './pos-line.ts';

const IVA19 = { basePercentage: 100, rate: 19 };
const ICO8 = { basePercentage: 100, rate: 8 };

type Expected = Partial<Record<'comercial_ammount' | 'subtotal_amount' | 'discount_amount' | 'base_amount' | 'tax_amount' | 'item_amount' | 'total_amount', number>>;

describe('computePosLine (spec §9)', () => {
  it.each<[string, PosLineCalcInput, Expected]>([
    ['plain price', { price: 1_000_000, quantity: 1 }, { comercial_ammount: 1_000_000, base_amount: 1_000_000, tax_amount: 0, total_amount: 1_000_000 }],
    ['IVA 19 %', { price: 1_000_000, quantity: 1, taxes: [IVA19] }, { tax_amount: 190_000, item_amount: 1_190_000, total_amount: 1_190_000 }],
    ['ICO 8 %', { price: 1_000_000, quantity: 3, taxes: [ICO8] }, { tax_amount: 240_000, item_amount: 1_080_000, total_amount: 3_240_000 }],
    ['IVA and ICO together', { price: 1_000_000, quantity: 1, taxes: [IVA19, ICO8] }, { tax_amount: 270_000, total_amount: 1_270_000 }],
    ['IVA over half the base', { price: 1_000_000, quantity: 1, taxes: [{ basePercentage: 50, rate: 19 }] }, { tax_amount: 95_000, total_amount: 1_095_000 }],
    ['offer below the price applies', { price: 1_000_000, priceOffer: 800_000, quantity: 2 }, { comercial_ammount: 800_000, subtotal_amount: 1_600_000, total_amount: 1_600_000 }],
    ['offer of 0 does not apply', { price: 1_000_000, priceOffer: 0, quantity: 1 }, { comercial_ammount: 1_000_000 }],
    ['offer above the price does not apply', { price: 1_000_000, priceOffer: 1_200_000, quantity: 1 }, { comercial_ammount: 1_000_000 }],
    ['percent discount before taxes', { price: 1_000_000, quantity: 2, discountPercents: [10], taxes: [IVA19] },
      { discount_amount: 200_000, base_amount: 1_800_000, tax_amount: 342_000, item_amount: 1_071_000, total_amount: 2_142_000 }],
    ['two discounts over the unit price', { price: 1_000_000, quantity: 1, discountPercents: [10, 5] }, { discount_amount: 150_000, total_amount: 850_000 }],
    ['100 % discount', { price: 1_000_000, quantity: 1, discountPercents: [100], taxes: [IVA19] }, { base_amount: 0, tax_amount: 0, total_amount: 0 }],
    ['priced options add to the unit', { price: 1_750_000, quantity: 2, optionValues: [250_000], discountPercents: [10], taxes: [ICO8] },
      { comercial_ammount: 2_000_000, discount_amount: 400_000, base_amount: 3_600_000, tax_amount: 288_000, total_amount: 3_888_000 }],
    ['sub-items add once, not per unit', { price: 1_000_000, quantity: 2, subItems: [{ price: 300_000, quantity: 1, taxes: [IVA19] }] },
      { total_amount: 2_357_000 }],
    ['free of charge: shown at its price, charged nothing', { price: 1_000_000, quantity: 2, taxes: [IVA19], freeOfCharge: true },
      { comercial_ammount: 1_000_000, subtotal_amount: 2_000_000, discount_amount: 2_000_000, base_amount: 0, tax_amount: 0, total_amount: 0 }],
    ['free of charge frees its sub-items', { price: 1_000_000, quantity: 1, freeOfCharge: true, subItems: [{ price: 300_000, quantity: 1 }] }, { total_amount: 0 }],
    // rounding: each unit amount rounds to the cent once (half away from zero), then multiplies
    ['tax rounds to the cent: 28.5 → 29', { price: 150, quantity: 1, taxes: [IVA19] }, { tax_amount: 29, total_amount: 179 }],
    ['per-unit rounding times the quantity', { price: 150, quantity: 3, taxes: [IVA19] }, { tax_amount: 87, total_amount: 537 }],
    ['discount rounds to the cent: 1.5 → 2', { price: 150, quantity: 1, discountPercents: [1] }, { discount_amount: 2, total_amount: 148 }],
    ['each tax rounds on its own', { price: 150, quantity: 1, taxes: [IVA19, ICO8] }, { tax_amount: 41, total_amount: 191 }],
  ])('%s', (_name, input, expected) => {
    expect(computePosLine(input)).toMatchObject(expected);
  });

  it('keeps subtotal − discount + tax = total on every line', () => {
    for (const price of [1, 99, 150, 12_345, 1_000_000]) {
      for (const quantity of [1, 2, 7]) {
        for (const discountPercents of [[], [10], [33.3]]) {
          const l = computePosLine({ price, quantity, discountPercents, taxes: [IVA19, ICO8] });
          expect(l.subtotal_amount - l.discount_amount + l.tax_amount).toBe(l.total_amount);
          expect(l.item_amount * quantity).toBe(l.total_amount);
        }
      }
    }
  });

  it.each<[string, PosLineCalcInput]>([
    ['discounts above the price', { price: 1_000, quantity: 1, discountPercents: [60, 60] }],
    ['a discount above 100 %', { price: 1_000, quantity: 1, discountPercents: [101] }],
    ['a negative quantity', { price: 1_000, quantity: -1 }],
    ['a fractional quantity', { price: 1_000, quantity: 1.5 }],
    ['fractional cents', { price: 10.5, quantity: 1 }],
    ['a tax above 100 %', { price: 1_000, quantity: 1, taxes: [{ basePercentage: 100, rate: 120 }] }],
    ['a fractional option value', { price: 1_000, quantity: 1, optionValues: [0.5] }],
  ])('refuses %s with a RangeError', (_name, input) => {
    expect(() => computePosLine(input)).toThrow(RangeError);
  });
});

describe('computePosOrder', () => {
  it.each<[string, PosLineCalcInput[], number, Record<string, number>]>([
    ['no lines', [], 0, { subtotal_amount: 0, discount_amount: 0, tax_amount: 0, total_amount: 0 }],
    ['lines and delivery', [{ price: 1_000_000, quantity: 1, taxes: [IVA19] }, { price: 500_000, quantity: 2, discountPercents: [10] }], 500_000,
      { subtotal_amount: 2_000_000, discount_amount: 100_000, tax_amount: 190_000, price_domicile: 500_000, total_amount: 2_590_000 }],
    ['sub-items count in every sum', [{ price: 1_000_000, quantity: 1, subItems: [{ price: 200_000, quantity: 1, taxes: [IVA19] }] }], 0,
      { subtotal_amount: 1_200_000, tax_amount: 38_000, total_amount: 1_238_000 }],
    ['a courtesy counts as a discount', [{ price: 1_000_000, quantity: 1, freeOfCharge: true }, { price: 100_000, quantity: 1 }], 0,
      { subtotal_amount: 1_100_000, discount_amount: 1_000_000, total_amount: 100_000 }],
  ])('%s', (_name, lines, delivery, expected) => {
    const totals = computePosOrder(lines.map((l) => computePosLine(l)), delivery);
    expect(totals).toMatchObject(expected);
    expect(totals.subtotal_amount - totals.discount_amount + totals.tax_amount + totals.price_domicile).toBe(totals.total_amount);
  });
});
