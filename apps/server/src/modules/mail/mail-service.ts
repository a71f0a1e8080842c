import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { insertOutboxMail } from './mail-repository.ts';

export interface Mail {
  companyId: number;
  to: string;
  subject: string;
  body: string;
  /** What the outbox copy keeps of the body, when not all of it (a notice carrying credentials keeps none of them). */
  outboxBody?: string;
}

const outboxCopy = (mail: Mail) => ({ companyId: mail.companyId, to: mail.to, subject: mail.subject, body: mail.outboxBody ?? mail.body });

/**
 * Sends through SMTP_URL when configured. Without it, or when sending fails, the mail stays in the outbox
 * table, which admins read from the back office; either way a copy is kept there.
 */
export function mailService(config: Config) {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(db: Tx, mail: Mail): Promise<void> {
      let sent = false;
      if (transport) {
        try {
          await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.body });
          sent = true;
        } catch {
          sent = false;
        }
      }
      await insertOutboxMail(db, { ...outboxCopy(mail), sent });
    },

    /**
     * For senders that retry (queued jobs): throws when the SMTP server refuses or cannot be reached, so the job
     * tries again later; a copy is kept in the outbox once sent. Without SMTP_URL the mail waits in the outbox, as
     * with send.
     */
    async deliver(db: Tx, mail: Mail): Promise<'sent' | 'outbox'> {
      if (!transport) {
        await insertOutboxMail(db, { ...outboxCopy(mail), sent: false });
        return 'outbox';
      }
      await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.body });
      await insertOutboxMail(db, { ...outboxCopy(mail), sent: true });
      return 'sent';
    },
  };
}

export type MailService = ReturnType<typeof mailService>;
