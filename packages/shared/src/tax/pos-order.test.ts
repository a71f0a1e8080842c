import { describe, expect, it } from 'vitest';
import type { PosOrderInput } from '../contracts/pos.ts';
import { PosLineError, posOrderMismatches, posUnitPrice, pricePosLine, pricePosOrder, type PosCatalogue } from './pos-order.ts';

const product = (id: number, name: string, price: number, extra: Partial<PosCatalogue['products'][number]> = {}) => ({
  id, category_id: 1, code: `P${id}`, name, description: null, image: null, unit_measure_id: 'UND', price, price_offer: null,
  acc_tax_zone_id: null, tax_ids: [] as number[], inv_product_id: id, inv_variant_option_ids: [] as number[], has_variants: false, ...extra,
});

const catalogue: PosCatalogue = {
  products: [
    product(1, 'Hamburguesa', 1_800_000, { tax_ids: [20] }),
    product(2, 'Jugo', 700_000, { tax_ids: [10], has_variants: true }),
    product(3, 'Gaseosa', 450_000, { price_offer: 350_000, tax_ids: [10] }),
  ],
  product_variants: [{ id: 5, product_id: 2, inv_product_id: 2, code: 'J-G', name: 'Grande', price: 950_000, price_offer: 850_000, inv_variant_option_ids: [7] }],
  sale_options: [
    { id: 30, product_id: 1, option_type: 'other', name: 'Queso', apply_price: true, value: 250_000 },
    { id: 31, product_id: null, option_type: 'custom', name: 'Para llevar', apply_price: false, value: 0 },
  ],
  taxes: [{ id: 10, name: 'IVA', type: 'IVA', percentage: 19, base_amount: 100 }, { id: 20, name: 'ICO', type: 'ICO', percentage: 8, base_amount: 100 }],
  price_list: { id: 9, name: 'POS', type: 'pos', is_general: false, items: [{ product_id: 1, product_variant_id: null, price: 1_750_000, price_offer: null, sale_price: 1_890_000 }] },
};

describe('posUnitPrice: the chosen list first, else the catalogue', () => {
  it.each<[number, number | null, { price: number; price_offer: number | null }]>([
    [1, null, { price: 1_750_000, price_offer: null }],
    [3, null, { price: 450_000, price_offer: 350_000 }],
    [2, 5, { price: 950_000, price_offer: 850_000 }],
    [2, null, { price: 700_000, price_offer: null }],
  ])('product %i variant %j', (productId, variantId, expected) => {
    expect(posUnitPrice(catalogue, productId, variantId)).toEqual(expected);
  });
});

describe('pricePosLine', () => {
  it.each<[string, Parameters<typeof pricePosLine>[1], number]>([
    ['list price with ICO', { product_id: 1, quantity: 1 }, 1_890_000],
    ['priced option and a note option', { product_id: 1, quantity: 1, options: [30, 31] }, 2_160_000],
    ['variant on offer with IVA', { product_id: 2, variant_id: 5, quantity: 2 }, 2_023_000],
    ['offer with IVA and a 10 % discount', { product_id: 3, quantity: 1, discounts: [{ percentage: 10 }] }, 374_850],
    ['sub-item added once', { product_id: 1, quantity: 2, sub_items: [{ product_id: 3, quantity: 1 }] }, 3_780_000 + 416_500],
    ['courtesy', { product_id: 1, quantity: 3, free_of_charge_indicator: true }, 0],
  ])('%s', (_name, line, total) => {
    expect(pricePosLine(catalogue, line).total_amount).toBe(total);
  });

  it.each<[string, Parameters<typeof pricePosLine>[1], RegExp]>([
    ['unknown product', { product_id: 99, quantity: 1, description: 'Fantasma' }, /^Línea 4 \(Fantasma\): el producto no existe/],
    ['variant of another product', { product_id: 1, variant_id: 5, quantity: 1 }, /^Línea 4 \(Hamburguesa\): la variante no pertenece/],
    ['option of another product', { product_id: 3, options: [30], quantity: 1 }, /^Línea 4 \(Gaseosa\): la opción 30 no se ofrece/],
    ['discounts above the price', { product_id: 3, quantity: 1, discounts: [{ percentage: 70 }, { percentage: 40 }] }, /^Línea 4 \(Gaseosa\): Los descuentos/],
  ])('refuses %s naming the line', (_name, line, message) => {
    expect(() => pricePosLine(catalogue, line, 4)).toThrow(PosLineError);
    expect(() => pricePosLine(catalogue, line, 4)).toThrow(message);
  });
});

describe('posOrderMismatches', () => {
  const base: PosOrderInput = {
    local_reference: 'a', bus_subsidiary_id: 1, order_status: 'closed', date_order: '2026-11-26T00:00:00Z',
    data_items: [{ product_id: 3, quantity: 1 }, { product_id: 1, quantity: 2 }], total_amount: 416_500 + 3_780_000,
  };
  it.each<[string, Partial<PosOrderInput>, RegExp | null]>([
    ['matching totals', {}, null],
    ['a tampered line total', { data_items: [{ product_id: 3, quantity: 1 }, { product_id: 1, quantity: 2, total_amount: 100 }] },
      /^Línea 2 \(Hamburguesa\): el total enviado \$ 1,00 no coincide con el calculado \$ 37\.800,00$/],
    ['a tampered order total', { total_amount: 1 }, /^Pedido: el total enviado/],
    ['a tampered tax', { data_items: [{ product_id: 3, quantity: 1, tax_amount: 0 }, { product_id: 1, quantity: 2 }] }, /^Línea 1 \(Gaseosa\): el impuesto/],
    ['delivery left out of the total', { is_domicile: true, price_domicile: 500_000 }, /^Pedido: el total/],
  ])('%s', (_name, patch, message) => {
    const order = { ...base, ...patch };
    const found = posOrderMismatches(order, pricePosOrder(catalogue, order));
    if (message) expect(found[0]).toMatch(message);
    else expect(found).toEqual([]);
  });
});
