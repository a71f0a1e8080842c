import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { journey, launchBrowser, watchedPage } from './support/browser.ts';
import { networkIdle, pushRoute } from './support/crawl.ts';
import { login } from './support/journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every route the signed-in user's menu offers. */
async function menuRoutes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const menu = JSON.parse(localStorage.getItem('menu') ?? '{"items":[],"groups":[]}') as {
      items: { route: string }[]; groups: { items: { route: string }[] }[];
    };
    return [...menu.items, ...menu.groups.flatMap((g) => g.items)].map((i) => i.route);
  });
}

describe('every page loads cleanly (no console errors, no failed or unexpected error answers)', () => {
  it('public pages', async () => {
    const w = await watchedPage(browser, inject('baseUrl'));
    // the catch-all page is served with a real 404 status
    w.expect('GET', '/no-existe', 404);
    await journey(w, 'public-pages', async () => {
      for (const path of ['/', '/auth/recover', '/auth/recover?token=abcdefghijklmnop', '/auth/register-distributor', '/no-existe']) {
        await w.page.goto(path);
        await w.page.waitForLoadState('networkidle');
      }
      await expect(w.page.getByText('Página no encontrada').count()).resolves.toBe(1);
      expect(w.problems).toEqual([]);
    });
  });

  // admin's menu is crawled (with every registry route) by admin-crawl.test.ts under the same checks
  it.each(['root', 'distribuidor', 'cliente', 'renovaciones'])('every menu page of %s, plus the profile', async (user) => {
    const w = await watchedPage(browser, inject('baseUrl'));
    // client-side navigation as a menu click does (no full reload per page), then its calls and chunks settle
    const idle = networkIdle(w.page);
    const open = async (page: Page, path: string) => {
      await pushRoute(page, path);
      await idle();
    };
    await journey(w, `pages-${user}`, async () => {
      // the terms stay unaccepted (the admin journey accepts them, whichever file runs first); the modal
      // overlays the pages but they load all the same
      await login(w.page, user);
      const routes = [...new Set([...(await menuRoutes(w.page)), 'profile'])];
      expect(routes.length).toBeGreaterThan(1);
      const broken: string[] = [];
      for (const route of routes) {
        const before = w.problems.length;
        await open(w.page, `/admin/${route}`);
        if (await w.page.getByTestId('error-page').count()) broken.push(`${route}: página de error`);
        if (w.problems.length > before) broken.push(`${route}: ${w.problems.slice(before).join(' | ')}`);
      }
      if (user === 'root') {
        for (const route of ['settings', 'config/company']) {
          await open(w.page, `/admin/${route}`);
          expect(await w.page.getByTestId('unauthorized-page').count(), route).toBe(0);
        }
      }
      expect(broken).toEqual([]);
      expect(w.problems).toEqual([]);
    });
  }, 600_000);
});
