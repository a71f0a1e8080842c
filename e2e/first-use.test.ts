import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchedPage } from './support/browser.ts';
import { DEMO_PASSWORD, enterAdmin } from './support/journey.ts';

/**
 * What a new user hit: money inputs group digits the Colombian way as they are typed, a client's menu is
 * a buyer's, empty lists say so in Spanish, the permission grid offers only the actions a resource has, and a link
 * into the admin opened signed out asks for the sign-in at once and then opens the page it named.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The ids and routes of the signed-in user's menu, as the server sent it. */
const menuOf = (page: import('playwright-core').Page) => page.evaluate(() => {
  const menu = JSON.parse(localStorage.getItem('menu') ?? '{"items":[],"groups":[]}') as { items: { id: string }[]; groups: { items: { id: string }[] }[] };
  return [...menu.items, ...menu.groups.flatMap((g) => g.items)].map((i) => i.id);
});

describe('rough edges a new user hit', () => {
  it('a money input shows "9.500" as 9500 is typed, and keeps the caret where the person types', async () => {
    const w = await watchedPage(browser, inject('baseUrl'));
    const { page } = w;
    await enterAdmin(page, 'distribuidor', '/admin/consignments/create');
    const amount = page.getByLabel('Valor');
    await amount.click();
    await page.keyboard.type('9500');
    await expect(amount.inputValue()).resolves.toBe('9.500');
    // two steps left ("9.5|00"), then 1 and 2 typed there: the caret follows the digits, not the end
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('12');
    await expect(amount.inputValue()).resolves.toBe('951.200');
    await expect(amount.evaluate((el: HTMLInputElement) => el.selectionStart)).resolves.toBe(5);
    // Backspace right after a dot takes the digit before it
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Backspace');
    await expect(amount.inputValue()).resolves.toBe('95.200');
    // a pasted Colombian amount is read whole
    await amount.fill('$ 12.345,00');
    await expect(amount.inputValue()).resolves.toBe('12.345');
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  it('a client sees a buyer\'s menu, empty lists in Spanish, and no "Nuevo pedido"', async () => {
    const w = await watchedPage(browser, inject('baseUrl'));
    const { page } = w;
    await enterAdmin(page, 'cliente');
    const menu = await menuOf(page);
    expect(menu).toEqual(expect.arrayContaining(['generate-digital-account', 'profiles-list', 'consignments-list', 'support-client-list', 'report-fault-account-list', 'balance-movements-list', 'profile']));
    for (const seller of ['sales-list', 'order-booking-list', 'order-booking-sales-list', 'notice-list']) expect(menu).not.toContain(seller);

    // the demo client has asked for no hand-fulfilled product yet (its tickets and faults are demo data)
    await page.goto('/admin/digital-account-others');
    await expect(page.getByTestId('list-empty').textContent()).resolves.toContain('Aún no hay solicitudes de cuentas digitales (otros).');
    await expect(page.getByTestId('list-empty').getByRole('link', { name: 'Crear la primera' }).count()).resolves.toBe(1);

    await page.goto('/admin/order');
    await page.locator('.RaList-main').waitFor();
    await expect(page.getByTestId('new-order').count()).resolves.toBe(0);
    await page.getByPlaceholder('Buscar').fill('no-existe-este-pedido');
    // the search applies after its debounce: then the empty list says the filters hide every row
    await page.getByTestId('list-empty').getByText('Ningún registro coincide con los filtros.').waitFor();
    await page.getByTestId('list-empty').getByRole('button', { name: 'Quitar filtros' }).click();
    await page.getByPlaceholder('Buscar').and(page.locator('[value=""]')).waitFor();
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  it('the permission grid offers only the actions each resource has', async () => {
    const w = await watchedPage(browser, inject('baseUrl'));
    const { page } = w;
    await enterAdmin(page, 'admin', '/admin/perms-roles');
    const bank = page.getByTestId('perms-row-bank');
    await bank.waitFor();
    await expect(bank.locator('input[data-perm="bank.list"]').count()).resolves.toBe(1);
    await expect(bank.locator('input[data-perm="bank.renew"]').count()).resolves.toBe(0);
    await expect(bank.locator('input[data-perm^="bank."]').count()).resolves.toBe(7);
    await expect(page.getByTestId('perms-row-order').locator('input[data-perm="order.annul"]').count()).resolves.toBe(1);
    expect(w.problems).toEqual([]);
    await w.context.close();
  });

  it('a link into the admin opened signed out shows the sign-in at once, then opens the page it named; so does a session lost on a page', async () => {
    const w = await watchedPage(browser, inject('baseUrl'));
    const { page } = w;
    // every move of the tab's address: the sign-in must take one, not a storm of them
    let toSignIn = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/') toSignIn++;
    });
    await page.goto('/admin/consignments/create');
    await page.getByLabel('Usuario').fill('distribuidor');
    await page.getByLabel('Contraseña', { exact: false }).first().fill(DEMO_PASSWORD);
    expect(toSignIn).toBe(1);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/admin/consignments/create');
    await page.getByLabel('Valor').waitFor();
    expect(toSignIn).toBe(1);
    expect(w.problems).toEqual([]);

    // the session ends elsewhere (signed out on another device) while the user moves to the profile: its calls (the
    // app's own, not react-admin's) say so on the sign-in, which then returns to the profile, not to the dashboard
    await page.evaluate(() => fetch('/api/v1/auth/logout', {
      method: 'POST', body: '{}', headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' },
    }));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/profile');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.getByTestId('error-dialog-message').textContent()).toContain('Tu sesión');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByLabel('Usuario').fill('distribuidor');
    await page.getByLabel('Contraseña', { exact: false }).first().fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/admin/profile');
    await page.getByTestId('profile-page').waitFor();
    expect(toSignIn).toBe(2);
    // the calls the ended session made answer 401, as they must
    expect(w.problems.filter((p) => !p.startsWith('http 401:'))).toEqual([]);
    await w.context.close();
  });
});
