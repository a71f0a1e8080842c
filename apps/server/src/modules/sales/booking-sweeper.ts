import type { FastifyBaseLogger } from 'fastify';
import type { BookingService } from './booking-service.ts';

/**
 * Runs the booking expiry every `intervalMs` while the app runs. Every API process may run one: the sweep locks
 * with SKIP LOCKED, so processes share the work instead of releasing a hold twice (the ledger key forbids it
 * anyway). Returns a stop function; intervalMs 0 disables it.
 */
export function startBookingSweeper(bookings: BookingService, intervalMs: number, log: FastifyBaseLogger): () => void {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    bookings.expireDue()
      .then((n) => { if (n) log.info({ expired: n }, 'reservas vencidas liberadas'); })
      .catch((err) => log.error({ err }, 'no se pudieron vencer las reservas'))
      .finally(() => { running = false; });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
