import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entryFirstLoad, kB } from '../bench/store-bundle.ts';
import { launchBrowser, watchedPage } from './support/browser.ts';
import { DEMO_PASSWORD } from './support/journey.ts';

/**
 * The public pages (login, recover, register a distributor) are their own small entry: a phone downloads at most
 * 80 kB of JavaScript over the wire (brotli, the copies the server sends) before it can type a password, none of it
 * react-admin or MUI. The admin is fetched while the user types and mounted after the sign-in.
 */

const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const PUBLIC_JS_BROTLI_LIMIT = 80 * 1024;
const PHONE = { width: 390, height: 844 };
/** What only the admin's code carries: react-admin's and MUI's names. */
const ADMIN_CODE = /react-admin|ra-core|\bMui[A-Z]\w+-root/;

/**
 * Size of a built file as the server sends it to a browser that accepts brotli: its precompressed `.br` copy, or
 * the file itself when it is too small to be worth compressing (the build writes no copy then).
 */
const brotliSize = (file: string): number => {
  const path = join(DIST, 'assets', file);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the public pages are their own small entry', () => {
  it('their first load (entry + static imports of public-main) is ≤ 80 kB brotli, with no react-admin or MUI', () => {
    const { files } = entryFirstLoad(DIST, 'public-main');
    const sizes = files.map((f) => ({ file: f.file, br: brotliSize(f.file) }));
    const total = sizes.reduce((n, f) => n + f.br, 0);
    expect(total, sizes.map((f) => `${f.file} ${kB(f.br)}`).join('\n')).toBeLessThanOrEqual(PUBLIC_JS_BROTLI_LIMIT);
    for (const { file } of files) {
      expect(file).not.toMatch(/admin-app|app-main/);
      expect(ADMIN_CODE.test(readFileSync(join(DIST, 'assets', file), 'utf8')), file).toBe(false);
    }
  });

  for (const path of ['/', '/auth/recover', '/auth/register-distributor']) {
    it(`a phone opening ${path} downloads only those scripts (≤ 80 kB brotli) before its form shows`, async () => {
      const firstLoad = new Set(entryFirstLoad(DIST, 'public-main').files.map((f) => f.file));
      const w = await watchedPage(browser, inject('baseUrl'), PHONE);
      const scripts: string[] = [];
      w.page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace('/assets/', ''));
      });
      await w.page.goto(path);
      await w.page.locator('form button[type="submit"]').waitFor();
      expect(scripts.filter((s) => !firstLoad.has(s))).toEqual([]);
      const total = scripts.reduce((n, s) => n + brotliSize(s), 0);
      expect(total, `${path}: ${kB(total)}`).toBeLessThanOrEqual(PUBLIC_JS_BROTLI_LIMIT);
      expect(w.problems).toEqual([]);
      await w.context.close();
    });
  }

  it('the admin is fetched while the user types and opens after signing in', async () => {
    const w = await watchedPage(browser, inject('baseUrl'), PHONE);
    const scripts: string[] = [];
    w.page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace('/assets/', ''));
    });
    await w.page.goto('/');
    await w.page.getByLabel('Usuario').waitFor();
    expect(scripts.some((s) => /^(app-main|admin-app)-/.test(s))).toBe(false);
    await w.page.getByLabel('Usuario').pressSequentially('admin');
    // typing the user name is enough to start fetching the admin, before the password is in
    await expect.poll(() => scripts.filter((s) => /^(app-main|admin-app)-/.test(s)).length, { timeout: 10_000 }).toBe(2);
    await w.page.getByLabel('Contraseña', { exact: false }).first().fill(DEMO_PASSWORD);
    await w.page.getByTestId('login-submit').click();
    await w.page.waitForURL(/\/admin/);
    await w.page.getByTestId('account-button').waitFor();
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  it('a failed sign-in is said on the page, in Spanish, and nothing else loads', async () => {
    const w = await watchedPage(browser, inject('baseUrl'), PHONE);
    w.expect('POST', '/api/login', 401);
    await w.page.goto('/');
    // a user that does not exist: a demo user's failed attempts could count against its later sign-ins
    await w.page.getByLabel('Usuario').fill('nadie-con-este-nombre');
    await w.page.getByLabel('Contraseña', { exact: false }).first().fill('No-es-la-clave1');
    await w.page.getByTestId('login-submit').click();
    const alert = w.page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Usuario o contraseña incorrectos.');
    expect(new URL(w.page.url()).pathname).toBe('/');
    expect(w.problems).toEqual([]);
    await w.context.close();
  });
});
