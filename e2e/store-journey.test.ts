import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, watchedPage } from './support/browser.ts';
import { screenshots } from './support/screens.ts';

/**
 * Cart, checkout and client profile: a visitor opens /store/DIST01, adds two products, signs up from the
 * cart, checks out without balance ("pendiente de pago"), reports a top-up with its receipt; the admin approves it
 * (API); the client profile, open all along, shows the delivered credentials without reloading. And a client's early
 * renewal: it waits for the company's approval, charging nothing, until the desk approves it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('issue11-checkout');
const VIEWPORTS = [{ name: 'phone', width: 390, height: 844 }, { name: 'laptop', width: 1366, height: 768 }] as const;

/** A 4×4 red PNG: the receipt photo. */
const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR42mP8z8AARMQACHUBAP9/B/1+2PnSAAAAAElFTkSuQmCC', 'base64');

/** The admin approves the client's consignment with this transaction id, as the consignments screen does. */
async function approveTopUp(base: string, transactionId: string) {
  const token = await apiLogin(base, 'admin');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const list = await fetch(`${base}/api/v1/admin/consignments/list`, { method: 'POST', headers, body: JSON.stringify({ data: { transaction_id: transactionId } }) });
  const [item] = ((await list.json()) as { items: { id: number }[] }).items;
  expect(item).toBeTruthy();
  const res = await fetch(`${base}/api/v1/admin/consignments/${item.id}/finalize`, { method: 'POST', headers, body: '{}' });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('store cart, checkout and client profile', () => {
  for (const [n, vp] of VIEWPORTS.entries()) {
    it(`a visitor buys, waits for payment, reports a top-up and gets the credentials live (${vp.name} ${vp.width}×${vp.height})`, async () => {
      const base = inject('baseUrl');
      const w = await watchedPage(browser, base, { width: vp.width, height: vp.height });
      const { page } = w;
      const stamp = `${Date.now().toString(36)}${n}`;
      await page.goto('/store/DIST01');
      const products = page.getByTestId('store-product').filter({ has: page.getByTestId('store-add-to-cart').and(page.locator(':enabled')) });
      await products.first().waitFor();
      const names = [await products.nth(0).getAttribute('aria-label'), await products.nth(1).getAttribute('aria-label')];
      await products.nth(0).getByTestId('store-add-to-cart').click();
      await products.nth(1).getByTestId('store-add-to-cart').click();
      await expect.poll(() => page.getByTestId('store-cart-button').getAttribute('aria-label')).toBe('Carrito: 2 productos');

      // the visitor's cart survives a reload (localStorage) and is open for axe
      await page.reload();
      await page.getByTestId('store-cart-button').click();
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
      for (const name of names) await expect(page.getByTestId('cart-drawer').textContent()).resolves.toContain(name);
      await shot(page, `${vp.name}-cart`);
      await expectAccessible(page);

      // sign up from the cart: the cart follows the new client
      await page.getByTestId('cart-checkout').click();
      await page.getByTestId('account-name').fill('Camila Pruebas');
      await page.getByTestId('account-phone').fill(`320${String(Date.now()).slice(-7)}`);
      await page.getByTestId('account-email').fill(`camila.${stamp}@correo.co`);
      await page.getByTestId('account-password').fill('Clave#2026x');
      await page.getByTestId('account-data-policy').check();
      await shot(page, `${vp.name}-signup`);
      await page.getByTestId('account-signup-submit').click();
      await page.getByRole('dialog', { name: 'Crea tu cuenta' }).waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('cart-checkout').textContent()).toBe('Pagar con mi saldo');
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);

      // no balance: the order waits for payment and the client reports a top-up
      await page.getByTestId('cart-checkout').click();
      await page.getByTestId('checkout-pending').waitFor();
      await expect(page.getByTestId('checkout-pending').textContent()).resolves.toContain('Pendiente de pago');
      const transaction = `E2E${stamp}`.toUpperCase();
      await page.getByRole('combobox', { name: /Cuenta bancaria/ }).click();
      await page.getByRole('option').first().click();
      await page.getByTestId('top-up-amount').fill('50000');
      await page.getByTestId('top-up-transaction').fill(transaction);
      await page.getByTestId('top-up-receipt').setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
      await page.getByText('Comprobante cargado (cambiar)').waitFor();
      await page.getByTestId('top-up-submit').click();
      await page.getByTestId('top-up-sent').waitFor();
      await shot(page, `${vp.name}-pending`);

      // the client profile, open while the admin approves: no reload
      await page.getByRole('link', { name: 'Ver mi perfil' }).click();
      await page.getByTestId('client-pending').waitFor();
      await expect.poll(() => page.getByTestId('cart-drawer').count()).toBe(0);
      await expect(page.getByTestId('client-purchases').textContent()).resolves.toContain('Pendiente de pago');
      await expectAccessible(page);
      await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
      await approveTopUp(base, transaction);
      await page.getByTestId('client-purchases').getByTestId('delivered-credentials').first().waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('client-purchases').getByTestId('delivered-credentials').count(), { timeout: 20_000 }).toBe(2);
      await expect.poll(() => page.getByTestId('client-pending').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await expect(page.getByTestId('client-purchases').textContent()).resolves.toContain('Contraseña');
      // the profile sends passwords masked: the eye reveals one unit (a recorded view), then it can be copied
      const unit = page.getByTestId('client-purchases').getByTestId('delivered-credentials').first();
      expect(await unit.textContent()).toContain('••••••');
      expect(await unit.getByRole('button', { name: 'Copiar contraseña' }).count()).toBe(0);
      await unit.getByTestId('reveal-credentials').first().click();
      await unit.getByTestId('hide-credentials').first().waitFor();
      expect(await unit.getByRole('button', { name: 'Copiar contraseña' }).count()).toBeGreaterThan(0);
      await shot(page, `${vp.name}-profile-delivered`);

      // what is left of the top-up pays the next purchase at once: credentials on screen, with copy buttons
      await page.getByRole('link', { name: 'Seguir comprando' }).click();
      const cheap = page.getByTestId('store-product').filter({ hasText: 'YOUTUBE' });
      await cheap.getByTestId('store-add-to-cart').click();
      await expect.poll(() => page.getByTestId('store-cart-button').getAttribute('aria-label')).toBe('Carrito: 1 producto');
      await page.getByTestId('store-cart-button').click();
      await page.getByTestId('cart-checkout').click();
      const delivered = page.getByTestId('cart-drawer').getByTestId('delivered-credentials');
      await delivered.waitFor();
      await expect(delivered.getByRole('button', { name: 'Copiar contraseña' }).count()).resolves.toBe(1);
      await shot(page, `${vp.name}-paid`);
      expect(w.problems).toEqual([]);
      await w.context.close();
    }, 120_000);
  }
});

