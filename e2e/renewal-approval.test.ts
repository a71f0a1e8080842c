import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchedPage, type Watched } from './support/browser.ts';
import { pushRoute } from './support/crawl.ts';
import { enterAdmin } from './support/journey.ts';

/**
 * Early renewal approval and the user-balance category tree, on the demo data: the distributor asks early for the
 * renewal of its DISNEY+ profile due in 20 days (it waits *Por aprobar*, nothing charged), the Renovaciones desk
 * approves it and the list says *Aprobado*, the distributor's unit says so too; then, on its user balances, the
 * category tree opens a service without selecting it and a product filters the rows. At 1366×768, and a look at
 * 390×844 where nothing may be wider than the screen.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

/** Today + `days` in Bogota as the screens write dates (DD-MM-YYYY). */
function bogotaDay(days: number): string {
  const now = new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000);
  return `${String(now.getUTCDate()).padStart(2, '0')}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${now.getUTCFullYear()}`;
}

async function fitsPhone(page: Page, what: string) {
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} mide ${width} px en un teléfono de ${PHONE.width} px`).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('early renewal approval and the category tree', () => {
  it('a distributor asks early, the desk approves, the list says Aprobado; the tree selects only leaves', async () => {
    const base = inject('baseUrl');
    const users: Watched[] = [];
    try {
      const dist = await watchedPage(browser, base, { width: 1366, height: 768 });
      const desk = await watchedPage(browser, base, { width: 1366, height: 768 });
      users.push(dist, desk);
      await enterAdmin(desk.page, 'renovaciones');

      // the distributor's own DISNEY+ profile due in 20 days, outside the notice window
      await enterAdmin(dist.page, 'distribuidor', '/admin/profiles-list');
      await dist.page.getByRole('textbox').first().fill('DISNEY');
      // seeded as "20 days from the seed's day": a run that crosses midnight in Bogota after seeding sees 19
      const dueDays = new RegExp(`${bogotaDay(20)}|${bogotaDay(19)}`);
      const row = dist.page.getByTestId('delivered-row').filter({ hasText: dueDays }).first();
      await row.waitFor();
      const product = ((await row.locator('td').first().locator('p, span').first().textContent()) ?? '').trim();
      expect(product).toContain('DISNEY');
      await row.getByTestId('request-renewal').click();
      await dist.page.getByText('Renovación anticipada solicitada: queda por aprobar').first().waitFor();
      await dist.page.waitForURL(/\/admin\/renovation-ticket\/\d+/);
      const ticketId = /renovation-ticket\/(\d+)/.exec(dist.page.url())![1];
      // the ticket's own page, not the menu entry of the same name
      await dist.page.getByText('Por aprobar', { exact: true }).locator('visible=true').first().waitFor();

      // the desk finds it under "Por aprobar" and approves it
      await pushRoute(desk.page, '/admin/renovation-ticket-to-be-approved');
      const waiting = desk.page.locator('tbody tr').filter({ hasText: 'Distribuidor' }).filter({ hasText: 'DISNEY' })
        .filter({ has: desk.page.getByTestId('action-finalize') });
      await waiting.first().waitFor();
      await waiting.first().getByTestId('action-finalize').click();
      await desk.page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
      await desk.page.getByText('Renovación anticipada aprobada y cobrada').first().waitFor();

      // "Aprobados" lists it with its Spanish label; the ticket itself says so
      await pushRoute(desk.page, '/admin/renovation-ticket-approved');
      const approved = desk.page.locator('tbody tr').filter({ hasText: 'DISNEY' }).filter({ hasText: 'Aprobado' });
      await approved.first().waitFor();
      await pushRoute(desk.page, `/admin/renovation-ticket/${ticketId}`);
      await desk.page.getByText('Aprobado', { exact: true }).locator('visible=true').first().waitFor();
      await fitsPhone(desk.page, 'el ticket aprobado');

      // the buyer's unit shows the state of its request
      await pushRoute(dist.page, '/admin/profiles-list');
      await dist.page.getByRole('textbox').first().fill('DISNEY');
      await dist.page.getByTestId('renewal-request-state').filter({ hasText: 'Aprobado' }).first().waitFor();

      // the user balances: a service opens without being selected, a product filters the rows
      await pushRoute(dist.page, '/admin/balance-current/export');
      const tree = dist.page.getByTestId('category-tree');
      await tree.waitFor();
      const rowsText = async () => (await dist.page.locator('tbody tr').count());
      await dist.page.locator('tbody tr').first().waitFor();
      const allRows = await rowsText();
      const branch = tree.locator('[role=treeitem][data-leaf=false]').filter({ hasText: 'DISNEY' }).first();
      await branch.locator('button').first().click();
      await expect.poll(() => branch.getAttribute('aria-expanded')).toBe('true');
      expect(await branch.getAttribute('aria-selected')).toBeNull();
      expect(await branch.locator('> button input[type=checkbox]').count()).toBe(0);
      expect(await dist.page.getByTestId('report-categories-count').textContent()).toContain('Todas las categorías');
      expect(dist.page.url()).not.toContain('categories=');
      const leaf = branch.locator(`[role=treeitem][data-leaf=true][aria-label="${product}"]`);
      await leaf.locator('button').click();
      await expect.poll(() => leaf.getAttribute('aria-selected')).toBe('true');
      await dist.page.getByTestId('report-categories-count').filter({ hasText: '1 categoría elegida' }).waitFor();
      await dist.page.waitForURL(/categories=\d+/);
      // the distributor bought DISNEY+: the rows narrow to the buyers of that product, the distributor among them
      await expect.poll(rowsText, { timeout: 10_000 }).toBeLessThan(allRows);
      await dist.page.locator('tbody tr').filter({ hasText: 'Distribuidor' }).first().waitFor();
      await fitsPhone(dist.page, 'los saldos de usuarios con el árbol de categorías');

      for (const u of users) expect(u.problems).toEqual([]);
    } finally {
      for (const u of users) await u.context.close();
    }
  });
});
