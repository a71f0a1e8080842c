import { z } from 'zod';
import { recordId } from '../validation/record-id.ts';

/*
 * The point of sale's HTTP contract: what `GET /api/v1/subsidiary/pos-get-info/{id}` answers (every offline
 * collection of spec §3 for one branch), what `POST /api/v1/pos/orders` and the cash register turn calls take and
 * answer, and the receipt layout (blocks of spec §3) shared by POS and store orders. Server routes declare these
 * schemas; the web's POS (apps/web/src/pos) types its calls and its IndexedDB rows from them.
 *
 * Routes (all under the signed-in user's company; a branch out of reach answers 404 in the envelope):
 *   GET  /api/v1/subsidiary/pos-get-info/{id}   → posGetInfoResponse      (permission pos.list)
 *   GET  /api/v1/pos/subsidiaries               → posSubsidiariesResponse (branches the caller may install)
 *   POST /api/v1/pos/orders                      posOrdersBodySchema → posOrdersResponse (permission pos.create)
 *   POST /api/v1/pos/turns                       posTurnOpenSchema → posTurnResponse
 *   POST /api/v1/pos/turns/{id}/close            posTurnCloseSchema → posTurnResponse
 *   GET  /api/v1/pos/turns/{id}                  → posTurnResponse
 *   GET  /api/v1/pos/receipt-layout              → envelope({ item: receiptLayoutSchema })
 *   GET  /api/v1/order/{id}/receipt              → storeOrderReceiptResponse (a store order's receipt; order.get)
 * The web app answers /pos (index.html, like /store): pos-web added '/pos' to SPA_PREFIXES in apps/server/src/app.ts.
 * Line and order amounts: computePosLine / computePosOrder in shared tax/pos-line.ts (the web and the server run
 * the same code on the same catalogue: pricePosOrder in tax/pos-order.ts over a PosInfoData).
 *
 * Money is always integer cents (12.000 COP = 1_200_000). Field names follow spec §3, typos included
 * (`comercial_ammount`, `bill_cahs_register_turn_id`): outside checks read them.
 */

// ---------------------------------------------------------------------------------------------------------------
// building blocks
// ---------------------------------------------------------------------------------------------------------------

const cents = (label: string) => z.number({ error: `${label} debe ser un número entero de centavos` })
  .int(`${label} debe ser un número entero de centavos`).min(0, `${label} no puede ser negativo`)
  .max(Number.MAX_SAFE_INTEGER, `${label} está fuera de rango`);
const text = (label: string, max = 255) => z.string({ error: `${label} debe ser texto` }).trim().max(max, `${label} admite máximo ${max} caracteres`);
const percent = (label: string) => z.number({ error: `${label} debe ser un número` })
  .min(0, `${label} debe estar entre 0 y 100`).max(100, `${label} debe estar entre 0 y 100`);
const isoDateTime = (label: string) => z.string({ error: `${label} debe ser una fecha` })
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: `${label} no es una fecha válida` });

/** Every answer carries the envelope (server plugins/envelope.ts adds it before serializing). */
export const envelope = <T extends z.ZodRawShape>(shape: T) => z.object({
  success: z.boolean(), msg: z.string(), token: z.string().nullable(), ...shape,
});

// ---------------------------------------------------------------------------------------------------------------
// pos-get-info: the offline collections of one branch (spec §3 "Offline POS collections")
// ---------------------------------------------------------------------------------------------------------------

export const TAX_TYPES = ['IVA', 'ICO'] as const;
export const SALE_OPTION_TYPES = ['custom', 'other'] as const;
export const EMPLOYEE_ROLES = ['cashier', 'seller', 'domiciliary'] as const;
export const POS_ORDER_STATUSES = ['open', 'paid', 'closed', 'canceled'] as const;
export type PosOrderStatus = (typeof POS_ORDER_STATUSES)[number];

export const posSubsidiarySchema = z.object({
  id: z.number(), name: z.string(), address: z.string().nullable(), phone: z.string().nullable(),
});

export const posCategorySchema = z.object({
  id: z.number(), name: z.string(), position: z.number(), image: z.string().nullable(),
});

/**
 * A product the branch sells (spec §3 "POS product"). `price`/`price_offer` are the product's own; the chosen
 * price list (below) overrides them per product or variant. Taxes are the ids in `tax_ids` (collection `taxes`).
 * `inv_product_id` is the product itself (a variant row points to it), `inv_variant_option_ids` is empty here.
 */
