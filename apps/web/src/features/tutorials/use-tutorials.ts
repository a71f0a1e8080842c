import { useGetList } from 'react-admin';
import { useSession } from '../../lib/use-session.ts';
import type { TutorialLink } from '../../components/media/video-gallery.tsx';
import { hasPermission } from '../../session.ts';

/** Active tutorial links in their set order, when the user may read them. */
export function useTutorials(perPage = 50) {
  const session = useSession();
  const allowed = hasPermission(session, 'link-tutorial.list');
  const { data, isPending } = useGetList<TutorialLink & { id: number }>(
    'link-tutorial',
    { filter: { active: true }, sort: { field: 'position', order: 'ASC' }, pagination: { page: 1, perPage } },
    { enabled: allowed },
  );
  return { items: data ?? [], isPending: allowed && isPending, allowed };
}
