import { Link, type LinkProps } from '@mui/material';
import { forwardRef, useSyncExternalStore, type MouseEvent } from 'react';

/**
 * The store's own routing: two pages (`/store/{code}` and `/store/{code}/client-profile`) need no router library,
 * and react-router alone would be a sixth of the store's first load on a phone, which must stay ≤ 150 kB gzip. The
 * address bar is the state: links push a history entry, and back/forward (popstate) re-render, so reloads,
 * shared links and the back button behave as in the admin.
 */
const NAVIGATED = 'store-navigated';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

/** The current path, re-rendering on every store navigation and on back/forward. */
export function useStorePath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

export function navigateStore(to: string) {
  if (to === window.location.pathname) return;
  window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  window.dispatchEvent(new Event(NAVIGATED));
}

export interface StoreRoute {
  /** The seller code of `/store/{code}/…`, decoded. */
  codeuser: string;
  /** What follows the code: '' for the catalog, 'client-profile', or anything else (not found). */
  page: string;
}

export function storeRoute(pathname: string): StoreRoute {
  const [, , code = '', ...rest] = pathname.split('/');
  let codeuser = code;
  try {
    codeuser = decodeURIComponent(code);
  } catch {
    // a malformed escape is just a code no seller has
  }
  return { codeuser, page: rest.filter(Boolean).join('/') };
}

/**
 * A link inside the store: a real `href` (open in a new tab, copy link) that navigates without reloading the page.
 * Use it as `component={StoreLink}` on MUI buttons, or directly.
 */
export const StoreLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function StoreLink({ to, onClick, ...props }, ref) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigateStore(to);
  };
  return <Link ref={ref} href={to} onClick={follow} underline="none" color="inherit" {...props} />;
});
