import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueue, type JobQueue } from '../src/modules/jobs/index.ts';
import { dayKey, jobIdOf } from '../src/modules/jobs/job-keys.ts';
import { RENEWALS_QUEUE } from '../src/modules/renewals/index.ts';
import { bookingService } from '../src/modules/sales/booking-service.ts';
import { BOOKING_EXPIRY_QUEUE, scheduleBookingExpiry } from '../src/modules/sales/booking-sweeper.ts';
import { IDEMPOTENCY_EXPIRY_QUEUE, scheduleIdempotencyExpiry } from '../src/modules/sales/idempotency-expiry.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { ownedProfile, renewalWorld } from './renewal-helpers.ts';
import { key, one, productId, rows } from './sales-helpers.ts';

/**
 * The job queue (modules/jobs, pg-boss on the app's PostgreSQL): a keyed job exists once, a failed attempt is
 * retried, the booking expiry and the Idempotency-Key expiry run on it, and the daily renewal run happens once a day even when two API
 * processes start on one database at the same time.
 */
const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silent; }, level: 'silent', silent() {} } as unknown as FastifyBaseLogger;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A queue on the test database, with its own declarations, started and stopped by the test. */
async function withQueue(declare: (jobs: JobQueue) => void, run: (jobs: JobQueue) => Promise<void>, schedules = false) {
  const jobs = jobQueue(ctx.database.pool, { schedules, pollSeconds: 0.5 });
  declare(jobs);
  await jobs.start(silent);
  try {
    await run(jobs);
  } finally {
    await jobs.stop();
  }
}

describe('job queue', () => {
  it('runs a keyed job once however often it is sent, and retries a failed attempt', async () => {
    const seen: string[] = [];
    let failures = 1;
    await withQueue((jobs) => {
      jobs.work<{ text: string }>('test-echo', async ({ text }) => { seen.push(text); });
      jobs.work<{ text: string }>('test-flaky', async ({ text }, job) => {
        if (failures-- > 0) throw new Error('falla pasajera');
        seen.push(`${text}@${job.retryCount}`);
      }, { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false });
    }, async (jobs) => {
      const first = await jobs.send('test-echo', { text: 'uno' }, { key: 'echo:1' });
      const again = await jobs.send('test-echo', { text: 'uno otra vez' }, { key: 'echo:1' });
      expect(first).toBe(jobIdOf('test-echo', 'echo:1'));
      expect(again).toBeNull();
      expect(await jobs.waitFor('test-echo', first!)).toBe('completed');
      const flaky = await jobs.send('test-flaky', { text: 'dos' });
      expect(await jobs.waitFor('test-flaky', flaky!, 15_000)).toBe('completed');
      // sent once more after it finished: the key still holds
      expect(await jobs.send('test-echo', { text: 'tres' }, { key: 'echo:1' })).toBeNull();
    });
    expect(seen).toEqual(['uno', 'dos@1']);
  });

  it('starts no schedule and no start-up run while schedules are off', async () => {
    let runs = 0;
    await withQueue((jobs) => {
      jobs.work('test-daily', async () => { runs++; });
      jobs.schedule('test-daily', '0 3 * * *', { oncePerDay: true, runAtStart: true });
    }, async () => {
      await new Promise((ok) => setTimeout(ok, 1200));
    });
    expect(runs).toBe(0);
    expect(await rows(ctx, sql`SELECT name FROM pgboss.schedule WHERE name LIKE 'test-daily%'`)).toEqual([]);
  });

  it('expires due bookings as a job of the queue', async () => {
    const sub = await ctx.as('subdistribuidor');
    const booked = await sub.post('/api/v1/admin/order-booking', { type_digital_account_id: await productId(ctx, 'NETFLIX'), quantity: 1 }, { 'idempotency-key': key() });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().item.id as number;
    await ctx.database.db.execute(sql`UPDATE order_booking SET expires_at = now() - interval '1 minute' WHERE id = ${id}`);
    await withQueue((jobs) => scheduleBookingExpiry(jobs, bookingService(ctx.database.db), silent), async (jobs) => {
      const job = await jobs.send(BOOKING_EXPIRY_QUEUE, {});
      expect(await jobs.waitFor(BOOKING_EXPIRY_QUEUE, job!)).toBe('completed');
    });
    expect(await one(ctx, sql`SELECT status, reason FROM order_booking WHERE id = ${id}`)).toEqual({ status: 'rejected', reason: 'La reserva venció sin finalizarse' });
  });

  it('expires Idempotency-Key answers older than a day, in batches, and keeps the younger ones replaying', async () => {
    const sub = await ctx.as('subdistribuidor');
    // keys are numbered as they come: the earlier tests' keys and more than one batch of keys a day old (answered,
    // and one claimed by a process that died before answering), then a young one
    await ctx.database.db.execute(sql`UPDATE idempotent_request SET created_at = now() - interval '25 hours'`);
    await ctx.database.db.execute(sql`INSERT INTO idempotent_request (user_id, key, request_hash, status_code, response, created_at)
      SELECT 1, 'viejo-' || g, 'x', CASE WHEN g = 1 THEN NULL ELSE 200 END, '{}', now() - interval '25 hours' FROM generate_series(1, 2500) g`);
    const young = key();
    const body = { type_digital_account_id: await productId(ctx, 'NETFLIX'), quantity: 1 };
    expect((await sub.post('/api/v1/purchase', body, { 'idempotency-key': young })).statusCode).toBe(200);
    await withQueue((jobs) => scheduleIdempotencyExpiry(jobs, ctx.database.db, silent), async (jobs) => {
      const job = await jobs.send(IDEMPOTENCY_EXPIRY_QUEUE, {});
      expect(await jobs.waitFor(IDEMPOTENCY_EXPIRY_QUEUE, job!)).toBe('completed');
    });
    expect(await rows(ctx, sql`SELECT key FROM idempotent_request`)).toEqual([{ key: young }]);
    const replay = await sub.post('/api/v1/purchase', body, { 'idempotency-key': young });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });
});