export const posProductSchema = z.object({
  id: z.number(),
  category_id: z.number().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  unit_measure_id: z.string().nullable(),
  price: z.number(),
  price_offer: z.number().nullable(),
  acc_tax_zone_id: z.number().nullable(),
  tax_ids: z.array(z.number()),
  inv_product_id: z.number(),
  inv_variant_option_ids: z.array(z.number()),
  has_variants: z.boolean(),
});

/** One sellable variant of a product (e.g. "Grande"): its own code and prices, built from variant options. */
export const posProductVariantSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  inv_product_id: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  price: z.number(),
  price_offer: z.number().nullable(),
  inv_variant_option_ids: z.array(z.number()),
});

/** A variant dimension (e.g. "Tamaño") with its options (e.g. "Pequeño", "Grande"). */
export const posVariantSchema = z.object({
  id: z.number(),
  name: z.string(),
  options: z.array(z.object({ id: z.number(), name: z.string() })),
});

/**
 * Spec §3 "Sale option": an extra the cashier ticks on a line. `apply_price` true adds `value` (cents) to the
 * line's unit price; false is only a note on the receipt. `product_id` null = offered on every product.
 */
export const posSaleOptionSchema = z.object({
  id: z.number(),
  product_id: z.number().nullable(),
  option_type: z.enum(SALE_OPTION_TYPES),
  name: z.string(),
  apply_price: z.boolean(),
  value: z.number(),
});

/** Spec §3 "Tax": `percentage` is the rate (19), `base_amount` the share of the base it applies to (100 = all). */
export const posTaxSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(TAX_TYPES),
  percentage: z.number(),
  base_amount: z.number(),
});

export const posTableSchema = z.object({
  id: z.number(), zone_id: z.number().nullable(), name: z.string(), seats: z.number().nullable(),
});

/** A zone of the branch: a dining area for tables, and the delivery price of that area. */
export const posZoneSchema = z.object({ id: z.number(), name: z.string(), price_domicile: z.number() });

export const posPaymentMethodSchema = z.object({
  id: z.number(), name: z.string(), code: z.string().nullable(),
});

export const posCashRegisterSchema = z.object({ id: z.number(), name: z.string() });

export const posCashRegisterTurnSchema = z.object({
  id: z.number(),
  local_reference: z.string().nullable(),
  bill_cash_register_id: z.number(),
  bus_subsidiary_id: z.number(),
  bus_person_cashier_id: z.number().nullable(),
  status: z.enum(['open', 'closed']),
  opening_date: z.string(),
  closing_date: z.string().nullable(),
  opening_amount: z.number(),
  closing_amount: z.number().nullable(),
  /** Totals of the turn's paid/closed orders per payment method (cents), recomputed from its orders. */
  totals: z.array(z.object({ payment_method_id: z.number(), name: z.string(), amount: z.number(), orders: z.number() })),
  total: z.number(),
});
export type PosCashRegisterTurn = z.infer<typeof posCashRegisterTurnSchema>;

export const posEmployeeSchema = z.object({
  id: z.number(), name: z.string(), role: z.enum(EMPLOYEE_ROLES), document: z.string().nullable(),
  phone: z.string().nullable(), user_id: z.number().nullable(),
});

/** One price of the chosen list: for a product (product_variant_id null) or one of its variants. */
export const posPriceSchema = z.object({
  product_id: z.number(),
  product_variant_id: z.number().nullable(),
  price: z.number(),
  price_offer: z.number().nullable(),
  /** The price charged before taxes (offer applied) plus its taxes (spec §9): what the grid shows. */
  sale_price: z.number(),
});

/** Spec §3 "Price list": the one list the branch uses (pos preferred, else the first, the general as fallback). */
export const posPriceListSchema = z.object({
  id: z.number(), name: z.string(), type: z.string(), is_general: z.boolean(), items: z.array(posPriceSchema),
});

// ---------------------------------------------------------------------------------------------------------------
// receipt layout (spec §3 "Receipt block types"), per company, for POS and store orders
// ---------------------------------------------------------------------------------------------------------------

export const RECEIPT_BLOCK_TYPES = ['image', 'line', 'table', 'spacing', 'text', 'total'] as const;
export const RECEIPT_ALIGNS = ['left', 'center', 'right'] as const;

