import type { NetworkNode } from '@app/shared';
import { isInSubtree } from '@app/shared/access/company-scope';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { networkRowById, subtreeRows, type NetworkRow } from './user-network-repository.ts';

/** A tree bigger than this is cut (and says so): the screen expands from a node instead. */
export const MAX_NETWORK_NODES = 5000;

export type { NetworkNode };

/** Links rows (parents first) into trees; rows whose parent is not among them become roots. */
export function buildForest(rows: NetworkRow[]): NetworkNode[] {
  const byId = new Map<number, NetworkNode>();
  const roots: NetworkNode[] = [];
  for (const { path: _path, ...row } of rows) byId.set(row.id, { ...row, children_count: 0, children: [] });
  for (const node of byId.values()) {
    const parent = node.parent_id ? byId.get(node.parent_id) : undefined;
    if (parent) {
      parent.children.push(node);
      parent.children_count++;
    } else {
      roots.push(node);
    }
  }
  return roots;
}

/**
 * The distributor network (spec §2 distribuitors-net) as the viewer may see it: staff see the whole company,
 * a distributor its own subtree with itself at the root; never a sibling's branch, never another company.
 */
export function networkService(db: Db) {
  async function reachableRoot(auth: AuthContext, id: number): Promise<NetworkRow> {
    const row = await networkRowById(db, auth.tenant.id, id);
    const reachable = row && (auth.seesWholeCompany || isInSubtree(row.path, auth.user.path));
    if (!row || !reachable) throw notFound('El distribuidor no existe.');
    return row;
  }

  async function rows(auth: AuthContext, opts: { root?: number; clients?: boolean }) {
    const base = opts.root ? (await reachableRoot(auth, opts.root)).path : auth.seesWholeCompany ? null : auth.user.path;
    const roles = opts.clients ? ['Distribuidor', 'Cliente'] : ['Distribuidor'];
    const found = await subtreeRows(db, auth.tenant.id, base, roles, MAX_NETWORK_NODES + 1);
    return { rows: found.slice(0, MAX_NETWORK_NODES), truncated: found.length > MAX_NETWORK_NODES };
  }

  return {
    async tree(auth: AuthContext, opts: { root?: number; clients?: boolean }) {
      const { rows: found, truncated } = await rows(auth, opts);
      return { items: buildForest(found), total: found.length, truncated };
    },

    /** The same people as a flat list with parent ids (the list contract of every other screen). */
    async list(auth: AuthContext, opts: { root?: number; clients?: boolean }) {
      const { rows: found, truncated } = await rows(auth, opts);
      const children = new Map<number, number>();
      for (const r of found) if (r.parent_id) children.set(r.parent_id, (children.get(r.parent_id) ?? 0) + 1);
      return { items: found.map(({ path: _path, ...r }) => ({ ...r, children_count: children.get(r.id) ?? 0 })), total: found.length, truncated };
    },

    /** One node with its whole subtree (the /{id} view). */
    async node(auth: AuthContext, id: number, clients = false) {
      const { rows: found } = await rows(auth, { root: id, clients });
      return buildForest(found).find((n) => n.id === id) ?? null;
    },
  };
}

export type NetworkService = ReturnType<typeof networkService>;
