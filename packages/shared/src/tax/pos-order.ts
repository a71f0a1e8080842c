import type { PosInfoData, PosLineInput, PosOrderInput, PosOrderLine } from '../contracts/pos.ts';
import { formatMoney } from '../format/currency.ts';
import { computePosLine, computePosOrder, type PosLineAmounts, type PosLineCalcInput, type PosOrderTotals } from './pos-line.ts';

/** The parts of a branch's catalogue (pos-get-info's data) a line is priced from. */
export type PosCatalogue = Pick<PosInfoData, 'products' | 'product_variants' | 'sale_options' | 'taxes' | 'price_list'>;

/** A line the catalogue cannot price (unknown product, variant of another product, option not offered): Spanish. */
export class PosLineError extends Error {
  constructor(readonly lineNumber: number, readonly lineName: string, detail: string) {
    super(`Línea ${lineNumber} (${lineName}): ${detail}`);
  }
}

type LineRequest = Omit<PosLineInput, 'sub_items'> & { sub_items?: readonly Omit<PosLineInput, 'sub_items'>[] };

/** The price of a product or one of its variants: the chosen list's when it has one, else the catalogue's own. */
export function posUnitPrice(catalogue: PosCatalogue, productId: number, variantId: number | null): { price: number; price_offer: number | null } {
  const listed = catalogue.price_list?.items.find((i) => i.product_id === productId && i.product_variant_id === variantId);
  if (listed) return { price: listed.price, price_offer: listed.price_offer };
  const own = variantId === null ? catalogue.products.find((p) => p.id === productId) : catalogue.product_variants.find((v) => v.id === variantId);
  return { price: own?.price ?? 0, price_offer: own?.price_offer ?? null };
}

interface Resolved {
  name: string;
  calc: PosLineCalcInput;
  describe: (amounts: PosLineAmounts) => PosOrderLine;
}

function resolveLine(catalogue: PosCatalogue, line: LineRequest, lineNumber: number, free: boolean): Resolved {
  const product = catalogue.products.find((p) => p.id === line.product_id);
  const sentName = line.description ?? `producto ${line.product_id}`;
  if (!product) throw new PosLineError(lineNumber, sentName, 'el producto no existe en el catálogo de la sede');
  const variantId = line.variant_id ?? null;
  const variant = variantId === null ? null : catalogue.product_variants.find((v) => v.id === variantId && v.product_id === product.id);
  if (variantId !== null && !variant) throw new PosLineError(lineNumber, product.name, 'la variante no pertenece al producto');
  const options = (line.options ?? []).map((id) => {
    const option = catalogue.sale_options.find((o) => o.id === id && (o.product_id === null || o.product_id === product.id));
    if (!option) throw new PosLineError(lineNumber, product.name, `la opción ${id} no se ofrece para este producto`);
    return option;
  });
  const taxes = product.tax_ids.map((id) => {
    const tax = catalogue.taxes.find((t) => t.id === id);
    if (!tax) throw new PosLineError(lineNumber, product.name, `el impuesto ${id} no existe`);
    return tax;
  });
  const discounts = (line.discounts ?? []).map((d) => d.percentage);
  const { price, price_offer } = posUnitPrice(catalogue, product.id, variant?.id ?? null);
  const isFree = free || Boolean(line.free_of_charge_indicator);
  // sub-items carry their parent's number: an error names the line the cashier sees
  const subs = (line.sub_items ?? []).map((s) => resolveLine(catalogue, s, lineNumber, isFree));
  const calc: PosLineCalcInput = {
    price, priceOffer: price_offer, quantity: line.quantity,
    optionValues: options.filter((o) => o.apply_price).map((o) => o.value),
    discountPercents: discounts,
    taxes: taxes.map((t) => ({ basePercentage: t.base_amount, rate: t.percentage })),
    freeOfCharge: isFree,
    subItems: subs.map((s) => s.calc),
  };
  const describe = (a: PosLineAmounts): PosOrderLine => ({
    product_id: product.id,
    code: variant?.code ?? product.code,
    description: product.name,
    variant_id: variant?.id ?? null,
    variant_name: variant?.name ?? null,
    unit_measure_id: product.unit_measure_id,
    quantity: line.quantity,
    comercial_ammount: a.comercial_ammount,
    base_amount: a.base_amount,
    tax_amount: a.tax_amount,
    discount_amount: a.discount_amount,
    subtotal_amount: a.subtotal_amount,
    item_amount: a.item_amount,
    total_amount: a.total_amount,
    free_of_charge_indicator: Boolean(line.free_of_charge_indicator),
    note: line.note ?? null,
    options: options.map((o) => ({ id: o.id, name: o.name, apply_price: o.apply_price, value: o.value })),
    discounts: discounts.map((percentage, i) => ({ percentage, amount: a.discountValues[i] ?? 0 })),
    taxes: taxes.map((t, i) => ({ id: t.id, name: t.name, type: t.type, percentage: t.percentage, base_amount: t.base_amount, value: a.taxValues[i] ?? 0 })),
    sub_items: subs.map((s, i) => {
      const { sub_items: _nested, ...flat } = s.describe(a.subItems[i]!);
      return flat;
    }),
  });
  return { name: product.name, calc, describe };
}

