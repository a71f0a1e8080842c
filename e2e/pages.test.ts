import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { journey, launchBrowser, watchedPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The signed-in screens are opened under the same checks by the crawls: every menu screen of each role by the
// accessibility crawl (support/a11y-crawl.ts), and every route of the registry as admin by admin-crawl.test.ts.
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
      // its chunk may still be on its way when the network goes quiet: wait for the page, then count it
      const notFound = w.page.getByText('Página no encontrada');
      await notFound.first().waitFor();
      await expect(notFound.count()).resolves.toBe(1);
      expect(w.problems).toEqual([]);
    });
  });
});
