import { formatMoney } from '@app/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchedPage, type Watched } from './support/browser.ts';
import { pushRoute } from './support/crawl.ts';
import { enterAdmin } from './support/journey.ts';
import { screenshots } from './support/screens.ts';

/**
 * Coupons on the demo data right after a fresh start: `cliente` finds its reward coupon in its
 * profile, tries an expired coupon (told why under the field), applies DESCUENTO10 on the purchase screen, sees the
 * discount and what it pays, buys, and the answer shows the discount while its sidebar balance drops by the
 * discounted total. Staff see the coupons listed with the products they apply to.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('coupons');

/** A money text on screen ("$ 19.000,00") back to cents. */
const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function sidebarBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('sidebar-balance').textContent()) ?? '';
  const m = /(-?)\$\s*([\d.]+),(\d{2})/.exec(text);
  if (!m) throw new Error(`Saldo ilegible en la barra lateral: "${text}"`);
  return (m[1] ? -1 : 1) * Number(`${m[2].replace(/\./g, '')}${m[3]}`);
}

describe('coupons: a purchase with a coupon shows the discount', () => {
  it('applies DESCUENTO10 to a purchase of cliente and charges the discounted total', async () => {
    const base = inject('baseUrl');
    const users: Watched[] = [];
    try {
      const client = await watchedPage(browser, base);
      users.push(client);
      const { page } = client;
      await enterAdmin(page, 'cliente');

      // its reward coupon, in its profile
      await pushRoute(page, '/admin/profile');
      const mine = page.getByTestId('my-coupons');
      await mine.locator('[data-testid^="my-coupon-PREMIO-"]').first().waitFor();
      expect(await mine.textContent()).toContain('Disponible');
      await shot(page, 'profile');

      await pushRoute(page, '/admin/generate-digital-account');
      const card = page.locator('div[data-testid^="product-"]').filter({ hasText: 'DISNEY+' }).first();
      await card.waitFor();
      const id = ((await card.getAttribute('data-testid')) ?? '').replace('product-', '');
      const price = cents(await page.getByTestId(`price-${id}`).textContent());
      const before = await sidebarBalance(page);
      await page.getByTestId(`buy-${id}`).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();

      // an expired coupon is refused with its reason under the field; nothing is bought
      client.expect('POST', '/api/v1/coupons/quote', 422);
      await page.getByTestId('purchase-coupon').fill('lanzamiento');
      await page.getByTestId('purchase-coupon-apply').click();
      await expect.poll(async () => (await dialog.textContent()) ?? '').toContain('El cupón LANZAMIENTO venció el');

      await page.getByTestId('purchase-coupon').fill('descuento10');
      await page.getByTestId('purchase-coupon-apply').click();
      const discount = Math.round(price / 10);
      await page.getByTestId('purchase-coupon-discount').waitFor();
      const money = formatMoney;
      expect(await page.getByTestId('purchase-coupon-discount').textContent()).toBe(`Cupón DESCUENTO10: descuento de ${money(discount)}`);
      expect(await page.getByTestId('purchase-pay').textContent()).toBe(`Pagas ${money(price - discount)}`);
      await shot(page, 'dialog');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'dialog-phone');
      await page.setViewportSize({ width: 1366, height: 860 });

      await dialog.getByRole('button', { name: 'Comprar' }).click();
      const result = page.getByTestId('purchase-result');
      await result.waitFor();
      expect(await page.getByTestId('purchase-result-discount').textContent())
        .toBe(`Cupón DESCUENTO10: ahorraste ${money(discount)} (precio ${money(price)}).`);
      expect(await result.textContent()).toContain(`Se descontaron ${money(price - discount)} de tu saldo.`);
      await expect.poll(() => sidebarBalance(page), { timeout: 15_000 }).toBe(before - (price - discount));
      await shot(page, 'result');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'result-phone');

      // the order names the coupon and its discount
      await page.getByRole('link', { name: 'Ver el pedido' }).click();
      await page.waitForURL(/\/admin\/order\/\d+$/);
      await page.getByText('Descuento del cupón').first().waitFor();
      expect(await page.locator('main').textContent()).toContain('DESCUENTO10');
      await shot(page, 'order-phone');

      // staff: the coupons with the products they apply to
      const staff = await watchedPage(browser, base);
      users.push(staff);
      await enterAdmin(staff.page, 'admin', '/admin/coupons');
      const row = staff.page.locator('tbody tr').filter({ hasText: 'STREAMING5000' });
      await row.waitFor();
      expect(await row.textContent()).toMatch(/DISNEY\+.*NETFLIX/);
      expect(await staff.page.locator('tbody tr').filter({ hasText: 'DESCUENTO10' }).textContent()).toContain('Todos los productos');
      await shot(staff.page, 'list');
      await row.click();
      await staff.page.waitForURL(/\/admin\/coupons\/\d+$/);
      // the product picker shows the coupon's products by name
      await staff.page.locator('form').getByText('NETFLIX 4K 1 PANTALLA 30 DÍAS').waitFor();
      await staff.page.locator('form').getByText('DISNEY+ 1 PERFIL 30 DÍAS').waitFor();
      await shot(staff.page, 'edit');

      for (const u of users) expect(u.problems).toEqual([]);
    } finally {
      for (const u of users) await u.context.close();
    }
  });
});
