import { defineReport } from './report-def.ts';

/**
 * Commissions earned in the period from each direct child's network (net of annulments and refunds: their
 * opposite rows are commissions too). A distributor sees its own; staff see every earner's, or one seller's.
 */
export const topChildrenComissionsReport = defineReport({
  name: 'top-children-comissions',
  title: 'Comisiones por hijo directo',
  description: 'Comisiones ganadas en el periodo por las ventas de la red de cada hijo directo, netas de anulaciones y reembolsos.',
  permission: 'reports.export',
  selling: true,
  icon: 'Payments',
  filters: ['period', 'seller'],
  columns: [
    { key: 'position', label: 'Puesto', kind: 'integer' },
    { key: 'earner_name', label: 'Quien gana', kind: 'text' },
    { key: 'child_name', label: 'Hijo directo', kind: 'text' },
    { key: 'child_code', label: 'Código', kind: 'text' },
    { key: 'sales', label: 'Ventas con comisión', kind: 'integer', total: true },
    { key: 'amount', label: 'Comisión neta', kind: 'money', total: true },
  ],
  chart: { kind: 'bar', x: 'child_name', series: [{ key: 'amount', label: 'Comisión neta' }], limit: 15 },
});
