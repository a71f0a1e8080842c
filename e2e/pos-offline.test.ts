import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney } from '@app/shared/format/currency';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiLogin } from './support/api.ts';
import { journey, launchBrowser, watchedPage } from './support/browser.ts';
import { DEMO_PASSWORD, enterAdmin } from './support/journey.ts';
import { screenshots } from './support/screens.ts';

/**
 * The offline point of sale end to end: the demo cashier installs "Sede Centro" into posv1, the network goes away,
 * /pos reloads from the service worker, two orders with variants and a discount are sold and closed, the network
 * returns and both reach the back office exactly once; the receipt PDF renders and prints the total on screen.
 */

let browser: Browser;
let work: string;
beforeAll(async () => {
  browser = await launchBrowser();
  work = mkdtempSync(join(tmpdir(), 'pos-e2e-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

const shot = screenshots('pos-offline');

interface Info {
  subsidiary: { id: number; name: string };
  products: { id: number; name: string; has_variants: boolean; category_id: number | null }[];
  product_variants: { id: number; product_id: number; name: string }[];
  sale_options: { product_id: number | null }[];
}

async function adminGet<T>(base: string, token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A product is picked from the grid by its name (search first: the grid shows what matches). */
async function pick(page: Page, name: string) {
  await page.getByTestId('pos-search').fill(name);
  await page.locator(`[data-testid="pos-product"][data-name="${name}"]`).click();
}

async function sellWithVariant(page: Page, product: string, variantId: number, discount: string, extra: string) {
  await pick(page, product);
  const dialog = page.getByTestId('pos-line-dialog');
  await dialog.getByTestId(`pos-variant-${variantId}`).click();
  await dialog.getByTestId('pos-line-quantity').fill('2');
  await dialog.getByTestId('pos-line-discount').fill(discount);
  await dialog.getByTestId('pos-line-save').click();
  await dialog.waitFor({ state: 'detached' });
  await addPlain(page, extra);
  await page.getByTestId('pos-search').fill('');
}

/** A product without variants: one tap adds it, or its options dialog opens and is accepted as it is. */
async function addPlain(page: Page, name: string) {
  const lines = await page.getByTestId('pos-line').count();
  await pick(page, name);
  const dialog = page.getByTestId('pos-line-dialog');
  // whichever comes first; the other one's wait is dropped quietly
  await Promise.race([
    dialog.waitFor().catch(() => {}),
    page.waitForFunction((n) => document.querySelectorAll('[data-testid="pos-line"]').length > n, lines).catch(() => {}),
  ]);
  if (await dialog.isVisible()) {
    await dialog.getByTestId('pos-line-save').click();
    await dialog.waitFor({ state: 'detached' });
  }
}

/** Pays the active order in full with the first method and returns the total the screen showed. */
async function payAndClose(page: Page): Promise<string> {
  const total = (await page.getByTestId('pos-order-total').textContent())!.trim();
  await page.getByTestId('pos-pay').click();
  await page.getByTestId('pos-pay-confirm').click();
  await page.getByTestId('pos-receipt-dialog').waitFor();
  return total;
}

describe('offline point of sale', () => {
  it('installs Sede Centro, sells two orders offline, syncs each once when the network returns; the receipt PDF matches', async () => {
    const base = inject('baseUrl');
    const admin = await apiLogin(base, 'admin');
    const { items: branches } = await adminGet<{ items: { id: number; name: string }[] }>(base, admin, '/v1/admin/subsidiary/list', { data: { name: 'Sede Centro' } });
    const branch = branches.find((b) => b.name === 'Sede Centro')!;
    expect(branch, 'la demostración trae la sede "Sede Centro"').toBeTruthy();
    const { data: info } = await adminGet<{ data: Info }>(base, admin, `/v1/subsidiary/pos-get-info/${branch.id}`);
    const withVariants = info.products.filter((p) => p.has_variants);
    expect(withVariants.length, 'productos con variantes en la demostración').toBeGreaterThan(0);
    const plain = info.products.find((p) => !p.has_variants && !info.sale_options.some((o) => o.product_id === null || o.product_id === p.id))
      ?? info.products.find((p) => !p.has_variants)!;
    const variantsOf = (productId: number) => info.product_variants.filter((v) => v.product_id === productId);
    const first = withVariants[0]!;
    const second = withVariants[1] ?? first;

    const w = await watchedPage(browser, base, { width: 1366, height: 768 });
    const { page, context } = w;
    await journey(w, 'pos-offline', async () => {
      await page.goto('/pos');
      await page.getByLabel('Usuario').fill('cajero');
      await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await page.getByTestId('pos-install-branch').selectOption({ label: 'Sede Centro' });
      await shot(page, 'install');
      await page.getByTestId('pos-install-submit').click();
      await page.getByTestId('pos-sale').waitFor();
      // the shell must be in the service worker's cache before the network goes
      await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active) && Boolean(navigator.serviceWorker.controller), undefined, { timeout: 90_000 });

      // the cashier opens the register's turn; it reaches the server with the first order synced
      await page.getByTestId('pos-turn').click();
      await page.getByTestId('pos-turn-base').fill('50000');
      await page.getByTestId('pos-turn-open').click();
      await expect.poll(() => page.getByTestId('pos-turn').textContent()).toBe('Cerrar turno');

      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('pos-sale').waitFor();
      await expect.poll(() => page.getByTestId('pos-online').textContent()).toBe('Sin conexión');
      await shot(page, 'offline');

      await sellWithVariant(page, first.name, variantsOf(first.id)[0]!.id, '10', plain.name);
      const firstTotal = await payAndClose(page);
      const screenTotals = [firstTotal];
      await shot(page, 'receipt');

      // the receipt PDF (pdfmake, from the service worker's cache) renders and prints the screen's total
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('receipt-pdf').click()]);
      const pdf = join(work, 'recibo.pdf');
      await download.saveAs(pdf);
      execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', pdf, join(work, 'page')]);
      const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
      const totalLine = text.split('\n').find((l) => /^\s*Total\s/.test(l));
      expect(totalLine, text).toBeTruthy();
      expect(totalLine!.replace(/\s+/g, ' ').trim()).toBe(`Total ${firstTotal.replace(/\s+/g, ' ')}`);
      await page.getByTestId('pos-receipt-close').click();

      const variants2 = variantsOf(second.id);
      await sellWithVariant(page, second.name, variants2[variants2.length - 1]!.id, '5', plain.name);
      screenTotals.push(await payAndClose(page));
      await page.getByTestId('pos-receipt-close').click();
      await expect.poll(() => page.getByTestId('pos-sync').getAttribute('data-pending')).toBe('2');
      const refs = await page.evaluate(() => new Promise<string[]>((done, fail) => {
        const open = indexedDB.open('posv1');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('orders').objectStore('orders').getAll();
          req.onsuccess = () => done((req.result as { local_reference: string; order_status: string }[])
            .filter((o) => o.order_status !== 'open').map((o) => o.local_reference));
        };
      }));
      expect(refs).toHaveLength(2);

      await context.setOffline(false);
      await expect.poll(() => page.getByTestId('pos-sync').getAttribute('data-pending'), { timeout: 30_000 }).toBe('0');
      await shot(page, 'synced');

      // the back office's POS orders list has each exactly once
      for (const ref of refs) {
        const { items } = await adminGet<{ items: { local_reference: string; order_status: string }[] }>(base, admin, '/v1/admin/pos-order/list', { data: { local_reference: ref } });
        expect(items.filter((i) => i.local_reference === ref)).toHaveLength(1);
      }
      // a second sync (another tab, a retry) sends nothing new
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      const { items: all } = await adminGet<{ items: { local_reference: string }[] }>(base, admin, '/v1/admin/pos-order/list', { data: {}, _paginate: { page: 1, max_rows: 1000 } });
      expect(all.filter((i) => refs.includes(i.local_reference))).toHaveLength(2);

      // closing the turn shows its takings per payment method; the server's turn (synced) has the same total
      await page.getByTestId('pos-turn').click();
      const turnTotal = (await page.getByTestId('pos-turn-total').textContent())!.trim();
      const cents = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100;
      expect(cents(turnTotal)).toBe(screenTotals.map(cents).reduce((a, b) => a + b, 0));
      await shot(page, 'turn-close');
      await page.getByTestId('pos-turn-close').click();
      await expect.poll(() => page.getByTestId('pos-turn').textContent()).toBe('Abrir turno');
      const turnId = await page.evaluate(() => new Promise<number | null>((done, fail) => {
        const open = indexedDB.open('posv1');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('cash_register_turn').objectStore('cash_register_turn').getAll();
          req.onsuccess = () => done((req.result as { server_id: number | null }[])[0]?.server_id ?? null);
        };
      }));
      expect(turnId, 'el turno abierto en la caja llegó al servidor').toBeTruthy();
      await expect.poll(async () => (await adminGet<{ item: { status: string; total: number } }>(base, admin, `/v1/pos/turns/${turnId}`)).item, { timeout: 30_000 })
        .toMatchObject({ status: 'closed', total: cents(turnTotal) });

      // the same till on a phone: the grid, then the order one tap away
      await page.setViewportSize({ width: 390, height: 844 });
      await addPlain(page, plain.name);
      await shot(page, 'phone-grid');
      await page.getByTestId('pos-toggle-order').click();
      await page.getByTestId('pos-order').waitFor();
      await shot(page, 'phone-order');
      expect(w.problems).toEqual([]);
    });
  });

  it('a store order\'s detail opens the same receipt ("Recibo") and its PDF renders', async () => {
    const base = inject('baseUrl');
    const admin = await apiLogin(base, 'admin');
    const { items } = await adminGet<{ items: { id: number; total: number }[] }>(base, admin, '/v1/admin/order/list', { data: { source: 'store' }, _paginate: { page: 1, max_rows: 5 } });
    expect(items.length, 'la demostración trae pedidos de la tienda').toBeGreaterThan(0);
    const order = items[0]!;
    const w = await watchedPage(browser, base, { width: 1366, height: 768 });
    const { page } = w;
    await journey(w, 'store-order-receipt', async () => {
      await enterAdmin(page, 'admin', `/admin/order/${order.id}/show`);
      await page.getByTestId('order-receipt').click();
      const receipt = page.getByTestId('receipt');
      await receipt.waitFor();
      await expect.poll(() => receipt.locator('[data-receipt-total="total_amount"]').textContent()).toContain(formatMoney(order.total));
      await shot(page, 'store-receipt');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('receipt-pdf').click()]);
      const pdf = join(work, 'recibo-tienda.pdf');
      await download.saveAs(pdf);
      execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', pdf, join(work, 'tienda')]);
      expect(execFileSync('pdftotext', ['-layout', pdf, '-']).toString().replace(/\s+/g, ' ')).toContain(`Total ${formatMoney(order.total)}`);
      expect(w.problems).toEqual([]);
    });
  });
});
