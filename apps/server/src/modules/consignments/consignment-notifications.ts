import { formatMoney } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import type { ConsignmentKind, ConsignmentRow } from './consignment-kinds.ts';

/**
 * Who hears about a consignment's outcome (DOMAIN.md "Notifications"): the user whose balance it tops up, or,
 * for a company's consignment, the person who reported it.
 */
function ownerOf(kind: ConsignmentKind, row: ConsignmentRow): number | null {
  const account = kind.account(row);
  if (account.type === 'user') return account.id;
  return typeof row.created_by === 'number' ? row.created_by : null;
}

const money = (cents: number) => formatMoney(cents, { decimals: 0 });

/** In the approval's or rejection's transaction: the notice exists exactly when the change does. */
export async function notifyOutcome(tx: Tx, kind: ConsignmentKind, row: ConsignmentRow, outcome: 'approved' | 'rejected', reason?: string) {
  const userId = ownerOf(kind, row);
  if (!userId) return;
  if (outcome === 'approved') {
    await emitWebhookEvent(tx, {
      companyId: row.company_id, userId, event: 'topup.approved',
      data: { consignment_id: row.id, kind: kind.def.name, amount: row.amount, transaction_id: row.transaction_id },
    });
  }
  const what = `Tu ${kind.noun} de ${money(row.amount)} (transacción ${row.transaction_id})`;
  await notify(tx, {
    companyId: row.company_id,
    userId,
    kind: outcome === 'approved' ? 'consignment_approved' : 'consignment_rejected',
    text: outcome === 'approved' ? `${what} fue aprobada: el saldo ya está disponible.` : `${what} fue rechazada: ${(reason ?? 'sin motivo').trim().replace(/[.\s]+$/, '')}.`,
    link: `/admin/${kind.def.name}/${row.id}`,
  });
}
