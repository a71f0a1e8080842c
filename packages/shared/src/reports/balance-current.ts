import { defineReport } from './report-def.ts';

/**
 * Each user's balance at the end of a day, from its ledger rows (not the cached column as it was then): for today it
 * equals the cached balance, shown beside it. The category tree narrows it to the users who bought (a finalized
 * order) a product of the chosen leaf categories.
 */
export const balanceCurrentReport = defineReport({
  name: 'balance-current',
  title: 'Saldos de usuarios a una fecha',
  description: 'Saldo de cada usuario al final del día de corte, calculado con sus movimientos; "Saldo hoy" es el saldo actual.',
  permission: 'balance-current.export',
  icon: 'Savings',
  // categories: only the users who bought a product of the chosen leaf categories
  filters: ['at', 'seller', 'categories'],
  columns: [
    { key: 'user_name', label: 'Usuario', kind: 'text' },
    { key: 'username', label: 'Nombre de usuario', kind: 'text' },
    { key: 'role', label: 'Rol', kind: 'text' },
    { key: 'level_grid', label: 'Nivel', kind: 'integer' },
    { key: 'parent_name', label: 'Padre', kind: 'text' },
    { key: 'last_movement_at', label: 'Último movimiento al corte', kind: 'datetime' },
    { key: 'balance', label: 'Saldo al corte', kind: 'money', total: true },
    { key: 'current_balance', label: 'Saldo hoy', kind: 'money', total: true },
  ],
  chart: { kind: 'bar', x: 'user_name', series: [{ key: 'balance', label: 'Saldo al corte' }], limit: 15 },
});
