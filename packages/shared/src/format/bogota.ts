import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

// extend() is idempotent, so every module that needs Bogota time can import this file safely
dayjs.extend(utc);
dayjs.extend(timezone);

/** The business time zone of the spec (§9): every date the product shows or stores as a day is Bogota's. */
export const BOGOTA_TZ = 'America/Bogota';

export type DateValue = Date | string | number | null | undefined;

// an explicit instant: ends in Z or a numeric offset; PostgreSQL writes whole-hour offsets as "+00" or "-05",
// which only count after a time (a bare "2025-12-31" ends in "-31" too)
const HAS_OFFSET = /(?:z|[+-]\d{2}:?\d{2}|\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?[+-]\d{2})$/i;
const DAY_FIRST = /^(\d{2})-(\d{2})-(\d{4})$/;

/**
 * The value as a Bogota-time dayjs, or null when empty or unreadable. Dates, epoch numbers and strings with an
 * offset are instants; strings without one ("2025-12-31", "2025-12-31 10:00") are Bogota wall-clock times, so a
 * calendar day never shifts with the time zone of the computer running the code.
 */
export function toBogota(value: DateValue): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  let d: Dayjs;
  if (typeof value === 'string') {
    const text = value.trim();
    const dayFirst = DAY_FIRST.exec(text);
    if (dayFirst) d = dayjs.tz(`${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}`, BOGOTA_TZ);
    else if (HAS_OFFSET.test(text)) d = dayjs(new Date(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'))).tz(BOGOTA_TZ);
    else d = dayjs.tz(text, BOGOTA_TZ);
  } else {
    d = dayjs(value).tz(BOGOTA_TZ);
  }
  return d.isValid() ? d : null;
}