/** A store client of DIST01 with one delivered unit bought today (so due in 30 days, outside the notice window). */
async function clientWithPurchase(base: string, stamp: string) {
  const json = { 'content-type': 'application/json' };
  const email = `renueva.${stamp}@correo.co`;
  const signup = await fetch(`${base}/api/v1/store/DIST01/signup`, {
    method: 'POST', headers: json,
    body: JSON.stringify({ name: 'Renata Anticipada', country: 'co', phone: `31${String(Date.now()).slice(-8)}`, email, password: 'Clave#2026x', data_policy: true }),
  });
  expect(signup.status, await signup.clone().text()).toBe(201);
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: email, password: 'Clave#2026x' }) });
  const token = ((await login.json()) as { token: string }).token;
  const headers = { ...json, authorization: `Bearer ${token}` };
  // a top-up the admin approves, then a store purchase paid from it
  const accounts = await fetch(`${base}/api/v1/admin/bank-account/search`, { method: 'POST', headers, body: JSON.stringify({ name: '' }) });
  const account = ((await accounts.json()) as { items: { id: number }[] }).items[0].id;
  const transaction = `REN${stamp}`.toUpperCase();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  const topUp = await fetch(`${base}/api/v1/admin/consignments`, {
    method: 'POST', headers,
    body: JSON.stringify({ amount: 5_000_000, bank_account_id: account, transaction_id: transaction, consignment_registration_date: today, receipt: `data:image/png;base64,${RECEIPT_PNG.toString('base64')}` }),
  });
  expect(topUp.status, await topUp.clone().text()).toBe(201);
  await approveTopUp(base, transaction);
  // a product sold by profiles (the profile offers "renew" per profile; whole accounts are renewed with their account)
  const listing = (await (await fetch(`${base}/api/v1/store/DIST01`)).json()) as { items: { id: number; name: string; plan: string | null; price: number; available: boolean }[] };
  const item = listing.items.filter((i) => i.available && i.price <= 5_000_000 && !/CUENTA COMPLETA/i.test(`${i.name} ${i.plan ?? ''}`))
    .sort((a, b) => a.price - b.price)[0];
  expect(item).toBeTruthy();
  const added = await fetch(`${base}/api/v1/store/DIST01/cart/items`, { method: 'POST', headers, body: JSON.stringify({ type_digital_account_id: item.id }) });
  expect(added.status, await added.clone().text()).toBe(200);
  const paid = await fetch(`${base}/api/v1/store/DIST01/checkout`, { method: 'POST', headers: { ...headers, 'idempotency-key': `ren-${stamp}` }, body: '{}' });
  expect(((await paid.json()) as { status: string }).status).toBe('paid');
  return { email, id: ((await signup.json()) as { item: { id: number } }).item.id };
}

