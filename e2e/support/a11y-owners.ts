import { buildMenu, DEFAULT_ROLE_PERMISSIONS, type RoleName } from '@app/shared';

/**
 * Which role's crawl checks each menu screen. Most screens are in several roles' menus and are the same
 * components with other rows: the default run checks each route once per size, by the first role in this order
 * whose menu has it (the small menus first, so the shared screens are spread out), and every role checks its own
 * home screen (each role's dashboard is another view) and its frame. E2E_A11Y_CRAWL=all checks every role's whole
 * menu.
 */
const CRAWL_ORDER: readonly [user: string, role: RoleName][] = [
  ['cajero', 'Cajero'], ['cliente', 'Cliente'], ['renovaciones', 'Renovaciones'], ['distribuidor', 'Distribuidor'],
  // the company's screens are checked by its admin, on the demo company's rows (root acts on the platform company,
  // whose lists are nearly empty: a row's colours would go unchecked there)
  ['admin', 'Admin'], ['root', 'Root'], ['super', 'Super'],
];

export const EVERY_ROLE_WHOLE_MENU = process.env.E2E_A11Y_CRAWL === 'all';

/** The menu a demo user's role gets from its default permissions (what the server builds for it). */
export function expectedMenuRoutes(user: string): string[] {
  const role = CRAWL_ORDER.find(([u]) => u === user)?.[1];
  if (!role) throw new Error(`Rol de demostración desconocido para la revisión de accesibilidad: ${user}`);
  const permissions = new Set<string>(DEFAULT_ROLE_PERMISSIONS[role]);
  const menu = buildMenu(role, (p) => permissions.has(p));
  return [...new Set([...menu.items, ...menu.groups.flatMap((g) => g.items)].map((i) => i.route))];
}

/**
 * Roles whose crawl also opens the screens of its menu left to others (without axe) and its profile, to see that each
 * opens cleanly with the role's own permissions and rows. admin's whole menu is opened by admin-crawl.test.ts with
 * every route of the registry; super's is root's, on the same platform company; cajero's is all its own.
 */
const OPEN_WHOLE_MENU = new Set(['root', 'distribuidor', 'cliente', 'renovaciones']);

export const opensWholeMenu = (user: string): boolean => OPEN_WHOLE_MENU.has(user);

/** Whether `user`'s crawl checks `route`: its own home, or a route no role before it in CRAWL_ORDER has. */
export function checksRoute(user: string, route: string): boolean {
  if (EVERY_ROLE_WHOLE_MENU || route === '') return true;
  for (const [earlier] of CRAWL_ORDER) {
    if (earlier === user) return true;
    if (expectedMenuRoutes(earlier).includes(route)) return false;
  }
  return true;
}
