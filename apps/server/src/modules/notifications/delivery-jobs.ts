import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../jobs/index.ts';
import { deliveriesOf, sendDelivery, type Delivery, type DeliveryDeps } from './notification-delivery.ts';
import { markDispatched, undispatchedBefore } from './notification-repository.ts';
import { setNotificationDispatcher } from './notify.ts';
import type { TelegramService } from './telegram-service.ts';

/** Queues of this module (pg-boss, modules/jobs): one job per notification, then one per person and channel. */
export const DISPATCH_QUEUE = 'notification-dispatch';
export const SEND_QUEUE = 'notification-send';
const SWEEP_QUEUE = 'notification-sweep';
const TELEGRAM_POLL_QUEUE = 'telegram-poll';

/** Attempts after the first for one email or Telegram message; the delay doubles each time. */
export const SEND_RETRIES = 5;

/** A notification not dispatched this long after its commit was missed (its process stopped): the sweep sends it. */
const SWEEP_AFTER_SECONDS = 60;

export const dispatchKey = (id: number) => `notification:${id}`;
export const sendKey = (d: Delivery) => `notification:${d.notificationId}:${d.userId}:${d.channel}`;

/**
 * Delivery never blocks the request that caused it: the committing process only queues a dispatch job. The
 * dispatch job finds who wants email or Telegram and queues one send job each (keys make every step happen once,
 * whichever process runs it); a failed send is retried with backoff. A sweep every 5 minutes dispatches what a
 * stopped process left behind, and every minute the bots' messages are read to confirm Telegram links.
 */
export function registerDeliveryJobs(app: FastifyInstance, jobs: JobQueue, deps: DeliveryDeps & { telegram: TelegramService }) {
  const warn = (msg: string) => app.log.warn(msg);

  jobs.work<{ id: number }>(DISPATCH_QUEUE, async ({ id }) => {
    for (const d of await deliveriesOf(deps.db, id)) await jobs.send(SEND_QUEUE, d, { key: sendKey(d) });
    await markDispatched(deps.db, [id]);
  }, { retryLimit: 5, retryDelaySeconds: 10 });

  // a failed send is retried NOTIFICATION_RETRY_SECONDS later (tests shorten it), then after twice as long each time
  jobs.work<Delivery>(SEND_QUEUE, async (d, job) => {
    await sendDelivery(deps, d, { last: job.retryCount >= SEND_RETRIES, warn });
  }, { retryLimit: SEND_RETRIES, retryDelaySeconds: deps.config.notifications.retrySeconds, retryBackoff: true });

  jobs.work(SWEEP_QUEUE, async () => {
    for (const id of await undispatchedBefore(deps.db, SWEEP_AFTER_SECONDS, 500)) await jobs.send(DISPATCH_QUEUE, { id }, { key: dispatchKey(id) });
  }, { retryLimit: 0 });
  jobs.schedule(SWEEP_QUEUE, '*/5 * * * *');

  jobs.work(TELEGRAM_POLL_QUEUE, async () => {
    await deps.telegram.pollAll(warn);
  }, { retryLimit: 0, expireInSeconds: 120 });
  jobs.schedule(TELEGRAM_POLL_QUEUE, '* * * * *');

  setNotificationDispatcher((id) => {
    jobs.send(DISPATCH_QUEUE, { id }, { key: dispatchKey(id) })
      .catch((err: Error) => warn(`notificaciones: no se pudo encolar la entrega de ${id} (${err.message}); el barrido la retomará`));
  });
  app.addHook('onClose', async () => setNotificationDispatcher(null));
}
