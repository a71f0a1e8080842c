import { resourceByName, SECRET_MASK } from '@app/shared';

/** Names that are secret whatever record they belong to: a log never keeps a password or a token. */
const ALWAYS_SECRET = ['password', 'password_hash', 'token', 'token_hash'];

/**
 * The fields of a record type that a log entry must not show: what its definition marks secret (masked in the
 * record itself, e.g. a stock account's password and observations), credential (a unit's PIN: reading the log
 * would be a reveal nobody records) or password, plus the always-secret names.
 */
export function logSecretFields(objectType: string): ReadonlySet<string> {
  const names = new Set(ALWAYS_SECRET);
  for (const f of resourceByName(objectType)?.fields ?? []) if (f.secret || f.credential || f.kind === 'password') names.add(f.name);
  return names;
}

// an empty value stays empty, so the log still tells "was set" from "was changed"
const hide = (v: unknown) => (v === null || v === undefined ? null : SECRET_MASK);

/**
 * A log entry's changes (`{ field: [before, after] }`) with every secret value replaced by the mask. Applied when
 * the entry is written and again when it is read, which also covers entries written before this rule existed.
 */
export function maskLogChanges(objectType: string, changes: unknown): Record<string, unknown> {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return {};
  const secret = logSecretFields(objectType);
  const out: Record<string, unknown> = { ...(changes as Record<string, unknown>) };
  for (const key of Object.keys(out)) {
    if (!secret.has(key)) continue;
    const value = out[key];
    out[key] = Array.isArray(value) ? value.map(hide) : hide(value);
  }
  return out;
}
