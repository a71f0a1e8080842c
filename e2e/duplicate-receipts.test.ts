import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin } from './support/api.ts';
import { launchBrowser, watchedPage, type Watched } from './support/browser.ts';
import { pushRoute } from './support/crawl.ts';
import { enterAdmin } from './support/journey.ts';
import { screenshots } from './support/screens.ts';

/**
 * Duplicate receipts and payment methods (DOMAIN.md "Trust"): staff see the badge on a top-up that repeats an
 * earlier reference and, when approving it, both reports side by side and the reason it needs; the reporter's
 * network sees nothing of it; the distributor's top-up form lists the company's methods with copy buttons.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('duplicate-receipts', { fullPage: false, settleMs: 400 });

const RECEIPT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const todayBogota = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
const VIEWPORTS = [{ name: 'desktop', width: 1366, height: 800 }, { name: 'phone', width: 390, height: 844 }] as const;

async function reportTopUp(base: string, token: string, transaction: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const search = await fetch(`${base}/api/v1/admin/bank-account/search`, { method: 'POST', headers, body: JSON.stringify({ name: '' }) });
  const account = ((await search.json()) as any).items[0].id;
  const res = await fetch(`${base}/api/v1/admin/consignments`, {
    method: 'POST', headers,
    body: JSON.stringify({ amount: 2_500_000, bank_account_id: account, transaction_id: transaction, consignment_registration_date: todayBogota(), receipt: RECEIPT }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as any).item.id as number;
}

describe('duplicate receipts and payment methods', () => {
  for (const vp of VIEWPORTS) {
    it(`staff review a flagged top-up side by side; the network sees no hint; the top-up form lists the methods (${vp.width} px)`, async () => {
      const base = inject('baseUrl');
      const stamp = `${vp.name.slice(0, 1)}${Date.now().toString(36)}`.toUpperCase();
      // the earlier report by distribuidor, the repeat by subdistribuidor with the same reference written otherwise
      const first = await reportTopUp(base, await apiLogin(base, 'distribuidor'), `DUP-${stamp}`);
      const repeat = await reportTopUp(base, await apiLogin(base, 'subdistribuidor'), `00 dup ${stamp.toLowerCase()}`);
      const open: Watched[] = [];
      try {
        const admin = await watchedPage(browser, base, vp);
        open.push(admin);
        await enterAdmin(admin.page, 'admin', '/admin/consignments-draft');
        // engine lists read as cards on a phone, as table rows on a laptop
        const record = vp.width < 600 ? 'list-card' : 'tr';
        const rowOf = (text: string) => (record === 'tr' ? admin.page.locator('tr', { hasText: text }) : admin.page.getByTestId('list-card').filter({ hasText: text }));
        const row = rowOf(`00DUP${stamp}`);
        await row.waitFor();
        await row.getByTestId('duplicate-badge').waitFor();
        await shot(admin.page, `${vp.name}-badge`);
        expect(await rowOf(`DUP-${stamp}`).getByTestId('duplicate-badge').count()).toBe(0);

        await row.getByTestId('action-finalize').click();
        const dialog = admin.page.getByRole('dialog');
        await dialog.getByTestId('duplicate-comparison').waitFor();
        const current = dialog.getByTestId('duplicate-current');
        const earlier = dialog.getByTestId('duplicate-earlier');
        await expect(current.textContent()).resolves.toContain(`#${repeat}`);
        await expect(earlier.textContent()).resolves.toContain(`#${first}`);
        await expect(earlier.textContent()).resolves.toContain(`DUP-${stamp}`);
        const [a, b] = [await current.boundingBox(), await earlier.boundingBox()];
        if (vp.width > 600) expect(Math.abs(a!.y - b!.y) < 2 && b!.x > a!.x + a!.width - 2, 'lado a lado').toBe(true);
        else expect(b!.y, 'una debajo de la otra en el teléfono').toBeGreaterThan(a!.y + a!.height - 2);
        const width = await admin.page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(vp.width);
        await shot(admin.page, `${vp.name}-comparison`);
        // approving needs the reason
        const accept = dialog.getByTestId('approve-accept');
        expect(await accept.isDisabled()).toBe(true);
        await dialog.getByTestId('approve-reason').fill('Revisado con el extracto: son dos depósitos distintos');
        await accept.click();
        await dialog.waitFor({ state: 'detached' });
        await row.waitFor({ state: 'detached' });

        // the distributor sees its subtree's reports, flagged one included, without any mark
        const dist = await watchedPage(browser, base, vp);
        open.push(dist);
        await enterAdmin(dist.page, 'distribuidor', '/admin/consignments');
        await (record === 'tr' ? dist.page.locator('tr', { hasText: `DUP-${stamp}` }) : dist.page.getByTestId('list-card').filter({ hasText: `DUP-${stamp}` })).first().waitFor();
        expect(await dist.page.getByTestId('duplicate-badge').count()).toBe(0);
        expect(await dist.page.getByRole('columnheader', { name: 'Alerta' }).count()).toBe(0);
        await expect(dist.page.locator('body').textContent()).resolves.not.toMatch(/duplicad/i);

        // its top-up form shows every kind of method with copy buttons, and the Bre-B key's QR
        await pushRoute(dist.page, '/admin/consignments/create');
        const methods = dist.page.getByTestId('payment-methods');
        await methods.waitFor();
        for (const kind of ['bank', 'breb', 'nequi', 'daviplata', 'pse']) {
          await expect(methods.getByTestId(`payment-method-${kind}`).first().isVisible()).resolves.toBe(true);
        }
        const nequi = methods.getByTestId('payment-method-nequi');
        await expect(nequi.textContent()).resolves.toContain('3105556677');
        await nequi.getByRole('button', { name: /Copiar celular nequi/i }).click();
        await methods.getByTestId('payment-method-breb').getByTestId('payment-method-qr').waitFor();
        await shot(dist.page, `${vp.name}-top-up-methods`);
        const formWidth = await dist.page.evaluate(() => document.documentElement.scrollWidth);
        expect(formWidth).toBeLessThanOrEqual(vp.width);
        for (const w of open) expect(w.problems).toEqual([]);
      } finally {
        for (const w of open) await w.context.close();
      }
    });
  }
});