describe('an early renewal from the client profile', () => {
  it('waits for the company\'s approval: the client is told nothing was charged, the unit says so, and the approval shows live (phone 390×844)', async () => {
    const base = inject('baseUrl');
    const stamp = Date.now().toString(36);
    const client = await clientWithPurchase(base, stamp);
    const w = await watchedPage(browser, base, { width: 390, height: 844 });
    const { page } = w;
    await page.goto('/store/DIST01/client-profile');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByTestId('account-tab-login').click();
    await page.getByLabel('Correo o usuario').fill(client.email);
    await page.getByLabel('Contraseña').fill('Clave#2026x');
    await page.getByTestId('account-login-submit').click();
    const purchases = page.getByTestId('client-purchases');
    await purchases.getByTestId('renew-from-balance').first().waitFor();
    const balance = await page.getByTestId('client-balance').textContent();

    await purchases.getByTestId('renew-from-balance').first().click();
    await purchases.getByText(/^Solicitud enviada: la empresa de tu vendedor debe aprobar esta renovación anticipada; no se cobró nada\./).waitFor();
    // the unit says its request waits, and no longer invites a second one; nothing was charged
    await purchases.getByTestId('renewal-waiting').waitFor();
    expect(await purchases.getByTestId('renew-from-balance').count()).toBe(0);
    expect(await purchases.getByTestId('renewal-waiting').textContent()).toContain('Espera la aprobación de la empresa; aún no se cobró nada.');
    expect(await page.getByTestId('client-balance').textContent()).toBe(balance);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'phone-renewal-waiting');
    await expectAccessible(page);

    // still so after a reload
    await page.reload();
    await page.getByTestId('client-purchases').getByTestId('renewal-waiting').waitFor();
    expect(await page.getByTestId('client-purchases').getByTestId('renew-from-balance').count()).toBe(0);

    // the desk approves it: charged then, and the open page shows it without reloading
    const desk = await apiLogin(base, 'renovaciones');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${desk}` };
    const waiting = await fetch(`${base}/api/v1/admin/renovation-ticket-to-be-approved/list`, { method: 'POST', headers, body: JSON.stringify({ data: { user_id: client.id } }) });
    const [ticket] = ((await waiting.json()) as { items: { id: number }[] }).items;
    expect(ticket).toBeTruthy();
    const approved = await fetch(`${base}/api/v1/admin/renovation-ticket/${ticket.id}/finalize`, { method: 'POST', headers: { ...headers, 'idempotency-key': `ren-ok-${stamp}` }, body: '{}' });
    expect(approved.status, await approved.clone().text()).toBe(200);
    await expect.poll(() => page.getByTestId('client-purchases').getByTestId('renewal-waiting').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.getByTestId('client-balance').textContent(), { timeout: 20_000 }).not.toBe(balance);
    expect(w.problems).toEqual([]);
    await w.context.close();
  }, 120_000);
});

