import { defineResource } from './define.ts';

export const BANK_ACCOUNT_TYPES = [
  { value: 'savings', label: 'Ahorros' },
  { value: 'checking', label: 'Corriente' },
  { value: 'wallet', label: 'Billetera digital' },
] as const;

const typeLabel = (value: unknown) => BANK_ACCOUNT_TYPES.find((t) => t.value === value)?.label ?? '';

/**
 * What pickers show for an account: "Bancolombia · Ahorros 123-456789 · Ana Pérez". The server writes it (it
 * knows the bank's name), so lists and pickers need no join.
 */
export function bankAccountName(bankName: string | null | undefined, v: { account_type?: unknown; account_number?: unknown; holder?: unknown }): string {
  const account = [typeLabel(v.account_type), v.account_number].filter((p) => p !== '' && p !== null && p !== undefined).join(' ');
  return [bankName, account, v.holder].filter((p) => p !== '' && p !== null && p !== undefined).join(' · ');
}

/**
 * A company's bank account where deposits (consignments) are made. Distributors and clients read them to say
 * where they paid; admins manage them. The root company's accounts receive the companies' own top-ups
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
    { name: 'bank_id', kind: 'reference', label: 'Banco', reference: 'bank', required: true, list: true, filter: true },
    { name: 'account_number', kind: 'text', label: 'Número de cuenta', required: true, max: 40, list: true, filter: true },
    { name: 'account_type', kind: 'select', label: 'Tipo de cuenta', required: true, options: BANK_ACCOUNT_TYPES, list: true, filter: true },
    { name: 'holder', kind: 'text', label: 'Titular', required: true, max: 120, list: true, filter: true },
    { name: 'holder_document', kind: 'text', label: 'Documento del titular', max: 30 },
    { name: 'name', kind: 'text', label: 'Cuenta', readOnly: true },
    { name: 'active', kind: 'boolean', label: 'Activa', list: true, filter: true, toggle: true, defaultValue: true },
  ],
});
