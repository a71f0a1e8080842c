import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchedPage, type Watched } from './support/browser.ts';
import { pushRoute } from './support/crawl.ts';
import { enterAdmin } from './support/journey.ts';
import { screenshots } from './support/screens.ts';

/**
 * The renewal journey on the demo data right after a fresh start: the Renovaciones desk renews
 * a sub-distributor's ticket from "Por renovar", sees it under "Renovados", and the buyer, signed in meanwhile in
 * another browser, watches its sidebar balance drop by the renewal price without reloading.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('issue9');

/** The sidebar balance in cents ("Saldo: $ 144.500,00" → 14450000). */
async function sidebarBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('sidebar-balance').textContent()) ?? '';
  const m = /(-?)\$\s*([\d.]+),(\d{2})/.exec(text);
  if (!m) throw new Error(`Saldo ilegible en la barra lateral: "${text}"`);
  return (m[1] ? -1 : 1) * Number(`${m[2].replace(/\./g, '')}${m[3]}`);
}

/** A money text on screen ("$ 19.000,00") back to cents. */
const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

describe('renewals: the desk renews, the buyer pays live', () => {
  it('moves a ticket from Por renovar to Renovados while its buyer\'s balance drops', async () => {
    const base = inject('baseUrl');
    const users: Watched[] = [];
    try {
      const desk = await watchedPage(browser, base);
      const buyer = await watchedPage(browser, base);
      users.push(desk, buyer);
      await enterAdmin(desk.page, 'renovaciones');
      // the buyer sees its own tickets (and only those of its subtree) in its list
      await enterAdmin(buyer.page, 'subdistribuidor', '/admin/renovation-ticket-to-be-renewed');
      const before = await sidebarBalance(buyer.page);
      const own = buyer.page.locator('tbody tr').filter({ hasText: 'Subdistribuidor Dos' });
      await own.first().waitFor();
      await expect(buyer.page.locator('tbody tr').count()).resolves.toBe(await own.count());

      await pushRoute(desk.page, '/admin/renovation-ticket-to-be-renewed');
      const row = desk.page.locator('tbody tr').filter({ hasText: 'Subdistribuidor Dos' }).filter({ hasText: 'NETFLIX' }).first();
      await row.waitFor();
      // product, login, profile, buyer by name, date, days left and price
      const text = (await row.textContent()) ?? '';
      expect(text).toContain('NETFLIX');
      expect(text).toMatch(/netflix\d+@cuentasdemo\.co/);
      expect(text).toContain('PERFIL');
      const login = /netflix\d+@cuentasdemo\.co/.exec(text)![0];
      const price = cents(/\$\s*[\d.]+,\d{2}/.exec(text)?.[0] ?? null);
      expect(price).toBe(1_500_000);
      await shot(desk.page, 'to-be-renewed');

      await row.getByTestId('action-renew').click();
      const dialog = desk.page.getByRole('dialog');
      await expect(dialog.textContent()).resolves.toContain('$ 15.000,00');
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await desk.page.getByText('Renovación realizada').first().waitFor();
      await expect.poll(() => desk.page.locator('tbody tr').filter({ hasText: login }).count(), { timeout: 10_000 }).toBe(0);

      // the buyer's sidebar follows the server's notice, no reload
      await expect.poll(() => sidebarBalance(buyer.page), { timeout: 15_000 }).toBe(before - price);

      // the desk's bulk renewal: the buyer's other ticket, selected in the list
      const other = desk.page.locator('tbody tr').filter({ hasText: 'Subdistribuidor Dos' }).filter({ hasText: 'DISNEY' }).first();
      const otherPrice = cents(/\$\s*[\d.]+,\d{2}/.exec((await other.textContent()) ?? '')?.[0] ?? null);
      await other.locator('input[type=checkbox]').check();
      await desk.page.getByTestId('bulk-renew').click();
      await desk.page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
      await desk.page.getByText('Se renovó 1 ticket.').first().waitFor();
      await expect.poll(() => sidebarBalance(buyer.page), { timeout: 15_000 }).toBe(before - price - otherPrice);

      await pushRoute(desk.page, '/admin/renovation-ticket-renewed');
      const renewed = desk.page.locator('tbody tr').filter({ hasText: login });
      await renewed.first().waitFor();
      await desk.page.locator('tbody tr').filter({ hasText: 'DISNEY' }).filter({ hasText: 'Subdistribuidor Dos' }).first().waitFor();
      expect(await renewed.first().textContent()).toContain('Subdistribuidor Dos');
      await shot(desk.page, 'renewed');
      await desk.page.setViewportSize({ width: 390, height: 844 });
      await shot(desk.page, 'renewed-phone');

      for (const u of users) expect(u.problems).toEqual([]);
    } finally {
      for (const u of users) await u.context.close();
    }
  });
});
