import { percentOf } from '../money/arithmetic.ts';
import { formatMoney } from '../format/currency.ts';
import { formatDate } from '../format/dates.ts';

/*
 * Redeemable balance codes (DOMAIN.md "Redeemable balance"): how a code looks, how a typed one is read back, what
 * a list shows of it and what a seller owes when it sells one. Server and web read these rules from here.
 */

/**
 * The characters of a code's random part: capital letters and digits without the look-alikes 0/O, 1/I/L, so a code
 * read aloud or copied by hand from a card comes out right. 31 characters: 12 of them carry about 59 bits.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Random characters of every code (at least 12, DOMAIN.md), shown in groups of four. */
export const CODE_RANDOM_LENGTH = 12;
const GROUP = 4;
/** What a masked code shows instead of each hidden group. */
export const CODE_MASK_GROUP = '••••';

/** An optional batch prefix: 2 to 8 letters or digits (e.g. "NAV25"), part of every code of the batch. */
export const CODE_PREFIX_PATTERN = /^[A-Z0-9]{2,8}$/;

/** Most codes one batch creates (the creator sees them all at once, printed as cards). */
export const MAX_BATCH_QUANTITY = 500;
/** Highest value of one code: 10.000.000 pesos (cents). */
export const MAX_CODE_VALUE = 1_000_000_000;
/** Lowest value of one code: 1.000 pesos (cents). */
export const MIN_CODE_VALUE = 100_000;
/** Most codes one assignment hands a seller. */
export const MAX_ASSIGN_QUANTITY = 500;

/** Wrong codes a user may try in REDEEM_WINDOW_SECONDS before it must wait (429): codes cannot be found by trying. */
export const REDEEM_MAX_FAILURES = 10;
export const REDEEM_WINDOW_SECONDS = 60;

/** The random part in groups of four, after the prefix: "NAV25-ABCD-EFGH-JKMN" (or "ABCD-EFGH-JKMN"). */
export function formatCode(random: string, prefix?: string | null): string {
  const groups = random.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? [];
  return [...(prefix ? [prefix] : []), ...groups].join('-');
}

/**
 * A typed or pasted code as it is compared: upper case, without spaces, dashes or any other separator. Two
 * spellings of one code ("nav25 abcd-efgh-jkmn", "NAV25ABCDEFGHJKMN") read the same.
 */
export function normalizeCode(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * What lists, exports, logs and everyone but the code's holder see: the prefix and the last group, the rest hidden
 * ("NAV25-••••-••••-JKMN"). Enough to tell codes apart and search them, never enough to redeem one.
 */
export function maskCode(random: string, prefix?: string | null): string {
  const groups = random.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? [];
  const shown = groups.map((g, i) => (i === groups.length - 1 ? g : CODE_MASK_GROUP));
  return [...(prefix ? [prefix] : []), ...shown].join('-');
}

/**
 * What a seller owes the company for one code it sold: the value minus its discount (percent of the value, rounded
 * to the cent, halves away from zero). Never negative, never more than the value.
 */
export function vendorDebt(value: number, discountPercent: number | null | undefined): number {
  const pct = Math.min(100, Math.max(0, Number(discountPercent ?? 0) || 0));
  return value - percentOf(value, pct);
}

export interface CodeMessageInput {
  code: string;
  value: number;
  expiresAt: string;
  buyerName?: string | null;
  company?: string | null;
  /** Where the buyer redeems it (the web's redeem page). */
  link: string;
}

/** The WhatsApp message a seller copies to its buyer with a sold code. */
export function codeSaleMessage(m: CodeMessageInput): string {
  const hello = m.buyerName?.trim() ? `Hola ${m.buyerName.trim()},` : 'Hola,';
  return [
    `${hello} este es tu código de saldo${m.company ? ` de ${m.company}` : ''} por ${formatMoney(m.value, { decimals: 0 })}:`,
    '',
    `*${m.code}*`,
    '',
    `Redímelo antes del ${formatDate(m.expiresAt)} en ${m.link} (Saldo redimible → Redimir código). Es de un solo uso: no lo compartas.`,
  ].join('\n');
}

/** The web path of the page where a signed-in user redeems a code. */
export const REDEEM_PAGE_PATH = '/admin/redeemable-balance-user-redeem';
