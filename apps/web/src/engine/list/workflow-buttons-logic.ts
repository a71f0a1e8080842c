import type { WorkflowActionDef } from '@app/shared';

/**
 * Which declared actions apply to a record: its state is in `from`, the user holds the permission, and an
 * owner-only action is offered only when the user owns the record (`isOwner`).
 */
export function availableActions(
  actions: readonly WorkflowActionDef[] | undefined,
  state: unknown,
  permission: string,
  permissions: readonly string[],
  isOwner = false,
): WorkflowActionDef[] {
  return (actions ?? []).filter((a) => a.from.includes(String(state)) && permissions.includes(`${permission}.${a.name}`)
    && (!a.ownerOnly || isOwner));
}

/**
 * The body of a reason-asking action: the choice as listed (or 'other') plus the note, as the server's
 * `{ reason, note }` expects (it keeps the note when the choice is 'other'); without a list, the note alone.
 */
export function noteBody(result: { reason: string | null; note: string | null; text: string }): Record<string, string> {
  if (!result.reason) return { reason: result.text };
  return result.note ? { reason: result.reason, note: result.note } : { reason: result.reason };
}

/**
 * What a record still lacks for `action` (its declared `needs` flag answered false, e.g. a consignment without
 * receipt), or null when nothing stops it. A row that does not carry the flag is not judged here: the server is.
 */
export function missingNeed(action: WorkflowActionDef, record: Record<string, unknown>): WorkflowActionDef['needs'] | null {
  return action.needs && record[action.needs.flag] === false ? action.needs : null;
}
