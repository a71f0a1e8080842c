import { DEFAULT_RECEIPT_BLOCKS, pricePosOrder } from '@app/shared';
import type { PosOrderInput } from '@app/shared/contracts/pos';
import type { Tx } from '../db/client.ts';
import {
  posCashRegister, posCategory, posEmployee, posPaymentMethod, posPrice, posProduct, posProductVariant, posSaleOption,
  posTable, posTax, posVariant, posVariantOption, posZone, priceList, receiptLayout, subsidiary,
} from '../db/schema/index.ts';
import { closeTurn, findBranch, insertOrderOnce, insertTurnOnce, loadCatalogue } from '../modules/pos/index.ts';
import { findUserByUsername } from '../modules/users/index.ts';

const pesos = (n: number) => n * 100;

/**
 * The point of sale's demo (DOMAIN.md "Offline point of sale"): the branch "Sede Centro" with 3 categories,
 * 12 products (two with size variants, one on offer, drinks with IVA 19 % and food with ICO 8 %), two zones with
 * 6 tables, 3 payment methods, a cash register, the cashier `cajero` and a delivery person, a price list of type
 * pos, and the default receipt layout.
 */
export async function seedPos(tx: Tx): Promise<void> {
  const admin = await findUserByUsername(tx, 'admin');
  const cajero = await findUserByUsername(tx, 'cajero');
  if (!admin) return;
  const company_id = admin.company_id;
  const base = { company_id, created_by: admin.id };
  const insert = async (table: any, values: Record<string, unknown>) =>
    ((await tx.insert(table).values({ ...base, ...values }).returning()) as { id: number }[])[0]!.id;

  const branch = await insert(subsidiary, { name: 'Sede Centro', address: 'Calle 10 # 5-20, Bogotá', phone: '6015551234', active: true });
  const iva = await insert(posTax, { name: 'IVA 19 %', type: 'IVA', percentage: 19, base_amount: 100, active: true });
  const ico = await insert(posTax, { name: 'ICO 8 %', type: 'ICO', percentage: 8, base_amount: 100, active: true });
  const inBranch = { subsidiary_id: branch, active: true };
  const drinks = await insert(posCategory, { ...inBranch, name: 'Bebidas', position: 1 });
  const food = await insert(posCategory, { ...inBranch, name: 'Comidas', position: 2 });
  const desserts = await insert(posCategory, { ...inBranch, name: 'Postres', position: 3 });

  const product = (category_id: number, code: string, name: string, price: number, tax_id: number, extra: Record<string, unknown> = {}) =>
    insert(posProduct, { ...inBranch, category_id, code, name, price: pesos(price), tax_id, unit_measure_id: 'UND', ...extra });
  const coffee = await product(drinks, 'BEB-001', 'Café americano', 4000, iva);
  await product(drinks, 'BEB-002', 'Capuchino', 6500, iva);
  const juice = await product(drinks, 'BEB-003', 'Jugo natural', 7000, iva);
  await product(drinks, 'BEB-004', 'Gaseosa', 4500, iva, { price_offer: pesos(3500), description: 'Oferta de la semana' });
  await product(drinks, 'BEB-005', 'Agua', 3000, iva);
  const burger = await product(food, 'COM-001', 'Hamburguesa', 18000, ico);
  await product(food, 'COM-002', 'Sándwich de pollo', 15000, ico);
  await product(food, 'COM-003', 'Empanada', 3500, ico);
  await product(food, 'COM-004', 'Ensalada César', 16000, ico);
  await product(desserts, 'POS-001', 'Brownie', 6000, ico);
  await product(desserts, 'POS-002', 'Cheesecake', 9000, ico);
  await product(desserts, 'POS-003', 'Helado', 5000, ico);

  const size = await insert(posVariant, { name: 'Tamaño' });
  const small = await insert(posVariantOption, { variant_id: size, name: 'Pequeño' });
  const large = await insert(posVariantOption, { variant_id: size, name: 'Grande' });
  await insert(posProductVariant, { product_id: coffee, variant_option_id: small, name: 'Pequeño', code: 'BEB-001-P', price: pesos(4000), active: true });
  await insert(posProductVariant, { product_id: coffee, variant_option_id: large, name: 'Grande', code: 'BEB-001-G', price: pesos(5500), active: true });
  await insert(posProductVariant, { product_id: juice, variant_option_id: small, name: 'Pequeño', code: 'BEB-003-P', price: pesos(7000), active: true });
  await insert(posProductVariant, { product_id: juice, variant_option_id: large, name: 'Grande', code: 'BEB-003-G', price: pesos(9500), price_offer: pesos(8500), active: true });

  await insert(posSaleOption, { product_id: burger, option_type: 'other', name: 'Queso extra', apply_price: true, value: pesos(2500), active: true });
  await insert(posSaleOption, { product_id: burger, option_type: 'other', name: 'Sin cebolla', apply_price: false, value: 0, active: true });
  await insert(posSaleOption, { product_id: null, option_type: 'custom', name: 'Para llevar', apply_price: false, value: 0, active: true });

  // the branch's own list of type pos: the POS prefers it to the general list (shared choosePriceList)
  const posList = await insert(priceList, { name: 'Punto de venta', type: 'pos', is_general: false, active: true });
  await insert(posPrice, { price_list_id: posList, product_id: burger, product_name: 'Hamburguesa', price: pesos(17500) });

  const salon = await insert(posZone, { ...inBranch, name: 'Salón', price_domicile: 0 });
  const terrace = await insert(posZone, { ...inBranch, name: 'Terraza', price_domicile: pesos(5000) });
  for (const [i, zone] of [salon, salon, salon, salon, terrace, terrace].entries()) {
    await insert(posTable, { ...inBranch, zone_id: zone, name: `Mesa ${i + 1}`, seats: zone === salon ? 4 : 2 });
  }
  for (const [name, code] of [['Efectivo', 'CASH'], ['Tarjeta', 'CARD'], ['Transferencia', 'TRANSFER']]) {
    await insert(posPaymentMethod, { name, code, active: true });
  }
  await insert(posCashRegister, { ...inBranch, name: 'Caja principal' });
  await insert(posEmployee, { ...inBranch, name: 'Camila Cajera', role: 'cashier', document: '1020304050', phone: '3001234567', user_id: cajero?.id ?? null });
  await insert(posEmployee, { ...inBranch, name: 'Diego Domiciliario', role: 'domiciliary', document: '1098765432', phone: '3007654321' });
  await insert(receiptLayout, { name: 'Recibo estándar', is_default: true, blocks: JSON.stringify(DEFAULT_RECEIPT_BLOCKS, null, 2) });
  if (cajero) await seedPosSales(tx, company_id, branch, cajero.id);
}

