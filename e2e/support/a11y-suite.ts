import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { crawlMenu } from './a11y-crawl.ts';

/**
 * Declares, in the calling browser file, one test per role: every menu screen of the role at both sizes, 0 serious
 * or critical axe violations, and every screen it opens opens cleanly. The roles are spread over several files
 * because vitest spreads files, not tests, over its workers: both workers share the crawl. Answers the file's
 * browser, for the file's other tests.
 */
export function menuAccessibilitySuite(roles: readonly string[]): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // contents already checked, shared by the file's roles (the same screen with the same data is checked once)
  const checked = new Set<string>();
  describe('accessibility of every menu screen (axe: 0 serious or critical)', () => {
    it.each(roles)('%s, desktop and phone, each screen opening cleanly', async (user) => {
      const crawl = await crawlMenu(browser, inject('baseUrl'), user, checked);
      console.info(`axe, ${user}: ${crawl.screens} pantallas (${crawl.leftToOthers} revisadas por otro rol), ${crawl.checks} revisiones (${crawl.repeated} ya vistas) en ${crawl.seconds.toFixed(1)} s`);
      expect(crawl.screens).toBeGreaterThan(0);
      expect(crawl.broken).toEqual([]);
      expect(crawl.found).toEqual([]);
    // a role with a hundred screens takes minutes on a loaded machine (8 min seen for admin at a load of 19)
    }, 900_000);
  });
  return () => browser;
}
