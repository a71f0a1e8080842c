import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin } from './support/api.ts';
import { journey, launchBrowser, watchedPage } from './support/browser.ts';
import { pushRoute } from './support/crawl.ts';
import { enterAdmin } from './support/journey.ts';
import { screenshots } from './support/screens.ts';

/**
 * Rough edges a new user hit: raw ids where people are named, a consignment reported without its receipt,
 * a booking screen that bounced back, a create page of a read-only list that failed on the server.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('issue8');

async function api<T>(base: string, token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The texts of one column of the list on screen, found by its header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await page.locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  if (index < 0) throw new Error(`No hay columna "${header}": ${headers.join(' | ')}`);
  return page.locator('tbody tr').evaluateAll((rows, i) => rows.map((r) => (r.children[i]?.textContent ?? '').trim()), index);
}

const todayBogota = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date()).split('-').reverse().join('-');

describe('what a new user hit', () => {
  it("names the people of a distributor's consignments", async () => {
    const base = inject('baseUrl');
    const w = await watchedPage(browser, base, { height: 768 });
    await journey(w, 'consignment-names', async () => {
      await enterAdmin(w.page, 'distribuidor', '/admin/consignments');
      await w.page.locator('tbody tr').first().waitFor();
      const owners = await columnTexts(w.page, 'Usuario');
      // the demo network's reports: its own and those of its sub-distributor and client, by name
      expect(owners.length).toBeGreaterThan(0);
      expect(owners.filter((o) => /^\d+$/.test(o) || o === '')).toEqual([]);
      expect(owners).toEqual(expect.arrayContaining(['Distribuidor Uno', 'Subdistribuidor Dos']));
      await shot(w.page, 'consignments-names');
      expect(w.problems).toEqual([]);
    });
  });

  it('opens an approved consignment read-only, with its actions and no form the server would refuse', async () => {
    const base = inject('baseUrl');
    const w = await watchedPage(browser, base, { height: 768 });
    await journey(w, 'consignment-read-only', async () => {
      await enterAdmin(w.page, 'distribuidor', '/admin/consignments-finalized');
      await w.page.locator('tbody tr').first().click();
      await w.page.waitForURL(/\/admin\/consignments\/\d+$/);
      // the record's own labels (the list, still on screen while the page loads, has no receipt column)
      await w.page.getByText('Comprobante', { exact: true }).waitFor();
      await expect(w.page.getByText('Aprobada', { exact: true }).count()).resolves.toBe(1);
      await expect(w.page.getByRole('button', { name: 'Guardar' }).count()).resolves.toBe(0);
      await expect(w.page.locator('form input').count()).resolves.toBe(0);
      expect(w.problems).toEqual([]);
    });
  });

  it('asks for the receipt in the consignment form and creates nothing without it', async () => {
    const base = inject('baseUrl');
    const token = await apiLogin(base, 'subdistribuidor');
    const before = (await api<{ total: number }>(base, token, '/v1/admin/consignments/list', {})).total;
    const w = await watchedPage(browser, base, { height: 768 });
    const creates: string[] = [];
    w.page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/admin/consignments') creates.push(r.url());
    });
    await journey(w, 'consignment-receipt', async () => {
      await enterAdmin(w.page, 'subdistribuidor', '/admin/consignments/create');
      await w.page.getByLabel('Valor').fill('30000');
      await w.page.getByLabel('Cuenta bancaria').click();
      await w.page.getByRole('option').first().click();
      await w.page.getByLabel('Id de la transacción').fill(`SIN-${Date.now().toString(36).toUpperCase()}`);
      await w.page.getByTestId('date-consignment_registration_date').fill(todayBogota());
      await expect(w.page.getByTestId('image-receipt').textContent()).resolves.toContain('Comprobante *');
      await w.page.getByRole('button', { name: 'Guardar' }).click();

      const errors = w.page.getByTestId('form-errors');
      await errors.waitFor();
      await expect(errors.textContent()).resolves.toMatch(/Existen campos con errores.*Comprobante: Campo obligatorio/);
      await expect(w.page.getByTestId('image-receipt-error').textContent()).resolves.toBe('Campo obligatorio');
      await shot(w.page, 'consignment-receipt-required');
      expect(w.page.url()).toMatch(/\/admin\/consignments\/create$/);
      expect(creates).toEqual([]);
      expect(w.problems).toEqual([]);
      // signing in through the API again ends the browser's session (one per user): the journey is over
      const again = await apiLogin(base, 'subdistribuidor');
      expect((await api<{ total: number }>(base, again, '/v1/admin/consignments/list', {})).total).toBe(before);
    });
  });

  it("books a product for a buyer from the booking form, holding the buyer's balance", async () => {
    const base = inject('baseUrl');
    const w = await watchedPage(browser, base, { height: 768 });
    await journey(w, 'booking-create', async () => {
      await enterAdmin(w.page, 'admin', '/admin/order-booking');
      await w.page.getByTestId('new-booking').click();
      await w.page.waitForURL(/\/admin\/order-booking\/create$/);
      await w.page.getByTestId('booking-create-page').waitFor();

      await w.page.getByTestId('booking-buyer').fill('Subdistribuidor');
      await w.page.getByRole('option', { name: /Subdistribuidor Dos/ }).click();
      await w.page.getByRole('combobox', { name: /Producto/ }).click();
      // only products that accept bookings are offered
      await expect(w.page.getByRole('option').allTextContents()).resolves.toEqual(
        expect.not.arrayContaining([expect.stringContaining('MAX 1 PERFIL')]),
      );
      await w.page.getByRole('option', { name: /DISNEY\+/ }).click();
      await w.page.getByTestId('booking-quantity').fill('1');
      await shot(w.page, 'booking-form');
      await w.page.getByTestId('booking-submit').click();

      await w.page.waitForURL(/\/admin\/order-booking\/\d+$/);
      const id = Number(new URL(w.page.url()).pathname.split('/').pop());
      await w.page.getByText('Subdistribuidor Dos').first().waitFor();
      await w.page.getByText('Reservada').first().waitFor();
      await shot(w.page, 'booking-created');
      expect(w.problems).toEqual([]);

      // leave the buyer's balance as it was for the journeys after this one
      const token = await apiLogin(base, 'admin');
      await api(base, token, `/v1/admin/order-booking/${id}/reject`, { reason: 'Solicitud del cliente' });
    });
  });

  it('says in Spanish that a read-only list has no create form, asking the server for nothing', async () => {
    const base = inject('baseUrl');
    const w = await watchedPage(browser, base, { height: 768 });
    await journey(w, 'read-only-create', async () => {
      await enterAdmin(w.page, 'admin');
      const calls: string[] = [];
      w.page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/api/') && path.includes('redeemable-vendor-balance-movement')) calls.push(`${r.method()} ${r.url()}`);
      });
      await pushRoute(w.page, '/admin/redeemable-vendor-balance-movement/create');
      const page = w.page.getByTestId('create-not-available-page');
      await page.waitFor();
      await expect(page.textContent()).resolves.toContain('Creación no disponible');
      await expect(page.textContent()).resolves.toContain('no se crean desde aquí');
      await shot(w.page, 'read-only-create');
      expect(calls).toEqual([]);
      await page.getByRole('link', { name: 'Ver la lista' }).click();
      await w.page.waitForURL(/\/admin\/redeemable-vendor-balance-movement$/);
      expect(w.problems).toEqual([]);
    });
  });
});
