import { referenceKey } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { ConsignmentKind, ConsignmentRow } from './consignment-kinds.ts';
import { receiptHash } from './receipt-hash.ts';
import { saveReceiptCheck, sameImage, sameReference } from './receipt-check-repository.ts';

/**
 * Duplicate receipts (DOMAIN.md "Trust"): a report is compared when it is made, and again when its reference or
 * receipt changes, with the company's other live reports, pending ones included: first by normalized reference,
 * then by the receipt's perceptual hash. A match does not refuse the report; it records the earlier report it
 * seems to repeat, which staff see and must answer with a reason before approving.
 */
export async function checkReceipt(tx: Tx, kind: ConsignmentKind, row: ConsignmentRow): Promise<void> {
  const key = referenceKey(String(row.transaction_id ?? ''));
  const hash = typeof row.receipt === 'string' ? await receiptHash(row.receipt) : null;
  const byReference = key ? await sameReference(tx, kind, row.company_id, row.id, key) : undefined;
  const byImage = byReference === undefined && hash ? await sameImage(tx, kind, row.company_id, row.id, hash) : undefined;
  const earlier = byReference ?? byImage ?? null;
  await saveReceiptCheck(tx, kind, row.company_id, row.id, {
    referenceKey: key,
    imageHash: hash,
    suspectedDuplicateOf: earlier,
    duplicateReason: byReference !== undefined ? 'reference' : byImage !== undefined ? 'image' : null,
  });
}

/**
 * Who may read a report's suspicion: the company's staff for a user's top-up; for a company's own top-up, the
 * platform's people acting on that company (its own admins reported it). The reporter is never told: it would
 * teach a fraudster what is checked.
 */
export function readsSuspicion(kind: ConsignmentKind, auth: AuthContext): boolean {
  if (kind.receiver === 'root') return auth.user.company_id !== auth.tenant.id;
  return auth.seesWholeCompany;
}