/**
 * One block. `value`: the text (with `{placeholders}`, see RECEIPT_PLACEHOLDERS), the image data URL, or the
 * height of a spacing in px. `label`: the caption of a total ('Subtotal', 'IVA', 'Total') — `value` then names the
 * amount (`subtotal_amount`, `tax_amount`, `discount_amount`, `price_domicile`, `total_amount`, `paid_amount`,
 * `change_amount`). `rows`: a table's columns (`description`, `quantity`, `unit_price`, `total`). `add_check`:
 * a table lists each line's options, discounts and sub-items under it; a text block is printed only when its
 * placeholders have a value.
 */
export const receiptBlockSchema = z.strictObject({
  type: z.enum(RECEIPT_BLOCK_TYPES, { error: 'El tipo de bloque no es válido' }),
  value: text('El valor del bloque', 200_000).nullable().optional(),
  font_size: z.number({ error: 'El tamaño de letra debe ser un número' }).int('El tamaño de letra debe ser entero')
    .min(6, 'El tamaño de letra mínimo es 6').max(40, 'El tamaño de letra máximo es 40').nullable().optional(),
  align: z.enum(RECEIPT_ALIGNS, { error: 'La alineación no es válida' }).nullable().optional(),
  label: text('La etiqueta del bloque', 120).nullable().optional(),
  rows: z.array(text('La columna', 40)).max(10, 'Una tabla admite máximo 10 columnas').nullable().optional(),
  add_check: z.boolean({ error: 'add_check debe ser SÍ o NO' }).nullable().optional(),
});
export type ReceiptBlock = z.infer<typeof receiptBlockSchema>;
export const receiptBlocksSchema = z.array(receiptBlockSchema, { error: 'Los bloques deben ser una lista' }).max(60, 'El recibo admite máximo 60 bloques');

/** Text placeholders a block's value may use; missing ones print empty. */
export const RECEIPT_PLACEHOLDERS = [
  'company_name', 'subsidiary_name', 'subsidiary_address', 'subsidiary_phone', 'number', 'date', 'cashier',
  'seller', 'customer_name', 'customer_document', 'customer_phone', 'shipping_address', 'name_table',
  'order_type', 'payment_methods', 'note',
] as const;

export const receiptLayoutSchema = z.object({
  id: z.number().nullable(), name: z.string(), blocks: receiptBlocksSchema,
});
export type ReceiptLayout = z.infer<typeof receiptLayoutSchema>;

/** Width of the thermal receipt in px and the PDF page in pt (spec §9). */
export const RECEIPT_WIDTH_PX = 219;
export const RECEIPT_PDF_PAGE: readonly [number, number] = [246, 900];

/**
 * What a receipt prints, whatever the order it comes from (POS or store): the POS builds it from its local order,
 * the server answers it for a store order (`GET /api/v1/order/{id}/receipt`).
 */
export const receiptDataSchema = z.object({
  /** Placeholder values (RECEIPT_PLACEHOLDERS). */
  fields: z.record(z.string(), z.string()),
  lines: z.array(z.object({
    description: z.string(), quantity: z.number(), unit_price: z.number(), total: z.number(),
    details: z.array(z.string()),
  })),
  amounts: z.object({
    subtotal_amount: z.number(), discount_amount: z.number(), tax_amount: z.number(), price_domicile: z.number(),
    total_amount: z.number(), paid_amount: z.number(), change_amount: z.number(),
  }),
  /** Per tax, for blocks of type total whose value is `tax:<name>`. */
  taxes: z.array(z.object({ name: z.string(), value: z.number() })),
});
export type ReceiptData = z.infer<typeof receiptDataSchema>;

export const storeOrderReceiptResponse = envelope({ layout: receiptLayoutSchema, receipt: receiptDataSchema });

// ---------------------------------------------------------------------------------------------------------------
// the answer of pos-get-info
// ---------------------------------------------------------------------------------------------------------------

export const posInfoDataSchema = z.object({
  subsidiary: posSubsidiarySchema,
  categories: z.array(posCategorySchema),
  products: z.array(posProductSchema),
  product_variants: z.array(posProductVariantSchema),
  sale_options: z.array(posSaleOptionSchema),
  variants: z.array(posVariantSchema),
  tables: z.array(posTableSchema),
  payment_methods: z.array(posPaymentMethodSchema),
  price_list: posPriceListSchema.nullable(),
  zones: z.array(posZoneSchema),
  cash_register: z.array(posCashRegisterSchema),
  /** The branch's open turns (at most one per cash register). */
  cash_register_turn: z.array(posCashRegisterTurnSchema),
  employees: z.array(posEmployeeSchema),
  taxes: z.array(posTaxSchema),
  /** Extra key: the company's default receipt layout. */
  receipt_layout: receiptLayoutSchema,
});
export type PosInfoData = z.infer<typeof posInfoDataSchema>;

