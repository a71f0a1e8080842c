import { defineReport } from './report-def.ts';
import { SALE_REPORT_STATES } from './sale-states.ts';

/**
 * Sales per month of the period (of a seller's network when one is chosen, else of the caller's reach) against the
 * same months one year earlier. Every month of the period is a row, with zeros where nothing was sold.
 */
export const salesComparisonDistributorReport = defineReport({
  name: 'sales-comparison-distributor',
  title: 'Comparativo de ventas por mes',
  description: 'Ventas de cada mes del periodo frente a los mismos meses del año anterior; elige un vendedor para ver solo su red.',
  permission: 'reports.export',
  selling: true,
  icon: 'Timeline',
  filters: ['period', 'seller', 'product', 'state'],
  states: SALE_REPORT_STATES,
  defaultState: 'finalized',
  columns: [
    { key: 'month', label: 'Mes', kind: 'month' },
    { key: 'orders', label: 'Pedidos', kind: 'integer', total: true },
    { key: 'units', label: 'Unidades', kind: 'integer', total: true },
    { key: 'amount', label: 'Valor vendido', kind: 'money', total: true },
    { key: 'previous_units', label: 'Unidades año anterior', kind: 'integer', total: true },
    { key: 'previous_amount', label: 'Valor año anterior', kind: 'money', total: true },
    { key: 'change', label: 'Variación %', kind: 'percent' },
  ],
  chart: { kind: 'line', x: 'month', series: [{ key: 'amount', label: 'Periodo' }, { key: 'previous_amount', label: 'Año anterior' }] },
});
