import { auditLog } from '../db/schema/index.ts';
import type { Tx } from '../db/client.ts';
import { maskLogChanges } from './log-secrets.ts';

export interface Actor {
  id: number | null;
  name: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, name: 'Sistema' };

/** Field changes as { field: [before, after] }, only for fields whose value changed. */
export function diffChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[] = ['updated_at', 'created_at', 'password_hash'],
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (ignore.includes(key)) continue;
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[key] = [shorten(a), shorten(b)];
  }
  return changes;
}

// Base64 images would bloat every log row; keep a marker instead.
const shorten = (v: unknown) => (typeof v === 'string' && v.length > 300 ? `${v.slice(0, 40)}… (${v.length} caracteres)` : v);

export async function writeLog(
  tx: Tx,
  entry: { companyId: number; objectType: string; objectId: number; actor: Actor; text: string; changes?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    company_id: entry.companyId,
    object_type: entry.objectType,
    object_id: entry.objectId,
    user_id: entry.actor.id,
    user_name: entry.actor.name,
    text: entry.text,
    // secrets never reach the log in clear, whoever may later read it
    changes: maskLogChanges(entry.objectType, entry.changes ?? {}),
  });
}

/**
 * An entry's changes as the JSON text writeLog stores (secrets masked), for a hot path whose audit entry is written by
 * a database function inside its last statement (the direct purchase's sales_finish_purchase).
 */
export const auditChanges = (objectType: string, changes: Record<string, unknown> = {}): string => JSON.stringify(maskLogChanges(objectType, changes));
