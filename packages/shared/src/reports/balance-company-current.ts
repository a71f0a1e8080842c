import { defineReport } from './report-def.ts';

/** The platform's view (root only): each company's balance at the end of a day, from its ledger rows. */
export const balanceCompanyCurrentReport = defineReport({
  name: 'balance-company-current',
  title: 'Saldos de empresas a una fecha',
  description: 'Saldo de cada empresa al final del día de corte, calculado con sus movimientos; "Saldo hoy" es el saldo actual.',
  permission: 'company.export',
  roles: ['Root'],
  icon: 'AccountBalance',
  filters: ['at'],
  columns: [
    { key: 'company_name', label: 'Empresa', kind: 'text' },
    { key: 'slug', label: 'Identificador', kind: 'text' },
    { key: 'active', label: 'Activa', kind: 'boolean' },
    { key: 'movements', label: 'Movimientos al corte', kind: 'integer', total: true },
    { key: 'balance', label: 'Saldo al corte', kind: 'money', total: true },
    { key: 'current_balance', label: 'Saldo hoy', kind: 'money', total: true },
  ],
  chart: { kind: 'bar', x: 'company_name', series: [{ key: 'balance', label: 'Saldo al corte' }], limit: 15 },
});
