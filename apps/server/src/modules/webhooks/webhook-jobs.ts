import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../jobs/index.ts';
import { markQueued, unqueuedBefore } from './webhook-repository.ts';
import { attemptDelivery, type RetryPolicy } from './webhook-sender.ts';
import { setWebhookDispatcher } from './webhook-events.ts';

export const DELIVERY_QUEUE = 'webhook-delivery';
const SWEEP_QUEUE = 'webhook-sweep';
/** A delivery not queued this long after its commit was missed (its process stopped): the sweep queues it. */
const SWEEP_AFTER_SECONDS = 60;

/** Each attempt is its own job, keyed by delivery and attempt: however many processes, an attempt runs once. */
const attemptKey = (id: number, attempt: number) => `webhook:${id}:${attempt}`;

/**
 * Deliveries leave through the job queue, never inside a request: the committing process queues the first
 * attempt; a failed attempt queues the next one after its backoff (policy.firstRetrySeconds, doubling, within
 * policy.windowHours). The job's own retries (3) only cover a process that failed mid-attempt.
 */
export function registerWebhookJobs(app: FastifyInstance, jobs: JobQueue, db: Db, policy: RetryPolicy) {
  const warn = (msg: string) => app.log.warn(msg);

  const queue = async (ids: number[]) => {
    for (const id of ids) await jobs.send(DELIVERY_QUEUE, { id, attempt: 1 }, { key: attemptKey(id, 1) });
    await markQueued(db, ids);
  };

  jobs.work<{ id: number; attempt: number }>(DELIVERY_QUEUE, async ({ id, attempt }) => {
    const { retryIn } = await attemptDelivery(db, id, policy);
    if (retryIn !== null) {
      await jobs.send(DELIVERY_QUEUE, { id, attempt: attempt + 1 }, { key: attemptKey(id, attempt + 1), startAfterSeconds: retryIn });
    }
  }, { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 120 });

  jobs.work(SWEEP_QUEUE, async () => {
    await queue(await unqueuedBefore(db, SWEEP_AFTER_SECONDS, 500));
  }, { retryLimit: 0 });
  jobs.schedule(SWEEP_QUEUE, '*/5 * * * *');

  const dispatch = (ids: number[]) => {
    queue(ids).catch((err: Error) => warn(`webhooks: no se pudieron encolar las entregas ${ids.join(', ')} (${err.message}); el barrido las retomará`));
  };
  setWebhookDispatcher(dispatch);
  app.addHook('onClose', async () => setWebhookDispatcher(null));
  return dispatch;
}
