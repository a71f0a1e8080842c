export const PHONE_MAX_LENGTH = 10;
// the spec only caps the length; 7 digits is the shortest Colombian landline, so anything shorter is a typo
export const PHONE_MIN_LENGTH = 7;

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, lower case, as country pickers name them. */
  code: string;
  name: string;
  dialCode: string;
}

/** The countries listed first in the country-code picker (spec §5), Colombia the default. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'co', name: 'Colombia', dialCode: '+57' },
  { code: 'us', name: 'Estados Unidos', dialCode: '+1' },
  { code: 'es', name: 'España', dialCode: '+34' },
  { code: 'mx', name: 'México', dialCode: '+52' },
  { code: 'ec', name: 'Ecuador', dialCode: '+593' },
];

export const DEFAULT_PHONE_COUNTRY = 'co';

export const PHONE_MESSAGES = {
  required: 'El teléfono es obligatorio',
  digits: 'El teléfono solo debe contener números',
  length: `El teléfono debe tener entre ${PHONE_MIN_LENGTH} y ${PHONE_MAX_LENGTH} dígitos`,
  zeroPrefixed: 'El teléfono debe empezar por 0 seguido de números',
} as const;

/** What the phone input keeps of typed or pasted text: digits only, at most 10. */
export function sanitizePhone(input: string | null | undefined): string {
  return (input ?? '').replace(/\D/g, '').slice(0, PHONE_MAX_LENGTH);
}

/** Null for a required phone of 7 to 10 digits, else the Spanish message. */
export function validatePhone(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return PHONE_MESSAGES.required;
  if (!/^\d+$/.test(text)) return PHONE_MESSAGES.digits;
  if (text.length < PHONE_MIN_LENGTH || text.length > PHONE_MAX_LENGTH) return PHONE_MESSAGES.length;
  return null;
}

/** Null when the secondary phone is empty or is a 0 followed by digits, else the Spanish message. */
export function validateZeroPrefixedPhone(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  // like other pattern rules it judges only what was typed; pair with validateRequired if it is mandatory
  if (text === '') return null;
  return /^0\d+$/.test(text) ? null : PHONE_MESSAGES.zeroPrefixed;
}
