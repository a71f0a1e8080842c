import { todayBogota } from '../format/dates.ts';
import { defineResource, type FieldDef, type WorkflowActionDef } from './define.ts';
import { PAYMENT_METHOD_KINDS } from './payment-methods.ts';

/**
 * A consignment (balance top-up) moves pending (draft) → approved (finalized, credits the balance) | rejected;
 * approved → reversed (debits it back). The spec's list screens name the states draft / finalized / rejected
 * and its labels pending / approved / rejected / reversed (§4): values follow the former, labels the latter.
 */
export const CONSIGNMENT_STATES = [
  { value: 'draft', label: 'Pendiente' },
  { value: 'finalized', label: 'Aprobada' },
  { value: 'rejected', label: 'Rechazada' },
  { value: 'reversed', label: 'Reversada' },
] as const;
export type ConsignmentState = (typeof CONSIGNMENT_STATES)[number]['value'];

export const consignmentStateLabel = (state: unknown): string =>
  CONSIGNMENT_STATES.find((s) => s.value === state)?.label.toLowerCase() ?? String(state);

/** Reasons offered by the note dialog when rejecting ('other' asks for a written note). */
export const CONSIGNMENT_REJECT_REASONS = [
  'Comprobante ilegible o incompleto',
  'La transacción no aparece en la cuenta bancaria',
  'El valor no coincide con el comprobante',
  'Consignación duplicada',
  'other',
] as const;

export const CONSIGNMENT_REVERSE_REASONS = [
  'El banco devolvió o anuló la transacción',
  'Se aprobó por error',
  'other',
] as const;

/**
 * Why staff suspect a report repeats an earlier one (DOMAIN.md "Duplicate receipts"): the same normalized
 * reference, or a receipt image perceptually equal to an earlier one. Answered only to staff, as
 * `suspected_duplicate_of` (the earlier report's id) and `duplicate_reason`.
 */
export const DUPLICATE_REASONS = [
  { value: 'reference', label: 'Misma referencia' },
  { value: 'image', label: 'Mismo comprobante' },
] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number]['value'];

/**
 * A bank reference as compared for duplicates: upper case, without blanks, dashes, dots or leading zeros, so
 * "0001-234 5" and "12345" name one deposit. Only for comparing: the report keeps what was typed.
 */
export const referenceKey = (v: string): string => v.toUpperCase().replace(/[\s\-._/]+/g, '').replace(/^0+(?=.)/, '');

/** Largest top-up accepted, in cents (10.000 millones de pesos): keeps typing mistakes out of the books. */
export const CONSIGNMENT_MAX_AMOUNT = 1_000_000_000_000;

const ACTIONS: readonly WorkflowActionDef[] = [
  {
    name: 'finalize', label: 'Aprobar', from: ['draft'], ask: 'confirm',
    // reports from before the receipt was required may lack it (the server answers has_receipt on every row)
    needs: { flag: 'has_receipt', message: 'Falta el comprobante: súbelo antes de aprobar.', fixLabel: 'Subir comprobante' },
  },
  { name: 'reject', label: 'Rechazar', from: ['draft'], ask: 'reason', reasons: CONSIGNMENT_REJECT_REASONS },
  { name: 'reverse', label: 'Reversar', from: ['finalized'], ask: 'reason', reasons: CONSIGNMENT_REVERSE_REASONS },
];

/** Bank transaction ids compare without blanks and case, so "ab 12" and "AB12" are the same deposit. */
export const normalizeTransactionId = (v: unknown): unknown => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v);

