/**
 * Excel imports of stock (spec §2 digital-account/import and /import-profiles): the template's columns, the
 * states a previewed row can be in and the limits. Server (parsing, checks) and web (template hints, chips) read
 * this one definition.
 */
export type StockImportKind = 'accounts' | 'profiles';

/** Headers of the template's first row, in order; an upload whose header row differs is refused. */
export const STOCK_IMPORT_COLUMNS: Record<StockImportKind, readonly { key: string; header: string; width: number }[]> = {
  accounts: [
    { key: 'product', header: 'Producto', width: 28 },
    { key: 'login', header: 'Usuario o correo', width: 34 },
    { key: 'password', header: 'Contraseña', width: 22 },
    { key: 'expiry_date', header: 'Fecha de vencimiento', width: 22 },
    { key: 'profiles_quantity', header: 'Cantidad de perfiles', width: 20 },
    { key: 'observations', header: 'Observaciones', width: 40 },
  ],
  profiles: [
    { key: 'login', header: 'Usuario o correo', width: 34 },
    { key: 'name', header: 'Nombre del perfil', width: 24 },
    { key: 'pin', header: 'PIN', width: 10 },
  ],
};

export const STOCK_IMPORT_ROW_STATES = [
  { value: 'new', label: 'Nueva' },
  { value: 'duplicate', label: 'Duplicada' },
  { value: 'error', label: 'Con error' },
] as const;
export type StockImportRowState = (typeof STOCK_IMPORT_ROW_STATES)[number]['value'];

/** Largest file accepted (bytes) and most data rows one file may carry. */
export const STOCK_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const STOCK_IMPORT_MAX_ROWS = 50_000;

export interface StockImportRow {
  /** Row number in the sheet (the header is row 1). */
  row: number;
  state: StockImportRowState;
  /** Why the row is a duplicate or an error, in Spanish; null for a new row. */
  reason: string | null;
  /** What the row shows in the preview (never the password). */
  product: string | null;
  login: string | null;
  detail: string | null;
}

export interface StockImportTotals {
  total: number;
  new: number;
  duplicate: number;
  error: number;
}

export interface StockImportResult {
  items: StockImportRow[];
  totals: StockImportTotals;
  /** Set by the commit: accounts or profiles created. */
  created?: number;
  msg: string;
}
