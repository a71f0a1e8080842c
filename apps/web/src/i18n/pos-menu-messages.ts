import { POS_CATALOG_RESOURCES } from '@app/shared';

/** The back office's POS menu group: branches, catalogues (named as their resources), synced orders and turns. */
export const posMenuEs: Record<string, string> = {
  'subsidiary-list': 'Sedes',
  ...Object.fromEntries(POS_CATALOG_RESOURCES.map((r) => [`${r.name}-list`, r.label.many])),
  'receipt-layout-list': 'Formatos de recibo',
  'pos-order-list': 'Pedidos POS',
  'pos-cash-register-turn-list': 'Turnos de caja',
};

const EN: Record<string, string> = {
  'pos-category': 'POS categories', 'pos-product': 'POS products', 'pos-variant': 'Variants', 'pos-variant-option': 'Variant options',
  'pos-product-variant': 'Product variants', 'pos-sale-option': 'Sale options', 'pos-price': 'POS prices', 'pos-tax': 'Taxes',
  'pos-zone': 'Zones', 'pos-table': 'Tables', 'pos-payment-method': 'Payment methods', 'pos-cash-register': 'Cash registers',
  'pos-employee': 'Employees',
};

export const posMenuEn: typeof posMenuEs = {
  'subsidiary-list': 'Branches',
  ...Object.fromEntries(POS_CATALOG_RESOURCES.map((r) => [`${r.name}-list`, EN[r.name] ?? r.label.many])),
  'receipt-layout-list': 'Receipt layouts',
  'pos-order-list': 'POS orders',
  'pos-cash-register-turn-list': 'Cash register turns',
};
