import { receiptBlocksSchema, type ReceiptBlock } from '../contracts/pos.ts';
import { defineResource } from './define.ts';

/** The blocks as typed in the form: JSON text of spec §3's receipt blocks, checked by the shared schema. */
function blocksError(value: unknown): string | null {
  if (typeof value !== 'string') return 'Los bloques son obligatorios';
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return 'Los bloques deben ser una lista JSON válida';
  }
  const result = receiptBlocksSchema.safeParse(parsed);
  return result.success ? null : `Bloques: ${result.error.issues[0]?.message ?? 'no son válidos'}`;
}

/**
 * A receipt layout of a company (spec §3 "Receipt block types"): the POS prints its orders with the default one,
 * and store orders print with it too. Blocks are JSON: [{type, value, font_size, align, label, rows, add_check}].
 */
export const receiptLayout = defineResource({
  name: 'receipt-layout',
  table: 'receipt_layout',
  permission: 'pos-catalog',
  label: { one: 'Formato de recibo', many: 'Formatos de recibo' },
  scope: 'company',
  searchField: 'name',
  referenceLabel: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', label: 'Nombre', required: true, max: 120, list: true, filter: true, unique: true },
    { name: 'is_default', kind: 'boolean', label: 'Predeterminado', list: true, filter: true, defaultValue: false },
    { name: 'blocks', kind: 'textarea', label: 'Bloques (JSON)', required: true, max: 400_000 },
  ],
  validate: (v): Record<string, string> => {
    const error = blocksError(v.blocks);
    return error ? { blocks: error } : {};
  },
});

/** The layout a company prints with until it saves its own (and the demo's default one). */
export const DEFAULT_RECEIPT_BLOCKS: ReceiptBlock[] = [
  { type: 'text', value: '{company_name}', font_size: 14, align: 'center' },
  { type: 'text', value: '{subsidiary_name}', font_size: 10, align: 'center' },
  { type: 'text', value: '{subsidiary_address} {subsidiary_phone}', font_size: 8, align: 'center' },
  { type: 'line' },
  { type: 'text', value: 'Pedido {number} · {date}', font_size: 9, align: 'left' },
  { type: 'text', value: 'Cajero: {cashier}', font_size: 9, align: 'left' },
  { type: 'text', value: 'Cliente: {customer_name}', font_size: 9, align: 'left' },
  { type: 'text', value: '{order_type} {name_table}', font_size: 9, align: 'left' },
  { type: 'text', value: 'Entrega: {shipping_address}', font_size: 9, align: 'left' },
  { type: 'line' },
  { type: 'table', rows: ['description', 'quantity', 'unit_price', 'total'], font_size: 8, add_check: true },
  { type: 'line' },
  { type: 'total', label: 'Subtotal', value: 'subtotal_amount', font_size: 9, align: 'right' },
  { type: 'total', label: 'Descuento', value: 'discount_amount', font_size: 9, align: 'right' },
  { type: 'total', label: 'Impuestos', value: 'tax_amount', font_size: 9, align: 'right' },
  { type: 'total', label: 'Domicilio', value: 'price_domicile', font_size: 9, align: 'right' },
  { type: 'total', label: 'Total', value: 'total_amount', font_size: 12, align: 'right' },
  { type: 'text', value: 'Pagos: {payment_methods}', font_size: 8, align: 'left' },
  { type: 'spacing', value: '12' },
  { type: 'text', value: '¡Gracias por su compra!', font_size: 10, align: 'center' },
];