describe('the daily renewal run with two API processes on one database', () => {
  it('runs once on start and opens each due unit\'s ticket exactly once', async () => {
    const w = await renewalWorld(ctx, { prefix: 'dos', n: 2, balance: 10_000_000 });
    const due = [await ownedProfile(ctx, w, w.buyers[0], 1), await ownedProfile(ctx, w, w.buyers[1], 3), await ownedProfile(ctx, w, w.buyers[1], 2)];
    // two app instances with their schedules on, started at the same time on the first one's database
    const env = { JOBS_SCHEDULES: 'true', JOBS_POLL_SECONDS: '0.5' };
    const [a, b] = await Promise.all([createTestContext({ databaseUrl: ctx.databaseUrl, env }), createTestContext({ databaseUrl: ctx.databaseUrl, env })]);
    try {
      const jobId = jobIdOf(RENEWALS_QUEUE, dayKey(RENEWALS_QUEUE));
      await expect.poll(async () => (await rows(ctx, sql`SELECT state FROM pgboss.job WHERE name = ${RENEWALS_QUEUE}`)).map((r) => r.state), { timeout: 30_000 })
        .toEqual(['completed']);
      expect((await one(ctx, sql`SELECT id::text FROM pgboss.job WHERE name = ${RENEWALS_QUEUE}`)).id).toBe(jobId);
      const tickets = await rows(ctx, sql`SELECT profile_id, count(*)::int AS n FROM renovation_ticket WHERE profile_id IN (${sql.join(due, sql`, `)}) GROUP BY profile_id ORDER BY profile_id`);
      expect(tickets).toEqual([...due].sort((x, y) => x - y).map((profile_id) => ({ profile_id, n: 1 })));
      // both processes keep the daily schedule (one cron row, fired by whichever process ticks first)
      expect(await rows(ctx, sql`SELECT name, cron, timezone FROM pgboss.schedule WHERE name = ${`${RENEWALS_QUEUE}-cron`}`))
        .toEqual([{ name: `${RENEWALS_QUEUE}-cron`, cron: '5 0 * * *', timezone: 'America/Bogota' }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
