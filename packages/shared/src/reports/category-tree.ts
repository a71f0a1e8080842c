/**
 * The category tree of the user-balance filter (spec §5: "The user-balance tree picker selects leaf categories
 * only"; §3 "Category tree option: id, name"). Categories are the catalogue's tree, as the seller's catalog screen
 * draws it: each service (NETFLIX, DISNEY+...) a branch, its products the leaves. Only a leaf is a category one
 * filters by: a branch only groups, so it expands and collapses but is never selected. The rules live here, pure,
 * so the picker and the server agree and a unit test holds them.
 */
export interface CategoryNode {
  /** A leaf's id is its product's id as text ("12"); a branch's is "service:NAME" and never a number. */
  id: string;
  name: string;
  /** Absent: a leaf. Present, even empty: a branch (a service with no product left is still no category). */
  children?: CategoryNode[];
}

/** Most leaf categories one filter names: far above a real catalogue, a bound for bad input. */
export const MAX_CATEGORY_FILTER = 200;

export const isLeaf = (node: CategoryNode): boolean => node.children === undefined;

/** The node of `id` anywhere in the tree, or undefined. */
export function findCategory(tree: readonly CategoryNode[], id: string): CategoryNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const inside = node.children ? findCategory(node.children, id) : undefined;
    if (inside) return inside;
  }
  return undefined;
}

/** Every leaf's id, in the tree's order. */
export function leafIds(tree: readonly CategoryNode[]): string[] {
  return tree.flatMap((n) => (isLeaf(n) ? [n.id] : leafIds(n.children!)));
}

/**
 * The selection after the user picks `id`: a leaf toggles in or out; a branch (or an unknown id) leaves the
 * selection exactly as it was — a branch is never selected, not even as a shortcut for its leaves.
 */
export function toggleLeaf(tree: readonly CategoryNode[], selected: readonly string[], id: string): string[] {
  const node = findCategory(tree, id);
  if (!node || !isLeaf(node)) return [...selected];
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

/** Only the ids that are leaves of the tree (a stale selection, or a branch slipped in, falls away). */
export const onlyLeaves = (tree: readonly CategoryNode[], ids: readonly string[]): string[] => {
  const leaves = new Set(leafIds(tree));
  return ids.filter((id) => leaves.has(id));
};
