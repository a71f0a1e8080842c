import { defineResource } from './define.ts';
import {
  BREB_KEY_TYPES, brebKeyTypeLabel, normalizePaymentNumber, PAYMENT_METHOD_KINDS, paymentKindLabel, paymentMethodProblems, unusedPaymentFields,
} from './payment-methods.ts';

export const BANK_ACCOUNT_TYPES = [
  { value: 'savings', label: 'Ahorros' },
  { value: 'checking', label: 'Corriente' },
  { value: 'wallet', label: 'Billetera digital' },
] as const;

const typeLabel = (value: unknown) => BANK_ACCOUNT_TYPES.find((t) => t.value === value)?.label ?? '';

const present = (p: unknown) => p !== '' && p !== null && p !== undefined;

/**
 * What pickers show for an account: "Bancolombia · Ahorros 123-456789 · Ana Pérez", "Nequi 3001234567 · Ana
 * Pérez", "Llave Bre-B (celular) 3001234567 · Ana Pérez". The server writes it (it knows the bank's name), so lists
 * and pickers need no join.
 */
export function bankAccountName(
  bankName: string | null | undefined,
  v: { kind?: unknown; account_type?: unknown; account_number?: unknown; holder?: unknown; breb_key_type?: unknown },
): string {
  const kind = v.kind ?? 'bank';
  if (kind === 'bank') {
    const account = [typeLabel(v.account_type), v.account_number].filter(present).join(' ');
    return [bankName, account, v.holder].filter(present).join(' · ');
  }
  const what = kind === 'breb' && present(v.breb_key_type) ? `${paymentKindLabel(kind)} (${brebKeyTypeLabel(v.breb_key_type).toLowerCase()})` : paymentKindLabel(kind);
  return [[what, v.account_number].filter(present).join(' '), kind === 'pse' ? bankName : null, v.holder].filter(present).join(' · ');
}

/**
 * A company's account where deposits (consignments) are made: a bank account, a Bre-B key, Nequi, Daviplata or a
 * PSE payment link, each with its own fields (payment-methods.ts). Distributors and clients read them to pay and
 * say where they paid; admins manage them. The root company's accounts receive the companies' own top-ups
 * (consignments-company).
 */
export const bankAccount = defineResource({
  name: 'bank-account',
  table: 'bank_account',
  permission: 'bank-account',
  label: { one: 'Cuenta bancaria', many: 'Cuentas bancarias' },
  gender: 'f',
  scope: 'company',
  searchField: 'name',
  referenceLabel: 'name',
  defaultOrder: { field: 'name', direction: 'ASC' },
  fields: [
    { name: 'kind', kind: 'select', label: 'Medio de pago', options: PAYMENT_METHOD_KINDS, defaultValue: 'bank', list: true, filter: true },
    // a bank account's bank, or the bank behind a PSE link; Bre-B keys and wallets name none
    { name: 'bank_id', kind: 'reference', label: 'Banco', reference: 'bank', list: true, filter: true },
    { name: 'account_type', kind: 'select', label: 'Tipo de cuenta', options: BANK_ACCOUNT_TYPES, list: true, filter: true },
    { name: 'breb_key_type', kind: 'select', label: 'Tipo de llave Bre-B', options: BREB_KEY_TYPES },
    // the account number, the wallet's mobile number, the Bre-B key or the PSE merchant's NIT
    { name: 'account_number', kind: 'text', label: 'Número de cuenta', required: true, max: 40, list: true, filter: true },
    { name: 'payment_link', kind: 'url', label: 'Enlace de pago PSE', max: 500 },
    { name: 'holder', kind: 'text', label: 'Titular', required: true, max: 120, list: true, filter: true },
    { name: 'holder_document', kind: 'text', label: 'Documento del titular', max: 30 },
    { name: 'qr', kind: 'image', label: 'Código QR' },
    { name: 'name', kind: 'text', label: 'Cuenta', readOnly: true },
    { name: 'active', kind: 'boolean', label: 'Activa', list: true, filter: true, toggle: true, defaultValue: true },
  ],
  validate: paymentMethodProblems,
  derive: (v) => ({
    ...('account_number' in v ? { account_number: normalizePaymentNumber(v.kind ?? 'bank', v.breb_key_type, v.account_number) } : {}),
    ...('kind' in v ? unusedPaymentFields(v.kind) : {}),
  }),
});
