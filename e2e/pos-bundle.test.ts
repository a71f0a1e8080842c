import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entryFirstLoad } from '../bench/store-bundle.ts';
import { launchBrowser, watchedPage } from './support/browser.ts';

const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
/** The point of sale's first load is at most 200 kB of JavaScript, gzip. */
const POS_JS_GZIP_LIMIT = 200 * 1024;
const posFirstLoad = () => entryFirstLoad(DIST, 'pos-main');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the point of sale is its own small bundle', () => {
  it('its first load (entry + static imports of pos-main) is ≤ 200 kB gzip, with no admin, MUI or pdfmake code', () => {
    const report = posFirstLoad();
    expect(report.gzip, report.files.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} kB`).join('\n')).toBeLessThanOrEqual(POS_JS_GZIP_LIMIT);
    expect(report.files.map((f) => f.file).join(' ')).not.toMatch(/admin-app|react-admin|ra-core|pdfmake|vfs_fonts|DialogTitle|useThemeProps/);
  });

  it('opening /pos downloads only those scripts before the sign-in shows', async () => {
    const { files } = posFirstLoad();
    const w = await watchedPage(browser, inject('baseUrl'), { width: 390, height: 844 });
    const scripts: string[] = [];
    w.page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace('/assets/', ''));
    });
    await w.page.goto('/pos');
    await w.page.getByTestId('pos-login').waitFor();
    const firstLoad = new Set(files.map((f) => f.file));
    expect(scripts.filter((s) => !firstLoad.has(s))).toEqual([]);
    expect(w.problems).toEqual([]);
    await w.context.close();
  });
});
