import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { createRequire } from 'node:module';
import { isDatabaseUnavailable } from '../../db/connection-errors.ts';
import { sessionConnectionConfig } from '../../db/connection-roles.ts';
import { dayKey, jobIdOf } from './job-keys.ts';

/** pg-boss keeps its tables in this schema of the app's own database (created by pg-boss on first start). */
export const JOBS_SCHEMA = 'pgboss';

/** The statements pg-boss's worker sends without awaiting them (completing and failing a fetched job). */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as { completeJobs(schema: string): string; failJobsById(schema: string): string };
const UNAWAITED_BY_PG_BOSS = new Set([plans.completeJobs(JOBS_SCHEMA), plans.failJobsById(JOBS_SCHEMA)]);
/** Cron schedules read in the business's time zone (spec §9). */
export const JOBS_TIME_ZONE = 'America/Bogota';

export interface JobSettings {
  /** false: no cron schedules, no runs at start and no pg-boss maintenance in this process (tests). Workers still run. */
  schedules: boolean;
  /** How often each worker looks for due jobs; a job sent by this same process is picked up at once. */
  pollSeconds: number;
}

export interface JobContext {
  id: string;
  queue: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

/** Handles one job; throwing fails the attempt, which pg-boss retries as its queue says. */
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface RetryOptions {
  /** Attempts after the first one (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds?: number;
  /** Double the delay after each failed attempt (default true). */
  retryBackoff?: boolean;
}

export interface QueueOptions extends RetryOptions {
  /** An attempt still running after this long is failed (and retried); default 15 minutes. */
  expireInSeconds?: number;
}

export interface SendOptions extends RetryOptions {
  /**
   * Singleton key: while a job of this queue with this key is kept (queued, running, or finished in the last two
   * days), sending it again from any process adds nothing and answers null. E.g. `notification:12:email`.
   */
  key?: string;
  /** Wait this long before the first attempt. */
  startAfterSeconds?: number;
}

export interface ScheduleOptions {
  /** What each run receives. */
  data?: object;
  /**
   * At most one run per Bogota calendar day, whoever triggers it (the cron tick of any process, or a start):
   * the run is sent with the key `<queue>:<YYYY-MM-DD>`.
   */
  oncePerDay?: boolean;
  /** Also run when the app starts (with oncePerDay, several processes starting the same day run it once). */
  runAtStart?: boolean;
}

export interface JobQueue {
  /** Declares a queue and this process's worker for it. Call from a module's register(), before the app is ready. */
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: QueueOptions): void;
  /** Queues a job (any process's worker of that queue runs it). Resolves to the job id, or null for a repeated key. */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Declares a cron schedule (`m h dom mon dow`, America/Bogota) that sends a job to a queue declared with work(). */
  schedule(queue: string, cron: string, options?: ScheduleOptions): void;
  /** Resolves once the job has finished, with how it ended (for tests and for callers that must know). */
  waitFor(queue: string, id: string, timeoutMs?: number): Promise<'completed' | 'failed' | 'cancelled'>;
  readonly settings: JobSettings;
  start(log: FastifyBaseLogger): Promise<void>;
  stop(): Promise<void>;
}

const DEFAULT_RETRY = { retryLimit: 3, retryDelay: 30, retryBackoff: true };
/** pg_advisory_lock key that serialises pg-boss's schema and queue creation across processes. */
const JOBS_SETUP_LOCK = 7_340_021;

const queueSettings = (queue: string, options: QueueOptions) => ({
  name: queue,
  retryLimit: options.retryLimit ?? DEFAULT_RETRY.retryLimit,
  retryDelay: options.retryDelaySeconds ?? DEFAULT_RETRY.retryDelay,
  retryBackoff: options.retryBackoff ?? DEFAULT_RETRY.retryBackoff,
  ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
});
const cronQueue = (queue: string) => `${queue}-cron`;

/**
 * The app's job queue: pg-boss on the app's own PostgreSQL (its own schema, the app's connection pool), so any
 * number of API processes share one queue with no extra server. A job runs in exactly one process; a cron tick
 * is sent by exactly one process. Declarations made in register() take effect when the app is ready.
 */
