import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchedPage } from './support/browser.ts';
import { enterAdmin } from './support/journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Lets a page settle: its calls answered, its lazy chunks loaded. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

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
    for (const path of ['/', '/auth/recover', '/auth/recover?token=abcdefghijklmnop', '/auth/register-distributor', '/no-existe']) {
      await w.page.goto(path);
      await settle(w.page);
    }
    await expect(w.page.getByText('Página no encontrada').count()).resolves.toBe(1);
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  it.each(['admin', 'root', 'distribuidor', 'cliente', 'renovaciones'])('every menu page of %s, plus the profile', async (user) => {
    const w = await watchedPage(browser, inject('baseUrl'));
    await enterAdmin(w.page, user);
    const routes = [...new Set([...(await menuRoutes(w.page)), 'profile'])];
    expect(routes.length).toBeGreaterThan(1);
    for (const route of routes) {
      await w.page.goto(`/admin/${route}`);
      await settle(w.page);
      expect(await w.page.getByTestId('error-page').count(), route).toBe(0);
    }
    if (user === 'root') {
      for (const route of ['settings', 'config/company']) {
        await w.page.goto(`/admin/${route}`);
        await settle(w.page);
        expect(await w.page.getByTestId('unauthorized-page').count(), route).toBe(0);
      }
    }
    expect(w.problems).toEqual([]);
    await w.context.close();
  });
});
