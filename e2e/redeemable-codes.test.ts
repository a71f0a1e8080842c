import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchedPage, type Watched } from './support/browser.ts';
import { pushRoute } from './support/crawl.ts';
import { enterAdmin } from './support/journey.ts';
import { screenshots } from './support/screens.ts';

/**
 * Redeemable balance codes in the browser: the admin creates a batch and hands 5 codes to a seller; the
 * seller sells one and copies the buyer's message; `cliente` redeems it and sees its balance rise with no reload.
 * Every redeemable screen renders at 1366×768 and 390×844 (with E2E_SCREENS=folder, as screenshots).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('redeemable', { settleMs: 400 });

/** Today + `days` in Bogota, YYYY-MM-DD (what a date input takes). */
const inDays = (days: number) => {
  const d = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date())}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The sidebar balance in cents ("Saldo: $ 792.500,00" → 79250000). */
async function sidebarBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('sidebar-balance').textContent()) ?? '';
  const m = /(-?)\$\s*([\d.]+),(\d{2})/.exec(text);
  if (!m) throw new Error(`Saldo ilegible en la barra lateral: "${text}"`);
  return (m[1] ? -1 : 1) * Number(`${m[2].replace(/\./g, '')}${m[3]}`);
}

/** Picks `option` in the MUI select labelled `label`. */
async function choose(page: Page, label: string, option: RegExp) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('redeemable balance codes', () => {
  it('a batch, five codes to a seller, one sold with its message, redeemed by cliente with the balance rising live', async () => {
    const base = inject('baseUrl');
    const users: Watched[] = [];
    const open = async (username: string, viewport: { width: number; height: number }, at?: string) => {
      const w = await watchedPage(browser, base, viewport);
      await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      users.push(w);
      await enterAdmin(w.page, username, at);
      return w;
    };

    try {
      // ── admin creates a batch of 6 codes of $ 25.000 ──
      const admin = await open('admin', { width: 1366, height: 768 }, '/admin/redeemable-balance/create');
      await admin.page.getByTestId('batch-value').fill('25000');
      await admin.page.getByTestId('batch-quantity').fill('6');
      // typed without dashes, as on a phone's number pad, the expiry reads as the day it names
      const [year, month, day] = inDays(30).split('-');
      await admin.page.getByTestId('batch-expires').pressSequentially(`${day}${month}${year}`);
      await expect(admin.page.getByTestId('batch-expires').inputValue()).resolves.toBe(`${day}-${month}-${year}`);
      await admin.page.getByTestId('batch-expires').fill(inDays(30));
      await admin.page.getByTestId('batch-prefix').fill('e2e');
      await shot(admin.page, 'batch-form-1366');
      await admin.page.getByTestId('batch-create').click();
      const title = admin.page.getByTestId('batch-created-title');
      await title.waitFor();
      const batch = Number(/Lote (\d+)/.exec((await title.textContent()) ?? '')?.[1]);
      expect(batch).toBeGreaterThan(0);
      await expect(admin.page.getByTestId('code-card').count()).resolves.toBe(6);
      const cards = await admin.page.getByTestId('code-card').allTextContents();
      for (const c of cards) expect(c).toMatch(/E2E-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
      await shot(admin.page, 'batch-created-1366');

      // ── and hands 5 of them to the sub-distributor, an authorized seller ──
      await admin.page.getByTestId('to-dist').click();
      await admin.page.getByTestId('distribute-codes-page').waitFor();
      await choose(admin.page, 'Vendedor autorizado', /Subdistribuidor Dos/);
      await choose(admin.page, 'Lote', new RegExp(`^Lote ${batch} `));
      await admin.page.getByTestId('dist-quantity').fill('5');
      await admin.page.getByTestId('dist-assign').click();
      const done = admin.page.getByRole('dialog');
      await expect(done.textContent()).resolves.toContain('5 códigos asignados a Subdistribuidor Dos');
      await done.getByRole('button', { name: 'Aceptar' }).click();
      const batchRow = admin.page.getByTestId('batch-row').filter({ has: admin.page.locator('td', { hasText: new RegExp(`^${batch}$`) }) });
      await expect.poll(async () => (await batchRow.locator('td').allTextContents()).slice(4, 6)).toEqual(['1', '5']);
      await shot(admin.page, 'dist-1366');
      // the list shows the codes masked
      await pushRoute(admin.page, `/admin/redeemable-balance?filter=${encodeURIComponent(JSON.stringify({ batch }))}`);
      await admin.page.locator('tr', { hasText: 'E2E-••••-••••-' }).first().waitFor();
      await shot(admin.page, 'codes-list-1366');

      // ── the seller sells one and copies the message for its buyer ──
      const seller = await open('subdistribuidor', { width: 1366, height: 768 }, '/admin/redeemable-balance-sell');
      await seller.page.getByTestId('seller-summary').waitFor();
      await choose(seller.page, 'Lote', new RegExp(`^Lote ${batch} `));
      const rows = seller.page.getByTestId('held-row');
      await expect.poll(() => rows.count()).toBe(5);
      const code = ((await rows.first().getByTestId('held-code').textContent()) ?? '').trim();
      expect(code).toMatch(/^E2E-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      await shot(seller.page, 'sell-1366');
      await rows.first().getByTestId('sell-button').click();
      await seller.page.getByTestId('sell-buyer-name').fill('Cliente Demo');
      await seller.page.getByTestId('sell-buyer-phone').fill('3005551234');
      await shot(seller.page, 'sell-dialog-1366');
      await seller.page.getByTestId('sell-confirm').click();
      const message = seller.page.getByTestId('sale-message');
      await message.waitFor();
      const text = await message.inputValue();
      expect(text).toContain(`*${code}*`);
      expect(text).toContain('Hola Cliente Demo');
      expect(text).toContain('$ 25.000');
      await seller.page.getByTestId('copy-sale-message').click();
      await expect.poll(() => seller.page.evaluate(() => navigator.clipboard.readText())).toBe(text);
      await shot(seller.page, 'sold-message-1366');
      await seller.page.getByTestId('sold-close').click();
      // what it owes rose by the value minus its 10 % discount (shown in its summary)
      await expect.poll(() => seller.page.getByTestId('seller-owed').textContent()).toContain('$');

      // ── cliente redeems it on its phone and sees its balance rise without reloading ──
      const client = await open('cliente', { width: 390, height: 844 }, '/admin/redeemable-balance-user-redeem');
      const before = await sidebarBalance(client.page);
      await client.page.getByTestId('redeem-input').fill(code.toLowerCase().replace(/-/g, ' '));
      await shot(client.page, 'redeem-form-390');
      await client.page.getByTestId('redeem-submit').click();
      await client.page.getByTestId('redeem-done').waitFor();
      await expect.poll(() => sidebarBalance(client.page), { timeout: 15_000 }).toBe(before + 2_500_000);
      await shot(client.page, 'redeemed-390');
      // a second try says it was already redeemed, in Spanish
      client.expect('POST', '/api/v1/redeemable-balance/redeem', 409);
      await client.page.getByTestId('redeem-input').fill(code);
      await client.page.getByTestId('redeem-submit').click();
      await expect(client.page.getByTestId('redeem-error').textContent()).resolves.toContain('Ya redimiste este código');

      // ── the staff's report lists it, and every redeemable screen renders at both sizes ──
      await pushRoute(admin.page, `/admin/redeemable-balance-redeem/export?filter=${encodeURIComponent(JSON.stringify({ batch }))}`);
      await admin.page.locator('tr', { hasText: 'Cliente Demo' }).first().waitFor();
      await shot(admin.page, 'redeemed-export-1366');
      // each opened as a menu click does, in the app already loaded
      const visit = async (w: Watched, path: string, size: string) => {
        await pushRoute(w.page, `/admin/${path}`);
        await w.page.locator('#main-content [data-testid$="-page"], #main-content .RaList-main').first().waitFor();
        await shot(w.page, `${path.replace(/\//g, '_')}-${size}`);
      };
      for (const path of ['redeemable-balance/sellers', 'redeemable-balance-redeem', 'redeemable-vendor-balance-movement', 'redeemable-balance', 'redeemable-balance-dist']) {
        await visit(admin, path, '1366');
      }
      for (const path of ['redeemable-balance-sell', 'redeemable-vendor-balance-movement']) await visit(seller, path, '1366');
      // then on a phone: the same sessions, their windows narrowed
      await seller.page.setViewportSize({ width: 390, height: 844 });
      await visit(seller, 'redeemable-balance-sell', '390');
      await seller.page.getByTestId('held-row').first().waitFor();
      await admin.page.setViewportSize({ width: 390, height: 844 });
      for (const path of ['redeemable-balance/sellers', 'redeemable-balance-dist', 'redeemable-balance/create']) await visit(admin, path, '390');

      for (const w of users) expect(w.problems).toEqual([]);
    } catch (err) {
      for (const [i, w] of users.entries()) await w.page.screenshot({ path: `test-results/redeemable-${i}.png`, fullPage: true }).catch(() => {});
      throw err;
    } finally {
      for (const w of users) await w.context.close().catch(() => {});
    }
  }, 300_000);
});
