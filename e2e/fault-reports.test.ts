import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin } from './support/api.ts';
import { launchBrowser, watchedPage, type Watched } from './support/browser.ts';
import { pushRoute } from './support/crawl.ts';
import { enterAdmin } from './support/journey.ts';
import { screenshots } from './support/screens.ts';
import { bellCount } from './support/bell.ts';

/**
 * The fault journey on the demo data: a distributor reports a fault on a profile it bought, from
 * its bought profiles, with a screenshot; the admin sees it in the reports list (unit, buyer, description, state,
 * stock) and reassigns it; the distributor, whose page stayed open, gets the notification in the bell and reads
 * the replacement's credentials on the report.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('issue9-faults', { fullPage: false, settleMs: 400 });

// an 8 × 8 red PNG: the screenshot the distributor attaches
const SCREENSHOT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4ISKHFTEMLQkAlrA+gUEUt8oAAAAASUVORK5CYII=', 'base64');

async function api(base: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${Date.now()}-${Math.random()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('fault reports: the distributor reports, the admin reassigns', () => {
  it('delivers a replacement the distributor reads on its report, announced in the bell', async () => {
    const base = inject('baseUrl');
    const users: Watched[] = [];
    try {
      // the distributor buys a NETFLIX profile (through the API, before its browser session: one session per user)
      const token = await apiLogin(base, 'distribuidor');
      const netflix = (await api(base, token, 'GET', '/api/v1/purchase/catalogue')).body.items.find((p: any) => /^NETFLIX/.test(p.name));
      const bought = await api(base, token, 'POST', '/api/v1/purchase', { type_digital_account_id: netflix.type_digital_account_id, quantity: 1 });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      const unit = bought.body.items[0] as { login: string; profile: string; password: string };

      const dist = await watchedPage(browser, base, { width: 1366, height: 768 });
      const desk = await watchedPage(browser, base, { width: 1366, height: 768 });
      users.push(dist, desk);
      await enterAdmin(desk.page, 'admin');

      // from its bought profiles: the row of that unit, "Reportar falla"
      await enterAdmin(dist.page, 'distribuidor', '/admin/profiles-list');
      await dist.page.getByPlaceholder(/Buscar/).fill(unit.login);
      const row = dist.page.getByTestId('delivered-row').filter({ hasText: unit.login }).filter({ hasText: unit.profile });
      await row.first().waitFor();
      await row.first().getByTestId('report-fault').click();
      const dialog = dist.page.getByRole('dialog');
      await expect(dialog.getByTestId('fault-unit').textContent()).resolves.toContain(`${unit.login} · ${unit.profile}`);
      // nothing is sent without a description
      await dialog.getByTestId('fault-submit').click();
      await dialog.getByText('Describe la falla con al menos 8 caracteres').waitFor();
      await dialog.getByTestId('fault-description').fill('La contraseña no funciona desde hoy en la mañana.');
      await dialog.getByTestId('fault-image').locator('input[type=file]').setInputFiles({ name: 'captura.png', mimeType: 'image/png', buffer: SCREENSHOT });
      await dialog.getByTestId('fault-image').locator('img').waitFor();
      await shot(dist.page, 'dialog-1366');
      await dialog.getByTestId('fault-submit').click();
      await dist.page.waitForURL(/\/admin\/report-fault-account\/\d+$/);
      const reportId = Number(/(\d+)$/.exec(dist.page.url())![1]);
      await expect(dist.page.getByTestId('fault-outcome').textContent()).resolves.toContain('Abierto: el personal lo está revisando');
      await shot(dist.page, 'report-1366');
      const before = await bellCount(dist.page);

      // the staff list: unit, buyer by name, description, screenshot, state and stock
      await pushRoute(desk.page, '/admin/report-fault-account');
      const listed = desk.page.locator('tbody tr').filter({ hasText: unit.login });
      await listed.first().waitFor();
      const text = (await listed.first().textContent()) ?? '';
      for (const part of [netflix.name, `${unit.login} · ${unit.profile}`, 'Distribuidor Uno', 'La contraseña no funciona', 'SÍ', 'Abierto', 'Hay reemplazo']) expect(text).toContain(part);
      // a report waiting for stock (demo data) says so
      await desk.page.locator('tbody tr').filter({ hasText: 'En espera de inventario' }).first().waitFor();
      await shot(desk.page, 'list-1366');
      await desk.page.setViewportSize({ width: 390, height: 844 });
      await shot(desk.page, 'list-390');
      await desk.page.setViewportSize({ width: 1366, height: 768 });

      // reassign: the dialog shows the report (with its screenshot), then the credentials it delivered
      await listed.first().getByTestId('action-reasing').click();
      const reassign = desk.page.getByRole('dialog');
      await reassign.getByTestId('fault-evidence').waitFor();
      await shot(desk.page, 'reassign-1366');
      await reassign.getByTestId('fault-reassign-accept').click();
      await reassign.getByTestId('delivered-unit').waitFor();
      const newLogin = (await reassign.getByTestId('unit-login').textContent()) ?? '';
      expect(newLogin).toMatch(/^netflix\d+@cuentasdemo\.co$/);
      expect(newLogin).not.toBe(unit.login);
      await shot(desk.page, 'reassigned-1366');
      await reassign.getByRole('button', { name: 'Cerrar' }).click();
      await expect.poll(() => listed.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await expect.poll(async () => (await listed.first().textContent()) ?? '', { timeout: 10_000 }).toContain('Resuelto');

      // the other dialogs say what they would do before anything moves (opened and cancelled on the demo's reports)
      const waiting = desk.page.locator('tbody tr').filter({ hasText: 'En espera de inventario' }).first();
      await waiting.getByTestId('action-reasing').click();
      await desk.page.getByRole('dialog').getByTestId('fault-waiting-stock').waitFor();
      await expect(desk.page.getByTestId('fault-reassign-accept').isDisabled()).resolves.toBe(true);
      await desk.page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
      await waiting.getByTestId('action-reject').click();
      const reject = desk.page.getByRole('dialog');
      await reject.getByText('Cobrar la penalidad configurada ($ 5.000,00)', { exact: false }).waitFor();
      await shot(desk.page, 'reject-1366');
      await reject.getByRole('button', { name: 'Cancelar' }).click();
      await waiting.getByTestId('action-refund').click();
      const refund = desk.page.getByRole('dialog');
      await expect(refund.getByTestId('fault-refund-amount').textContent()).resolves.toMatch(/Se devuelven \$ [\d.]+,\d{2} al comprador por \d+ de 30 días sin usar/);
      await shot(desk.page, 'refund-1366');
      await refund.getByRole('button', { name: 'Cancelar' }).click();

      // the distributor's bell, live; the notification opens the report with the new credentials
      await expect.poll(() => bellCount(dist.page), { timeout: 15_000 }).toBe(before + 1);
      await dist.page.getByTestId('notifications-button').click();
      const newest = dist.page.getByTestId('notifications-menu').getByTestId('notification-item').first();
      await expect(newest.textContent()).resolves.toContain(`Se resolvió tu reporte de falla #${reportId}`);
      await expect(newest.textContent()).resolves.toContain(`te entregamos ${newLogin}`);
      await newest.click();
      await dist.page.waitForURL(new RegExp(`/admin/report-fault-account/${reportId}$`));
      await dist.page.reload();
      const replacement = dist.page.getByTestId('fault-replacement');
      await replacement.getByTestId('delivered-unit').waitFor();
      await expect(replacement.getByTestId('unit-login').textContent()).resolves.toBe(newLogin);
      await expect(replacement.getByTestId('unit-password').textContent()).resolves.toMatch(/\S+/);
      await expect(dist.page.getByTestId('fault-outcome').textContent()).resolves.toContain('Reasignado');
      await shot(dist.page, 'replacement-1366');
      await dist.page.setViewportSize({ width: 390, height: 844 });
      await shot(dist.page, 'replacement-390');

      for (const u of users) expect(u.problems).toEqual([]);
    } finally {
      for (const u of users) await u.context.close();
    }
  });
});
