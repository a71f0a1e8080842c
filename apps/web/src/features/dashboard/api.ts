import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardAnswer } from '@app/shared/contracts/dashboard';
import { useEffect } from 'react';
import { apiRequest } from '../../api/http.ts';
import { on } from '../../app-events.ts';
import { useSession } from '../../lib/use-session.ts';

const DASHBOARD_KEY = ['dashboard'] as const;

/**
 * The caller's figures (GET /api/v1/dashboard). Keyed by user and company: Root switching company gets that
 * company's figures, not the cached ones of the previous. Read again when the live stream says the balance moved
 * or a notification arrived (a sale, an approved top-up, a renewal, an answered ticket all change a figure).
 */
export function useDashboard() {
  const session = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    const offs = [on('balance-changed', refresh), on('notification-received', refresh)];
    return () => offs.forEach((off) => off());
  }, [queryClient]);
  return useQuery({
    queryKey: [...DASHBOARD_KEY, session?.profile.id ?? null, session?.company?.id ?? null],
    queryFn: async () => (await apiRequest<DashboardAnswer>('/v1/dashboard')).dashboard,
    enabled: Boolean(session),
  });
}
