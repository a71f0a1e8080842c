import { validateNoteDialog, type ResourceDef } from '@app/shared';
import { conflict, unprocessable } from '../../lib/errors.ts';

/**
 * Refuses a transition from any state but the allowed ones, with a Spanish sentence naming the document, its
 * state and what would be needed (409, DOMAIN.md "Documents and their states").
 */
export function assertState(def: ResourceDef, doc: { id: number; number?: number | null; [k: string]: unknown }, allowed: readonly string[], action: string) {
  const field = def.status!.field;
  const current = String(doc[field]);
  if (allowed.includes(current)) return;
  const label = (v: string) => def.fields.find((f) => f.name === field)?.options?.find((o) => o.value === v)?.label.toLowerCase() ?? v;
  const name = `${def.label.one} ${doc.number ? `#${doc.number}` : doc.id}`;
  throw conflict(`No se puede ${action}: ${name} está ${label(current)}; solo se puede desde el estado ${allowed.map(label).join(' o ')}.`);
}

/** The reason of a reject/annul (spec §5 note dialog): a choice from the list, or 'other' with a note of 8+ characters. */
export function reasonText(input: { reason?: string | null; note?: string | null }): string {
  const problem = validateNoteDialog({ reason: input.reason, note: input.note, hasReasons: true });
  if (problem) throw unprocessable(problem, { [input.reason ? 'note' : 'reason']: problem });
  return input.reason === 'other' ? input.note!.trim() : [input.reason, input.note?.trim()].filter(Boolean).join(': ');
}
