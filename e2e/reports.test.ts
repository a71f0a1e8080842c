import { REPORTS, todayBogota, type ReportDef } from '@app/shared';
import ExcelJS from 'exceljs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatCell } from '../apps/web/src/features/reports/report-format.ts';
import { expectAccessible } from './support/axe.ts';
import { journey, launchBrowser, screenshotOnFailure, watchedPage, type Watched } from './support/browser.ts';
import { pushRoute } from './support/crawl.ts';
import { enterAdmin } from './support/journey.ts';
import { screenshots } from './support/screens.ts';

/**
 * Reports in the browser: the admin opens each report page (root the company balances), filters it, sees its chart, exports
 * it, and the downloaded file read back with exceljs has the same rows as the table; screenshots at 1366×768 and
 * 390×844 (E2E_SCREENS).
 */
let browser: Browser;
let downloads: string;
// the admin's reports share one signed-in tab, each opened from the one before as a menu click does (a sign-in and a
// load of the app per report cost more than the report itself)
let admin: Watched | null = null;
beforeAll(async () => {
  browser = await launchBrowser();
  downloads = await mkdtemp(join(tmpdir(), 'e2e-reports-'));
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
  await rm(downloads, { recursive: true, force: true });
});

const shot = screenshots('reports');

/**
 * The start a test narrows a period to: the last 30 days, which hold every seeded sale (the first of this month would
 * hold none on a month's first days); the default period starts 11 months back, so the field changes and the page
 * reads again.
 */
const narrowedFrom = () => todayBogota(new Date(Date.now() - 30 * 86_400_000));
const typed = (iso: string) => iso.split('-').reverse().join('-');

/** An xlsx cell as the page shows the same value (the xlsx has pesos and Bogota wall-clock dates). */
function shownCell(kind: ReportDef['columns'][number]['kind'], value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (kind === 'boolean') return String(value);
  if (kind === 'money') return formatCell('money', Math.round(Number(value) * 100));
  if (value instanceof Date) {
    const wall = value.toISOString().slice(0, 19).replace('T', ' ');
    return formatCell(kind, kind === 'date' ? wall.slice(0, 10) : wall);
  }
  return formatCell(kind, value);
}

async function tableRows(page: Page): Promise<string[][]> {
  return page.getByTestId('report-row').evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
}

async function exportedRows(page: Page, def: ReportDef): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click()]);
  expect(download.suggestedFilename()).toBe(`${def.name}.xlsx`);
  const file = join(downloads, `${def.name}.xlsx`);
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(def.columns.map((c) => c.label));
  const out: string[][] = [];
  for (let r = 2; r <= sheet.rowCount; r++) out.push(def.columns.map((c, i) => shownCell(c.kind, sheet.getRow(r).getCell(i + 1).value)));
  return out;
}

/** Applies the report's date filter and waits for the table to answer it. */
async function filter(page: Page, def: ReportDef) {
  const answered = (part: string) => page.waitForResponse((res) => res.url().includes(`/api/v1/reports/${def.name}?`) && res.url().includes(part) && res.status() === 200);
  if (def.filters.includes('period')) {
    const from = narrowedFrom();
    const done = answered(`from=${from}`);
    await page.getByTestId('report-from').fill(typed(from));
    await done;
  } else if (def.filters.includes('at')) {
    // yesterday's balances (the field already shows today, the default)
    const yesterday = todayBogota(new Date(Date.now() - 86_400_000));
    const done = answered(`at=${yesterday}`);
    await page.getByTestId('report-at').fill(typed(yesterday));
    await done;
  }
}

/**
 * Opens a report's page: signing `who` in on it (the app opens the page after the sign-in), or in the app already
 * loaded, as a menu click does.
 */
async function openReport(page: Page, def: ReportDef, who?: string) {
  if (who) await enterAdmin(page, who, `/admin/${def.name}/export`);
  else await pushRoute(page, `/admin/${def.name}/export`);
  await page.getByTestId(`${def.name}-export-page`).waitFor();
  await page.getByTestId('report-table').waitFor({ timeout: 20_000 });
}

/** `def` opened in the admin's shared tab, which the first report signs in on; its failures leave a screenshot. */
async function inAdminTab(def: ReportDef, run: (page: Page) => Promise<void>) {
  const first = !admin;
  admin ??= await watchedPage(browser, inject('baseUrl'), { width: 1366, height: 768 });
  const { page, problems } = admin;
  const before = problems.length;
  await screenshotOnFailure(page, `reports-${def.name}`, async () => {
    await openReport(page, def, first ? 'admin' : undefined);
    await run(page);
    expect(problems.slice(before)).toEqual([]);
  });
}

