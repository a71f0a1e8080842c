import type { Db } from '../../db/client.ts';
import { deliveryToSend, recordAttempt } from './webhook-repository.ts';
import { signatureOf } from './webhook-signature.ts';

/** How long the receiver has to answer one attempt. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** How much of the receiver's answer the log keeps. */
const ANSWER_MAX = 500;

export interface RetryPolicy {
  /** Seconds before the first retry; each later one waits twice the previous. */
  firstRetrySeconds: number;
  /** No retry is scheduled past this long after the event. */
  windowHours: number;
}

/** PostgreSQL's text of a timestamptz (`2026-11-26 00:41:00.12+00`) as a Date. */
export const dateOf = (pg: string) => new Date(pg.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));

/** The body of a delivery: the same bytes on every attempt (only the signature's time changes). */
export const bodyOf = (d: { id: number; event: string; created_at: string; payload: unknown }) =>
  JSON.stringify({ id: d.id, event: d.event, created_at: dateOf(d.created_at).toISOString(), data: d.payload });

/**
 * Seconds until the next attempt after `attempts` failed ones (10 s, 20 s, 40 s, … by default), or null once the
 * next would fall after the window (the delivery is then failed for good).
 */
export function nextRetryIn(policy: RetryPolicy, attempts: number, createdAt: Date, now = new Date()): number | null {
  const delay = policy.firstRetrySeconds * 2 ** Math.max(0, attempts - 1);
  const deadline = createdAt.getTime() + policy.windowHours * 3_600_000;
  return now.getTime() + delay * 1000 > deadline ? null : delay;
}

/**
 * One attempt: a signed JSON POST; a 2xx answer delivers it. The outcome is written to the delivery log either
 * way; the answer says whether and when to try again.
 */
export async function attemptDelivery(db: Db, id: number, policy: RetryPolicy): Promise<{ retryIn: number | null }> {
  const d = await deliveryToSend(db, id);
  if (!d || d.status !== 'pending') return { retryIn: null };
  if (d.deleted_at) {
    await recordAttempt(db, id, { status: 'failed', last_status: null, last_answer: 'El webhook fue eliminado: no se envió.', delivered: false });
    return { retryIn: null };
  }
  const body = bodyOf({ ...d, id: Number(d.id) });
  let status: number | null = null;
  let text: string;
  try {
    const res = await fetch(d.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'cuentas-digitales-webhooks/1',
        'x-signature': signatureOf(d.secret, body, Math.floor(Date.now() / 1000)),
        'x-webhook-event': d.event,
        'x-webhook-delivery': String(d.id),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    status = res.status;
    text = (await res.text().catch(() => '')).slice(0, ANSWER_MAX);
  } catch (err) {
    text = `Sin respuesta: ${(err as Error).name === 'TimeoutError' ? `el receptor no respondió en ${ATTEMPT_TIMEOUT_MS / 1000} s` : (err as Error).message}`.slice(0, ANSWER_MAX);
  }
  if (status !== null && status >= 200 && status < 300) {
    await recordAttempt(db, id, { status: 'delivered', last_status: status, last_answer: text, delivered: true });
    return { retryIn: null };
  }
  const retryIn = nextRetryIn(policy, d.attempts + 1, dateOf(d.created_at));
  await recordAttempt(db, id, { status: retryIn === null ? 'failed' : 'pending', last_status: status, last_answer: text, delivered: false });
  return { retryIn };
}
