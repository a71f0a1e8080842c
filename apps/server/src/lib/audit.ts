import { sql, type SQL } from 'drizzle-orm';
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
 * The same entry as writeLog, as a WITH item's body (`INSERT ... SELECT ... FROM <from> RETURNING id`) for a hot path
 * that writes it inside its own last statement: `objectId` and `moreChanges` (a jsonb merged into the changes) may
 * read the earlier item `from`, so an entry can record a number the statement itself took.
 */
export function auditSql(entry: {
  companyId: number; objectType: string; objectId: SQL; actor: Actor; text: string; changes?: Record<string, unknown>;
  moreChanges?: SQL; from: SQL;
}): SQL {
  const changes = JSON.stringify(maskLogChanges(entry.objectType, entry.changes ?? {}));
  return sql`INSERT INTO audit_log (company_id, object_type, object_id, user_id, user_name, text, changes)
      SELECT ${entry.companyId}, ${entry.objectType}, ${entry.objectId}, ${entry.actor.id}, ${entry.actor.name}, ${entry.text},
             ${changes}::jsonb${entry.moreChanges ? sql` || ${entry.moreChanges}` : sql``}
        FROM ${entry.from} RETURNING id`;
}
