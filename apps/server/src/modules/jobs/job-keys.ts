import { todayBogota } from '@app/shared';
import { createHash } from 'node:crypto';

/**
 * The job id of a singleton key: the same queue and key always give the same UUID, so a second send (from this
 * process or another one) finds the first job's row and inserts nothing (pg-boss inserts with ON CONFLICT DO
 * NOTHING). Shaped as a UUID version 8 (name-based, custom hash).
 */
export function jobIdOf(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The key of a run that happens once per Bogota calendar day (the business's day, spec §9). */
export const dayKey = (queue: string, now: Date = new Date()) => `${queue}:${todayBogota(now)}`;
