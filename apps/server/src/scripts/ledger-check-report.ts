import { BOOKING_STATES, formatMoney, MOVEMENT_DOCUMENTS } from '@app/shared';
import { differenceCount, type LedgerCheck } from '../modules/ledger/index.ts';

const ACCOUNTS: Record<string, string> = { user: 'Usuario', company: 'Empresa', vendor: 'Vendedor' };
const accountLabel = (type: string) => ACCOUNTS[type] ?? `Cuenta de tipo «${type}»`;
const documentLabel = (type: string) => MOVEMENT_DOCUMENTS.find((d) => d.value === type)?.label ?? type;
const bookingState = (status: string) => BOOKING_STATES.find((s) => s.value === status)?.label ?? status;
const named = (name: string | null) => (name ? ` (${name})` : '');

/** One line per difference, saying which record and by how much. */
function differences(c: LedgerCheck): string[] {
  return [
    ...c.balances.map((b) => `${accountLabel(b.account_type)} ${b.account_id}${named(b.name)}: saldo guardado ${formatMoney(b.cached)}, ` +
      `suma de sus movimientos ${formatMoney(b.ledger)} (diferencia ${formatMoney(b.cached - b.ledger)}).`),
    ...c.orphans.map((o) => `${accountLabel(o.account_type)} ${o.account_id}: ${o.rows} movimientos (${formatMoney(o.total)}) de una cuenta que no existe.`),
    ...c.vendors.map((v) => `Vendedor de códigos ${v.seller_id}${named(v.name)}: saldo guardado ${formatMoney(v.cached)}, ` +
      `su último movimiento dice ${formatMoney(v.last_balance)}, sus movimientos suman ${formatMoney(v.ledger)}.`),
    ...c.sales.map((s) => `${documentLabel(s.object_type)} ${s.object_id}: sus movimientos suman ${formatMoney(s.total)} (deben sumar ${formatMoney(0)}).`),
    ...c.bookings.map((b) => `Reserva ${b.id} (${bookingState(b.status)}): retiene ${formatMoney(-b.held)}, ` +
      `debería retener ${formatMoney(b.status === 'draft' ? b.total : 0)}.`),
  ];
}

/** The report `npm run check:ledger` prints: what was checked (counts), then every difference, then the verdict. */
export function ledgerCheckReport(c: LedgerCheck): string[] {
  const n = c.counts;
  const lines = [
    `Movimientos del libro mayor: ${n.ledger_rows}`,
    `Saldos de usuarios revisados: ${n.users} (diferencias: ${c.balances.filter((b) => b.account_type === 'user').length})`,
    `Saldos de empresas revisados: ${n.companies} (diferencias: ${c.balances.filter((b) => b.account_type === 'company').length})`,
    `Saldos de vendedores de saldo redimible revisados: ${n.vendors} (diferencias: ${c.vendors.length})`,
    `Movimientos de cuentas inexistentes: ${c.orphans.reduce((sum, o) => sum + o.rows, 0)}`,
    `Documentos de venta revisados (deben sumar cero): ${n.sale_documents} (descuadrados: ${c.sales.length})`,
    `Reservas revisadas: ${n.bookings} (descuadradas: ${c.bookings.length})`,
  ];
  const found = differenceCount(c);
  if (!found) return [...lines, 'Resultado: el libro mayor cuadra.'];
  return [
    ...lines,
    `Diferencias (${found}):`,
    ...differences(c).map((d) => `  - ${d}`),
    'Resultado: el libro mayor NO cuadra. Los movimientos son la fuente de verdad: una diferencia indica un cambio hecho ' +
      'directamente en la base de datos o un error del programa. Guarde esta salida y repórtela; un ajuste de saldo no la ' +
      'corrige (mueve el saldo y el libro por igual).',
  ];
}
