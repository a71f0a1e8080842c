import type { WorkflowActionDef } from '@app/shared';

/** Which declared actions apply to a record: its state is in `from` and the user holds the permission. */
export function availableActions(
  actions: readonly WorkflowActionDef[] | undefined,
  state: unknown,
  permission: string,
  permissions: readonly string[],
): WorkflowActionDef[] {
  return (actions ?? []).filter((a) => a.from.includes(String(state)) && permissions.includes(`${permission}.${a.name}`));
}
