import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { journey, launchBrowser, watchedPage } from './support/browser.ts';
import { login } from './support/journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Compression on the real build: the browser (which accepts brotli) gets the app's scripts and styles as
 * the brotli copies written at build time, cacheable for a year; the page itself is revalidated; the app
 * works with them; big JSON answers arrive compressed and the live event stream does not.
 */
describe('compressed delivery of the built app', () => {
  it('scripts and styles arrive as brotli with a long cache, the page revalidates, the app runs', async () => {
    const w = await watchedPage(browser, inject('baseUrl'));
    const responses: Response[] = [];
    w.page.on('response', (r) => responses.push(r));
    await journey(w, 'compression', async () => {
      await login(w.page, 'admin');

      const document = responses.find((r) => r.request().resourceType() === 'document');
      expect(await document?.headerValue('cache-control')).toBe('no-cache');

      const assets = responses.filter((r) => /\/assets\/.+\.(js|css)$/.test(new URL(r.url()).pathname));
      expect(assets.length).toBeGreaterThan(0);
      for (const r of assets) {
        expect(await r.headerValue('content-encoding'), r.url()).toBe('br');
        expect(await r.headerValue('cache-control'), r.url()).toBe('public, max-age=31536000, immutable');
      }

      // the login answer (profile, menu, every permission) is JSON well above the threshold: compressed
      const signIn = responses.find((r) => new URL(r.url()).pathname === '/api/login');
      expect(await signIn?.headerValue('content-encoding')).toBe('br');
      // the live event stream is opened by the app on sign-in and is never compressed
      const stream = responses.find((r) => new URL(r.url()).pathname.endsWith('/events'));
      expect(await stream?.headerValue('content-type')).toMatch(/^text\/event-stream/);
      expect(await stream?.headerValue('content-encoding')).toBeNull();
      expect(w.problems).toEqual([]);
    });
  });
});
