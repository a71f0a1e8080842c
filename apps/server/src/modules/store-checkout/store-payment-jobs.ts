import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/index.ts';
import type { CheckoutService } from './checkout-service.ts';

/** The queue that pays a client's carts waiting for payment (one job per approved top-up). */
export const STORE_PAY_QUEUE = 'store-pay-pending';

/**
 * An approved top-up sends one job (keyed by the consignment, so a repeated send adds nothing); it pays the client's
 * waiting carts that its balance now covers. A sweep every ten minutes pays any whose job was lost (a process that
 * stopped between the approval's commit and the send). Paying twice is impossible: a paid cart is no longer waiting.
 */
export function scheduleStorePayments(jobs: JobQueue, checkout: CheckoutService, log: FastifyBaseLogger) {
  jobs.work<{ userId?: number }>(STORE_PAY_QUEUE, async ({ userId }) => {
    if (userId) {
      await checkout.payPendingOf(userId);
      return;
    }
    const paid = await checkout.sweepPending();
    if (paid) log.info(`tienda: ${paid} pedidos pendientes pagados por el barrido`);
  }, { retryLimit: 3, retryDelaySeconds: 10 });
  jobs.schedule(STORE_PAY_QUEUE, '*/10 * * * *');
}
