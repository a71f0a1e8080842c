import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchedPage } from './support/browser.ts';

/**
 * Public pages and sign-up forms fit a phone: nothing pushes the page wider than the screen, so no field (the
 * distributor sign-up's phone number, once) ends up off to the right where a person on a phone cannot reach it.
 */

const PHONE = { width: 390, height: 844 };
const PUBLIC_PAGES = ['/', '/auth/recover', '/auth/register-distributor', '/store/DIST01', '/pos'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public pages on a phone (390 px)', () => {
  for (const path of PUBLIC_PAGES) {
    it(`${path} is no wider than the screen`, async () => {
      const { page, context } = await watchedPage(browser, inject('baseUrl'), PHONE);
      await page.goto(path);
      // the form or catalogue itself, not the loading screen
      await page.locator('input, button').first().waitFor();
      await page.waitForTimeout(300);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} mide ${width} px de ancho en un teléfono de ${PHONE.width} px`).toBeLessThanOrEqual(PHONE.width);
      await context.close();
    });
  }
});
