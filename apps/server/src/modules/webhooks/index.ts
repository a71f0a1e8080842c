import { defineModule } from '../app-module.ts';
import { registerWebhookJobs } from './webhook-jobs.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { webhookService } from './webhook-service.ts';

export { emitWebhookEvent, type WebhookEventInput, webhookEventStatement } from './webhook-events.ts';
export { signatureOf } from './webhook-signature.ts';

/**
 * Signed webhooks (README "Integraciones"): a user subscribes addresses to events; modules call
 * `emitWebhookEvent(tx, …)` beside the matching notification, inside their own transaction, and the job queue
 * POSTs each delivery signed with HMAC-SHA256, retrying with backoff for a day, with a delivery log.
 */
export default defineModule({
  name: 'webhooks',
  register(app, { db, jobs, config }) {
    const dispatch = registerWebhookJobs(app, jobs, db, config.webhooks);
    webhookRoutes(app, webhookService(db, dispatch));
  },
});