/**
 * Yesterday's turn of `cajero` at Sede Centro, closed, with three synced orders priced by the shared calculators
 * (a table paid in cash, a delivery paid by card, one canceled): the back office's POS lists and the pos-sales
 * report have something to show after a fresh start.
 */
async function seedPosSales(tx: Tx, companyId: number, branchId: number, cajeroId: number) {
  const catalogue = await loadCatalogue(tx, companyId, (await findBranch(tx, companyId, branchId))!);
  const at = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const byName = (name: string) => catalogue.products.find((p) => p.name === name)!.id;
  const [cash, card] = catalogue.payment_methods;
  const cashier = catalogue.employees.find((e) => e.role === 'cashier')!;
  const domiciliary = catalogue.employees.find((e) => e.role === 'domiciliary')!;
  const person = (e: typeof cashier) => ({ id: e.id, name: e.name, document: e.document, phone: e.phone, role: e.role });
  const { row: turn } = await insertTurnOnce(tx, {
    company_id: companyId, bus_subsidiary_id: branchId, local_reference: 'demo-turno-1', bill_cash_register_id: catalogue.cash_register[0]!.id,
    bus_person_cashier_id: cashier.id, status: 'open', opening_date: at(30), opening_amount: 10_000_000, created_by: cajeroId,
  });
  const orders: [string, PosOrderInput['data_items'], Record<string, unknown>, number | null][] = [
    ['demo-pedido-1', [{ product_id: byName('Hamburguesa'), quantity: 2 }, { product_id: byName('Gaseosa'), quantity: 2 }],
      { dining_in: true, name_table: 'Mesa 2', store_pickup: false }, cash!.id],
    ['demo-pedido-2', [{ product_id: byName('Sándwich de pollo'), quantity: 1 }, { product_id: byName('Brownie'), quantity: 1, discounts: [{ percentage: 10 }] }],
      { is_domicile: true, store_pickup: false, bus_person_domiciliary_id: domiciliary.id, data_domiciliary: person(domiciliary),
        data_customer: { name: 'Laura Gómez', phone: '3105556677' }, customer_name: 'Laura Gómez',
        shipping_address: { country: { name: 'Colombia', short: 'CO' }, state: 'Bogotá D.C.', city: 'Bogotá', line: 'Carrera 7 # 45-10' } }, card!.id],
    ['demo-pedido-3', [{ product_id: byName('Capuchino'), quantity: 1 }],
      { order_status: 'canceled', canceled: true, cancellation_date: at(26), cancellation_reason: 'El cliente cambió de opinión' }, null],
  ];
  for (const [i, [reference, items, extra, method]] of orders.entries()) {
    const isDomicile = extra.is_domicile === true;
    const priced = pricePosOrder(catalogue, { data_items: items, is_domicile: isDomicile, price_domicile: isDomicile ? 500_000 : 0 });
    const date = at(29 - i);
    await insertOrderOnce(tx, {
      company_id: companyId, bus_subsidiary_id: branchId, local_reference: reference, data_items: priced.lines,
      order_status: 'closed', status_payment: method ? 'paid' : 'pending', is_open: false, date_order: date, date_sync: at(25),
      opening_date: date, closing_date: date, store_pickup: true, price_domicile: priced.totals.price_domicile,
      bus_person_cashier_id: cashier.id, data_cashier: person(cashier), bill_cash_register_id: turn.bill_cash_register_id,
      bill_cahs_register_turn_id: turn.id,
      data_payments: method ? [{ payment_method_id: method, name: method === cash!.id ? cash!.name : card!.name, amount: priced.totals.total_amount }] : [],
      subtotal_amount: priced.totals.subtotal_amount, discount_amount: priced.totals.discount_amount,
      tax_amount: priced.totals.tax_amount, total_amount: priced.totals.total_amount, created_by: cajeroId, ...extra,
    });
  }
  await closeTurn(tx, turn.id, { closing_date: at(25), closing_amount: null });
}