export const posGetInfoParams = z.object({ id: z.string() });
/** `version` changes whenever any collection of the branch changes: compare it to decide a refresh. */
export const posGetInfoResponse = envelope({ version: z.string(), data: posInfoDataSchema });
export type PosGetInfoResponse = z.infer<typeof posGetInfoResponse>;

/** Branches the caller may install (a cashier: the ones it is assigned to). `GET /api/v1/pos/subsidiaries`. */
export const receiptLayoutResponse = envelope({ item: receiptLayoutSchema });

export const posSubsidiariesResponse = envelope({ items: z.array(posSubsidiarySchema) });

// ---------------------------------------------------------------------------------------------------------------
// orders: POST /api/v1/pos/orders
// ---------------------------------------------------------------------------------------------------------------

/** Spec §3 "Place result" plus the street line of a delivery. */
export const placeResultSchema = z.strictObject({
  country: z.strictObject({ name: text('El país', 80), short: text('El código del país', 3) }, { error: 'El país es obligatorio' }),
  state: text('El departamento', 120),
  city: text('La ciudad', 120),
  line: text('La dirección', 300),
}, { error: 'La dirección de entrega no es válida' });
export type PlaceResult = z.infer<typeof placeResultSchema>;

export const posCustomerSchema = z.strictObject({
  name: text('El nombre del cliente', 160),
  document: text('El documento del cliente', 40).nullable().optional(),
  phone: text('El teléfono del cliente', 40).nullable().optional(),
  email: text('El correo del cliente', 160).nullable().optional(),
}, { error: 'Los datos del cliente no son válidos' });

/** A line's amounts as the calculators give them (shared tax/pos-line.ts). Sent by the POS, recomputed by the server. */
const lineAmounts = {
  /** Unit price charged: list price (offer applied when it is an offer) plus the priced options. */
  comercial_ammount: cents('El precio unitario').optional(),
  /** comercial_ammount × quantity. */
  subtotal_amount: cents('El subtotal').optional(),
  /** Discount of the whole line (per-unit discount × quantity). */
  discount_amount: cents('El descuento').optional(),
  /** (price − discount) × quantity. */
  base_amount: cents('La base').optional(),
  /** Taxes of the whole line. */
  tax_amount: cents('El impuesto').optional(),
  /** price − discount + tax, one unit. */
  item_amount: cents('El valor unitario').optional(),
  /** item_amount × quantity + Σ sub-items' total_amount (0 when free of charge). */
  total_amount: cents('El total de la línea').optional(),
};

const lineBase = {
  product_id: recordId('El producto'),
  /** A product_variants id when the product has variants. */
  variant_id: recordId('La variante').nullable().optional(),
  quantity: z.number({ error: 'La cantidad debe ser un número' }).int('La cantidad debe ser un número entero')
    .min(1, 'La cantidad debe ser al menos 1').max(10_000, 'La cantidad máxima es 10000'),
  /** Sale option ids ticked on the line. */
  options: z.array(recordId('La opción'), { error: 'Las opciones deben ser una lista' }).max(20, 'Máximo 20 opciones por línea').optional(),
  /** Percent discounts; each applies to the unit price (spec §9), their sum at most 100. */
  discounts: z.array(z.strictObject({ percentage: percent('El descuento') }), { error: 'Los descuentos deben ser una lista' }).max(5, 'Máximo 5 descuentos por línea').optional(),
  free_of_charge_indicator: z.boolean({ error: 'Cortesía debe ser SÍ o NO' }).optional(),
  note: text('La nota', 500).nullable().optional(),
  // informative: the server writes its own from the catalogue
  code: text('El código', 80).nullable().optional(),
  description: text('La descripción', 300).nullable().optional(),
  variant_name: text('La variante', 160).nullable().optional(),
  unit_measure_id: text('La unidad', 40).nullable().optional(),
  taxes: z.array(z.unknown()).max(10).optional(),
  ...lineAmounts,
};

export const posSubItemInputSchema = z.strictObject(lineBase);
export const posLineInputSchema = z.strictObject({
  ...lineBase,
  /** Items sold inside this one (a combo's drinks): their totals add once to the line's total. */
  sub_items: z.array(posSubItemInputSchema, { error: 'Los subproductos deben ser una lista' }).max(20, 'Máximo 20 subproductos por línea').optional(),
});
export type PosLineInput = z.infer<typeof posLineInputSchema>;

