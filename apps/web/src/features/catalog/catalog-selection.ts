import type { CatalogGroup } from '@app/shared/store/catalog';

/** The ticked state of one service branch: all, none, or some of its products. */
export type GroupState = 'all' | 'none' | 'some';

export function groupState(group: CatalogGroup, selected: ReadonlySet<number>): GroupState {
  const n = group.children.filter((c) => selected.has(c.id)).length;
  return n === 0 ? 'none' : n === group.children.length ? 'all' : 'some';
}

/** Ticking a branch ticks all its products; ticking a fully ticked branch unticks them all. */
export function toggleGroup(group: CatalogGroup, selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  const tickAll = groupState(group, selected) !== 'all';
  for (const c of group.children) {
    if (tickAll) next.add(c.id);
    else next.delete(c.id);
  }
  return next;
}

export function toggleProduct(id: number, selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export const allProductIds = (groups: readonly CatalogGroup[]) => groups.flatMap((g) => g.children.map((c) => c.id));

/** Whether the selection differs from what was saved (order does not matter). */
export function isDirty(selected: ReadonlySet<number>, saved: readonly number[]): boolean {
  return selected.size !== saved.length || saved.some((id) => !selected.has(id));
}