/** One line priced from the catalogue, with every §3 amount. Throws PosLineError naming the line. */
export function pricePosLine(catalogue: PosCatalogue, line: LineRequest, lineNumber = 1): PosOrderLine {
  const resolved = resolveLine(catalogue, line, lineNumber, false);
  let amounts: PosLineAmounts;
  try {
    amounts = computePosLine(resolved.calc);
  } catch (err) {
    throw new PosLineError(lineNumber, resolved.name, (err as Error).message);
  }
  return resolved.describe(amounts);
}

/** Every line of an order priced from the catalogue, and the order's totals. */
export function pricePosOrder(catalogue: PosCatalogue, order: Pick<PosOrderInput, 'data_items' | 'is_domicile' | 'price_domicile'>): { lines: PosOrderLine[]; totals: PosOrderTotals } {
  const lines = order.data_items.map((l, i) => pricePosLine(catalogue, l, i + 1));
  const totals = computePosOrder(lines.map((l) => ({ ...l, subItems: l.sub_items })), order.is_domicile ? order.price_domicile ?? 0 : 0);
  return { lines, totals };
}

const LINE_AMOUNTS = [
  ['comercial_ammount', 'el precio unitario'], ['subtotal_amount', 'el subtotal'], ['discount_amount', 'el descuento'],
  ['base_amount', 'la base'], ['tax_amount', 'el impuesto'], ['item_amount', 'el valor unitario'], ['total_amount', 'el total'],
] as const;
const ORDER_AMOUNTS = [
  ['subtotal_amount', 'el subtotal'], ['discount_amount', 'el descuento'], ['tax_amount', 'el impuesto'], ['total_amount', 'el total'],
] as const;

/**
 * The differences between what a POS sent and what the catalogue computes, as Spanish sentences naming the line
 * ("Línea 2 (Hamburguesa): el total enviado $ 10.000,00 no coincide con el calculado $ 11.900,00"). Amounts the POS
 * left out are not compared; the order's total always is.
 */
export function posOrderMismatches(order: PosOrderInput, priced: { lines: PosOrderLine[]; totals: PosOrderTotals }): string[] {
  const out: string[] = [];
  const differs = (sent: number | undefined, computed: number) => sent !== undefined && sent !== computed;
  const say = (what: string, sent: number, computed: number) => `${what} enviado ${formatMoney(sent)} no coincide con el calculado ${formatMoney(computed)}`;
  order.data_items.forEach((sent, i) => {
    const line = priced.lines[i]!;
    for (const [key, label] of LINE_AMOUNTS) {
      if (differs(sent[key], line[key])) out.push(`Línea ${i + 1} (${line.description}): ${say(label, sent[key]!, line[key])}`);
    }
    (sent.sub_items ?? []).forEach((sub, j) => {
      const computed = line.sub_items[j]!;
      if (differs(sub.total_amount, computed.total_amount)) {
        out.push(`Línea ${i + 1} (${line.description}), subproducto ${computed.description}: ${say('el total', sub.total_amount!, computed.total_amount)}`);
      }
    });
  });
  for (const [key, label] of ORDER_AMOUNTS) {
    if (differs(order[key], priced.totals[key])) out.push(`Pedido: ${say(label, order[key]!, priced.totals[key])}`);
  }
  return out;
}
