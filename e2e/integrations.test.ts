import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { journey, launchBrowser, watchedPage } from './support/browser.ts';
import { enterAdmin } from './support/journey.ts';

/**
 * The integrations screen of the profile: distribuidor opens it from its profile, creates an API key (the secret
 * shown once with a copy button) that then works against the reseller API, revokes it, subscribes a webhook and
 * reads its delivery log (the demo's deliveries).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('integrations: API keys and webhooks in the profile', () => {
  it('creates a key that works, revokes it, subscribes a webhook and shows the delivery log', async () => {
    const base = inject('baseUrl');
    const w = await watchedPage(browser, base);
    await journey(w, 'integrations', async () => {
      const { page } = w;
      await enterAdmin(page, 'distribuidor', '/admin/profile');
      await page.getByTestId('integrations-link').getByRole('link').click();
      await page.getByTestId('integrations-page').waitFor();

      await page.getByTestId('api-key-name').fill('Bot de la prueba');
      await page.getByTestId('api-key-create').click();
      const secret = (await page.getByTestId('api-key-secret-value').textContent())!.trim();
      expect(secret).toMatch(/^cdk_[0-9a-f]{8}_/);
      await expect.poll(() => page.getByTestId('api-key-secret-copy').isVisible()).toBe(true);
      const balance = await fetch(`${base}/api/v1/reseller/balance`, { headers: { 'x-api-key': secret } });
      expect(balance.status).toBe(200);
      const row = page.getByTestId('api-keys-table').getByRole('row', { name: /Bot de la prueba/ });
      await row.getByRole('button', { name: 'Revocar' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revocar' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
      await expect.poll(() => row.getByText('Revocada').isVisible(), { timeout: 10_000 }).toBe(true);
      expect((await fetch(`${base}/api/v1/reseller/balance`, { headers: { 'x-api-key': secret } })).status).toBe(401);

      // the demo webhook's log shows its settled deliveries
      const demoHook = page.getByTestId('webhooks-table').getByRole('row', { name: /tienda-distribuidor\.example/ });
      await demoHook.getByRole('button', { name: 'Registro de entregas' }).click();
      await expect.poll(() => page.getByText('Entregada').first().isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => page.getByText('Fallida').first().isVisible()).toBe(true);

      await page.getByTestId('webhook-url').fill('https://mi-bot.example/hook');
      await page.getByTestId('webhook-create').click();
      await page.getByTestId('webhook-secret-value').waitFor();
      expect(await page.getByTestId('webhook-secret-value').textContent()).toMatch(/^whsec_/);

      await expectAccessible(page, '[data-testid="integrations-page"]');
      expect(w.problems).toEqual([]);
    });
  });
});
