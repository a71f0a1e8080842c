import type { Tx } from '../../db/client.ts';
import { publishNotice } from './notice-hooks.ts';
import { activeNotices, markAllDispatched } from './notification-repository.ts';
import { setPreference } from './delivery-repository.ts';

/**
 * Demo notifications, last of the demo data (its consignments' approvals and rejections and its renewals already
 * notified their users): the company's active notices announced to everyone, and the sub-distributor asking for
 * email, so what happens to it after the start lands in the outbox (Seguridad → Bandeja de salida) while SMTP_URL
 * is unset. Everything seeded counts as dispatched: nobody is mailed about the demo's past.
 */
export async function seedNotifications(tx: Tx, companyId: number, emailUserId: number) {
  for (const notice of await activeNotices(tx, companyId)) await publishNotice(tx, companyId, notice);
  await setPreference(tx, emailUserId, 'email');
  await markAllDispatched(tx);
}