/**
 * One payment applied to the order. A paid or closed order's payments add up exactly to its total_amount (cash
 * handed over and change are the receipt's business); a canceled one needs `cancellation_reason`. An order for a
 * turn already closed on the server answers 409 POS_TURN_CLOSED: sync a turn's orders before its close.
 */
export const posPaymentInputSchema = z.strictObject({
  payment_method_id: recordId('El medio de pago'),
  amount: cents('El valor pagado'),
});

/**
 * One order as the POS sends it. The totals are checked against the server's own computation: any difference
 * answers 422 naming the line (`Línea 2 (Hamburguesa): el total enviado ...`).
 */
export const posOrderInputSchema = z.strictObject({
  local_reference: z.string({ error: 'La referencia local es obligatoria' }).trim()
    .min(1, 'La referencia local es obligatoria').max(80, 'La referencia local admite máximo 80 caracteres'),
  bus_subsidiary_id: recordId('La sede'),
  data_items: z.array(posLineInputSchema, { error: 'Las líneas del pedido deben ser una lista' })
    .min(1, 'El pedido debe tener al menos una línea').max(300, 'El pedido admite máximo 300 líneas'),
  order_status: z.enum(POS_ORDER_STATUSES, { error: 'El estado del pedido no es válido' }),
  date_order: isoDateTime('La fecha del pedido'),
  opening_date: isoDateTime('La fecha de apertura').nullable().optional(),
  closing_date: isoDateTime('La fecha de cierre').nullable().optional(),
  // order type: dining in at a table, delivery, or pickup (the default)
  dining_in: z.boolean({ error: 'En mesa debe ser SÍ o NO' }).optional(),
  name_table: text('La mesa', 80).nullable().optional(),
  is_domicile: z.boolean({ error: 'Domicilio debe ser SÍ o NO' }).optional(),
  price_domicile: cents('El valor del domicilio').optional(),
  store_pickup: z.boolean({ error: 'Recoger en tienda debe ser SÍ o NO' }).optional(),
  is_separated: z.boolean({ error: 'Separado debe ser SÍ o NO' }).optional(),
  data_customer: posCustomerSchema.nullable().optional(),
  bus_person_customer_id: recordId('El cliente').nullable().optional(),
  shipping_address: placeResultSchema.nullable().optional(),
  bus_person_cashier_id: recordId('El cajero').nullable().optional(),
  gen_person_seller_id: recordId('El vendedor').nullable().optional(),
  bus_person_domiciliary_id: recordId('El domiciliario').nullable().optional(),
  bill_cash_register_id: recordId('La caja').nullable().optional(),
  /** The server id of the turn; or, for a turn opened offline and not yet synced, `turn_local_reference`. */
  bill_cahs_register_turn_id: recordId('El turno de caja').nullable().optional(),
  turn_local_reference: text('La referencia del turno', 80).nullable().optional(),
  data_payments: z.array(posPaymentInputSchema, { error: 'Los pagos deben ser una lista' }).max(10, 'Máximo 10 pagos por pedido').optional(),
  canceled: z.boolean({ error: 'Anulado debe ser SÍ o NO' }).optional(),
  cancellation_date: isoDateTime('La fecha de anulación').nullable().optional(),
  cancellation_reason: text('El motivo de anulación', 500).nullable().optional(),
  note: text('La nota', 500).nullable().optional(),
  // order totals, checked like the lines' (price_domicile included in total_amount)
  subtotal_amount: cents('El subtotal del pedido').optional(),
  discount_amount: cents('El descuento del pedido').optional(),
  tax_amount: cents('El impuesto del pedido').optional(),
  total_amount: cents('El total del pedido'),
});
export type PosOrderInput = z.infer<typeof posOrderInputSchema>;

/** One order or a list of them (synced in the order given, each in its own transaction). */
export const posOrdersBodySchema = z.union([
  posOrderInputSchema,
  z.array(posOrderInputSchema, { error: 'Envía un pedido o una lista de pedidos' }).min(1, 'La lista de pedidos está vacía').max(100, 'Envía máximo 100 pedidos por vez'),
], { error: 'Envía un pedido o una lista de pedidos' });

