import { useQuery } from '@tanstack/react-query';
import type { MessageAnswer } from '@app/shared/contracts/auth';
import type { NetworkNodeAnswer, NetworkTreeAnswer } from '@app/shared/contracts/users';
import { apiRequest } from '../../api/http.ts';
import { countNodes, type NetworkNode } from './network-tree.ts';

/* The distributor network as its screens read it, and the activation of a self-registered distributor. */

/** The whole tree, or one distributor's branch (`id`), with or without its clients. */
export const useNetworkTree = (id: string | undefined, clients: boolean) => useQuery({
  queryKey: ['distribuitors-net', id ?? null, clients],
  queryFn: async (): Promise<{ nodes: NetworkNode[]; total: number; truncated: boolean }> => {
    if (id) {
      const res = await apiRequest<NetworkNodeAnswer>(`/v1/admin/distribuitors-net/${encodeURIComponent(id)}?clients=${clients}`);
      return { nodes: [res.item], total: countNodes([res.item]), truncated: false };
    }
    const res = await apiRequest<NetworkTreeAnswer>(
      `/v1/admin/distribuitors-net/tree?clients=${clients}`,
    );
    return { nodes: res.items, total: res.total, truncated: res.truncated };
  },
  retry: false,
});

/** A distributor's direct children and clients (its record's aside). */
export const useNetworkChildren = (id: string | number | undefined) => useQuery({
  queryKey: ['distribuitors-net', String(id), 'children'],
  queryFn: () => apiRequest<NetworkNodeAnswer>(`/v1/admin/distribuitors-net/${id}?clients=true`),
  enabled: id !== undefined,
  retry: false,
});

export const activateDistributor = (id: string | number) =>
  apiRequest<MessageAnswer>(`/v1/admin/user/${id}/activate`, { method: 'POST', body: {} });
