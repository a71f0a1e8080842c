import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRefresh } from 'react-admin';
import { useResourceDef } from './use-resource-def.ts';

/**
 * After an action changed a record's state (renewed, approved, annulled): the screen on view reloads, and the
 * cached pages of the resource's other lists are dropped. react-admin's refresh only marks them stale, so the list
 * the record moved to ("Renovados") first showed it as it was, with the old date, until the background load ended.
 */
export function useRefreshAfterAction() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { def } = useResourceDef();
  return useCallback(() => {
    const lists = def ? [def.name, ...(def.status?.lists ?? []).map((l) => l.name)] : [];
    // react-admin's query keys start with the resource name: [resource, 'getList' | 'getOne' | ..., params]
    for (const name of lists) queryClient.removeQueries({ queryKey: [name], type: 'inactive' });
    refresh();
  }, [def, queryClient, refresh]);
}
