export interface RoleChoice {
  id: number;
  name: string;
  selected: boolean;
}

/** Whether the ticked groups differ from what the user holds (save is enabled only then). */
export function rolesChanged(roles: readonly RoleChoice[], selected: ReadonlySet<number>): boolean {
  const held = roles.filter((r) => r.selected).map((r) => r.id);
  return held.length !== selected.size || held.some((id) => !selected.has(id));
}
