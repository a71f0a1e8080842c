import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin } from './support/api.ts';
import { launchBrowser, watchedPage, type Watched } from './support/browser.ts';
import { enterAdmin } from './support/journey.ts';
import { screenshots } from './support/screens.ts';

/**
 * Credentials leave a trace (DOMAIN.md "Trust"), at 1366 and 390 px: a distributor finds the password masked on
 * *Perfiles entregados* and reveals it with the eye, shares the unit by a link (at 1366 the share dialog stays open,
 * with its link shown once, while the window narrows to a phone and the table turns into cards), the link opens in
 * a fresh browser with no session and shows that unit's credentials, and the admin reads the unit's view history
 * (the delivered screen's reveal and the opened link among them). A hand-fulfilled request's page reveals its
 * credentials with the same button, and its history shows that view and the finalize delivery.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('credential-share', { fullPage: false, settleMs: 300 });

const headersOf = async (base: string, username: string) =>
  ({ authorization: `Bearer ${await apiLogin(base, username)}`, 'content-type': 'application/json' });

async function netflixOf(base: string, headers: Record<string, string>): Promise<number> {
  const catalogue = await (await fetch(`${base}/api/v1/purchase/catalogue`, { headers })).json() as any;
  return catalogue.items.find((p: any) => /^NETFLIX/.test(p.name)).type_digital_account_id;
}

async function buyNetflix(base: string) {
  const headers = await headersOf(base, 'distribuidor');
  const netflix = { type_digital_account_id: await netflixOf(base, headers) };
  const res = await fetch(`${base}/api/v1/purchase`, {
    method: 'POST', headers: { ...headers, 'idempotency-key': `e2e-share-${Date.now()}-${Math.random()}` },
    body: JSON.stringify({ type_digital_account_id: netflix.type_digital_account_id, quantity: 1 }),
  });
  const body = await res.json() as any;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.items[0] as { profile_id: number; login: string; password: string; profile: string; pin: string | null };
}

/** A request of `distribuidor` for a product fulfilled by hand, finalized by `admin` with these credentials. */
async function deliveredRequest(base: string, password: string) {
  const dist = await headersOf(base, 'distribuidor');
  const created = await fetch(`${base}/api/v1/admin/digital-account-others`, {
    method: 'POST', headers: dist, body: JSON.stringify({ type_digital_account_id: await netflixOf(base, dist), description: 'Cuenta a mano (e2e)' }),
  });
  const id = ((await created.json()) as any).item.id as number;
  const done = await fetch(`${base}/api/v1/admin/digital-account-others/${id}/finalize`, {
    method: 'POST', headers: { ...(await headersOf(base, 'admin')), 'idempotency-key': `e2e-others-${Date.now()}-${Math.random()}` },
    body: JSON.stringify({ login: `mano.${id}@cuentasdemo.co`, password, pin: '2468' }),
  });
  expect(done.status, await done.clone().text()).toBe(200);
  return id;
}

