import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/index.ts';
import type { BookingService } from './booking-service.ts';

/** The job queue's name for the booking expiry. */
export const BOOKING_EXPIRY_QUEUE = 'sales-booking-expiry';

/**
 * Expires due bookings every minute, in one API process of many (a pg-boss cron schedule, modules/jobs). A
 * minute is fine-grained enough: finalize refuses an expired booking by itself, and the sweep only gives the
 * held balance back. The sweep also locks with SKIP LOCKED, so an overlapping run or a retry never releases a
 * hold twice (the ledger key forbids it anyway).
 */
export function scheduleBookingExpiry(jobs: JobQueue, bookings: BookingService, log: FastifyBaseLogger): void {
  jobs.work(BOOKING_EXPIRY_QUEUE, async () => {
    const n = await bookings.expireDue();
    if (n) log.info({ expired: n }, 'reservas vencidas liberadas');
  }, { retryLimit: 0, expireInSeconds: 300 });
  jobs.schedule(BOOKING_EXPIRY_QUEUE, '* * * * *');
}
