import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, sanitizePhone } from '@app/shared';

/** The picker's dial code followed by the (≤ 10) digits, e.g. "+573001234567" (international form). */
export function joinPhone(country: string, digits: string): string {
  const clean = sanitizePhone(digits);
  if (!clean) return '';
  const dial = PHONE_COUNTRIES.find((c) => c.code === country)?.dialCode ?? '+57';
  return `${dial}${clean}`;
}

/**
 * The picker country and national digits of a phone. Records store the bare national number (the shared
 * `phones` rule); an international "+57…" text is split by its dial code; anything else is taken as Colombian.
 */
export function splitPhone(value: string | null | undefined): { country: string; digits: string } {
  const text = (value ?? '').trim();
  if (text.startsWith('+')) {
    // longest dial code first so +593 (Ecuador) is not read as +59…
    const byLength = [...PHONE_COUNTRIES].sort((a, b) => b.dialCode.length - a.dialCode.length);
    for (const c of byLength) {
      if (text.startsWith(c.dialCode)) return { country: c.code, digits: sanitizePhone(text.slice(c.dialCode.length)) };
    }
  }
  return { country: DEFAULT_PHONE_COUNTRY, digits: sanitizePhone(text) };
}

/**
 * wa.me address for a phone (spec §2 help menu: the user's distributor via parent_phone). wa.me wants the
 * full international number in digits; a bare national number is taken as Colombian.
 */
export function whatsappLink(phone: string | null | undefined): string | null {
  const text = (phone ?? '').trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) return text;
  let digits = text.replace(/\D/g, '');
  if (!digits) return null;
  if (!text.startsWith('+') && digits.length <= 10) digits = `57${digits}`;
  return `https://wa.me/${digits}`;
}
