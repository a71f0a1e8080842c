import type { Browser } from 'playwright-core';
import { watchedPage } from './browser.ts';
import { A11Y_SIZES, contentDigest, seriousViolations, type A11ySize } from './axe.ts';
import { menuRoutes, networkIdle, outcome, pushRoute, READY_SELECTOR, screenFaults } from './crawl.ts';
import { checksRoute, expectedMenuRoutes, opensWholeMenu } from './a11y-owners.ts';
import { acceptTerms, login, skipFirstVisitTour } from './journey.ts';

export interface MenuCrawl {
  /** Serious and critical violations, one line each (`screen (size) · rule: elements`). */
  found: string[];
  /** Screens of the menu opened. */
  screens: number;
  /** Screens of the menu left to the role that checks them (a11y-owners.ts). */
  leftToOthers: number;
  /**
   * Screens that did not open cleanly, one line each: an error page, "no encontrada", "No autorizado" for a route of
   * the role's own menu, a console error, a failed call or an error answer while it was on display.
   */
  broken: string[];
  /** axe runs (each screen at both sizes, the terms dialog when it showed). */
  checks: number;
  /** Screens at one size whose content was the same markup as one already checked (see contentDigest). */
  repeated: number;
  seconds: number;
}

/**
 * Every menu screen of one role that this role checks (a11y-owners.ts), on a desktop and on a phone, under axe, each
 * one also checked to open cleanly (no error page, console error, failed call or error answer). One sign-in (axe
 * stays loaded across the client-side navigation); each screen is opened once and checked at both sizes by resizing
 * in place, and the next screen opens at the size the last one ended on (desktop, phone; phone, desktop; ...), so no
 * screen is opened twice. The frame (header, sidebar or app bar) is the same on every screen of a role: it is
 * checked whole on the first screen at both sizes, then only each screen's content. The dialog that greets a first
 * sign-in (the terms) is checked at both sizes before it is accepted. `checked` holds the digests of the contents
 * already checked (by this crawl or an earlier one of the same file, e.g. another role of the same company): a
 * content seen again is not checked again.
 */
export async function crawlMenu(browser: Browser, baseUrl: string, user: string, checked = new Set<string>()): Promise<MenuCrawl> {
  const w = await watchedPage(browser, baseUrl);
  await skipFirstVisitTour(w.context);
  const { page } = w;
  const idle = networkIdle(page);
  const result: MenuCrawl = { found: [], screens: 0, leftToOthers: 0, broken: [], checks: 0, repeated: 0, seconds: 0 };
  const started = Date.now();
  let current: A11ySize = A11Y_SIZES[0];
  const resize = async (size: A11ySize) => {
    if (size === current) return;
    await page.setViewportSize(size);
    current = size;
  };
  // the digest of what the screen before showed last (at the size the next screen opens in)
  let left: string | null = null;
  const check = async (where: string, scope: string | null, justOpened = false) => {
    let digest = scope && await contentDigest(page, scope);
    if (digest && justOpened && digest === left) {
      // the router keeps the screen it leaves on display until the next one is ready: the very markup of the
      // screen just left may still be that screen, so it gets a moment to be replaced
      await idle(300);
      digest = await contentDigest(page, scope!);
    }
    left = digest || null;
    if (digest) {
      const key = `${current.name} ${digest}`;
      if (checked.has(key)) {
        result.repeated++;
        return;
      }
      checked.add(key);
    }
    result.found.push(...await seriousViolations(page, `${where} (${current.name})`, scope));
    result.checks++;
  };
  try {
    await login(page, user);
    await idle();
    if (await page.getByTestId('terms-modal').isVisible()) {
      for (const size of A11Y_SIZES) {
        await resize(size);
        await check('términos', null);
      }
      await acceptTerms(page);
    }
    const menu = await menuRoutes(page);
    if (!menu.length) throw new Error(`El menú de ${user} está vacío: no hay pantallas que revisar.`);
    // the screens left to another role are checked there only if the roles' menus are the ones expected
    const expected = expectedMenuRoutes(user);
    const differs = menu.filter((r) => !expected.includes(r)).concat(expected.filter((r) => !menu.includes(r)));
    if (differs.length) throw new Error(`El menú de ${user} no es el de los permisos por defecto de su rol: ${differs.join(', ')}`);
    const checks = menu.filter((route) => checksRoute(user, route));
    result.leftToOthers = menu.length - checks.length;
    // a role that opens its whole menu (a11y-owners.ts) opens the screens left to others too, and its profile,
    // only to see that they open cleanly
    const routes = opensWholeMenu(user) ? [...new Set([...menu, 'profile'])] : checks;
    let sizes: A11ySize[] = [current, ...A11Y_SIZES.filter((s) => s !== current)];
    for (const route of routes) {
      const before = w.problems.length;
      await pushRoute(page, route ? `/admin/${route}` : '/admin');
      await page.waitForSelector(READY_SELECTOR, { timeout: 15_000 }).catch(() => {});
      // its calls answered (a failed one is a fault of this screen), and a moment to render what they brought
      await idle(150);
      if (checks.includes(route)) {
        for (const size of sizes) {
          if (size !== current) {
            await resize(size);
            // a screen that lays itself out for a phone (cards for a table) renders again; nothing is fetched
            await idle(60);
          }
          // the frame is checked whole with the first screen, then only each screen's content
          await check(route || 'inicio', result.screens === 0 ? null : '#main-content', size === sizes[0]);
        }
        result.screens++;
        sizes = [...sizes].reverse();
      }
      // every route of the role's menu (and its profile) must open
      result.broken.push(...screenFaults(route || 'inicio', await outcome(page), true, w.problems.slice(before)));
    }
  } finally {
    await w.context.close();
  }
  result.seconds = (Date.now() - started) / 1000;
  return result;
}
