/** Absolute address of a menu route (routes are relative to /admin; '' is the dashboard). */
export const itemPath = (route: string): string => (route ? `/admin/${route.replace(/^\/+/, '')}` : '/admin');

/** Whether the page at `pathname` belongs to a menu route (its list, create form or a record). */
export function isActiveRoute(pathname: string, route: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const base = itemPath(route);
  if (!route) return path === '/admin';
  return path === base || path.startsWith(`${base}/`);
}
