import { todayBogota } from '@app/shared';

export interface NoticeRecord {
  id: number;
  title: string;
  description?: string | null;
  image?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  active?: boolean;
  created_at?: string;
}

/** Active notices are the switched-on ones whose date window (Bogota days) includes today; newest first. */
export function activeNotices(notices: readonly NoticeRecord[], today: string = todayBogota()): NoticeRecord[] {
  return notices
    .filter((n) => n.active !== false)
    .filter((n) => (!n.start_date || n.start_date.slice(0, 10) <= today) && (!n.end_date || n.end_date.slice(0, 10) >= today))
    .sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')) || b.id - a.id);
}
