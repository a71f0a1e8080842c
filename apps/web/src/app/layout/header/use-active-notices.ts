import { useGetList } from 'react-admin';
import { hasPermission } from '../../../session.ts';
import { useSession } from '../../../lib/use-session.ts';
import { activeNotices, type NoticeRecord } from './notices.ts';

/** The company's active notices, if the user may read them (no call, hence no 403, otherwise). */
export function useActiveNotices(): { notices: NoticeRecord[]; isPending: boolean } {
  const session = useSession();
  const allowed = hasPermission(session, 'notice.list');
  const { data, isPending } = useGetList<NoticeRecord & { id: number }>(
    'notice',
    { filter: { active: true }, sort: { field: 'created_at', order: 'DESC' }, pagination: { page: 1, perPage: 50 } },
    { enabled: allowed, staleTime: 60_000 },
  );
  return { notices: activeNotices(data ?? []), isPending: allowed && isPending };
}
