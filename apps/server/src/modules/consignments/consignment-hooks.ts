import { consignmentStateLabel } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { ResourceHooks, ResourceHooksMap } from '../../engine/resource-hooks.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { COMPANY_CONSIGNMENT, USER_CONSIGNMENT, type ConsignmentKind } from './consignment-kinds.ts';
import { assertReport } from './consignment-rules.ts';

/**
 * The generic engine creates, edits and deletes consignments (the report form and its receipt upload); these
 * hooks hold the rules: a report meets the minimum and names an active account of the receiving company,
 * and once a consignment left "pending" only its actions (approve, reject, reverse) change it.
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
    columns: { has_receipt: sql<boolean>`(${kind.table.receipt} IS NOT NULL)` },
    async beforeCreate(tx, auth, values) {
      const record = { ...values, consignments_state: 'draft', approved_by: null, approved_at: null, reason_cancellation: null };
      await assertReport(tx, kind, auth.tenant.id, record, record);
      return record;
    },
    async beforeUpdate(tx, auth, before, patch) {
      pendingOnly(before.consignments_state, 'modificar');
      ownOnly(auth, before);
      await assertReport(tx, kind, auth.tenant.id, { ...before, ...patch }, patch);
      return patch;
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
