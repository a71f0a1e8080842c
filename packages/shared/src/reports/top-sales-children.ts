import { defineReport } from './report-def.ts';
import { SALE_REPORT_STATES } from './sale-states.ts';

/**
 * The viewer's direct children (the first line of the company for staff), each with what its whole network sold
 * in the period and what it bought itself, ranked. Children that sold nothing are listed with zeros.
 */
export const topSalesChildrenReport = defineReport({
  name: 'top-sales-children',
  title: 'Ventas de mis hijos directos',
  description: 'Cada hijo directo (para el personal, los distribuidores de primer nivel) con lo que vendió su red en el periodo.',
  permission: 'reports.export',
  selling: true,
  icon: 'Group',
  filters: ['period', 'seller', 'product', 'state'],
  states: SALE_REPORT_STATES,
  defaultState: 'finalized',
  columns: [
    { key: 'position', label: 'Puesto', kind: 'integer' },
    { key: 'child_name', label: 'Hijo directo', kind: 'text' },
    { key: 'child_code', label: 'Código', kind: 'text' },
    { key: 'child_role', label: 'Rol', kind: 'text' },
    { key: 'orders', label: 'Pedidos de su red', kind: 'integer', total: true },
    { key: 'units', label: 'Unidades de su red', kind: 'integer', total: true },
    { key: 'amount', label: 'Valor vendido por su red', kind: 'money', total: true },
    { key: 'own_amount', label: 'Compras propias', kind: 'money', total: true },
  ],
  chart: { kind: 'bar', x: 'child_name', series: [{ key: 'amount', label: 'Valor vendido por su red' }, { key: 'own_amount', label: 'Compras propias' }], limit: 15 },
});
