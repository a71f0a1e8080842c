import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { expireKeys } from '../../plugins/idempotency-repository.ts';
import { expireRateLimitWindows } from '../../plugins/rate-limit-store.ts';
import type { JobQueue } from '../jobs/index.ts';

/** The job queue's name for the idempotency keys' expiry. */
export const IDEMPOTENCY_EXPIRY_QUEUE = 'idempotency-key-expiry';

/** A retry comes within minutes; a day keeps every answer a client could still ask for again. */
export const IDEMPOTENCY_KEY_HOURS = 24;
const BATCH = 2_000;
const PAUSE_MS = 200;

/**
 * Expires the Idempotency-Key answers of money calls (purchases, above all) older than a day, every 10 minutes in
 * one API process of many, in batches of 2,000 with a pause between them: the table stays a day's size and each
 * delete is short, instead of growing forever and leaving vacuum one huge pass that slows the sales running beside it.
 * The rate limits' ended windows (plugins/rate-limit-store.ts) are deleted in the same run.
 */
export function scheduleIdempotencyExpiry(jobs: JobQueue, db: Db, log: FastifyBaseLogger): void {
  jobs.work(IDEMPOTENCY_EXPIRY_QUEUE, async () => {
    let total = 0;
    for (;;) {
      const n = await expireKeys(db, IDEMPOTENCY_KEY_HOURS, BATCH);
      total += n;
      if (n < BATCH) break;
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
    if (total) log.info({ expired: total }, 'claves de idempotencia vencidas borradas');
    // the rate limits' ended windows go in the same pass (one row per limited caller and route)
    await expireRateLimitWindows(db);
  }, { retryLimit: 0, expireInSeconds: 600 });
  jobs.schedule(IDEMPOTENCY_EXPIRY_QUEUE, '*/10 * * * *');
}
