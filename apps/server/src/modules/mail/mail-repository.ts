import type { Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export async function insertOutboxMail(db: Tx, mail: { companyId: number; to: string; subject: string; body: string; sent: boolean }) {
  await db.insert(mailOutbox).values({
    company_id: mail.companyId, to_address: mail.to, subject: mail.subject, body: mail.body, sent: mail.sent,
  } as never);
}