const lineOut = {
  product_id: z.number(), code: z.string().nullable(), description: z.string(), variant_id: z.number().nullable(),
  variant_name: z.string().nullable(), unit_measure_id: z.string().nullable(), quantity: z.number(),
  comercial_ammount: z.number(), base_amount: z.number(), tax_amount: z.number(), discount_amount: z.number(),
  subtotal_amount: z.number(), item_amount: z.number(), total_amount: z.number(),
  free_of_charge_indicator: z.boolean(), note: z.string().nullable(),
  options: z.array(z.object({ id: z.number(), name: z.string(), apply_price: z.boolean(), value: z.number() })),
  discounts: z.array(z.object({ percentage: z.number(), amount: z.number() })),
  taxes: z.array(z.object({ id: z.number(), name: z.string(), type: z.enum(TAX_TYPES), percentage: z.number(), base_amount: z.number(), value: z.number() })),
};
export const posOrderLineSchema = z.object({ ...lineOut, sub_items: z.array(z.object(lineOut)) });
export type PosOrderLine = z.infer<typeof posOrderLineSchema>;

/** A synced order as the server keeps it (spec §3 "POS order"). */
export const posOrderSchema = z.object({
  id: z.number(),
  local_reference: z.string(),
  bus_subsidiary_id: z.number(),
  data_items: z.array(posOrderLineSchema),
  order_status: z.enum(POS_ORDER_STATUSES),
  status_payment: z.enum(['pending', 'paid']),
  is_open: z.boolean(),
  date_order: z.string(),
  date_sync: z.string(),
  opening_date: z.string().nullable(),
  closing_date: z.string().nullable(),
  dining_in: z.boolean(),
  name_table: z.string().nullable(),
  is_domicile: z.boolean(),
  price_domicile: z.number(),
  store_pickup: z.boolean(),
  is_separated: z.boolean(),
  bus_person_customer_id: z.number().nullable(),
  data_customer: z.unknown().nullable(),
  shipping_address: z.unknown().nullable(),
  bus_person_cashier_id: z.number().nullable(),
  data_cashier: z.unknown().nullable(),
  gen_person_seller_id: z.number().nullable(),
  data_seller: z.unknown().nullable(),
  bus_person_domiciliary_id: z.number().nullable(),
  data_domiciliary: z.unknown().nullable(),
  bill_cash_register_id: z.number().nullable(),
  bill_cahs_register_turn_id: z.number().nullable(),
  data_payments: z.array(z.object({ payment_method_id: z.number(), name: z.string(), amount: z.number() })),
  canceled: z.boolean(),
  cancellation_date: z.string().nullable(),
  cancellation_reason: z.string().nullable(),
  note: z.string().nullable(),
  subtotal_amount: z.number(),
  discount_amount: z.number(),
  tax_amount: z.number(),
  total_amount: z.number(),
});
export type PosOrder = z.infer<typeof posOrderSchema>;

/** `{item}` for one order sent, `{items}` (same order) for a list. A replay answers the stored order (same id). */
export const posOrdersResponse = z.union([
  envelope({ item: posOrderSchema }),
  envelope({ items: z.array(posOrderSchema) }),
]);

/** Stable codes of the POS errors (AppError.code), beside the Spanish msg. */
export const POS_ERROR_CODES = {
  notFound: 'POS_SUBSIDIARY_NOT_FOUND',
  totalsMismatch: 'POS_TOTALS_MISMATCH',
  unknownItem: 'POS_UNKNOWN_ITEM',
  turnClosed: 'POS_TURN_CLOSED',
  turnNotFound: 'POS_TURN_NOT_FOUND',
  badPayment: 'POS_BAD_PAYMENT',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// cash register turns: POST /api/v1/pos/turns (open), POST /api/v1/pos/turns/{id}/close, GET /api/v1/pos/turns/{id}
// ---------------------------------------------------------------------------------------------------------------

/** Opening a turn is idempotent by `local_reference` like an order (a turn can be opened offline). */
export const posTurnOpenSchema = z.strictObject({
  local_reference: z.string({ error: 'La referencia local es obligatoria' }).trim()
    .min(1, 'La referencia local es obligatoria').max(80, 'La referencia local admite máximo 80 caracteres'),
  bus_subsidiary_id: recordId('La sede'),
  bill_cash_register_id: recordId('La caja'),
  bus_person_cashier_id: recordId('El cajero').nullable().optional(),
  opening_date: isoDateTime('La fecha de apertura'),
  opening_amount: cents('La base de caja').optional(),
});
export const posTurnCloseSchema = z.strictObject({
  closing_date: isoDateTime('La fecha de cierre').optional(),
  closing_amount: cents('El valor contado').optional(),
});
export const posTurnResponse = envelope({ item: posCashRegisterTurnSchema });
