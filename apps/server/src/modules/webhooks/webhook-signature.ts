import { createHmac } from 'node:crypto';

/**
 * The `X-Signature` header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` keyed with
 * the webhook's secret. The time is inside the signed text, so a receiver that refuses old `t` (the README says 5
 * minutes) refuses replays too.
 */
export function signatureOf(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}
