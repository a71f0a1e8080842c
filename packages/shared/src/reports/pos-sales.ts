import { defineReport } from './report-def.ts';

/**
 * The point of sale's sales in the company's reports: per branch and Bogota day, the synced orders that were paid
 * or closed (canceled ones left out), with their taxes and totals. An order counts for the user who synced it (the
 * cashier), so the seller filter and a distributor's subtree narrow it like every sales report.
 */
export const posSalesReport = defineReport({
  name: 'pos-sales',
  title: 'Ventas del punto de venta',
  description: 'Pedidos pagados o cerrados de cada sede por día, con descuentos, impuestos y total.',
  permission: 'reports.export',
  selling: true,
  icon: 'PointOfSale',
  filters: ['period', 'seller'],
  columns: [
    { key: 'day', label: 'Día', kind: 'date' },
    { key: 'subsidiary_name', label: 'Sede', kind: 'text' },
    { key: 'orders', label: 'Pedidos', kind: 'integer', total: true },
    { key: 'subtotal_amount', label: 'Subtotal', kind: 'money', total: true },
    { key: 'discount_amount', label: 'Descuentos', kind: 'money', total: true },
    { key: 'tax_amount', label: 'Impuestos', kind: 'money', total: true },
    { key: 'total_amount', label: 'Total vendido', kind: 'money', total: true },
  ],
  chart: { kind: 'bar', x: 'subsidiary_name', series: [{ key: 'total_amount', label: 'Total vendido' }] },
});