function fields(opts: { bankReference: string; owner: boolean }): FieldDef[] {
  return [
    ...(opts.owner
      ? [{ name: 'user_id', kind: 'reference', label: 'Usuario', reference: 'user', createOnly: true, list: true, filter: true } as const]
      : []),
    { name: 'amount', kind: 'money', label: 'Valor', required: true, min: 1, max: CONSIGNMENT_MAX_AMOUNT, list: true },
    { name: 'bank_account_id', kind: 'reference', label: 'Cuenta bancaria', reference: opts.bankReference, required: true, list: true, filter: true },
    { name: 'transaction_id', kind: 'text', label: 'Id de la transacción', required: true, max: 100, uppercase: true, list: true, filter: true },
    // the kind of the account paid into, kept with the report: the account may be edited or switched off later
    { name: 'payment_method', kind: 'select', label: 'Medio de pago', options: PAYMENT_METHOD_KINDS, readOnly: true, list: true, filter: true },
    { name: 'consignment_registration_date', kind: 'date', label: 'Fecha de la consignación', required: true, list: true, filter: true },
    // the receipt is reported with the deposit: approving needs it, so a report without one is refused up front
    { name: 'receipt', kind: 'image', label: 'Comprobante', required: true },
    { name: 'observation', kind: 'textarea', label: 'Observación', max: 500 },
    { name: 'consignments_state', kind: 'select', label: 'Estado', options: CONSIGNMENT_STATES, readOnly: true, list: true, filter: true, defaultValue: 'draft' },
    { name: 'reason_cancellation', kind: 'textarea', label: 'Motivo de rechazo o reversión', readOnly: true, list: true },
    { name: 'approved_by', kind: 'reference', label: 'Aprobada por', reference: 'user', readOnly: true },
    { name: 'approved_at', kind: 'datetime', label: 'Fecha de aprobación', readOnly: true, list: true, filter: true },
  ];
}

/** The deposit date is the day the money was paid: never after today (Bogota). */
const validate = (v: Record<string, unknown>): Record<string, string> =>
  typeof v.consignment_registration_date === 'string' && v.consignment_registration_date > todayBogota()
    ? { consignment_registration_date: 'La fecha de la consignación no puede ser posterior a hoy' }
    : {};

const derive = (v: Record<string, unknown>) => ('transaction_id' in v ? { transaction_id: normalizeTransactionId(v.transaction_id) } : {});

/**
 * A distributor's or client's top-up of its own balance, paid into one of the company's bank accounts.
 * Distributors see their subtree's; approving, rejecting and reversing belong to the company's staff.
 */
export const consignments = defineResource({
  name: 'consignments',
  table: 'consignments',
  permission: 'consignments',
  label: { one: 'Consignación', many: 'Consignaciones' },
  gender: 'f',
  scope: 'company',
  ownerField: 'user_id',
  searchField: 'transaction_id',
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  fields: fields({ bankReference: 'bank-account', owner: true }),
  status: {
    field: 'consignments_state',
    lists: [
      { name: 'consignments-draft', value: 'draft', label: 'Pendientes' },
      { name: 'consignments-finalized', value: 'finalized', label: 'Aprobadas' },
      { name: 'consignments-rejected', value: 'rejected', label: 'Rechazadas' },
    ],
    editableIn: ['draft'],
  },
  actions: ACTIONS,
  derive,
  validate,
});

/**
 * A company's top-up of its own (company) balance, paid into one of the root company's bank accounts
 * (picked through `platform-bank-account`). Reported by the company's admins; approved, rejected and reversed
 * by the root company's users acting on that company (x-tenant).
 */
export const consignmentsCompany = defineResource({
  name: 'consignments-company',
  table: 'consignments_company',
  permission: 'consignments-company',
  label: { one: 'Consignación de empresa', many: 'Consignaciones de empresa' },
  gender: 'f',
  scope: 'company',
  searchField: 'transaction_id',
  defaultOrder: { field: 'created_at', direction: 'DESC' },
  fields: fields({ bankReference: 'platform-bank-account', owner: false }),
  status: {
    field: 'consignments_state',
    lists: [
      { name: 'consignments-company-draft', value: 'draft', label: 'Pendientes' },
      { name: 'consignments-company-finalized', value: 'finalized', label: 'Aprobadas' },
      { name: 'consignments-company-rejected', value: 'rejected', label: 'Rechazadas' },
    ],
    editableIn: ['draft'],
  },
  actions: ACTIONS,
  derive,
  validate,
});
