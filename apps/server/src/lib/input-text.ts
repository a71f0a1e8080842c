import { unprocessable } from './errors.ts';

/*
 * PostgreSQL stores no NUL character in text: a "\u0000" inside a JSON string or a query value reached it and
 * failed as a 500. Every request's input is refused up front instead (plugins/envelope.ts and the engine's
 * `?params=`), with a message a person can act on.
 */

export const NUL_TEXT_MSG = 'El texto enviado contiene un carácter no permitido (carácter nulo).';

/** Whether any string inside `value` (keys included) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 64) return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || containsNul(v, depth + 1)) return true;
  return false;
}

export function refuseNul(value: unknown): void {
  if (containsNul(value)) throw unprocessable(NUL_TEXT_MSG, { _: NUL_TEXT_MSG });
}
