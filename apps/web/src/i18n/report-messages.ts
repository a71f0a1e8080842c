import { REPORTS } from '@app/shared';

/**
 * The `reports.*` keys (the export report pages driven by packages/shared/src/reports) and their menu labels. The
 * report titles and column labels are Spanish in the shared definitions (like resource labels); English mirrors the
 * page's own words key for key (i18n.test.ts checks both).
 */
export const reportsEs = {
  filters: 'Filtros',
  from: 'Desde',
  to: 'Hasta',
  at: 'Fecha de corte',
  seller: 'Vendedor (y su red)',
  seller_placeholder: 'Toda mi red',
  product: 'Producto',
  product_placeholder: 'Todos los productos',
  state: 'Estado',
  all_states: 'Todos',
  categories: 'Categorías',
  categories_help: 'Elige productos: los servicios solo agrupan (se abren y se cierran).',
  categories_all: 'Todas las categorías',
  categories_chosen: '%{smart_count} categoría elegida |||| %{smart_count} categorías elegidas',
  clear: 'Limpiar filtros',
  export: 'Exportar Excel',
  exporting: 'Exportando…',
  totals: 'Totales',
  rows: '%{smart_count} fila |||| %{smart_count} filas',
  empty: 'No hay datos para los filtros elegidos.',
  chart_title: 'Gráfico',
  chart_top: 'Se grafican los primeros %{count}.',
  no_matches: 'Sin coincidencias',
  period_help: 'Fechas en hora de Bogotá, ambos días incluidos.',
  at_help: 'Saldos al final del día de corte, hora de Bogotá.',
};

export const reportsEn: typeof reportsEs = {
  filters: 'Filters',
  from: 'From',
  to: 'To',
  at: 'Cut-off date',
  seller: 'Seller (and their network)',
  seller_placeholder: 'My whole network',
  product: 'Product',
  product_placeholder: 'All products',
  state: 'State',
  all_states: 'All',
  categories: 'Categories',
  categories_help: 'Pick products: services only group them (they open and close).',
  categories_all: 'All categories',
  categories_chosen: '%{smart_count} category chosen |||| %{smart_count} categories chosen',
  clear: 'Clear filters',
  export: 'Export to Excel',
  exporting: 'Exporting…',
  totals: 'Totals',
  rows: '%{smart_count} row |||| %{smart_count} rows',
  empty: 'No data for the chosen filters.',
  chart_title: 'Chart',
  chart_top: 'The first %{count} are charted.',
  no_matches: 'No matches',
  period_help: 'Dates in Bogota time, both days included.',
  at_help: 'Balances at the end of the cut-off day, Bogota time.',
};

const EN_TITLES: Record<string, string> = {
  'top-sales': 'Sales by seller',
  'top-sales-children': 'Sales of my direct children',
  'top-sales-by-product': 'Sales by product',
  'sales-comparison-distributor': 'Monthly sales comparison',
  'person-activies': 'Activity by person',
  'linked-distributors': 'Linked distributors',
  'top-children-comissions': 'Commissions by direct child',
  'balance-current': 'User balances at a date',
  'balance-company-current': 'Company balances at a date',
};

/** Menu labels of the report pages (`menu.items.<name>-export`). */
export const reportMenuEs = Object.fromEntries(REPORTS.map((r) => [`${r.name}-export`, r.title]));
export const reportMenuEn = Object.fromEntries(REPORTS.map((r) => [`${r.name}-export`, EN_TITLES[r.name] ?? r.title]));
