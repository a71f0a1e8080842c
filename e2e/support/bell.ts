import type { Page } from 'playwright-core';

/** The number on the header bell's badge (0 when it is hidden, 100 for "99+"). */
export async function bellCount(page: Page): Promise<number> {
  const el = page.getByTestId('notifications-badge').locator('.MuiBadge-badge');
  if (/MuiBadge-invisible/.test((await el.getAttribute('class')) ?? '')) return 0;
  const text = (await el.textContent()) ?? '';
  return text === '99+' ? 100 : Number(text);
}
