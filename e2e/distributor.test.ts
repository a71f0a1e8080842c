import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { journey, launchBrowser, watchedPage } from './support/browser.ts';
import { pushRoute } from './support/crawl.ts';
import { enterAdmin, hoverSidebar } from './support/journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('distributor', () => {
  it('sees its balance in the sidebar and no settings', async () => {
    const w = await watchedPage(browser, inject('baseUrl'));
    const { page } = w;
    await journey(w, 'distributor', async () => {
      await enterAdmin(page, 'distribuidor');

      await hoverSidebar(page);
      const balance = page.getByTestId('sidebar-balance');
      await balance.waitFor({ state: 'visible' });
      await expect(balance.textContent()).resolves.toMatch(/Saldo: \$ [\d.]+,\d{2}/);
      await expect(page.getByTestId('sidebar-user-name').textContent()).resolves.not.toBe('');

      expect(await page.getByTestId('settings-link').count()).toBe(0);
      expect(await page.getByTestId('company-link').count()).toBe(0);

      // a screen without permission answers "No autorizado" instead of failing
      await pushRoute(page, '/admin/bank');
      await page.getByTestId('unauthorized-page').waitFor();
      await expect(page.getByTestId('unauthorized-page').textContent()).resolves.toContain('No autorizado');

      expect(w.problems).toEqual([]);
    });
  });
});
