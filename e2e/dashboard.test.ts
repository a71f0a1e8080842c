import { dashboardLinks, formatMoney, type ClientDashboard, type Dashboard, type DistributorDashboard, type StaffDashboard } from '@app/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, watchedPage, type Watched } from './support/browser.ts';
import { enterAdmin } from './support/journey.ts';
import { screenshots } from './support/screens.ts';

/**
 * The dashboard of /admin per role: admin, distributor and client each open it and see the
 * figures the API answered them (read from the page's own call, so both sides are the same request), the staff
 * chart draws an svg, and a figure's card opens its filtered list. Screens at 1366×768 and 390×844.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = screenshots('dashboard');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** Signs in and answers what the page's own GET /api/v1/dashboard returned. */
async function openDashboard(username: string, size = DESKTOP): Promise<{ w: Watched; data: Dashboard }> {
  const w = await watchedPage(browser, inject('baseUrl'), size);
  const answer = w.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/dashboard' && r.request().method() === 'GET', { timeout: 30_000 });
  await enterAdmin(w.page, username);
  const res = await answer;
  expect(res.status()).toBe(200);
  const data = (await res.json()).dashboard as Dashboard;
  await w.page.getByTestId('dashboard').and(w.page.locator(`[data-view="${data.view}"]`)).waitFor();
  return { w, data };
}

const valueOf = (page: Page, id: string) => page.getByTestId(`figure-${id}-value`).textContent();

/** Nothing wider than the phone's screen: the page scrolls down, never sideways. */
async function expectSingleColumn(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const cards = page.locator('[data-testid^="figure-"][data-testid$="-value"]');
  const lefts = new Set<number>();
  for (const box of await Promise.all((await cards.all()).map((c) => c.boundingBox()))) if (box) lefts.add(Math.round(box.x));
  expect(lefts.size).toBe(1);
}

async function closeAll(...ws: Watched[]) {
  for (const w of ws) {
    expect(w.problems).toEqual([]);
    await w.context.close();
  }
}

