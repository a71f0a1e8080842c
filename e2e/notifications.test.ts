import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin } from './support/api.ts';
import { launchBrowser, watchedPage, type Watched } from './support/browser.ts';
import { enterAdmin } from './support/journey.ts';
import { screenshots } from './support/screens.ts';
import { bellCount } from './support/bell.ts';

/**
 * The header bell (DOMAIN.md "Notifications"): a distributor has its notifications listed with the unread count;
 * while its page stays open an admin approves its consignment, and the new notification appears on the bell at once
 * (the tab's one live stream); choosing it marks it read and opens the consignment.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('issue9-notifications', { fullPage: false, settleMs: 400 });

const RECEIPT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const todayBogota = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

async function api(base: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('notifications: the header bell', () => {
  it('lists them with the unread count, shows a new one live when the consignment is approved, and marks it read', async () => {
    const base = inject('baseUrl');
    const users: Watched[] = [];
    const transaction = `E2E-N-${Date.now().toString(36).toUpperCase()}`;
    try {
      // the distributor reports a top-up (through the API, before its browser session: one session per user)
      const distToken = await apiLogin(base, 'distribuidor');
      const account = (await api(base, distToken, 'POST', '/api/v1/admin/bank-account/search', { name: '' })).body.items[0].id;
      const created = await api(base, distToken, 'POST', '/api/v1/admin/consignments', {
        amount: 3_000_000, bank_account_id: account, transaction_id: transaction, consignment_registration_date: todayBogota(), receipt: RECEIPT,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const consignmentId = created.body.item.id as number;

      const dist = await watchedPage(browser, base);
      users.push(dist);
      await enterAdmin(dist.page, 'distribuidor');
      const page = dist.page;

      // the demo's notifications are there, with their count
      await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBeGreaterThan(0);
      const before = await bellCount(page);
      await page.getByTestId('notifications-button').click();
      const menu = page.getByTestId('notifications-menu');
      await menu.getByText(/^Bienvenido a la plataforma: Recarga tu saldo/).waitFor();
      expect(await menu.getByTestId('notification-item').count()).toBeGreaterThanOrEqual(3);
      await expect(menu.getByText(`${before} sin leer`).count()).resolves.toBe(1);
      await shot(page, 'menu-1366');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });

      // an admin approves the consignment while the distributor's page stays as it is
      const adminToken = await apiLogin(base, 'admin');
      const approved = await api(base, adminToken, 'POST', `/api/v1/admin/consignments/${consignmentId}/finalize`, {});
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe(before + 1);

      await page.getByTestId('notifications-button').click();
      const newest = menu.getByTestId('notification-item').first();
      await expect(newest.textContent()).resolves.toContain('Consignación aprobada');
      await expect(newest.textContent()).resolves.toContain(`(transacción ${transaction}) fue aprobada: el saldo ya está disponible.`);
      await expect(newest.getAttribute('data-unread')).resolves.toBe('true');
      await shot(page, 'live-1366');

      // choosing it opens the consignment and marks it read
      await newest.click();
      await page.waitForURL(new RegExp(`/admin/consignments/${consignmentId}$`));
      await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(before);
      await page.getByTestId('notifications-button').click();
      await expect(menu.getByTestId('notification-item').first().getAttribute('data-unread')).resolves.toBe('false');

      // "mark all as read" empties the badge, and it stays so after a reload
      await menu.getByTestId('notifications-read-all').click();
      await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(0);
      await page.keyboard.press('Escape');
      await page.reload();
      await page.getByTestId('account-button').waitFor();
      await page.waitForTimeout(1_000);
      expect(await bellCount(page)).toBe(0);

      // the phone width: the menu fits the screen
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('notifications-button').click();
      await menu.getByTestId('notification-item').first().waitFor();
      const box = await menu.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await shot(page, 'menu-390');

      expect(dist.problems).toEqual([]);
    } catch (err) {
      for (const [i, w] of users.entries()) await w.page.screenshot({ path: `test-results/notifications-${i}.png`, fullPage: true }).catch(() => {});
      throw err;
    } finally {
      for (const w of users) await w.context.close().catch(() => {});
    }
  }, 180_000);

  it("shows a one-time code on the profile to link the user's Telegram chat once the company has a bot", async () => {
    const base = inject('baseUrl');
    const root = await apiLogin(base, 'root');
    const demo = (await api(base, await apiLogin(base, 'admin'), 'POST', '/api/v1/auth/info', {})).body.company.id as number;
    const settings = (values: Record<string, string>) => fetch(`${base}/api/v1/admin/settings`, {
      method: 'PUT', headers: { authorization: `Bearer ${root}`, 'x-tenant': String(demo), 'content-type': 'application/json' }, body: JSON.stringify({ values }),
    });
    const w = await watchedPage(browser, base);
    try {
      await enterAdmin(w.page, 'distribuidor', '/admin/profile');
      const card = w.page.getByTestId('telegram-link');
      await card.getByText('La empresa aún no configuró un bot de Telegram').waitFor();

      expect((await settings({ telegram_bot_token: '123456:E2E-token', telegram_bot_username: 'cuentas_demo_bot' })).status).toBe(200);
      await w.page.reload();
      await card.getByTestId('telegram-code-button').click();
      await expect(card.getByTestId('telegram-code').textContent()).resolves.toMatch(/^[A-Z2-9]{8}$/);
      await card.getByText('Envía este código al bot @cuentas_demo_bot desde Telegram').waitFor();
      await expect(card.getByRole('link', { name: 'Abrir el bot' }).getAttribute('href')).resolves.toMatch(/^https:\/\/t\.me\/cuentas_demo_bot\?start=[A-Z2-9]{8}$/);
      await shot(w.page, 'profile-telegram-1366');
      await w.page.setViewportSize({ width: 390, height: 844 });
      await card.scrollIntoViewIfNeeded();
      await shot(w.page, 'profile-telegram-390');
      expect(w.problems).toEqual([]);
    } catch (err) {
      await w.page.screenshot({ path: 'test-results/notifications-telegram.png', fullPage: true }).catch(() => {});
      throw err;
    } finally {
      await w.context.close().catch(() => {});
      await settings({ telegram_bot_token: '', telegram_bot_username: '' });
    }
  }, 120_000);
});
