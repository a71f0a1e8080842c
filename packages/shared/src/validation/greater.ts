/*
 * Spec §5 rule "greater". Reading chosen: the value (commas removed, as money inputs write thousands) must be
 * above 0, which for whole amounts means at least 1. Without a limit the failure message is the rule's own,
 * "El valor debe ser mayor o igual a 1". With a limit the valid range is 1..limit, and any value outside it,
 * too small or too large, gets "El valor debe estar entre 1 y {limit}", since that names both bounds.
 * The limit is in the same unit as the typed value (whole pesos for a money field), not in cents.
 * An empty value passes: whether the field is required is validateRequired's job.
 */

/** Smallest accepted value: "above 0" for whole amounts. */
export const GREATER_MIN = 1;

/** The rule's own message, "El valor debe ser mayor o igual a {min}". */
export const greaterMessage = (min: number = GREATER_MIN): string => `El valor debe ser mayor o igual a ${min}`;
/** Message when a limit is given: "El valor debe estar entre 1 y {limit}". */
export const greaterRangeMessage = (limit: number): string => `El valor debe estar entre ${GREATER_MIN} y ${limit}`;

/** Null when value (commas removed) is above 0 and, when a limit is given, not above it; else the Spanish message. */
export function validateGreater(value: string | number | null | undefined, limit?: number | null): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).replace(/,/g, '').trim();
  if (text === '') return null;
  const n = Number(text);
  const hasLimit = limit !== null && limit !== undefined;
  // NaN fails both comparisons, so unreadable text is reported like a value that is too small
  const ok = n > 0 && (!hasLimit || n <= limit);
  if (ok) return null;
  return hasLimit ? greaterRangeMessage(limit) : greaterMessage();
}
