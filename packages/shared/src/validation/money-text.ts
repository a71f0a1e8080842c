import { groupDigits } from '../format/group-digits.ts';
import { roundHalfAwayFromZero, toRational } from '../money/decimal.ts';

/**
 * How a money field reads and shows text (spec §5: keeps digits, commas and dots; 0 decimals), the Colombian way
 * amounts are shown everywhere else ("$ 9.000,00"): a dot groups thousands, a comma starts decimals.
 *
 * Which separator is a decimal mark is decided once, here:
 * - a comma followed by one or two final digits ("9.000,5", "9,50"): Colombian decimals;
 * - a dot followed by one or two final digits after a comma ("1,234.5"): an English amount pasted in;
 * - every other dot or comma groups digits and is dropped ("9.500", "9,500", "1.2.3").
 * So a dot never starts decimals on its own: the field shows "9.500", and deleting its 5 leaves "9.00" = 900.
 */

/** Whole pesos a field takes: 13 digits (just under 10 billion million) keep the cents a safe integer. */
export const MONEY_MAX_DIGITS = 13;

const DECIMAL_COMMA = /,(\d{1,2})$/;
const DECIMAL_DOT_AFTER_COMMA = /,.*\.(\d{1,2})$/;

/** Only digits, commas and dots (spec §5). */
const clean = (input: string) => input.replace(/[^0-9.,]/g, '');

/** Where the decimals start in `text` (the mark's index), or -1 when every separator groups digits. */
function decimalMarkIndex(text: string): number {
  const m = DECIMAL_COMMA.exec(text) ?? DECIMAL_DOT_AFTER_COMMA.exec(text);
  return m ? text.length - m[1].length - 1 : -1;
}

/** The whole-peso digits and the decimal digits of money text. */
export function splitMoneyText(input: string): { whole: string; fraction: string } {
  const text = clean(input);
  const mark = decimalMarkIndex(text);
  const whole = (mark < 0 ? text : text.slice(0, mark)).replace(/\D/g, '');
  const fraction = mark < 0 ? '' : text.slice(mark + 1);
  return { whole, fraction };
}

/** Whole pesos of money text, decimals rounded halves away from zero; null when it has no digit or is too large. */
export function moneyTextToPesos(input: string): number | null {
  const { whole, fraction } = splitMoneyText(input);
  if (whole === '' && fraction === '') return null;
  const { num, den } = toRational(`${whole || '0'}.${fraction}`);
  const pesos = Number(roundHalfAwayFromZero(num, den));
  return Number.isSafeInteger(pesos) ? pesos : null;
}

/** Whole pesos with dot thousands, no symbol ("1.234.567"), as a money field shows them. */
export const groupPesos = (pesos: number | bigint): string => {
  const negative = pesos < 0;
  const digits = (negative ? -BigInt(pesos) : BigInt(pesos)).toString();
  return `${negative ? '-' : ''}${groupDigits(digits, '.')}`;
};

export interface MoneyTyping {
  /** What the field shows now. */
  text: string;
  /** Where the caret goes in `text`. */
  caret: number;
  /** Whole pesos the text holds, or null when empty. */
  pesos: number | null;
}

export interface MoneyKeystroke {
  /** The text the field showed before the keystroke: tells a deleted separator from a deleted digit. */
  previous?: string;
  /** Which way a deletion went (Backspace: 'backward', Delete: 'forward'). */
  deletion?: 'backward' | 'forward';
}

/**
 * The field after one keystroke (or paste): `raw` is the input's text as the browser left it, `caret` its caret.
 * The text is regrouped ("9500" → "9.500") and the caret stays after the same digit it followed, so typing in
 * the middle, deleting and pasting never throw it to the end. Deleting a separator deletes the digit beside it
 * (deleting the dot alone would be undone by the regrouping and look like a dead key).
 */
export function typeMoney(raw: string, caret: number, keystroke: MoneyKeystroke = {}): MoneyTyping {
  let text = raw;
  let at = Math.max(0, Math.min(caret, raw.length));
  const removed = removedSeparator(keystroke.previous, raw);
  if (removed !== null) {
    if (keystroke.deletion === 'forward') {
      const next = firstDigitFrom(text, removed);
      if (next >= 0) text = text.slice(0, next) + text.slice(next + 1);
      at = removed;
    } else {
      const before = lastDigitBefore(text, removed);
      if (before >= 0) {
        text = text.slice(0, before) + text.slice(before + 1);
        at = before;
      }
    }
  }

  const cleaned = clean(text);
  // the caret measured in the cleaned text: characters before it that survive cleaning
  const cleanCaret = clean(text.slice(0, at)).length;
  const mark = decimalMarkIndex(cleaned);
  const wholePart = mark < 0 ? cleaned : cleaned.slice(0, mark);
  let digits = wholePart.replace(/\D/g, '');
  // digits of the whole part left of the caret (a caret inside the decimals counts them all)
  let digitsBefore = mark >= 0 && cleanCaret > mark ? digits.length : wholePart.slice(0, cleanCaret).replace(/\D/g, '').length;

  if (digits.length > MONEY_MAX_DIGITS) {
    // the digits just typed (left of the caret) are the ones that do not fit
    const excess = digits.length - MONEY_MAX_DIGITS;
    const cut = Math.max(0, digitsBefore - excess);
    digits = digits.slice(0, cut) + digits.slice(cut + excess);
    digitsBefore = cut;
  }

  const fraction = mark < 0 ? '' : cleaned.slice(mark + 1);
  if (digits === '' && fraction === '') return { text: '', caret: 0, pesos: null };
  const pesos = moneyTextToPesos(fraction ? `${digits},${fraction}` : digits);
  if (pesos === null) return { text: '', caret: 0, pesos: null };
  const shown = groupPesos(pesos);

  const significant = digits.replace(/^0+(?=\d)/, '');
  const rounded = significant !== String(pesos);
  const kept = Math.max(0, digitsBefore - (digits.length - significant.length));
  return { text: shown, caret: rounded ? shown.length : caretAfterDigits(shown, kept), pesos };
}

/** Index of the separator `previous` lost to become `raw`, or null when the change was anything else. */
function removedSeparator(previous: string | undefined, raw: string): number | null {
  if (previous === undefined || raw.length !== previous.length - 1) return null;
  let i = 0;
  while (i < raw.length && raw[i] === previous[i]) i++;
  if (!/[.,]/.test(previous[i] ?? '')) return null;
  return raw.slice(i) === previous.slice(i + 1) ? i : null;
}

function lastDigitBefore(text: string, index: number): number {
  for (let i = index - 1; i >= 0; i--) if (/\d/.test(text[i])) return i;
  return -1;
}

function firstDigitFrom(text: string, index: number): number {
  for (let i = index; i < text.length; i++) if (/\d/.test(text[i])) return i;
  return -1;
}

/** The position right after the `count`-th digit of `text` (0 = the start). */
function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i]) && ++seen === count) return i + 1;
  }
  return text.length;
}
