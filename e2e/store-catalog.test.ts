import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, watchedPage, type Watched } from './support/browser.ts';
import { enterAdmin } from './support/journey.ts';
import { screenshots } from './support/screens.ts';

/**
 * Catalog and public store: a visitor opens /store/DIST01 on a phone and on a laptop, searches, filters by
 * service and reads prices in another currency; an unknown code is a Spanish not-found page with HTTP 404; a seller
 * ticks its catalog in the admin, saves it and previews the printable list, and its store follows.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('issue11-store');
const VIEWPORTS = [{ name: 'phone', width: 390, height: 844 }, { name: 'laptop', width: 1366, height: 768 }] as const;

const cards = (page: Page) => page.getByTestId('store-product');

async function done(w: Watched) {
  expect(w.problems).toEqual([]);
  await w.context.close();
}

describe('public store', () => {
  for (const vp of VIEWPORTS) {
    it(`lets a visitor search, filter and change the currency (${vp.name} ${vp.width}×${vp.height})`, async () => {
      const w = await watchedPage(browser, inject('baseUrl'), { width: vp.width, height: vp.height });
      const { page } = w;
      const res = await page.goto('/store/DIST01');
      expect(res?.status()).toBe(200);
      await expect(page.title()).resolves.toBe('Distribuidor Uno · Tienda Demo');
      await expect(page.getByTestId('store-seller').textContent()).resolves.toBe('Distribuidor Uno');
      await cards(page).first().waitFor();
      const all = await cards(page).count();
      expect(all).toBeGreaterThanOrEqual(4);
      await expect(page.getByTestId('store-whatsapp').getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\/573004445566/);
      // availability as words, never a count
      const netflix = cards(page).filter({ hasText: 'NETFLIX' });
      await expect(netflix.textContent()).resolves.toMatch(/Disponible|Agotado/);
      await expect(netflix.textContent()).resolves.toContain('30 días');
      // the phone shows the cards in two columns and never scrolls sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await shot(page, `${vp.name}-catalog`);
      await expectAccessible(page);

      await page.getByTestId('store-search').fill('netfli');
      await expect.poll(() => cards(page).count()).toBe(1);
      await page.getByTestId('store-search').fill('zzz no existe');
      await page.getByText('Ningún producto coincide con la búsqueda.').waitFor();
      await page.getByTestId('store-search').fill('');
      await expect.poll(() => cards(page).count()).toBe(all);

      await page.getByTestId('store-service-SPOTIFY PREMIUM').click();
      await expect.poll(() => cards(page).count()).toBe(1);
      await expect(cards(page).first().textContent()).resolves.toContain('SPOTIFY PREMIUM');
      await page.getByRole('button', { name: 'Todos' }).click();
      await expect.poll(() => cards(page).count()).toBe(all);

      const copPrice = (await netflix.getByTestId('store-price').textContent()) ?? '';
      expect(copPrice).toMatch(/^\$ [\d.]+$/);
      await page.locator('#store-currency').selectOption('USD');
      await expect.poll(() => netflix.getByTestId('store-price').textContent()).toMatch(/^USD [\d.]+,\d{2}$/);
      // 18.000 COP at 4.000 COP per dollar
      await expect(netflix.getByTestId('store-price').textContent()).resolves.toBe('USD 4,50');
      await shot(page, `${vp.name}-usd`);
      // the choice is remembered on the device
      await page.reload();
      await expect.poll(() => netflix.getByTestId('store-price').textContent()).toBe('USD 4,50');
      await page.locator('#store-currency').selectOption('COP');
      await expect.poll(() => netflix.getByTestId('store-price').textContent()).toBe(copPrice);
      await done(w);
    });
  }

  it('answers an unknown store with a Spanish not-found page and HTTP 404', async () => {
    const w = await watchedPage(browser, inject('baseUrl'), { width: 390, height: 844 });
    const { page } = w;
    w.expect('GET', '/store/NOEXISTE', 404);
    w.expect('GET', '/api/v1/store/NOEXISTE', 404);
    const res = await page.goto('/store/NOEXISTE');
    expect(res?.status()).toBe(404);
    await page.getByTestId('store-not-found').waitFor();
    await page.getByText('Tienda no encontrada').waitFor();
    await shot(page, 'not-found');
    await expectAccessible(page);
    await done(w);
  });
});

describe('catalog screen', () => {
  it('ticks and saves a seller catalog, previews the price list, and the store follows', async () => {
    const w = await watchedPage(browser, inject('baseUrl'), { width: 1366, height: 768 });
    const { page } = w;
    await enterAdmin(page, 'subdistribuidor', '/admin/catalog');
    await page.getByTestId('catalog-tree').waitFor();
    const tree = page.getByTestId('catalog-tree');
    // spec §9: the tree is at most 300 px tall
    expect((await tree.boundingBox())!.height).toBeLessThanOrEqual(300);
    const count = page.getByTestId('catalog-count');
    const before = (await count.textContent()) ?? '';
    const [, ticked, total] = /(\d+) de (\d+)/.exec(before)!.map(Number);
    expect(ticked).toBeGreaterThan(0);
    await shot(page, 'admin-catalog');

    // untick the whole DISNEY+ branch
    const disney = page.getByTestId('catalog-group-DISNEY+');
    await disney.getByRole('checkbox').first().uncheck();
    await expect(count.textContent()).resolves.toBe(`${ticked - 1} de ${total} productos seleccionados`);
    await page.getByTestId('catalog-save').click();
    await page.getByText(`Catálogo guardado: ${ticked - 1} productos marcados.`).waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByTestId('catalog-save').isDisabled()).resolves.toBe(true);

    // the public store no longer offers it
    const store = await browser.newPage();
    await store.goto(`${inject('baseUrl')}/store/SUB01`);
    await store.getByTestId('store-product').first().waitFor();
    await expect(store.getByTestId('store-product').count()).resolves.toBe(ticked - 1);
    await expect(store.getByTestId('store-product').filter({ hasText: 'DISNEY+' }).count()).resolves.toBe(0);
    await store.close();

    // the printable price list opens in its own window
    const popup = page.context().waitForEvent('page');
    await page.getByTestId('catalog-preview').click();
    const preview = await popup;
    await preview.getByText('Vendedor: Subdistribuidor Dos', { exact: false }).waitFor();
    await expect(preview.content()).resolves.not.toContain('DISNEY+');
    await preview.close();

    // put it back as the demo had it
    await disney.getByRole('checkbox').first().check();
    await page.getByTestId('catalog-save').click();
    await page.getByText(`Catálogo guardado: ${ticked} productos marcados.`).waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();

    // the seller shares its store from its profile: link, copy and QR code
    await page.goto('/admin/profile');
    const share = page.getByTestId('store-share-card');
    await share.waitFor();
    await expect(share.getByTestId('store-share-link').textContent()).resolves.toBe(`${inject('baseUrl')}/store/SUB01`);
    await share.getByTestId('store-share-qr').waitFor();
    await expect(share.getByTestId('store-share-qr').getAttribute('src')).resolves.toMatch(/^data:image\/png;base64,/);
    await shot(page, 'share-card');
    await done(w);
  });
});
