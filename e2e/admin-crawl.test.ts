import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchedPage, type Watched } from './support/browser.ts';
import {
  menuRoutes, networkIdle, outcome, pushRoute, READY_SELECTOR, recordRoutes, registryRoutes, ROOT_PAGES, screenFaults,
} from './support/crawl.ts';
import { checksRoute } from './support/a11y-owners.ts';
import { acceptTerms, login, skipFirstVisitTour } from './support/journey.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const adminPath = (route: string) => (route ? `/admin/${route}` : '/admin');

/**
 * Signs in and accepts the terms when they are still pending. The first-visit tour is marked as seen up front
 * (its own journey tests it): started mid-crawl it would fold the sidebar open over the pages.
 */
async function session(user: string): Promise<{ w: Watched; page: Page; idle: ReturnType<typeof networkIdle> }> {
  const w = await watchedPage(browser, inject('baseUrl'));
  await skipFirstVisitTour(w.context);
  const idle = networkIdle(w.page);
  await login(w.page, user);
  await idle();
  if (await w.page.getByTestId('terms-modal').isVisible()) await acceptTerms(w.page);
  await idle();
  return { w, page: w.page, idle };
}

/** Opens a route in place and waits until its screen is up and its calls have answered. */
async function visit(page: Page, idle: ReturnType<typeof networkIdle>, route: string): Promise<string | null> {
  await pushRoute(page, adminPath(route));
  await idle(150);
  if (await page.locator(READY_SELECTOR).count()) return null;
  try {
    await page.waitForSelector(READY_SELECTOR, { timeout: 15_000 });
  } catch {
    return 'la pantalla no terminó de mostrarse';
  }
  await idle();
  return null;
}

