import type { NetworkNode } from '@app/shared';

export type { NetworkNode };

/** Ids of every node of the forest that has children (what "expand all" opens). */
export function parentIds(nodes: readonly NetworkNode[]): Set<number> {
  const out = new Set<number>();
  const walk = (list: readonly NetworkNode[]) => {
    for (const n of list) {
      if (n.children.length) {
        out.add(n.id);
        walk(n.children);
      }
    }
  };
  walk(nodes);
  return out;
}

/**
 * The forest cut down to the nodes whose name, user or code contains `text` (accents and case ignored), with
 * the ancestors that lead to them; an empty text keeps everything.
 */
export function filterTree(nodes: readonly NetworkNode[], text: string): NetworkNode[] {
  const fold = (s: string | null) => (s ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const wanted = fold(text.trim());
  if (!wanted) return [...nodes];
  const keep = (n: NetworkNode): NetworkNode | null => {
    const children = n.children.map(keep).filter((c): c is NetworkNode => c !== null);
    const hit = [n.name, n.username, n.codeuser, n.nickname_distribuitor].some((v) => fold(v).includes(wanted));
    return hit || children.length ? { ...n, children } : null;
  };
  return nodes.map(keep).filter((n): n is NetworkNode => n !== null);
}

/** How many nodes the forest holds. */
export const countNodes = (nodes: readonly NetworkNode[]): number =>
  nodes.reduce((sum, n) => sum + 1 + countNodes(n.children), 0);
