import { formatBoolean, formatDate, formatDateTime, formatMoney, groupDigits, type ReportColumnKind } from '@app/shared';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** "2026-11" as "nov. 2026" (short, for chart axes) or "noviembre 2026". */
export function formatMonth(value: string, short = false): string {
  const [y, m] = value.split('-').map(Number);
  const name = MONTHS[m - 1];
  if (!name) return value;
  return short ? `${name.slice(0, 3)}. ${y}` : `${name} ${y}`;
}

const integer = (n: number) => `${n < 0 ? '-' : ''}${groupDigits(String(Math.trunc(Math.abs(n))), '.')}`;

/** A report cell as the page shows it (Spanish formats of spec §9); '—' for no value. */
export function formatCell(kind: ReportColumnKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (kind) {
    case 'money': return formatMoney(Number(value));
    case 'integer': return integer(Number(value));
    case 'percent': return `${Number(value).toLocaleString('es-CO', { maximumFractionDigits: 1 })} %`;
    case 'date': return formatDate(value as string);
    case 'datetime': return formatDateTime(value as string);
    case 'month': return formatMonth(String(value));
    case 'boolean': return formatBoolean(value);
    default: return String(value);
  }
}

/** Numbers align right in the table. */
export const isNumeric = (kind: ReportColumnKind) => kind === 'money' || kind === 'integer' || kind === 'percent';
