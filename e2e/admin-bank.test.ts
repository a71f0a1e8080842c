import ExcelJS from 'exceljs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { journey, launchBrowser, watchedPage } from './support/browser.ts';
import { acceptTerms, dismissTour, hoverSidebar, login } from './support/journey.ts';

let browser: Browser;
let downloads: string;
beforeAll(async () => {
  browser = await launchBrowser();
  downloads = await mkdtemp(join(tmpdir(), 'e2e-downloads-'));
});
afterAll(async () => {
  await browser?.close();
  await rm(downloads, { recursive: true, force: true });
});

describe('admin manages banks', () => {
  it('accepts the terms if asked, creates a bank, sees it in the list and its log, exports it', async () => {
    // with the animations on (every other journey runs as a person who asked for less motion): the tour, the dialogs
    // and the menus still end where they should
    const w = await watchedPage(browser, inject('baseUrl'), { motion: true });
    const { page } = w;
    await journey(w, 'admin-bank', async () => {
      const bankName = `Banco E2E ${Date.now().toString(36)}`;

      await login(page, 'admin');
      // the server is shared by every journey file: another one may have accepted admin's terms already
      // (terms.test.ts covers the modal on a user nobody else uses)
      await page.waitForTimeout(800);
      if (await page.getByTestId('terms-modal').isVisible()) await acceptTerms(page);
      expect(await dismissTour(page, 4000)).toBe(true);

      // through the menu: the configure group (its first opening starts its own tour)
      await hoverSidebar(page);
      await page.getByTestId('menu-group-configure').click();
      await dismissTour(page, 2500);
      await hoverSidebar(page);
      await page.getByTestId('menu-item-bank-list').click();
      await page.waitForURL(/\/admin\/bank$/);
      // leave the sidebar so it folds back to its rail
      await page.mouse.move(900, 500);
      await page.getByRole('columnheader', { name: 'Nombre' }).waitFor();

      // the form lists its errors under the spec heading before anything is sent
      await page.getByRole('link', { name: 'Crear' }).click();
      await page.waitForURL(/\/admin\/bank\/create$/);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByTestId('form-errors').textContent()).resolves.toContain('Existen campos con errores');

      await page.getByLabel('Nombre').fill(bankName);
      await page.getByLabel('Código', { exact: true }).fill('e2e');
      await expect(page.getByLabel('Código', { exact: true }).inputValue()).resolves.toBe('E2E');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.waitForURL(/\/admin\/bank$/);

      const row = page.locator('tr', { hasText: bankName });
      await row.waitFor();
      await expect(row.textContent()).resolves.toContain('SÍ');

      // its log: who created it
      await row.getByTestId('row-logs').click();
      const logs = page.getByTestId('log-table');
      await logs.waitFor();
      await expect(logs.textContent()).resolves.toContain('Administrador Demo');
      await page.getByRole('button', { name: 'Cerrar' }).click();
      await logs.waitFor({ state: 'detached' });

      // export every record and read the file back
      await page.getByTestId('export-button').click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-all').click()]);
      expect(download.suggestedFilename()).toBe('export.xlsx');
      const file = join(downloads, 'banks.xlsx');
      await download.saveAs(file);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(file);
      const values: string[] = [];
      book.worksheets[0].eachRow((r) => r.eachCell((c) => values.push(String(c.value))));
      expect(values).toContain(bankName);

      expect(w.problems).toEqual([]);
    });
  });
});
