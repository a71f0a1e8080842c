import { inTransaction, type Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { approve, reasonText, reject, reverse, type ActionResult } from './consignment-actions.ts';
import type { ConsignmentKind } from './consignment-kinds.ts';
import { lockConsignment } from './consignment-repository.ts';

export type ConsignmentAction = 'finalize' | 'reject' | 'reverse';

const DONE: Record<ConsignmentAction, string> = {
  finalize: 'Consignación aprobada: el saldo fue acreditado.',
  reject: 'Consignación rechazada.',
  reverse: 'Consignación reversada: el valor fue descontado del saldo.',
};

/**
 * Runs one transition in one transaction: lock the consignment (within the caller's company and, for
 * non-staff, subtree; anything else answers 404), apply the action, commit. Concurrent actions on one
 * consignment queue on the lock; the ledger key and the deposit index stop any double credit besides.
 */
export function consignmentService(db: Db) {
  return {
    async act(auth: AuthContext, kind: ConsignmentKind, id: number, action: ConsignmentAction, input: { reason?: string; note?: string } = {}) {
      // approving needs no reason, except for a report flagged as a possible duplicate (consignment-actions.ts)
      const reason = action === 'finalize' ? [input.reason, input.note].map((p) => (p ?? '').trim()).filter(Boolean).join('. ') : reasonText(input.reason, input.note);
      const result: ActionResult = await inTransaction(db, async (tx) => {
        const scope = { companyId: auth.tenant.id, subtreePath: auth.seesWholeCompany ? null : auth.user.path };
        const row = await lockConsignment(tx, kind, scope, id);
        if (!row) throw notFound(`${kind.def.label.one}: el registro ${id} no existe.`);
        if (action === 'finalize') return approve(tx, kind, row, auth.actor, reason);
        if (action === 'reject') return reject(tx, kind, row, auth.actor, reason);
        return reverse(tx, kind, row, auth.actor, reason);
      });
      return { ...result, msg: DONE[action] };
    },
  };
}

export type ConsignmentService = ReturnType<typeof consignmentService>;
