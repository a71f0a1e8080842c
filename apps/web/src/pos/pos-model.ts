/**
 * The shapes the POS keeps in `posv1`. The catalogues are pos-get-info's collections exactly as the contract
 * types them (types only: the zod schemas stay out of the POS bundle); an order is kept as the contract's order
 * input plus what the screen and the receipt need and the local bookkeeping of its sync.
 */
import type { PosInfoData, PosLineInput, PosOrderInput, PosOrderLine, PosOrderStatus } from '@app/shared/contracts/pos';

type Row<K extends keyof PosInfoData> = PosInfoData[K] extends (infer R)[] ? R : never;
export type PosCategory = Row<'categories'>;
export type PosProduct = Row<'products'>;
export type PosProductVariant = Row<'product_variants'>;
export type PosSaleOption = Row<'sale_options'>;
export type PosVariant = Row<'variants'>;
export type PosTable = Row<'tables'>;
export type PosPaymentMethod = Row<'payment_methods'>;
export type PosZone = Row<'zones'>;
export type PosCashRegister = Row<'cash_register'>;
export type PosEmployee = Row<'employees'>;
export type PosTaxRow = Row<'taxes'>;
export type PosPriceList = NonNullable<PosInfoData['price_list']>;
export type PosSubsidiary = PosInfoData['subsidiary'];
export type PosReceiptLayout = PosInfoData['receipt_layout'];
export type { PosOrderStatus };

/** The record whose presence means "installed" (spec §4): the branch and the catalogue version it holds. */
export interface PosInstallation {
  id: 'current';
  subsidiary_id: number;
  subsidiary: PosSubsidiary;
  receipt_layout: PosReceiptLayout;
  version: string;
  installed_at: string;
}

/** A cash register turn as this device knows it: opened here (maybe offline) or received from the server. */
export interface PosLocalTurn {
  local_reference: string;
  server_id: number | null;
  bill_cash_register_id: number;
  bus_person_cashier_id: number | null;
  opening_date: string;
  opening_amount: number;
  closing_date: string | null;
  closing_amount: number | null;
  status: 'open' | 'closed';
  /** The server has the close (a turn closed offline sends it when the network returns). */
  close_synced: boolean;
  sync_error: string | null;
}

/** What the cashier chose for one line, as the order input sends it; the server prices it again. */
export type PosLineRequest = Omit<PosLineInput, 'sub_items'> & { sub_items?: Omit<PosLineInput, 'sub_items'>[] };

/** One line of a local order: the choice and its pricing by the shared calculators (spec §9). */
export interface PosLocalLine {
  line_id: string;
  request: PosLineRequest;
  priced: PosOrderLine;
}

export type PosSyncState = 'local' | 'pending' | 'synced' | 'failed';
export type PosOrderType = 'pickup' | 'table' | 'delivery';

type OrderHeader = Pick<PosOrderInput, 'local_reference' | 'bus_subsidiary_id' | 'date_order'>;

export interface PosLocalOrder extends OrderHeader {
  lines: PosLocalLine[];
  order_status: PosOrderStatus;
  is_open: boolean;
  opening_date: string;
  closing_date: string | null;
  order_type: PosOrderType;
  name_table: string | null;
  price_domicile: number;
  customer: { name: string; document: string; phone: string };
  shipping_address: { country: { name: string; short: string }; state: string; city: string; line: string } | null;
  bus_person_domiciliary_id: number | null;
  bus_person_cashier_id: number | null;
  bill_cash_register_id: number | null;
  turn_local_reference: string | null;
  data_payments: { payment_method_id: number; name: string; amount: number }[];
  canceled: boolean;
  cancellation_date: string | null;
  cancellation_reason: string | null;
  subtotal_amount: number;
  discount_amount: number;
  tax_amount: number;
  total_amount: number;
  /** Order of creation on this device: offline orders sync in this order. */
  seq: number;
  sync_state: PosSyncState;
  sync_error: string | null;
  server_id: number | null;
  date_sync: string | null;
}
