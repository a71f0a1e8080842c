import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Whether this run keeps screenshots (E2E_SCREENS): a test that resizes only to take them skips that otherwise. */
export const keepsScreenshots = (): boolean => !!process.env.E2E_SCREENS;

/**
 * E2E_SCREENS=folder keeps screenshots of a test's key screens (`<prefix>-<name>.png`) for a person to look at;
 * unset, taking one costs nothing. `settleMs` waits for a dialog or menu to finish fading in.
 */
export function screenshots(prefix: string, options: { fullPage?: boolean; settleMs?: number } = {}) {
  const folder = process.env.E2E_SCREENS;
  if (folder) mkdirSync(folder, { recursive: true });
  return async (page: Page, name: string): Promise<void> => {
    if (!folder) return;
    if (options.settleMs) await page.waitForTimeout(options.settleMs);
    await page.screenshot({ path: join(folder, `${prefix}-${name}.png`), fullPage: options.fullPage ?? true });
  };
}
