import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storeFirstLoad } from '../bench/store-bundle.ts';
import { launchBrowser, watchedPage } from './support/browser.ts';

const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
/** The store's first load on a phone is at most 150 kB of JavaScript, gzip. */
const STORE_JS_GZIP_LIMIT = 150 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the store is its own small bundle', () => {
  it('its first load (entry + static imports of store-main) is ≤ 150 kB gzip, with no admin code', () => {
    const report = storeFirstLoad(DIST);
    expect(report.gzip, report.files.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} kB`).join('\n')).toBeLessThanOrEqual(STORE_JS_GZIP_LIMIT);
    expect(report.files.map((f) => f.file).join(' ')).not.toMatch(/admin-app|react-admin|ra-core/);
  });

  it('a phone opening /store/DIST01 downloads only those scripts before the catalog shows', async () => {
    const { files } = storeFirstLoad(DIST);
    const w = await watchedPage(browser, inject('baseUrl'), { width: 390, height: 844 });
    const scripts: string[] = [];
    w.page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace('/assets/', ''));
    });
    await w.page.goto('/store/DIST01');
    await w.page.getByTestId('store-seller').waitFor();
    const firstLoad = new Set(files.map((f) => f.file));
    // the store's own lazy pieces (cart drawer, sign-up, profile) come later, on demand
    expect(scripts.filter((s) => !firstLoad.has(s) && !/cart-drawer|account-dialog|client-profile/.test(s))).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.context.close();
  });
});
