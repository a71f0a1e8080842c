import { defineModule } from '../app-module.ts';

export { jobQueue } from './job-queue.ts';
export type { JobContext, JobHandler, JobQueue, QueueOptions, ScheduleOptions, SendOptions } from './job-queue.ts';

/**
 * Background jobs (DESIGN.md "scheduled and background jobs"): pg-boss on the app's own PostgreSQL (schema
 * `pgboss`, created by pg-boss on first start), so every API process shares one queue and no extra server runs.
 * A job runs in exactly one process; each cron tick fires in exactly one process.
 *
 * Every module reaches it as `ctx.jobs` in its `register(app, ctx)`. Declare there, run when the app is ready:
 *
 *   // (a) a queue and its worker: the handler gets the job's data; throwing fails the attempt, retried with backoff
 *   ctx.jobs.work<{ notificationId: number }>('notification-email', async ({ notificationId }, job) => {
 *     await sendEmail(notificationId); // job.retryCount says which attempt this is
 *   }, { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true });
 *
 *   // (b) a job, from a route or service, after the transaction that caused it has committed; never awaited by
 *   // a request that must not wait for delivery. `key` makes it a singleton: sent twice, it exists once.
 *   await ctx.jobs.send('notification-email', { notificationId: 12 }, { key: 'notification:12:email' });
 *
 *   // (c) a cron schedule in America/Bogota; oncePerDay + runAtStart = "on start and daily, once a day in all"
 *   ctx.jobs.schedule('renewals-daily', '5 0 * * *', { oncePerDay: true, runAtStart: true });
 *
 * Settings (README "Variables de entorno"): JOBS_SCHEDULES=false turns off schedules, runs at start and pg-boss
 * maintenance in the process (the API tests), while queues keep working; JOBS_POLL_SECONDS sets how often a
 * worker looks for jobs (a job sent by the same process starts at once). `ctx.jobs.waitFor(queue, id)` waits for
 * a job to finish (tests).
 */
export default defineModule({
  name: 'jobs',
  register(app, { jobs }) {
    // first in app.ts's MODULES: the queue starts before any other module's onReady sends a job
    app.addHook('onReady', async () => jobs.start(app.log));
    app.addHook('onClose', async () => jobs.stop());
  },
});