export function jobQueue(pool: pg.Pool, settings: JobSettings): JobQueue {
  const queues = new Map<string, { handler: JobHandler<any>; options: QueueOptions }>();
  const schedules: { queue: string; cron: string; options: ScheduleOptions }[] = [];
  const workerIds = new Map<string, string>();
  // what pg-boss has in flight on the pool and which handlers run, so stop() lets them end before the pool closes
  const inFlight = new Set<Promise<unknown>>();
  let boss: PgBoss | null = null;
  let log: FastifyBaseLogger | null = null;
  let stopping = false;
  let markStarted: () => void = () => {};
  let started = new Promise<void>((ok) => { markStarted = ok; });

  const track = <T>(p: Promise<T>): Promise<T> => {
    inFlight.add(p);
    p.finally(() => inFlight.delete(p)).catch(() => {});
    return p;
  };

  const db: PgBoss.Db = {
    executeSql: (text, values) => {
      const query = track(pool.query(text, values) as Promise<{ rows: any[] }>);
      // pg-boss's worker marks a job done or failed without awaiting it: with the database away that rejection has
      // no handler and would end the process. Unmarked, the job stays active and pg-boss retries it once it expires,
      // exactly as after a crash; nothing in the app calls these two statements itself.
      if (!UNAWAITED_BY_PG_BOSS.has(text)) return query;
      return query.catch((err: unknown) => {
        if (!isDatabaseUnavailable(err)) throw err;
        log?.warn({ err }, 'cola de trabajos: la base no respondió al cerrar un trabajo; se reintentará al vencer');
        return { rows: [{ count: 0 }] };
      });
    },
  };

  async function runHandler(queue: string, job: PgBoss.JobWithMetadata<object>) {
    // a job fetched while stopping is failed unrun: pg-boss retries it in a process that keeps running
    if (stopping) throw new Error('El proceso se está deteniendo; el trabajo se reintentará.');
    const { handler } = queues.get(queue)!;
    await track(handler(job.data, { id: job.id, queue, retryCount: job.retryCount }));
  }

  async function sendJob(queue: string, data: object, options: SendOptions = {}): Promise<string | null> {
    await started;
    if (!boss || stopping) throw new Error(`La cola de trabajos está detenida: no se pudo enviar ${queue}.`);
    const id = await boss.send(queue, data, {
      ...(options.key ? { id: jobIdOf(queue, options.key), singletonKey: options.key } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
      ...(options.retryDelaySeconds !== undefined ? { retryDelay: options.retryDelaySeconds } : {}),
      ...(options.retryBackoff !== undefined ? { retryBackoff: options.retryBackoff } : {}),
    });
    // a job this process can run starts now instead of at the next poll
    const worker = workerIds.get(queue);
    if (id && worker && !options.startAfterSeconds) boss.notifyWorker(worker);
    return id;
  }

  return {
    settings,

    work(queue, handler, options = {}) {
      if (boss) throw new Error(`jobs: declare the queue ${queue} in a module's register(), before the app is ready`);
      if (queues.has(queue)) throw new Error(`jobs: the queue ${queue} is declared twice`);
      queues.set(queue, { handler, options });
    },

    send: sendJob,

    schedule(queue, cron, options = {}) {
      if (boss) throw new Error(`jobs: declare the schedule of ${queue} in a module's register()`);
      schedules.push({ queue, cron, options });
    },

    async waitFor(queue, id, timeoutMs = 30_000) {
      await started;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await boss!.getJobById(queue, id, { includeArchive: true });
        if (job && (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled')) return job.state;
        if (Date.now() > deadline) throw new Error(`jobs: ${queue} ${id} did not finish in ${timeoutMs} ms`);
        await new Promise((ok) => setTimeout(ok, 50));
      }
    },

    async start(logger) {
      log = logger;
      for (const s of schedules) {
        if (!queues.has(s.queue)) throw new Error(`jobs: the schedule of ${s.queue} needs a queue declared with work()`);
      }
      const b = new PgBoss({
        db,
        schema: JOBS_SCHEMA,
        schedule: settings.schedules,
        supervise: settings.schedules,
        // a day's singleton job stays in the job table past its day, so a later start that day finds it
        archiveCompletedAfterSeconds: 2 * 86_400,
        ...DEFAULT_RETRY,
      });
      b.on('error', (err) => {
        if (!stopping) log?.error({ err }, 'cola de trabajos: error');
      });
      // pg-boss creates its schema and one partition per queue with DDL; two processes starting together on a
      // fresh database deadlock on it (40P01), so the processes take turns, holding a session lock on one
      // connection. A session lock through PgBouncer in transaction mode would stay on whichever server connection
      // ran it (and the unlock might run on another), so it is held on a direct session (db/connection-roles.ts).
      // pg-boss's own statements need no session: each locked step is one BEGIN…COMMIT text, so they use the pool.
      const lockHolder = new pg.Client({ ...sessionConnectionConfig(pool), application_name: 'jobs-setup-lock' });
      await lockHolder.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [JOBS_SETUP_LOCK]);
        await b.start();
        for (const [queue, { options }] of queues) await b.createQueue(queue, queueSettings(queue, options));
        if (settings.schedules) {
          for (const s of schedules.filter((x) => x.options.oncePerDay)) {
            await b.createQueue(cronQueue(s.queue), { name: cronQueue(s.queue), retryLimit: 2, retryDelay: 10 });
          }
        }
      } finally {
        // ending the session releases the lock even when the unlock could not be sent
        await lockHolder.query('select pg_advisory_unlock($1)', [JOBS_SETUP_LOCK]).catch(() => {});
        await lockHolder.end().catch(() => {});
      }
      boss = b;
      const oncePerDay = new Map(schedules.filter((s) => s.options.oncePerDay).map((s) => [s.queue, s.options.data ?? {}]));
      for (const queue of queues.keys()) {
        workerIds.set(queue, await b.work<object>(queue, { pollingIntervalSeconds: settings.pollSeconds, includeMetadata: true }, async (jobs) => {
          for (const job of jobs) await runHandler(queue, job);
        }));
      }
      markStarted();
      if (!settings.schedules) return;
      for (const s of schedules) {
        if (s.options.oncePerDay) {
          // the cron tick only asks for the day's run; the run itself is keyed by the day
          const target = cronQueue(s.queue);
          await b.work(target, { pollingIntervalSeconds: settings.pollSeconds }, async () => {
            await sendJob(s.queue, oncePerDay.get(s.queue)!, { key: dayKey(s.queue) });
          });
          await b.schedule(target, s.cron, {}, { tz: JOBS_TIME_ZONE });
        } else {
          await b.schedule(s.queue, s.cron, s.options.data ?? {}, { tz: JOBS_TIME_ZONE });
        }
        if (s.options.runAtStart) {
          await sendJob(s.queue, s.options.data ?? {}, s.options.oncePerDay ? { key: dayKey(s.queue) } : {});
        }
      }
    },

    async stop() {
      if (!boss || stopping) return;
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
      // fetches and handlers that were under way end before the app closes the pool
      while (inFlight.size) {
        await Promise.allSettled([...inFlight]);
        await new Promise((ok) => setImmediate(ok));
      }
      boss = null;
      started = Promise.resolve();
    },
  };
}
