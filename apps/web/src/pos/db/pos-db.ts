import { Dexie, type EntityTable } from 'dexie';
import type {
  PosCashRegister, PosCategory, PosEmployee, PosInstallation, PosLocalOrder, PosLocalTurn, PosPaymentMethod, PosPriceList,
  PosProduct, PosProductVariant, PosSaleOption, PosTable, PosTaxRow, PosVariant, PosZone,
} from '../pos-model.ts';

/** The local database of the point of sale (spec §9: posv1), one object store per §3 offline collection. */
export type PosDb = Dexie & {
  categories: EntityTable<PosCategory, 'id'>;
  products: EntityTable<PosProduct, 'id'>;
  product_variants: EntityTable<PosProductVariant, 'id'>;
  sale_options: EntityTable<PosSaleOption, 'id'>;
  variants: EntityTable<PosVariant, 'id'>;
  orders: EntityTable<PosLocalOrder, 'local_reference'>;
  payment_methods: EntityTable<PosPaymentMethod, 'id'>;
  price_list: EntityTable<PosPriceList, 'id'>;
  zones: EntityTable<PosZone, 'id'>;
  cash_register: EntityTable<PosCashRegister, 'id'>;
  cash_register_turn: EntityTable<PosLocalTurn, 'local_reference'>;
  employees: EntityTable<PosEmployee, 'id'>;
  taxes: EntityTable<PosTaxRow, 'id'>;
  installation: EntityTable<PosInstallation, 'id'>;
};

/** The catalogue collections pos-get-info replaces as a whole on install and refresh (orders and turns stay). */
export const CATALOGUE_COLLECTIONS = [
  'categories', 'products', 'product_variants', 'sale_options', 'variants', 'tables', 'payment_methods', 'price_list',
  'zones', 'cash_register', 'employees', 'taxes',
] as const;
export type CatalogueCollection = (typeof CATALOGUE_COLLECTIONS)[number];

export const POS_DB_NAME = 'posv1';

export function openPosDb(name = POS_DB_NAME): PosDb {
  const db = new Dexie(name) as PosDb;
  db.version(1).stores({
    categories: 'id',
    products: 'id, category_id',
    product_variants: 'id, product_id',
    sale_options: 'id, product_id',
    variants: 'id',
    tables: 'id',
    // seq keeps the order of creation: offline orders sync in it
    orders: 'local_reference, seq, order_status, sync_state, turn_local_reference',
    payment_methods: 'id',
    price_list: 'id',
    zones: 'id',
    cash_register: 'id',
    cash_register_turn: 'local_reference, status',
    employees: 'id',
    taxes: 'id',
    installation: 'id',
  });
  return db;
}

/**
 * The restaurant tables (§3 collection `tables`): Dexie's own `db.tables` lists its object stores, so this one is
 * reached by name.
 */
export const diningTables = (db: PosDb) => db.table<PosTable, number>('tables');

let shared: PosDb | null = null;
export const posDb = (): PosDb => (shared ??= openPosDb());
