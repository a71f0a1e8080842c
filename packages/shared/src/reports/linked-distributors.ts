import { defineReport } from './report-def.ts';

export const LINKED_DISTRIBUTOR_STATES = [
  { value: 'active', label: 'Activos' },
  { value: 'inactive', label: 'Inactivos' },
] as const;

/** Distributors registered in the period, per month and per parent (who recruited them), active and inactive. */
export const linkedDistributorsReport = defineReport({
  name: 'linked-distributors',
  title: 'Distribuidores vinculados',
  description: 'Distribuidores registrados en cada mes del periodo, por quién los vinculó, activos e inactivos.',
  permission: 'reports.export',
  selling: true,
  icon: 'PersonAdd',
  filters: ['period', 'seller', 'state'],
  states: LINKED_DISTRIBUTOR_STATES,
  columns: [
    { key: 'month', label: 'Mes', kind: 'month' },
    { key: 'parent_name', label: 'Vinculados por', kind: 'text' },
    { key: 'registered', label: 'Registrados', kind: 'integer', total: true },
    { key: 'active', label: 'Activos', kind: 'integer', total: true },
    { key: 'inactive', label: 'Inactivos', kind: 'integer', total: true },
  ],
  chart: { kind: 'bar', x: 'month', series: [{ key: 'active', label: 'Activos' }, { key: 'inactive', label: 'Inactivos' }], stacked: true },
});
