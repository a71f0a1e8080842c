import { formatMoney, type NotificationKind } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { notify } from '../notifications/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import type { ReportRow } from './fault-repository.ts';

/**
 * Tells the buyer (and whoever filed the report for it, an ancestor) that its report was resolved or rejected
 * (DOMAIN.md "Notifications": fault resolved), inside the transaction that did it. Nobody is told of its own act.
 */
async function tell(tx: Tx, report: ReportRow, actor: Actor, kind: Extract<NotificationKind, 'fault_resolved' | 'fault_rejected'>, text: string) {
  if (kind === 'fault_resolved' && typeof report.user_id === 'number') {
    await emitWebhookEvent(tx, { companyId: report.company_id, userId: report.user_id, event: 'fault.resolved', data: { report_id: report.id, text } });
  }
  const people = new Set([report.user_id, report.reported_by].filter((id): id is number => typeof id === 'number' && id !== actor.id));
  for (const userId of people) {
    await notify(tx, { companyId: report.company_id, userId, kind, text, link: `/admin/report-fault-account/${report.id}` });
  }
}

const unitText = (r: ReportRow, product: string) => `${product} (${r.login}${r.profile_name ? ` · ${r.profile_name}` : ''})`;

/** Replaced: the new login and profile are named; the password and the copy-ready message are in the report. */
export const notifyReassigned = (tx: Tx, r: ReportRow, actor: Actor, product: string, replacement: { login: string; profile: string | null }) =>
  tell(tx, r, actor, 'fault_resolved', `Se resolvió tu reporte de falla #${r.id} de ${unitText(r, product)}: te entregamos ${replacement.login}${replacement.profile ? ` · ${replacement.profile}` : ''}. Las credenciales están en el reporte.`);

export const notifyRefunded = (tx: Tx, r: ReportRow, actor: Actor, product: string) =>
  tell(tx, r, actor, 'fault_resolved', `Se resolvió tu reporte de falla #${r.id} de ${unitText(r, product)}: se reembolsaron ${formatMoney(r.refund_amount ?? 0)} a tu saldo por los días sin usar.`);

export const notifyRejected = (tx: Tx, r: ReportRow, actor: Actor, product: string) =>
  tell(tx, r, actor, 'fault_rejected', `Se rechazó tu reporte de falla #${r.id} de ${unitText(r, product)}: ${r.reason ?? ''}.${r.penalty_amount ? ` Se cobró una penalidad de ${formatMoney(r.penalty_amount)}.` : ''}`);
