import { defineReport } from './report-def.ts';
import { SALE_REPORT_STATES } from './sale-states.ts';

/** Products ranked by what the caller's reach sold of each in the period. */
export const topSalesByProductReport = defineReport({
  name: 'top-sales-by-product',
  title: 'Ventas por producto',
  description: 'Productos ordenados por el valor vendido en el periodo, con las unidades y el precio promedio.',
  permission: 'reports.export',
  selling: true,
  icon: 'Category',
  filters: ['period', 'seller', 'state'],
  states: SALE_REPORT_STATES,
  defaultState: 'finalized',
  columns: [
    { key: 'position', label: 'Puesto', kind: 'integer' },
    { key: 'product_name', label: 'Producto', kind: 'text' },
    { key: 'orders', label: 'Pedidos', kind: 'integer', total: true },
    { key: 'units', label: 'Unidades', kind: 'integer', total: true },
    { key: 'amount', label: 'Valor vendido', kind: 'money', total: true },
    { key: 'average_price', label: 'Precio promedio por unidad', kind: 'money' },
    { key: 'share', label: '% del total', kind: 'percent' },
  ],
  chart: { kind: 'bar', x: 'product_name', series: [{ key: 'amount', label: 'Valor vendido' }], limit: 15 },
});