describe('share a unit by link, and its view history', () => {
  for (const width of [1366, 390]) {
    it(`a buyer shares from Perfiles entregados, a stranger opens the link, staff see the views (${width} px)`, async () => {
      const base = inject('baseUrl');
      const unit = await buyNetflix(base);
      const pages: Watched[] = [];
      try {
        const dist = await watchedPage(browser, base, { width, height: 844 });
        pages.push(dist);
        await enterAdmin(dist.page, 'distribuidor', '/admin/profiles-list');
        await dist.page.getByPlaceholder(/Buscar/).fill(unit.login);
        // a phone shows each unit as a card, a laptop as a table row
        const row = dist.page.getByTestId(width < 600 ? 'delivered-card' : 'delivered-row').filter({ hasText: unit.login }).filter({ hasText: unit.profile });
        await row.first().waitFor();
        // the list sends the password masked; the eye reveals this unit (a view from Perfiles entregados)
        const password = row.first().getByTestId('delivered-password');
        expect(await password.textContent()).toBe('••••••');
        expect(await dist.page.content()).not.toContain(unit.password);
        await row.first().getByTestId('reveal-credentials').click();
        await expect.poll(() => password.textContent()).toBe(unit.password);
        await row.first().getByTestId('share-credentials').click();
        const dialog = dist.page.getByRole('dialog');
        await dialog.getByTestId('share-create').click();
        const url = await dialog.getByTestId('share-url').inputValue();
        expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
        await dialog.getByText(/se puede abrir 1 vez/).waitFor();
        await shot(dist.page, `dialog-${width}`);
        const box = await dialog.boundingBox();
        expect(box!.width).toBeLessThanOrEqual(width);
        if (width > 600) {
          // the table turns into cards (another React tree): the dialog and its link shown once stay, and so does
          // the revealed password
          await dist.page.setViewportSize({ width: 390, height: 844 });
          await dist.page.getByTestId('delivered-card').first().waitFor();
          expect(await dist.page.getByTestId('delivered-row').count()).toBe(0);
          expect(await dialog.isVisible()).toBe(true);
          expect(await dialog.getByTestId('share-url').inputValue()).toBe(url);
          await shot(dist.page, 'dialog-after-resize');
          await dialog.getByRole('button', { name: 'Cerrar' }).click();
          await dialog.waitFor({ state: 'detached' });
          const card = dist.page.getByTestId('delivered-card').filter({ hasText: unit.login }).filter({ hasText: unit.profile }).first();
          expect(await card.getByTestId('delivered-password').textContent()).toBe(unit.password);
        }
        expect(dist.problems).toEqual([]);

        // a stranger: a fresh browser context, no session, no cookies, no stored token
        const stranger = await browser.newContext({ viewport: { width, height: 844 }, locale: 'es-CO' });
        try {
          const page = await stranger.newPage();
          const res = await page.goto(`${base}${new URL(url).pathname}`);
          expect(res!.status()).toBe(200);
          await expect(page.getByTestId('share-login').textContent()).resolves.toBe(unit.login);
          await expect(page.getByTestId('share-password').textContent()).resolves.toBe(unit.password);
          await expect(page.getByTestId('share-profile').textContent()).resolves.toBe(unit.profile);
          // nothing wider than the phone
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await shot(page, `page-${width}`);
          // one view by default: the second opening is refused with a Spanish 410 page
          const again = await page.goto(`${base}${new URL(url).pathname}`);
          expect(again!.status()).toBe(410);
          await page.getByTestId('share-gone').waitFor();
        } finally {
          await stranger.close();
        }

        const desk = await watchedPage(browser, base, { width, height: 844 });
        pages.push(desk);
        await enterAdmin(desk.page, 'admin', `/admin/profiles/${unit.profile_id}`);
        // the stock form shows the PIN masked; "Ver credenciales" reveals the unit (a view from the stock screen)
        await desk.page.getByTestId('record-reveal').click();
        const revealed = desk.page.getByRole('dialog');
        await expect(revealed.getByTestId('record-reveal-password').textContent()).resolves.toBe(unit.password);
        await revealed.getByRole('button', { name: 'Cerrar' }).click();
        await revealed.waitFor({ state: 'detached' });
        await desk.page.getByTestId('credential-views').click();
        const views = desk.page.getByRole('dialog').getByTestId('credential-view-row');
        await views.first().waitFor();
        const texts = await views.allTextContents();
        expect(texts.some((t) => t.includes('Enlace compartido') && t.includes('Sin sesión'))).toBe(true);
        expect(texts.some((t) => t.includes('Perfiles entregados'))).toBe(true);
        expect(texts.some((t) => t.includes('Inventario'))).toBe(true);
        expect(texts.some((t) => t.includes('Compra'))).toBe(true);
        await shot(desk.page, `views-${width}`);
        expect(desk.problems).toEqual([]);
      } finally {
        for (const p of pages) await p.context.close().catch(() => {});
      }
    }, 120_000);
  }
});

describe('a hand-fulfilled request reveals like a stock unit', () => {
  it('its buyer reveals the masked password on the request page, and staff see that view and the delivery (1366 px)', async () => {
    const base = inject('baseUrl');
    const password = `Mano#${Date.now().toString(36)}`;
    const id = await deliveredRequest(base, password);
    const pages: Watched[] = [];
    try {
      const dist = await watchedPage(browser, base, { width: 1366, height: 768 });
      pages.push(dist);
      await enterAdmin(dist.page, 'distribuidor', `/admin/digital-account-others/${id}`);
      await dist.page.getByText(`mano.${id}@cuentasdemo.co`).waitFor();
      // the page sends the password and PIN masked; the eye reveals this request (a view from its screen)
      expect(await dist.page.content()).not.toContain(password);
      await dist.page.getByTestId('record-reveal').click();
      const revealed = dist.page.getByRole('dialog');
      await expect(revealed.getByTestId('record-reveal-password').textContent()).resolves.toBe(password);
      await expect(revealed.getByTestId('record-reveal-pin').textContent()).resolves.toBe('2468');
      await shot(dist.page, 'others-reveal-1366');
      // a buyer reads no view history
      expect(await dist.page.getByTestId('credential-views').count()).toBe(0);
      expect(dist.problems).toEqual([]);

      const desk = await watchedPage(browser, base, { width: 1366, height: 768 });
      pages.push(desk);
      await enterAdmin(desk.page, 'admin', `/admin/digital-account-others/${id}`);
      await desk.page.getByTestId('credential-views').click();
      const views = desk.page.getByRole('dialog').getByTestId('credential-view-row');
      await views.first().waitFor();
      const texts = await views.allTextContents();
      expect(texts.some((t) => t.includes('Cuentas digitales (otros)') && t.includes('Pantalla'))).toBe(true);
      expect(texts.some((t) => t.includes('Solicitud (otros) finalizada') && t.includes('Compra'))).toBe(true);
      expect(desk.problems).toEqual([]);
    } finally {
      for (const p of pages) await p.context.close().catch(() => {});
    }
  }, 120_000);
});