describe('every back-office screen opens', () => {
  it('admin crawls every route of the registry and the menu: no error page, console error or failed call', async () => {
    const { w, page, idle } = await session('admin');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const inMenu = new Set(await menuRoutes(page));
    const every = [...registryRoutes(), ...(await recordRoutes(inject('baseUrl'), token!))];
    // the registry must really have been read (a typo in the import would crawl nothing)
    expect(every.length).toBeGreaterThan(100);
    // the screens of admin's menu that admin's accessibility crawl checks are opened there, under the same checks
    const routes = every.filter((route) => !(inMenu.has(route) && checksRoute('admin', route)));
    expect(routes.length).toBeGreaterThan(100);

    const broken: string[] = [];
    const seen = { ok: 0, unauthorized: 0 };
    for (const route of routes) {
      const before = w.problems.length;
      const stuck = await visit(page, idle, route);
      if (stuck) broken.push(`${route}: ${stuck}`);
      const o = await outcome(page);
      // what the menu offers must open; the rest may answer "No autorizado"
      broken.push(...screenFaults(route, o, inMenu.has(route), w.problems.slice(before)));
      if (o.unauthorized) seen.unauthorized++;
      if (!o.errorBoundary && !o.notFound && !o.unauthorized) seen.ok++;
    }
    console.info(`rastreo de admin: ${routes.length} rutas (${every.length - routes.length} más en la revisión de accesibilidad), ${seen.ok} abiertas, ${seen.unauthorized} "No autorizado"`);
    expect(broken).toEqual([]);
    // most of the back office is the admin's: a crawl answered mostly by "No autorizado" proves nothing
    expect(seen.ok).toBeGreaterThan(routes.length * 0.75);
    await w.context.close();
  }, 600_000);

  it('root opens the root-only pages (settings, company) and the template preview', async () => {
    const { w, page, idle } = await session('root');
    for (const route of ROOT_PAGES) {
      expect(await visit(page, idle, route), route).toBeNull();
      expect(await outcome(page), route).toEqual({ errorBoundary: false, notFound: false, unauthorized: false });
    }
    // a platform template: "Vista previa" renders its placeholders with example values
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const templates = await fetch(`${inject('baseUrl')}/api/v1/admin/template/list`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: {}, _paginate: { page: 1, max_rows: 1 } }),
    }).then((r) => r.json() as Promise<{ items: { id: number }[] }>);
    expect(templates.items.length).toBeGreaterThan(0);
    expect(await visit(page, idle, `template/${templates.items[0].id}`)).toBeNull();
    await page.getByTestId('template-preview-button').click();
    const text = page.getByTestId('template-preview-text');
    await text.waitFor();
    await expect(text.textContent()).resolves.not.toContain('{{login}}');
    await expect(page.getByTestId('template-placeholders').textContent()).resolves.toContain('{{password}}');
    await page.getByRole('button', { name: 'Cerrar' }).click();
    expect(w.problems).toEqual([]);
    await w.context.close();
  }, 120_000);

  it('a distributor opening screens it has no permission for sees "No autorizado", not an error', async () => {
    const { w, page, idle } = await session('distribuidor');
    for (const route of ['perms-roles', 'menu-roles', 'user', 'user/create', 'settings', 'config/company', 'company']) {
      expect(await visit(page, idle, route), route).toBeNull();
      expect(await outcome(page), route).toEqual({ errorBoundary: false, notFound: false, unauthorized: true });
      await expect(page.getByTestId('unauthorized-page').textContent()).resolves.toContain('No autorizado');
    }
    // its own network is its to see
    expect(await visit(page, idle, 'distribuitors-net')).toBeNull();
    await expect(page.getByTestId('network-tree').textContent()).resolves.toContain('Subdistribuidor');
    expect(w.problems).toEqual([]);
    await w.context.close();
  }, 120_000);

  it('admin uses the record pages: save only when changed, groups, network, converter, profile', async () => {
    const { w, page, idle } = await session('admin');

    // perms-roles: a new group, one permission ticked and saved, then deleted
    expect(await visit(page, idle, 'perms-roles')).toBeNull();
    const save = page.getByTestId('perms-save');
    await expect(save.isDisabled()).resolves.toBe(true);
    const groupName = `Grupo E2E ${Date.now().toString(36)}`;
    await page.getByTestId('new-group').click();
    await page.getByLabel('Nombre del grupo').fill(groupName);
    await page.getByTestId('new-group-save').click();
    await page.getByTestId('success-dialog-message').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByTestId('group-select').inputValue()).resolves.not.toBe('');
    await expect(page.getByRole('combobox').first().textContent()).resolves.toContain(groupName);
    const notice = page.locator('input[data-perm="notice.list"]');
    await notice.check();
    await expect(save.isEnabled()).resolves.toBe(true);
    await notice.uncheck();
    await expect(save.isDisabled()).resolves.toBe(true);
    await notice.check();
    await save.click();
    await page.getByTestId('success-dialog-message').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await idle();
    await expect(notice.isChecked()).resolves.toBe(true);
    await expect(save.isDisabled()).resolves.toBe(true);
    await page.getByTestId('delete-group').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByTestId('success-dialog-message').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await idle();
    await expect(page.getByRole('combobox').first().textContent()).resolves.not.toContain(groupName);

    // menu-roles: ticking an entry enables save, unticking it again disables it
    expect(await visit(page, idle, 'menu-roles')).toBeNull();
    const menuSave = page.getByTestId('menu-save');
    await expect(menuSave.isDisabled()).resolves.toBe(true);
    const entry = page.getByTestId('menu-row-bank-list').getByRole('checkbox').nth(1);
    const wasChecked = await entry.isChecked();
    await entry.setChecked(!wasChecked);
    await expect(menuSave.isEnabled()).resolves.toBe(true);
    await entry.setChecked(wasChecked);
    await expect(menuSave.isDisabled()).resolves.toBe(true);

    // the network: clients appear when asked for
    expect(await visit(page, idle, 'distribuitors-net')).toBeNull();
    const tree = page.getByTestId('network-tree');
    await expect(tree.textContent()).resolves.toContain('Distribuidor Uno');
    await page.getByTestId('network-expand-all').click();
    await expect(tree.textContent()).resolves.not.toContain('Cliente Demo');
    await page.getByTestId('network-clients').locator('input').check();
    await idle();
    await page.getByTestId('network-expand-all').click();
    await expect(tree.textContent()).resolves.toContain('Cliente Demo');

    // a distributor's detail lists its children
    const distributorId = await page.locator('[data-testid^="network-node-"]').first().getAttribute('data-testid');
    expect(await visit(page, idle, `distribuitors/${distributorId!.replace('network-node-', '')}`)).toBeNull();
    // the children's rows arrive after the count: wait for the name rather than read the card once
    await page.getByTestId('distributor-children').getByText('Subdistribuidor Dos').waitFor();

    // tools-app: the converter answers in COP
    expect(await visit(page, idle, 'tools-app')).toBeNull();
    await page.getByTestId('open-converter').click();
    await page.getByTestId('converter-amount').fill('10');
    await page.getByTestId('converter-convert').click();
    await expect(page.getByTestId('converter-result').textContent()).resolves.toMatch(/\$ [\d.]+,\d{2} COP/);
    await page.getByRole('button', { name: 'Cerrar' }).click();

    // profile: save only once something changed
    expect(await visit(page, idle, 'profile')).toBeNull();
    const profileSave = page.getByTestId('profile-save');
    await expect(profileSave.isDisabled()).resolves.toBe(true);
    const name = page.getByTestId('profile-name-input');
    const original = await name.inputValue();
    await name.fill(`${original} E2E`);
    await expect(profileSave.isEnabled()).resolves.toBe(true);
    await name.fill(original);
    await expect(profileSave.isDisabled()).resolves.toBe(true);

    // the user roles checklist: save only once the ticks differ
    expect(await visit(page, idle, 'user')).toBeNull();
    await page.locator('.RaList-main tbody tr').first().click();
    await page.getByTestId('user-roles-button').click();
    const checklist = page.getByTestId('roles-checklist');
    await checklist.waitFor();
    const dialog = page.getByRole('dialog');
    const rolesSave = dialog.getByRole('button', { name: 'Guardar' });
    await expect(rolesSave.isDisabled()).resolves.toBe(true);
    const box = checklist.getByRole('checkbox').last();
    await box.setChecked(!(await box.isChecked()));
    await expect(rolesSave.isEnabled()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    expect(w.problems).toEqual([]);
    await w.context.close();
  }, 180_000);
});
