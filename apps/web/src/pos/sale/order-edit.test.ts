import { pricePosOrder } from '@app/shared/tax/pos-order';
import { describe, expect, it } from 'vitest';
import { syntheticBranch } from '../../../../../bench/pos-synthetic-branch.ts';
import type { PosLocalOrder, PosOrderType } from '../pos-model.ts';
import { turnTotals } from '../turn/turn-totals.ts';
import { buildCatalogue } from './catalogue.ts';
import { addLine, newOrder, removeLine, retotal, setOrderType, toOrderInput, updateLine } from './order-edit.ts';
import { buildSearchIndex, searchProducts } from './product-search.ts';

const branch = syntheticBranch(40);
const cat = buildCatalogue(branch.stores);
const start = () => newOrder({ subsidiaryId: 7, seq: 1, cashierId: 3, cashRegisterId: 2, turnLocalReference: 'turno-1' });
const plain = (id: number, extra: object = {}) => ({ product_id: id, variant_id: null, quantity: 1, options: [], discounts: [], ...extra });

describe('a local order', () => {
  it('starts open, not canceled, for pickup (spec §4), with a reference of its branch', () => {
    const o = start();
    expect(o).toMatchObject({ order_status: 'open', is_open: true, canceled: false, order_type: 'pickup', total_amount: 0, bus_subsidiary_id: 7 });
    expect(o.local_reference).toMatch(/^pos7-/);
    expect(start().local_reference).not.toBe(o.local_reference);
  });

  it('totals with the shared calculators, the same the server checks', () => {
    let o = start();
    o = addLine(o, cat, plain(2, { quantity: 3, discounts: [{ percentage: 10 }] }));
    o = addLine(o, cat, plain(3, { free_of_charge_indicator: true }));
    o = addLine(o, cat, plain(4, { sub_items: [plain(5, { quantity: 2 })] }));
    const server = pricePosOrder(cat.pricing, { data_items: o.lines.map((l) => l.request), is_domicile: false, price_domicile: 0 });
    expect(o.total_amount).toBe(server.totals.total_amount);
    expect(o.lines.map((l) => l.priced.total_amount)).toEqual(server.lines.map((l) => l.total_amount));
    expect(o.lines[1]!.priced.total_amount).toBe(0);
  });

  it.each<[string, (o: PosLocalOrder) => PosLocalOrder, number]>([
    ['the same plain product twice is one line of 2', (o) => addLine(addLine(o, cat, plain(2)), cat, plain(2)), 1],
    ['a discounted line stays apart', (o) => addLine(addLine(o, cat, plain(2)), cat, plain(2, { discounts: [{ percentage: 5 }] })), 2],
    ['removing leaves none', (o) => { const a = addLine(o, cat, plain(2)); return removeLine(a, cat, a.lines[0]!.line_id); }, 0],
  ])('%s', (_name, change, lines) => {
    expect(change(start()).lines).toHaveLength(lines);
  });

  it('re-totals when a quantity changes and when delivery adds its price', () => {
    let o = addLine(start(), cat, plain(2));
    const one = o.total_amount;
    o = updateLine(o, cat, o.lines[0]!.line_id, { quantity: 4 });
    expect(o.total_amount).toBe(one * 4);
    o = retotal({ ...setOrderType(o, cat, 'delivery'), price_domicile: 500_000 }, cat);
    expect(o.total_amount).toBe(one * 4 + 500_000);
    expect(setOrderType(o, cat, 'pickup').total_amount).toBe(one * 4);
  });

  it.each<[PosOrderType, object]>([
    ['pickup', { store_pickup: true, dining_in: false, is_domicile: false, name_table: null, shipping_address: null, price_domicile: 0 }],
    ['table', { store_pickup: false, dining_in: true, is_domicile: false, name_table: 'Mesa 4' }],
    ['delivery', { store_pickup: false, dining_in: false, is_domicile: true, price_domicile: 300_000, shipping_address: { country: { name: 'Colombia', short: 'CO' }, state: 'Antioquia', city: 'Medellín', line: 'Calle 1' } }],
  ])('is sent as a %s order with the §3 fields', (type, fields) => {
    const o = retotal({
      ...addLine(start(), cat, plain(2)), order_type: type, name_table: 'Mesa 4', price_domicile: 300_000,
      shipping_address: { country: { name: 'Colombia', short: 'CO' }, state: 'Antioquia', city: 'Medellín', line: 'Calle 1' },
    }, cat);
    const input = toOrderInput(o, { local_reference: 'turno-1', server_id: 9 } as never);
    expect(input).toMatchObject({ ...fields, bill_cahs_register_turn_id: 9, turn_local_reference: null, total_amount: o.total_amount });
    expect(toOrderInput(o, { local_reference: 'turno-1', server_id: null } as never)).toMatchObject({ bill_cahs_register_turn_id: null, turn_local_reference: 'turno-1' });
  });
});

describe('turnTotals', () => {
  const order = (status: PosLocalOrder['order_status'], payments: [number, string, number][]) =>
    ({ order_status: status, data_payments: payments.map(([payment_method_id, name, amount]) => ({ payment_method_id, name, amount })) }) as PosLocalOrder;
  it.each<[string, PosLocalOrder[], number, number]>([
    ['nothing sold', [], 0, 0],
    ['two cash orders', [order('closed', [[1, 'Efectivo', 1000]]), order('closed', [[1, 'Efectivo', 2500]])], 3500, 1],
    ['a split payment counts in each method', [order('closed', [[1, 'Efectivo', 1000], [2, 'Tarjeta', 500]])], 1500, 2],
    ['canceled and open orders count nothing', [order('canceled', [[1, 'Efectivo', 1000]]), order('open', [[1, 'Efectivo', 7]])], 0, 0],
  ])('%s', (_name, orders, total, methods) => {
    const r = turnTotals(orders);
    expect(r.total).toBe(total);
    expect(r.totals).toHaveLength(methods);
  });
});

describe('searchProducts', () => {
  const index = buildSearchIndex(branch.stores.products);
  it.each<[string, number | null, (name: string, code: string | null, category: number | null) => boolean]>([
    ['', null, () => true],
    ['cafe', null, (n) => n.startsWith('Café')],
    ['CAFÉ producto', null, (n) => n.startsWith('Café')],
    ['p-0001', null, (_n, c) => c === 'P-0001'],
    ['', 3, (_n, _c, cat) => cat === 3],
    ['zzz', null, () => false],
  ])('%j in category %j', (query, category, expected) => {
    const want = branch.stores.products.filter((p) => expected(p.name, p.code, p.category_id)).map((p) => p.id);
    expect(searchProducts(index, query, category).map((p) => p.id).sort((a, b) => a - b)).toEqual(want.sort((a, b) => a - b));
  });
});
