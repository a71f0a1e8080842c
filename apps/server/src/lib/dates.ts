import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const BOGOTA = 'America/Bogota';

/** DD-MM-YYYY (HH:mm:ss) in Bogota time, as spec §9 shows dates; date-only values are calendar days. */
export function formatBogota(value: string, withTime: boolean): string {
  if (!withTime && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('-');
  return dayjs(value).tz(BOGOTA).format(withTime ? 'DD-MM-YYYY HH:mm:ss' : 'DD-MM-YYYY');
}
