import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchedPage } from './support/browser.ts';
import { networkIdle, pushRoute, READY_SELECTOR } from './support/crawl.ts';
import { acceptTerms, login } from './support/journey.ts';

/**
 * Every menu screen of every role, on a desktop and on a phone: axe finds no serious or critical violation.
 * One sign-in per role (the viewport changes in place), one page per menu entry per size, one browser for all,
 * so the file stays within its CI budget. The dialog that greets a first sign-in (the terms) is checked too,
 * at both sizes, before it is accepted.
 */

const SIZES = [
  { name: 'escritorio', width: 1366, height: 860 },
  { name: 'teléfono', width: 390, height: 844 },
] as const;
/** One demo user per role (README): root, super, admin, distributor, client, renewals, cashier. */
const ROLES = ['root', 'super', 'admin', 'distribuidor', 'cliente', 'renovaciones', 'cajero'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Routes of the signed-in user's menu (the server builds it from the user's permissions). */
const menuRoutes = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const menu = JSON.parse(localStorage.getItem('menu') ?? '{"items":[],"groups":[]}') as {
      items: { route: string }[]; groups: { items: { route: string }[] }[];
    };
    return [...menu.items, ...menu.groups.flatMap((g) => g.items)].map((i) => i.route);
  });

/** The serious and critical violations on the page, one line each: rule, then the elements. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} · ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility of every menu screen (axe: 0 serious or critical)', () => {
  it.each(ROLES)('%s, desktop and phone', async (user) => {
    const w = await watchedPage(browser, inject('baseUrl'));
    // the first-visit tour has its own tests; started mid-run it would cover the screens
    await w.context.addInitScript(() => localStorage.setItem('tour-seen:general', '1'));
    const { page } = w;
    const idle = networkIdle(page);
    const found: string[] = [];
    try {
      await login(page, user);
      await idle();
      const terms = page.getByTestId('terms-modal');
      if (await terms.isVisible()) {
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await page.waitForTimeout(300);
          found.push(...await seriousViolations(page, `términos (${size.name})`));
        }
        await acceptTerms(page);
      }
      const routes = [...new Set(await menuRoutes(page))];
      expect(routes.length).toBeGreaterThan(0);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        for (const route of routes) {
          await pushRoute(page, route ? `/admin/${route}` : '/admin');
          await idle();
          await page.waitForSelector(READY_SELECTOR, { timeout: 15_000 }).catch(() => {});
          found.push(...await seriousViolations(page, `${route} (${size.name})`));
        }
      }
    } finally {
      await w.context.close();
    }
    expect(found).toEqual([]);
  }, 120_000);
});