describe('report pages', () => {
  for (const def of REPORTS) {
    const who = def.roles?.includes('Root') ? 'root' : 'admin';
    const check = async (page: Page) => {
      await filter(page, def);
      if (def.chart) await expect.poll(() => page.locator('[data-testid="report-chart"] svg').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const table = await tableRows(page);
      expect(table.length).toBeGreaterThan(0);
      expect(await page.getByTestId('report-count').textContent()).toContain(String(table.length));
      expect(await exportedRows(page, def)).toEqual(table);
      await shot(page, `${def.name}-1366`);
      await expectAccessible(page, `[data-testid="${def.name}-export-page"]`);
    };
    it(`${who} opens ${def.name}, filters, sees the chart and exports the same rows`, async () => {
      if (who === 'admin') return inAdminTab(def, check);
      const w = await watchedPage(browser, inject('baseUrl'), { width: 1366, height: 768 });
      await journey(w, `reports-${def.name}`, async () => {
        await openReport(w.page, def, who);
        await check(w.page);
        expect(w.problems).toEqual([]);
      });
    });
  }

  it("going from one report to another shows none of the last one's rows or typed dates while the next one loads", async () => {
    const from = REPORTS.find((r) => r.name === 'top-sales')!;
    const to = REPORTS.find((r) => r.name === 'linked-distributors')!;
    // a tab of its own: in the shared one the next report may have been read already, and shows that answer at once
    const w = await watchedPage(browser, inject('baseUrl'), { width: 1366, height: 768 });
    await journey(w, 'reports-from-one-to-another', async () => {
      const { page } = w;
      await openReport(page, from, 'admin');
      await filter(page, from);
      // the next report's answer is held back, so what the page shows before it is seen
      let release!: () => void;
      const held = new Promise<void>((ok) => { release = ok; });
      const itsAnswer = (url: URL) => url.pathname === `/api/v1/reports/${to.name}`;
      await page.route(itsAnswer, async (route) => {
        await held;
        await route.continue();
      });
      try {
        await pushRoute(page, `/admin/${to.name}/export`);
        await page.getByTestId(`${to.name}-export-page`).waitFor();
        expect(await page.getByTestId('report-row').count()).toBe(0);
        expect(await page.getByTestId('report-from').inputValue()).toBe('');
      } finally {
        release();
      }
      await page.getByTestId('report-row').first().waitFor();
      await page.unroute(itsAnswer);
      // then its own period, the one the server ran with, not the date typed on the report before
      expect(await page.getByTestId('report-from').inputValue()).not.toBe(typed(narrowedFrom()));
      expect(w.problems).toEqual([]);
    });
  });

  it('a distributor sees its own network only, and no company balances', async () => {
    const w = await watchedPage(browser, inject('baseUrl'), { width: 1366, height: 768 });
    await journey(w, 'reports-distributor', async () => {
      const { page } = w;
      const def = REPORTS.find((r) => r.name === 'top-sales-children')!;
      await openReport(page, def, 'distribuidor');
      const rows = await tableRows(page);
      // its direct children (the sub-distributor, a store buyer), never itself, its parent or the client below
      const names = rows.map((r) => r[1]);
      expect(names).toContain('Subdistribuidor Dos');
      for (const outside of ['Distribuidor Uno', 'Administrador Demo', 'Cliente Demo', 'Renovaciones Demo']) expect(names).not.toContain(outside);
      expect(await exportedRows(page, def)).toEqual(rows);
      await shot(page, 'distributor-top-sales-children-1366');
      await page.goto('/admin/balance-company-current/export');
      await page.getByText('No autorizado').first().waitFor();
      expect(w.problems).toEqual([]);
    });
  });

  it('a seller filter narrows top-sales to that network, and the page fits a phone', async () => {
    const w = await watchedPage(browser, inject('baseUrl'), { width: 390, height: 844 });
    await journey(w, 'reports-phone', async () => {
      const { page } = w;
      const def = REPORTS.find((r) => r.name === 'top-sales')!;
      await openReport(page, def, 'admin');
      const all = await tableRows(page);
      await page.getByTestId('report-seller').fill('Subdistribuidor');
      const done = page.waitForResponse((res) => res.url().includes('/api/v1/reports/top-sales?') && res.url().includes('seller_id=') && res.status() === 200);
      await page.getByRole('option', { name: /Subdistribuidor Dos/ }).click();
      await done;
      await expect.poll(async () => (await tableRows(page)).length).toBeLessThan(all.length + 1);
      const narrowed = await tableRows(page);
      expect(narrowed.every((r) => !r.includes('Distribuidor Uno'))).toBe(true);
      expect(await exportedRows(page, def)).toEqual(narrowed);
      await shot(page, 'top-sales-390');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      for (const name of ['sales-comparison-distributor', 'balance-current']) {
        await openReport(page, REPORTS.find((r) => r.name === name)!);
        await shot(page, `${name}-390`);
      }
      expect(w.problems).toEqual([]);
    });
  });
});
