import type { BrowserContext, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo#2026!';

/**
 * Signs in through the login page and waits for the admin to render. With `at` (an admin path without a query), the
 * sign-in starts there, as a bookmark opened without a session does: the app answers with the sign-in and then opens
 * that page itself, so a journey that starts on a page does not load the app twice (the dashboard, then its page).
 */
export async function login(page: Page, username: string, password = DEMO_PASSWORD, at?: string): Promise<void> {
  await page.goto(at ?? '/');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: false }).first().fill(password);
  await page.getByTestId('login-submit').click();
  if (at) await page.waitForURL((url) => url.pathname === at);
  else await page.waitForURL(/\/admin/);
  await page.getByTestId('account-button').waitFor();
}

/** Closes a driver.js tour if one is on screen (first visit, first opening of a menu group). */
export async function dismissTour(page: Page, waitMs = 1800): Promise<boolean> {
  const popover = page.locator('.driver-popover');
  try {
    await popover.waitFor({ state: 'visible', timeout: waitMs });
  } catch {
    return false;
  }
  await page.keyboard.press('Escape');
  await popover.waitFor({ state: 'detached', timeout: 5000 });
  return true;
}

/** Ticks "He leído y acepto" and accepts the terms modal. */
export async function acceptTerms(page: Page): Promise<void> {
  const modal = page.getByTestId('terms-modal');
  await modal.waitFor();
  const accept = page.getByTestId('terms-accept');
  if (!(await accept.isDisabled())) throw new Error('El botón de aceptar debería estar deshabilitado antes de marcar la casilla');
  await page.getByTestId('terms-check').locator('input').check();
  await accept.click();
  await modal.waitFor({ state: 'detached' });
}

/**
 * Marks the first-visit tour as already seen in every page the context opens. The tour has its own journey
 * (admin-bank.test.ts); anywhere else it would start a second after the first screen and cover what a test clicks.
 */
export async function skipFirstVisitTour(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('tour-seen:general', '1'));
}

/**
 * Signs `username` in (on `at`, as `login` does) and accepts the terms when they are still pending. The first-visit
 * tour is skipped, so a journey neither waits for it to start nor closes it.
 */
export async function enterAdmin(page: Page, username: string, at?: string): Promise<void> {
  await skipFirstVisitTour(page.context());
  await login(page, username, DEMO_PASSWORD, at);
  const modal = page.getByTestId('terms-modal');
  if (await modal.isVisible().catch(() => false)) await acceptTerms(page);
  else await page.waitForTimeout(300).then(async () => {
    if (await modal.isVisible().catch(() => false)) await acceptTerms(page);
  });
}

/** Opens the expanded sidebar (it is an icon rail until hovered). */
export async function hoverSidebar(page: Page): Promise<void> {
  await page.getByTestId('sidebar').hover();
  await page.waitForTimeout(300);
}
