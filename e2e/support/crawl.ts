import { MENU_ITEMS, RESOURCES } from '@app/shared';
import type { Page, Request } from 'playwright-core';

/** The one event stream each tab keeps open (balance and notifications); it never finishes, so crawls skip it. */
export const LIVE_STREAM_PATH = '/api/v1/events';

/**
 * Waits for the page's network to go quiet: no request in flight (API calls and lazy chunks alike) for
 * `quietMs` since the call or the last request. Event-driven, so a page that answers fast costs little and a
 * slow one is waited for.
 */
export function networkIdle(page: Page) {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (r) => {
    // the live balance stream stays open for the whole session: it is never "in flight" work of a page
    if (r.url().includes(LIVE_STREAM_PATH)) return;
    pending.add(r);
    lastChange = Date.now();
  });
  const done = (r: Request) => {
    pending.delete(r);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (quietMs = 250, maxMs = 20_000): Promise<void> => {
    const started = Date.now();
    // quiet counts from the call too: a page that asks for nothing still gets its render time
    while (pending.size > 0 || Date.now() - Math.max(lastChange, started) < quietMs) {
      if (Date.now() - started > maxMs) {
        throw new Error(`La red no se calmó en ${maxMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
      }
      await new Promise((ok) => setTimeout(ok, 40));
    }
  };
}

/** How long a route may take to replace the previous screen (its chunk and data, on a loaded machine). */
const ROUTE_SHOWN_MS = 30_000;

/**
 * Client-side navigation, as a menu click does: the app stays loaded, only the route changes. The router renders
 * the next route in a transition, so the previous screen stays up until the next one is ready, and on a busy
 * machine longer than any fixed wait: an answer page ("No autorizado") left there by the previous route would be
 * taken for the new route's. So this waits until the layout says the screen on display is the address's
 * (`#main-content[data-route]`, app-layout.tsx), whatever the route redirected to.
 */
export async function pushRoute(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(() => {
    const trim = (p: string) => p.replace(/\/+$/, '');
    const shown = document.querySelector('#main-content')?.getAttribute('data-route');
    return shown != null && trim(shown) === trim(window.location.pathname);
  }, undefined, { timeout: ROUTE_SHOWN_MS, polling: 50 });
}

/** Something every admin screen ends up showing: a page of its own, an engine screen, or an answer page. */
export const READY_SELECTOR = [
  '[data-testid="dashboard"]', '[data-testid$="-page"]', '.RaList-main', '.RaEdit-main', '.RaCreate-main', '.RaShow-main',
].map((s) => `#main-content ${s}`).join(', ');

/** Spec §2 simple pages and detail screens that are not engine resources. */
export const SIMPLE_PAGES = ['', 'resources', 'profile', 'tools-app', 'menu-roles', 'perms-roles', 'distribuitors-net'];
/** Root-only simple pages (spec §2 header: settings and the company link are for root). */
export const ROOT_PAGES = ['settings', 'config/company'];

/**
 * Every admin route the shared registry knows, without record ids: each resource's list and create route, each
 * status list, every menu route and the simple pages. A screen added to
 * RESOURCES or MENU_ITEMS is crawled without touching the test.
 */
export function registryRoutes(): string[] {
  const routes: string[] = [...SIMPLE_PAGES];
  for (const def of RESOURCES) {
    // read-only ones too: their own form (orders, bookings) or the "not available" page, never a failing call
    routes.push(def.name, `${def.name}/create`);
    for (const list of def.status?.lists ?? []) routes.push(list.name);
  }
  for (const item of MENU_ITEMS) routes.push(item.route);
  return [...new Set(routes.map((r) => r.replace(/^\/+|\/+$/g, '')))];
}

/**
 * One record route per resource (`/{r}/{id}`, the form or the detail view), with ids read from the API list as
 * the signed-in user sees it; resources it cannot list or that are empty are left out. The network screen
 * also gets `/distribuitors-net/{id}`.
 */
export async function recordRoutes(baseUrl: string, token: string): Promise<string[]> {
  const routes: string[] = [];
  for (const def of RESOURCES) {
    const res = await fetch(`${baseUrl}/api/v1/admin/${def.name}/list`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: {}, _paginate: { page: 1, max_rows: 1 } }),
    });
    if (!res.ok) continue;
    const body = (await res.json()) as { items?: { id: number }[] };
    const id = body.items?.[0]?.id;
    if (id === undefined) continue;
    routes.push(`${def.name}/${id}`);
    if (def.name === 'distribuitors') routes.push(`distribuitors-net/${id}`);
  }
  return routes;
}

export interface PageOutcome {
  errorBoundary: boolean;
  notFound: boolean;
  unauthorized: boolean;
}

/** What the screen on display turned out to be. */
export async function outcome(page: Page): Promise<PageOutcome> {
  return page.evaluate(() => ({
    errorBoundary: !!document.querySelector('[data-testid="error-page"]'),
    notFound: !!document.querySelector('#main-content [data-testid="not-found-page"]'),
    unauthorized: !!document.querySelector('#main-content [data-testid="unauthorized-page"]'),
  }));
}

/**
 * What is wrong with `route`'s screen as `o` found it, one line each: an error page, "no encontrada", "No autorizado"
 * where the route must open (`mustOpen`), and the problems the page recorded since it was opened (`problemsSince`).
 */
export function screenFaults(route: string, o: PageOutcome, mustOpen: boolean, problemsSince: string[]): string[] {
  const faults: string[] = [];
  if (o.errorBoundary) faults.push(`${route}: página de error`);
  // a route of the registry or the menu that leads nowhere is a broken screen
  if (o.notFound) faults.push(`${route}: página no encontrada`);
  if (o.unauthorized && mustOpen) faults.push(`${route}: No autorizado aunque está en su menú`);
  if (problemsSince.length) faults.push(`${route}: ${problemsSince.join(' | ')}`);
  return faults;
}

/** Routes of the signed-in user's menu (the server builds it from the user's permissions), without repeats. */
export async function menuRoutes(page: Page): Promise<string[]> {
  const routes = await page.evaluate(() => {
    const menu = JSON.parse(localStorage.getItem('menu') ?? '{"items":[],"groups":[]}') as {
      items: { route: string }[]; groups: { items: { route: string }[] }[];
    };
    return [...menu.items, ...menu.groups.flatMap((g) => g.items)].map((i) => i.route);
  });
  return [...new Set(routes)];
}
