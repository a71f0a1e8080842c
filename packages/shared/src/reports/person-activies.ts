import { defineReport } from './report-def.ts';

/**
 * Each person of the caller's reach with its last login and what it did in the period: purchases (finalized orders),
 * approved top-ups and tickets filed (support and client tickets). Busiest buyers first.
 */
export const personActiviesReport = defineReport({
  name: 'person-activies',
  title: 'Actividad por persona',
  description: 'Último ingreso, compras, recargas aprobadas y tickets de cada persona de tu red en el periodo.',
  permission: 'reports.export',
  icon: 'People',
  filters: ['period', 'seller'],
  columns: [
    { key: 'person_name', label: 'Persona', kind: 'text' },
    { key: 'username', label: 'Usuario', kind: 'text' },
    { key: 'role', label: 'Rol', kind: 'text' },
    { key: 'last_login', label: 'Último ingreso', kind: 'datetime' },
    { key: 'purchases', label: 'Compras', kind: 'integer', total: true },
    { key: 'purchases_amount', label: 'Valor comprado', kind: 'money', total: true },
    { key: 'top_ups', label: 'Recargas aprobadas', kind: 'integer', total: true },
    { key: 'top_ups_amount', label: 'Valor recargado', kind: 'money', total: true },
    { key: 'tickets', label: 'Tickets', kind: 'integer', total: true },
  ],
  chart: { kind: 'bar', x: 'person_name', series: [{ key: 'purchases_amount', label: 'Valor comprado' }, { key: 'top_ups_amount', label: 'Valor recargado' }], limit: 15 },
});