describe('dashboard per role', () => {
  it('shows the admin its company figures, the sales chart and links to the filtered lists', async () => {
    const { w, data } = await openDashboard('admin');
    const { page } = w;
    expect(data.view).toBe('staff');
    const d = data as StaffDashboard;
    expect(await valueOf(page, 'sales-today')).toBe(formatMoney(d.today!.sales.amount));
    expect(await valueOf(page, 'sales-month')).toBe(formatMoney(d.month!.sales.amount));
    expect(await valueOf(page, 'revenue-month')).toBe(formatMoney(d.month!.revenue));
    expect(await valueOf(page, 'commissions-month')).toBe(formatMoney(d.month!.commissions));
    expect(await valueOf(page, 'pending-consignments')).toBe(String(d.pending_consignments));
    expect(await valueOf(page, 'renewals-due')).toBe(String(d.renewals_due));
    expect(await valueOf(page, 'open-tickets')).toBe(String(d.open_tickets));
    expect(await valueOf(page, 'open-faults')).toBe(String(d.open_faults));
    // the demo has sales this month, pending work and stock to show
    expect(d.month!.sales.count).toBeGreaterThan(0);
    expect(d.pending_consignments).toBeGreaterThan(0);
    expect(d.open_faults).toBeGreaterThan(0);
    expect(d.stock!.length).toBeGreaterThan(0);
    for (const s of d.stock!) {
      const row = page.getByTestId(`stock-${s.type_digital_account_id}`);
      await expect(row.textContent()).resolves.toContain(s.name);
      expect(await row.getAttribute('data-low')).toBe(String(s.low));
    }
    // the chart: an svg with one bar per day that sold
    const chart = page.getByTestId('sales-chart').locator('svg').first();
    await chart.waitFor();
    expect(await page.getByTestId('sales-chart').locator('svg rect, svg path').count()).toBeGreaterThan(0);
    await shot(page, 'admin-1366');
    await expectAccessible(page, '[data-testid="dashboard"]');

    // each figure opens its list with the filter it counted
    await page.getByTestId('figure-pending-consignments').click();
    await page.waitForURL((u) => u.pathname === '/admin/consignments-draft');
    await page.locator('.RaList-main').waitFor();
    await page.goBack();
    await page.getByTestId('figure-sales-month').click();
    await page.waitForURL((u) => u.pathname === '/admin/sales');
    expect(decodeURIComponent(new URL(page.url()).search)).toContain(`"finalized_at_gte":"${d.period.month_start}"`);
    expect(page.url()).toContain(dashboardLinks.salesMonth(d.period).split('?')[1]);
    await page.locator('.RaList-main').waitFor();
    // the list shows as many sales as the figure counted (the total of its pager)
    await expect.poll(() => page.locator('.RaList-main').textContent(), { timeout: 15_000 }).toContain(`de ${d.month!.sales.count}`);
    await page.goBack();
    const lowRow = d.stock!.find((s) => s.low) ?? d.stock![0];
    await page.getByTestId(`stock-${lowRow.type_digital_account_id}`).getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/admin/digital-account');
    expect(decodeURIComponent(page.url())).toContain(`"type_digital_account_id":${lowRow.type_digital_account_id}`);
    await closeAll(w);

    const phone = await openDashboard('admin', PHONE);
    await phone.w.page.getByTestId('sales-chart').locator('svg').first().waitFor();
    await expectSingleColumn(phone.w.page);
    await shot(phone.w.page, 'admin-390');
    await closeAll(phone.w);
  });

  it('shows a distributor its balance, its network month, its children and its store', async () => {
    const { w, data } = await openDashboard('distribuidor');
    const { page } = w;
    expect(data.view).toBe('distributor');
    const d = data as DistributorDashboard;
    expect(await valueOf(page, 'balance')).toBe(formatMoney(d.balance));
    expect(await valueOf(page, 'sales-month')).toBe(formatMoney(d.month_sales.amount));
    expect(await valueOf(page, 'commissions-month')).toBe(formatMoney(d.month_commissions));
    expect(await valueOf(page, 'renewals-due')).toBe(String(d.renewals_due));
    expect(d.children.length).toBeGreaterThan(0);
    for (const c of d.children) {
      await expect(page.getByTestId(`child-${c.id}`).textContent()).resolves.toContain(c.name);
      expect(await page.getByTestId(`child-${c.id}-sales`).textContent()).toBe(formatMoney(c.sales.amount));
    }
    await expect(page.getByTestId('store-share-link').textContent()).resolves.toContain('/store/DIST01');
    await shot(page, 'distributor-1366');
    await expectAccessible(page, '[data-testid="dashboard"]');
    await page.getByTestId('figure-renewals-due').click();
    await page.waitForURL((u) => u.pathname === '/admin/renovation-ticket-to-be-renewed');
    await page.locator('.RaList-main').waitFor();
    await closeAll(w);

    const phone = await openDashboard('distribuidor', PHONE);
    await phone.w.page.getByTestId('store-share-card').waitFor();
    await expectSingleColumn(phone.w.page);
    await shot(phone.w.page, 'distributor-390');
    await closeAll(phone.w);
  });

  it('shows a client its balance, what expires soon and its tickets', async () => {
    const { w, data } = await openDashboard('cliente');
    const { page } = w;
    expect(data.view).toBe('client');
    const d = data as ClientDashboard;
    expect(await valueOf(page, 'balance')).toBe(formatMoney(d.balance));
    expect(await valueOf(page, 'expiring')).toBe(String(d.expiring.length));
    expect(await valueOf(page, 'open-tickets')).toBe(String(d.open_tickets));
    for (const u of d.expiring) await expect(page.getByTestId(`expiring-${u.kind}-${u.id}`).textContent()).resolves.toContain(u.product);
    expect(d.tickets.length).toBeGreaterThan(0);
    for (const t of d.tickets) await expect(page.getByTestId(`ticket-${t.id}`).textContent()).resolves.toContain(t.subject);
    // nothing of the company's: no sales chart, no stock
    expect(await page.getByTestId('sales-chart').count()).toBe(0);
    expect(await page.getByTestId('dashboard-stock').count()).toBe(0);
    await shot(page, 'client-1366');
    await expectAccessible(page, '[data-testid="dashboard"]');
    await page.getByTestId(`ticket-${d.tickets[0].id}`).click();
    await page.waitForURL((u) => u.pathname === `/admin/support-client/${d.tickets[0].id}`);
    await closeAll(w);

    const phone = await openDashboard('cliente', PHONE);
    await expectSingleColumn(phone.w.page);
    await shot(phone.w.page, 'client-390');
    await closeAll(phone.w);
  });

  it('shows Root every company with its balance and sales of the month', async () => {
    const { w, data } = await openDashboard('root');
    expect(data.view).toBe('platform');
    if (data.view !== 'platform') return;
    expect(await valueOf(w.page, 'companies-count')).toBe(String(data.companies_count));
    for (const c of data.companies) await expect(w.page.getByTestId(`company-${c.id}`).textContent()).resolves.toContain(formatMoney(c.month_sales.amount));
    await shot(w.page, 'root-1366');
    await closeAll(w);
  });
});
