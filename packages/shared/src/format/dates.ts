import { toBogota, type DateValue } from './bogota.ts';

/** DD-MM-YYYY in Bogota time; '' for empty or unreadable values. */
export function formatDate(value: DateValue): string {
  return toBogota(value)?.format('DD-MM-YYYY') ?? '';
}

/** DD-MM-YYYY HH:mm:ss (24 h) in Bogota time; '' for empty or unreadable values. */
export function formatDateTime(value: DateValue): string {
  return toBogota(value)?.format('DD-MM-YYYY HH:mm:ss') ?? '';
}

/** Today's date in Bogota as YYYY-MM-DD (now is injectable for tests). */
export function todayBogota(now: Date = new Date()): string {
  // a Date is always a valid instant here, so toBogota cannot return null
  return toBogota(now)!.format('YYYY-MM-DD');
}
