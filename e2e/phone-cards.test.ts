import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { journey, launchBrowser, watchedPage } from './support/browser.ts';
import { pushRoute } from './support/crawl.ts';
import { enterAdmin } from './support/journey.ts';

/**
 * On a phone (390×844) lists are cards: what a table put past a sideways scroll (a delivered profile's
 * credentials, its copy, fault and renew buttons; a ticket's state) is on screen, and no page is wider than it.
 */

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Nothing makes the page scroll sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The element lies inside the screen's width (reachable without scrolling sideways). */
async function onScreen(el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  return !!box && box.x >= 0 && box.x + box.width <= PHONE.width;
}

describe('lists on a phone are cards', () => {
  it('Perfiles entregados: each unit shows its credentials with copy, fault and renew buttons', async () => {
    const w = await watchedPage(browser, inject('baseUrl'), PHONE);
    await journey(w, 'phone-cards-profiles', async () => {
      const { page } = w;
      await enterAdmin(page, 'distribuidor', '/admin/profiles-list');
      const card = page.getByTestId('delivered-card').filter({ has: page.getByTestId('request-renewal') }).first();
      await card.waitFor();
      expect(await page.getByTestId('delivered-row').count()).toBe(0);
      const text = (await card.textContent()) ?? '';
      for (const label of ['Usuario', 'Contraseña', 'Perfil', 'PIN']) expect(text).toContain(label);
      for (const id of ['row-copy', 'report-fault', 'request-renewal']) {
        expect(await onScreen(card.getByTestId(id)), id).toBe(true);
      }
      // the login and the password each have their own copy button
      expect(await card.getByRole('button', { name: 'Copiar usuario' }).count()).toBe(1);
      expect(await card.getByRole('button', { name: 'Copiar contraseña' }).count()).toBe(1);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      expect(w.problems).toEqual([]);
    });
  });

  it('support tickets show their state on each card; the table is back on a wide screen', async () => {
    const w = await watchedPage(browser, inject('baseUrl'), PHONE);
    await journey(w, 'phone-cards-tickets', async () => {
      const { page } = w;
      await enterAdmin(page, 'admin', '/admin/support-ticket');
      const card = page.getByTestId('list-card').first();
      await card.waitFor();
      const text = (await card.textContent()) ?? '';
      expect(text).toContain('Estado');
      expect(text).toMatch(/Abierto|Cerrado|Borrador/);
      expect(await onScreen(card.getByText(/Abierto|Cerrado|Borrador/).first())).toBe(true);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      // the card's title opens the ticket, as a row click does
      await card.getByRole('link').first().click();
      await page.waitForURL(/\/admin\/support-ticket\/\d+/);

      await page.setViewportSize({ width: 1366, height: 860 });
      await pushRoute(page, '/admin/renovation-ticket');
      await page.locator('.RaDatagrid-row').first().waitFor();
      expect(await page.getByTestId('list-card').count()).toBe(0);
      expect(w.problems).toEqual([]);
    });
  });
});
