import { defineReport } from './report-def.ts';
import { SALE_REPORT_STATES } from './sale-states.ts';

/**
 * Sellers ranked by what they sold in the period. A sale counts for its buyer when the buyer sells (distributors,
 * staff) and for the buyer's seller (its parent) when the buyer is a client or a store's public buyer.
 */
export const topSalesReport = defineReport({
  name: 'top-sales',
  title: 'Ventas por vendedor',
  description: 'Vendedores de tu red ordenados por el valor vendido en el periodo; las compras de un cliente cuentan para su vendedor.',
  permission: 'reports.export',
  selling: true,
  icon: 'TrendingUp',
  filters: ['period', 'seller', 'product', 'state'],
  states: SALE_REPORT_STATES,
  defaultState: 'finalized',
  columns: [
    { key: 'position', label: 'Puesto', kind: 'integer' },
    { key: 'seller_name', label: 'Vendedor', kind: 'text' },
    { key: 'seller_code', label: 'Código', kind: 'text' },
    { key: 'level_grid', label: 'Nivel', kind: 'integer' },
    { key: 'orders', label: 'Pedidos', kind: 'integer', total: true },
    { key: 'units', label: 'Unidades', kind: 'integer', total: true },
    { key: 'amount', label: 'Valor vendido', kind: 'money', total: true },
    { key: 'share', label: '% del total', kind: 'percent' },
  ],
  chart: { kind: 'bar', x: 'seller_name', series: [{ key: 'amount', label: 'Valor vendido' }], limit: 15 },
});
