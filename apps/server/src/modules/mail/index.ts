/** The one mail sender of the process (SMTP, with a copy in the outbox table). A library module: app.ts builds it once. */
export { type MailService, mailService } from './mail-service.ts';
