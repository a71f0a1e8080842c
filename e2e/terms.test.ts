import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from './support/api.ts';
import { journey, launchBrowser, watchedPage } from './support/browser.ts';
import { acceptTerms, login } from './support/journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('terms and conditions', () => {
  it('a new user must tick "He leído y acepto" before accepting, and is not asked again', async () => {
    const baseUrl = inject('baseUrl');
    const username = await createUser(baseUrl, { name: 'Cliente Términos', username: `terminos${Date.now().toString(36)}`, rol: 'Cliente' });
    const w = await watchedPage(browser, baseUrl);
    await journey(w, 'terms', async () => {
      const { page } = w;
      await login(page, username);
      const modal = page.getByTestId('terms-modal');
      await modal.waitFor();
      await expect(modal.textContent()).resolves.toContain('Términos y condiciones');
      await acceptTerms(page); // asserts the button is disabled until the box is ticked
      await page.reload();
      await page.getByTestId('account-button').waitFor();
      await page.waitForTimeout(1000);
      expect(await modal.count()).toBe(0);
      expect(w.problems).toEqual([]);
    });
  });
});
