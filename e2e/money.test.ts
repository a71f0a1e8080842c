import { formatMoney } from '@app/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchedPage, type Watched } from './support/browser.ts';
import { pushRoute } from './support/crawl.ts';
import { enterAdmin } from './support/journey.ts';
import { screenshots } from './support/screens.ts';

/**
 * The money journey, one browser context per user: a distributor reports a top-up with its receipt, the
 * admin approves it, the distributor's sidebar balance rises by that amount, it buys two profiles and sees their
 * credentials; its sub-distributor buys one and the distributor's commission shows in its balance movements.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('issue4');

/** A 4×4 red PNG: the receipt photo. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR42mP8z8AARMQACHUBAP9/B/1+2PnSAAAAAElFTkSuQmCC',
  'base64',
);

/** Today in Bogota as DD-MM-YYYY, as a person types it in the date field. */
const todayBogota = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date()).split('-').reverse().join('-');

/** The sidebar balance in cents ("Saldo: $ 792.500,00" → 79250000). */
async function sidebarBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('sidebar-balance').textContent()) ?? '';
  const m = /(-?)\$\s*([\d.]+),(\d{2})/.exec(text);
  if (!m) throw new Error(`Saldo ilegible en la barra lateral: "${text}"`);
  return (m[1] ? -1 : 1) * Number(`${m[2].replace(/\./g, '')}${m[3]}`);
}

/** Waits until the sidebar shows `cents` (read again after each money action, navigation and server notice). */
async function balanceBecomes(page: Page, cents: number) {
  await expect.poll(() => sidebarBalance(page), { timeout: 15_000 }).toBe(cents);
}

/** A money text on screen ("$ 14.000,00") back to cents. */
const cents = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The catalogue card of the product whose name contains `name`, and its product id. */
async function productCard(page: Page, name: string): Promise<{ card: Locator; id: string }> {
  const card = page.locator('div[data-testid^="product-"]').filter({ hasText: name }).first();
  await card.waitFor();
  const id = ((await card.getAttribute('data-testid')) ?? '').replace('product-', '');
  return { card, id };
}

