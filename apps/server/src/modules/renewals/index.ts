import { defineModule } from '../app-module.ts';
import { runRenewalCycle } from './renewal-job.ts';
import { daysLeftColumn } from './renewal-repository.ts';
import { renewalRoutes } from './renewal-routes.ts';
import { renewalService } from './renewal-service.ts';

export { type UnitRow, lockUnit } from './renewal-repository.ts';
export {
  approveTicket, closeTicket, rejectTicket, renewalService, renewTicket, reopenTicket, type RenewalService,
} from './renewal-service.ts';
export { openTicket } from './renewal-tickets.ts';

/** The job queue's name of the daily renewal run. */
export const RENEWALS_QUEUE = 'renewals-daily';

/**
 * Renewal tickets (DOMAIN.md "Renewal ticket"): the daily run on the job queue (on start and at 00:05 Bogota,
 * once a day whatever the number of API processes), the renew / reject / close / annul transitions, the buyer's
 * early request (waiting for staff approval outside the notice window), the approval, the reopening for manual
 * handling and the staff's bulk renewal; the buyer is notified of tickets opened, renewed and closed
 * (renewal-events.ts). The generic engine serves the lists (with the computed days left).
 */
export default defineModule({
  name: 'renewals',
  hooks: { 'renovation-ticket': { columns: { days_left: daysLeftColumn } } },
  register(app, { db, jobs }) {
    renewalRoutes(app, renewalService(db));
    jobs.work(RENEWALS_QUEUE, async () => {
      const result = await runRenewalCycle(db);
      app.log.info(result, 'renovaciones: tickets abiertos, cerrados y unidades liberadas');
    }, { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 1800 });
    jobs.schedule(RENEWALS_QUEUE, '5 0 * * *', { oncePerDay: true, runAtStart: true });
  },
});
