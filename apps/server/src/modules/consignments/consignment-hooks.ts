import { consignmentStateLabel } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { ResourceHooks, ResourceHooksMap } from '../../engine/resource-hooks.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { COMPANY_CONSIGNMENT, USER_CONSIGNMENT, type ConsignmentKind, type ConsignmentRow } from './consignment-kinds.ts';
import { assertReport, paymentMethodOf } from './consignment-rules.ts';
import { checkReceipt, readsSuspicion } from './duplicate-receipts.ts';
import { duplicateColumns } from './receipt-check-repository.ts';

/**
 * The generic engine creates, edits and deletes consignments (the report form and its receipt upload); these
 * hooks hold the rules: a report meets the minimum and names an active account of the receiving company,
 * and once a consignment left "pending" only its actions (approve, reject, reverse) change it. A report is
 * compared for duplicates when made and whenever its reference or receipt changes (duplicate-receipts.ts).
 */
function hooksFor(kind: ConsignmentKind): ResourceHooks {
  const pendingOnly = (state: unknown, verb: string) => {
    if (state !== 'draft') {
      throw conflict(`Solo se puede ${verb} una ${kind.noun} pendiente; esta está ${consignmentStateLabel(state)}.`);
    }
  };
  // distributors see their subtree's consignments but change only their own
  const ownOnly = (auth: AuthContext, row: Record<string, unknown>) => {
    const owner = kind.def.ownerField;
    if (owner && !auth.seesWholeCompany && row[owner] !== auth.user.id) throw forbidden('Solo puedes modificar tus propias consignaciones.');
  };

  return {
    // lists leave images out: whether the receipt is there travels as a flag (the approve button needs it)
    columns: { has_receipt: sql<boolean>`(${kind.table.receipt} IS NOT NULL)`, ...duplicateColumns(kind) },
    restricted: { columns: ['suspected_duplicate_of', 'duplicate_reason'], readers: (auth) => readsSuspicion(kind, auth) },
    async beforeCreate(tx, auth, values) {
      const record: Record<string, unknown> = { ...values, consignments_state: 'draft', approved_by: null, approved_at: null, reason_cancellation: null };
      await assertReport(tx, kind, auth.tenant.id, record, record);
      return { ...record, payment_method: await paymentMethodOf(tx, kind, auth.tenant.id, record.bank_account_id) };
    },
    async afterCreate(tx, _auth, row) {
      await checkReceipt(tx, kind, row as ConsignmentRow);
    },
    async beforeUpdate(tx, auth, before, patch) {
      pendingOnly(before.consignments_state, 'modificar');
      ownOnly(auth, before);
      const record = { ...before, ...patch };
      await assertReport(tx, kind, auth.tenant.id, record, patch);
      if ('transaction_id' in patch || 'receipt' in patch) await checkReceipt(tx, kind, record as ConsignmentRow);
      if (!('bank_account_id' in patch)) return patch;
      return { ...patch, payment_method: await paymentMethodOf(tx, kind, auth.tenant.id, record.bank_account_id) };
    },
    async beforeRemove(_tx, auth, before) {
      pendingOnly(before.consignments_state, 'eliminar');
      ownOnly(auth, before);
    },
  };
}

export const consignmentHooks: ResourceHooksMap = {
  [USER_CONSIGNMENT.def.name]: hooksFor(USER_CONSIGNMENT),
  [COMPANY_CONSIGNMENT.def.name]: hooksFor(COMPANY_CONSIGNMENT),
};
