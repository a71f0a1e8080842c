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

/**
 * Colombia keeps UTC−5 all year (no daylight saving since 1993), so a fixed offset converts an instant exactly,
 * without toBogota's time-zone lookup, which costs ~0.5 ms a call: an export of 100,000 rows with two date
 * columns spent 75 s there (a profile of bench/export.ts).
 */
const BOGOTA_OFFSET_MS = -5 * 3600_000;
const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;
// PostgreSQL's timestamptz text ("2026-11-23 14:20:31.123+00") and ISO instants ("…T…Z", "…-05:00")
const INSTANT = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * The Bogota wall-clock time of a value, as a Date whose UTC fields read that time (what a spreadsheet cell,
 * which has no time zone, must hold); null when empty or unreadable. Same reading as toBogota, fast for the
 * texts the database answers.
 */
export function bogotaWallClock(value: DateValue): Date | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (PLAIN_DAY.test(text)) {
      const day = new Date(`${text}T00:00:00Z`);
      return Number.isNaN(day.getTime()) ? null : day;
    }
    const m = INSTANT.exec(text);
    if (m) {
      const zone = m[3].toUpperCase() === 'Z' ? 'Z' : m[3].length === 3 ? `${m[3]}:00` : m[3].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
      const ms = Date.parse(`${m[1]}T${m[2]}${zone}`);
      if (!Number.isNaN(ms)) return new Date(ms + BOGOTA_OFFSET_MS);
    }
  } else if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return new Date(value.getTime() + BOGOTA_OFFSET_MS);
  }
  const d = toBogota(value);
  return d ? new Date(`${d.format('YYYY-MM-DDTHH:mm:ss.SSS')}Z`) : null;
}
