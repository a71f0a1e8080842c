import { useEffect, useRef } from 'react';
import { useRefresh } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { on } from '../../app-events.ts';

/**
 * Whether a screen may be re-read under the user's eyes: lists, detail views and the custom pages, but not a
 * create or edit form, whose typing a refresh could throw away.
 */
export const refreshableScreen = (pathname: string): boolean => !/\/(create|\d+)$/.test(pathname.replace(/\/+$/, ''));

/**
 * When the server announces that the user's balance moved (an admin approved its consignment, its network sold),
 * the screen it has open is read again, so the status lists and movements show the change at once.
 */
export function useLiveListRefresh() {
  const refresh = useRefresh();
  const { pathname } = useLocation();
  const current = useRef(pathname);
  current.current = pathname;
  useEffect(() => on('balance-changed', () => {
    if (refreshableScreen(current.current)) refresh();
  }), [refresh]);
}
