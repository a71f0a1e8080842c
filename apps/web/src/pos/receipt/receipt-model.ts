import type { ReceiptBlock, ReceiptData, ReceiptLayout } from '@app/shared/contracts/pos';

/** Width of the thermal receipt in px and the PDF page in pt (spec §9). */
export const RECEIPT_WIDTH = 219;
export const RECEIPT_PAGE: [number, number] = [246, 900];

/** What a layout with no blocks prints: the branch, the order, its lines and its totals. */
export const DEFAULT_BLOCKS: ReceiptBlock[] = [
  { type: 'text', value: '{company_name}', font_size: 14, align: 'center' },
  { type: 'text', value: '{subsidiary_name}', font_size: 10, align: 'center' },
  { type: 'text', value: 'Pedido {number} · {date}', font_size: 9, align: 'center' },
  { type: 'text', value: 'Cliente: {customer_name}', font_size: 9, add_check: true },
  { type: 'text', value: 'Mesa: {name_table}', font_size: 9, add_check: true },
  { type: 'text', value: 'Entrega: {shipping_address}', font_size: 9, add_check: true },
  { type: 'line' },
  { type: 'table', rows: ['description', 'quantity', 'total'], add_check: true },
  { type: 'line' },
  { type: 'total', label: 'Subtotal', value: 'subtotal_amount' },
  { type: 'total', label: 'Descuentos', value: 'discount_amount' },
  { type: 'total', label: 'Impuestos', value: 'tax_amount' },
  { type: 'total', label: 'Domicilio', value: 'price_domicile' },
  { type: 'total', label: 'Total', value: 'total_amount', font_size: 13 },
  { type: 'total', label: 'Recibido', value: 'paid_amount' },
  { type: 'total', label: 'Cambio', value: 'change_amount' },
  { type: 'spacing', value: '8' },
  { type: 'text', value: 'Pagos: {payment_methods}', font_size: 9, add_check: true },
  { type: 'text', value: '¡Gracias por su compra!', font_size: 10, align: 'center' },
];

export const blocksOf = (layout: ReceiptLayout | null | undefined): ReceiptBlock[] => (layout?.blocks.length ? layout.blocks : DEFAULT_BLOCKS);

const PLACEHOLDER = /\{(\w+)\}/g;

/** A text block's text with its placeholders filled; null when add_check asks to skip it and one is empty. */
export function fillText(block: ReceiptBlock, data: ReceiptData): string | null {
  const value = block.value ?? '';
  let missing = false;
  const text = value.replace(PLACEHOLDER, (_m, key: string) => {
    const v = data.fields[key] ?? '';
    if (!v) missing = true;
    return v;
  });
  return block.add_check && missing ? null : text;
}

/** A total block's amount: one of the order's amounts or `tax:<name>`; null when it is zero and optional. */
export function totalAmount(block: ReceiptBlock, data: ReceiptData): number | null {
  const key = block.value ?? 'total_amount';
  if (key.startsWith('tax:')) return data.taxes.find((t) => t.name === key.slice(4))?.value ?? null;
  const amount = (data.amounts as Record<string, number>)[key];
  if (amount === undefined) return null;
  // the grand total always prints; the others only when they say something
  return amount === 0 && key !== 'total_amount' ? null : amount;
}

export const COLUMN_LABELS: Record<string, string> = { description: 'Producto', quantity: 'Cant.', unit_price: 'Valor', total: 'Total' };
export const columnsOf = (block: ReceiptBlock) => (block.rows?.length ? block.rows : ['description', 'quantity', 'total']);
