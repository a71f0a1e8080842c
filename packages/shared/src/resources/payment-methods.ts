/**
 * How a company is paid in Colombia (DOMAIN.md "Payment methods of Colombia"): each kind of company bank account
 * has its own fields and rules. Pure rules, read by the server (validation) and the web (forms, top-up screens).
 */
export const PAYMENT_METHOD_KINDS = [
  { value: 'bank', label: 'Cuenta bancaria' },
  { value: 'breb', label: 'Llave Bre-B' },
  { value: 'nequi', label: 'Nequi' },
  { value: 'daviplata', label: 'Daviplata' },
  { value: 'pse', label: 'PSE' },
] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number]['value'];

export const BREB_KEY_TYPES = [
  { value: 'phone', label: 'Celular' },
  { value: 'email', label: 'Correo' },
  { value: 'document', label: 'Documento' },
  { value: 'alphanumeric', label: 'Alfanumérica' },
] as const;

export const paymentKindLabel = (kind: unknown): string => PAYMENT_METHOD_KINDS.find((k) => k.value === kind)?.label ?? '';
export const brebKeyTypeLabel = (type: unknown): string => BREB_KEY_TYPES.find((k) => k.value === type)?.label ?? '';

/** A Colombian mobile number: 10 digits starting with 3 (what Nequi, Daviplata and a Bre-B phone key are). */
const MOBILE = /^3\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A cédula, NIT or passport number: 5 to 15 digits. */
const DOCUMENT = /^\d{5,15}$/;
/** A Bre-B alphanumeric key: "@" and 3 to 20 letters or digits (e.g. @TIENDA2026). */
const ALPHANUMERIC_KEY = /^@[A-Z0-9]{3,20}$/;
/** A NIT with its optional check digit (900123456-7). */
const NIT = /^\d{6,12}(-\d)?$/;

/** What the number field of each kind holds, for labels and messages. */
export function paymentNumberLabel(kind: unknown, keyType?: unknown): string {
  switch (kind) {
    case 'breb': return keyType ? `Llave Bre-B (${brebKeyTypeLabel(keyType).toLowerCase()})` : 'Llave Bre-B';
    case 'nequi':
    case 'daviplata': return `Celular ${paymentKindLabel(kind)}`;
    case 'pse': return 'NIT del comercio';
    default: return 'Número de cuenta';
  }
}

/**
 * The stored form of a method's number or key: blanks (and a phone's dashes) dropped, an e-mail in lower case
 * and an alphanumeric key in upper case, so "300 123 4567" and "3001234567" are one key.
 */
export function normalizePaymentNumber(kind: unknown, keyType: unknown, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (kind === 'nequi' || kind === 'daviplata' || (kind === 'breb' && (keyType === 'phone' || keyType === 'document'))) return text.replace(/[\s.-]/g, '');
  if (kind === 'breb' && keyType === 'email') return text.toLowerCase();
  if (kind === 'breb' && keyType === 'alphanumeric') return text.replace(/\s/g, '').toUpperCase();
  if (kind === 'pse') return text.replace(/[\s.]/g, '');
  return text;
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The rules of each kind on the record as it would be saved (the number is read normalized): `{ field: message }`,
 * empty when valid. A bank account keeps its free-form number (banks write them in many ways).
 */
export function paymentMethodProblems(v: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.kind === null) return { kind: 'El medio de pago es obligatorio' };
  const kind = v.kind ?? 'bank';
  if (!PAYMENT_METHOD_KINDS.some((k) => k.value === kind)) return { kind: 'El tipo de medio de pago no es válido' };
  const normalized = normalizePaymentNumber(kind, v.breb_key_type, v.account_number);
  const number = typeof normalized === 'string' ? normalized : '';
  const label = paymentNumberLabel(kind, v.breb_key_type);
  if (kind === 'bank') {
    if (!filled(v.bank_id)) errors.bank_id = 'El banco es obligatorio en una cuenta bancaria';
    if (!filled(v.account_type)) errors.account_type = 'El tipo de cuenta es obligatorio en una cuenta bancaria';
  }
  if (kind === 'breb') {
    if (!BREB_KEY_TYPES.some((k) => k.value === v.breb_key_type)) errors.breb_key_type = 'Elige el tipo de llave Bre-B: celular, correo, documento o alfanumérica';
    else if (number) {
      const rule = { phone: MOBILE, email: EMAIL, document: DOCUMENT, alphanumeric: ALPHANUMERIC_KEY }[v.breb_key_type as 'phone'];
      const hint = {
        phone: 'un celular de 10 dígitos que empieza por 3',
        email: 'un correo válido',
        document: 'un documento de 5 a 15 dígitos',
        alphanumeric: '"@" seguido de 3 a 20 letras o números',
      }[v.breb_key_type as 'phone'];
      if (!rule.test(number)) errors.account_number = `${label} debe ser ${hint}`;
    }
  }
  if ((kind === 'nequi' || kind === 'daviplata') && number && !MOBILE.test(number)) {
    errors.account_number = `${label} debe tener 10 dígitos y empezar por 3`;
  }
  if (kind === 'pse') {
    if (number && !NIT.test(number)) errors.account_number = `${label} debe tener de 6 a 12 dígitos y, si acaso, el dígito de verificación (900123456-7)`;
    if (!filled(v.payment_link)) errors.payment_link = 'El enlace de pago PSE es obligatorio';
  }
  return errors;
}

/** The fields a kind does not use are emptied on save, so a method never carries another kind's data. */
export function unusedPaymentFields(kind: unknown): Record<string, null> {
  const out: Record<string, null> = {};
  if (kind !== 'bank') out.account_type = null;
  if (kind !== 'breb') out.breb_key_type = null;
  if (kind !== 'pse') out.payment_link = null;
  if (kind !== 'bank' && kind !== 'pse') out.bank_id = null;
  return out;
}
