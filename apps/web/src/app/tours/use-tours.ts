import type { Menu } from '@app/shared';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { menuLabel } from '../layout/menu/menu-labels.ts';
import { useSession } from '../../lib/use-session.ts';
import { runTour, type TourStep, type TourTexts } from './run-tour.ts';

/** The tour steps and the calls that start them, with texts from the catalogue. */
export function useTours() {
  const t = useTranslate();
  const role = useSession()?.profile.rol?.name;
  const texts: TourTexts = { next: t('tour.next'), prev: t('tour.prev'), done: t('tour.done'), progress: t('tour.progress') };

  const general = useCallback(() => {
    const step = (key: string, element?: string): TourStep => ({
      element, title: t(`tour.general.${key}_title`), description: t(`tour.general.${key}`),
    });
    runTour([
      step('welcome'),
      step('sidebar', '[data-tour="sidebar"]'),
      step('balance', '[data-tour="balance"]'),
      step('notifications', '[data-tour="notifications"]'),
      step('help', '[data-tour="help"]'),
      step('tour', '[data-tour="tour"]'),
      step('account', '[data-tour="account"]'),
    ], texts);
    // texts is rebuilt from t on every render; t is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t]);

  const group = useCallback((groupId: string, menu: Menu) => {
    const g = menu.groups.find((x) => x.id === groupId);
    if (!g) return;
    // the same words as the sidebar it points at
    const groupLabel = menuLabel(t, 'groups', g.id, role);
    runTour([
      { element: `[data-tour="menu-group-${g.id}"]`, title: groupLabel, description: t('tour.group.intro', { group: groupLabel }) },
      ...g.items.map((item) => {
        const itemLabel = menuLabel(t, 'items', item.id, role);
        return { element: `[data-tour="menu-item-${item.id}"]`, title: itemLabel, description: t('tour.group.item', { item: itemLabel }) };
      }),
    ], texts);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, role]);

  return { general, group };
}