/** Buys `quantity` units of a product on the purchase page; resolves to the unit price shown. */
async function buy(page: Page, product: string, quantity: number): Promise<number> {
  await pushRoute(page, '/admin/generate-digital-account');
  const { id } = await productCard(page, product);
  const price = cents(await page.getByTestId(`price-${id}`).textContent());
  await page.getByTestId(`qty-${id}`).fill(String(quantity));
  await page.getByTestId(`buy-${id}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.textContent()).resolves.toContain(formatMoney(price * quantity));
  await dialog.getByRole('button', { name: 'Comprar' }).click();
  await page.getByTestId('purchase-result').waitFor();
  return price;
}

describe('money: top-up, approval, purchase and commission', () => {
  it('credits an approved consignment, sells with credentials and pays the parent its commission', async () => {
    const base = inject('baseUrl');
    const users: Watched[] = [];
    const open = async (username: string, at?: string) => {
      const w = await watchedPage(browser, base);
      users.push(w);
      await enterAdmin(w.page, username, at);
      return w;
    };
    const product = 'NETFLIX 4K';
    const amount = 2_500_000; // $ 25.000,00: above the configured minimum of $ 20.000
    const transaction = `E2E-${Date.now().toString(36).toUpperCase()}`;

    try {
      // ── distribuidor reports a consignment with its receipt ──
      const dist = await open('distribuidor', '/admin/consignments/create');
      const start = await sidebarBalance(dist.page);
      // the company's minimum is said before the form is filled in (demo configuration: $ 20.000)
      await expect(dist.page.getByTestId('consignment-minimum').textContent()).resolves.toContain('$ 20.000');
      await dist.page.getByLabel('Valor').fill('25000');
      await expect(dist.page.getByLabel('Valor').inputValue()).resolves.toBe('25.000');
      // a distributor reports its own top-ups: no user picker
      expect(await dist.page.getByLabel('Usuario', { exact: true }).count()).toBe(0);
      await dist.page.getByLabel('Cuenta bancaria').click();
      await dist.page.getByRole('option').first().click();
      await dist.page.getByLabel('Id de la transacción').fill(transaction);
      await dist.page.getByTestId('date-consignment_registration_date').fill(todayBogota());
      await dist.page.getByTestId('image-receipt').locator('input[type=file]')
        .setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
      await dist.page.getByTestId('image-receipt').locator('img').waitFor();
      await shot(dist.page, 'consignment-form');
      // the receipt travels with the report (it is required): one call creates both
      const [created] = await Promise.all([
        dist.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/admin/consignments' && r.request().method() === 'POST'),
        dist.page.getByRole('button', { name: 'Guardar' }).click(),
      ]);
      expect(created.status()).toBe(201);
      await dist.page.waitForURL(/\/admin\/consignments$/);
      await dist.page.locator('tr', { hasText: transaction }).getByText('Pendiente').waitFor();

      // ── admin sees the receipt and approves it ──
      const admin = await open('admin', '/admin/consignments-draft');
      const row = admin.page.locator('tr', { hasText: transaction });
      await row.waitFor();
      await expect(row.textContent()).resolves.toContain(formatMoney(amount));
      await row.click();
      await admin.page.waitForURL(/\/admin\/consignments\/\d+$/);
      await expect(admin.page.getByTestId('image-receipt').locator('img').getAttribute('src')).resolves.toMatch(/^data:image\//);
      await admin.page.goBack();
      await row.waitFor();
      await row.getByTestId('action-finalize').click();
      const confirm = admin.page.getByRole('dialog');
      await confirm.waitFor();
      await admin.page.waitForTimeout(400); // the dialog's fade-in, for the screenshot
      await shot(admin.page, 'approval');
      await confirm.getByRole('button', { name: 'Aceptar' }).click();
      await confirm.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });
      await pushRoute(admin.page, '/admin/consignments-finalized');
      await admin.page.locator('tr', { hasText: transaction }).waitFor();
      await shot(admin.page, 'approved-list');

      // ── on the list it has open, the distributor sees its consignment approved and its balance risen by it
      // (pushed by the server, no navigation) ──
      await dist.page.locator('tr', { hasText: transaction }).getByText('Aprobada').waitFor({ timeout: 15_000 });
      await balanceBecomes(dist.page, start + amount);

      // ── it buys two profiles and sees their credentials ──
      const distPrice = await buy(dist.page, product, 2);
      const units = dist.page.getByTestId('delivered-unit');
      await expect(units.count()).resolves.toBe(2);
      for (const unit of await units.all()) {
        await expect(unit.getByTestId('unit-login').textContent()).resolves.toMatch(/\S+@\S+/);
        await expect(unit.getByTestId('unit-password').textContent()).resolves.toMatch(/\S{4,}/);
      }
      await balanceBecomes(dist.page, start + amount - 2 * distPrice);
      await shot(dist.page, 'purchase-credentials');

      // ── subdistribuidor buys one; distribuidor earns the difference ──
      const sub = await open('subdistribuidor');
      const subPrice = await buy(sub.page, product, 1);
      await expect(sub.page.getByTestId('delivered-unit').count()).resolves.toBe(1);
      const commission = subPrice - distPrice;
      expect(commission).toBeGreaterThan(0);

      // the commission reaches distribuidor's sidebar while it stays on the purchase page
      await balanceBecomes(dist.page, start + amount - 2 * distPrice + commission);
      await pushRoute(dist.page, '/admin/balance-movements');
      const movement = dist.page.locator('tr', { hasText: 'Comisión' }).first();
      await movement.waitFor();
      await expect(movement.textContent()).resolves.toContain(formatMoney(commission));
      await shot(dist.page, 'movements');

      // the two bought units are on its profiles list, each with its copy button
      await pushRoute(dist.page, '/admin/profiles-list');
      await dist.page.getByTestId('delivered-row').first().waitFor();
      expect(await dist.page.getByTestId('row-copy').count()).toBeGreaterThanOrEqual(2);

      // the price settings it would charge below it
      await pushRoute(dist.page, '/admin/config-prices');
      await dist.page.getByTestId('prices-save').waitFor();
      await shot(dist.page, 'config-prices');

      for (const w of users) expect(w.problems).toEqual([]);
    } catch (err) {
      for (const [i, w] of users.entries()) await w.page.screenshot({ path: `test-results/money-${i}.png`, fullPage: true }).catch(() => {});
      throw err;
    } finally {
      for (const w of users) await w.context.close().catch(() => {});
    }
  }, 240_000);
});
