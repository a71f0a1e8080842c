import { todayBogota } from '../format/dates.ts';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// the dashes are optional: people type 31122026 for 31-12-2026 on a phone's number pad
const DAY_FIRST = /^(\d{2})-?(\d{2})-?(\d{4})$/;

function isRealDay(year: number, month: number, day: number): boolean {
  // UTC arithmetic on plain numbers: no time zone can move the day, and 31-02 rolls over so it is caught
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A typed date in DD-MM-YYYY (dashes optional) or YYYY-MM-DD as YYYY-MM-DD, or null when neither or not a real calendar day. */
export function parseDateInput(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  const iso = ISO_DAY.exec(text);
  const dayFirst = DAY_FIRST.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : [];
  if (!y || !m || !d) return null;
  return isRealDay(Number(y), Number(m), Number(d)) ? `${y}-${m}-${d}` : null;
}

/** A birthday as YYYY-MM-DD, never after today in Bogota (spec §5); null when the date is unreadable. */
export function capBirthday(date: string | null | undefined, today: string = todayBogota()): string | null {
  const day = parseDateInput(date);
  const limit = parseDateInput(today);
  if (day === null) return null;
  // YYYY-MM-DD strings compare like the dates they name
  return limit !== null && day > limit ? limit : day;
}

/** What a date input shows once the typed text is a day: `31122026` becomes `31-12-2026`; anything else as typed. */
export function tidyDateText(text: string): string {
  return /^\d{8}$/.test(text) && parseDateInput(text) ? `${text.slice(0, 2)}-${text.slice(2, 4)}-${text.slice(4)}` : text;
}
