import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepFailureScreenshot, launchBrowser, watchedPage, type Watched } from './support/browser.ts';
import { pushRoute } from './support/crawl.ts';
import { enterAdmin } from './support/journey.ts';
import { bellCount } from './support/bell.ts';
import { keepsScreenshots, screenshots } from './support/screens.ts';

/**
 * The client-ticket journey on the demo data: a client files a ticket with its seller, the seller
 * answers it inserting a default response that it edits before sending, the client sees the answer unread (in its
 * list, live, and marked new in the thread) and closes the ticket.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Screenshots for a person to look at (with E2E_SCREENS=folder). */
const shot = screenshots('support', { settleMs: 300 });

/**
 * Screenshots at both screen sizes the product is checked at, when the run keeps them; otherwise nothing, not even
 * the two changes of size (the journey runs at 1366×768).
 */
async function shots(page: Page, name: string) {
  if (!keepsScreenshots()) return;
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('client tickets: the client asks, its seller answers, the client reads and closes', () => {
  it('files, answers with an edited default response, shows it unread and closes', async () => {
    const base = inject('baseUrl');
    const users: Watched[] = [];
    try {
      const client = await watchedPage(browser, base, { width: 1366, height: 768 });
      const seller = await watchedPage(browser, base, { width: 1366, height: 768 });
      users.push(client, seller);
      await enterAdmin(seller.page, 'subdistribuidor');
      const subject = `Mi perfil de Netflix no carga ${Date.now().toString(36)}`;

      // the client files a ticket with its seller
      await enterAdmin(client.page, 'cliente', '/admin/support-client/create');
      await client.page.getByLabel('Asunto').fill(subject);
      await client.page.getByLabel('Descripción').fill('Desde esta mañana la aplicación se queda cargando al elegir mi perfil.');
      await client.page.getByRole('button', { name: 'Guardar' }).click();
      await client.page.waitForURL(/\/admin\/support-client$/);
      const filed = client.page.locator('tbody tr').filter({ hasText: subject });
      await filed.waitFor();
      const filing = /TC-\d{6}/.exec((await filed.textContent()) ?? '')![0];
      expect(await filed.textContent()).toContain('Subdistribuidor Dos');
      await shots(client.page, '1-client-list');

      // the seller sees it new in its open tickets, and opens its thread
      await pushRoute(seller.page, '/admin/support-client-open');
      const incoming = seller.page.locator('tbody tr').filter({ hasText: filing });
      await incoming.waitFor();
      await expect(incoming.getByTestId('ticket-unread').textContent()).resolves.toBe('1 nueva');
      await shots(seller.page, '2-seller-open-list');
      await incoming.click();
      await seller.page.getByTestId('ticket-page').waitFor();
      await expect(seller.page.getByTestId('ticket-filing').textContent()).resolves.toBe(filing);
      await expect(seller.page.getByTestId('thread-opening').textContent()).resolves.toContain('se queda cargando');

      // a default response inserted, then edited before sending
      await seller.page.getByLabel('Insertar respuesta predeterminada').click();
      await seller.page.getByRole('option', { name: 'Contraseña actualizada' }).click();
      const text = seller.page.getByTestId('response-text');
      await expect(text.inputValue()).resolves.toMatch(/^Hola\. El proveedor cambió la contraseña/);
      await text.press('End');
      await text.pressSequentially(' Tu perfil es el 3.');
      await shots(seller.page, '3-seller-composer');
      await seller.page.getByTestId('response-send').click();
      await seller.page.getByText('Respuesta enviada.').first().waitFor();
      const sent = seller.page.getByTestId('thread-response').last();
      await expect.poll(() => sent.textContent()).toContain('Tu perfil es el 3.');
      expect(await sent.getAttribute('data-side')).toBe('desk');

      // the client, on its list all along, sees the answer arrive unread (live, no reload), and in its bell
      await pushRoute(client.page, '/admin/support-client-open');
      const mine = client.page.locator('tbody tr').filter({ hasText: filing });
      await mine.waitFor();
      await expect.poll(async () => (await mine.getByTestId('ticket-unread').count()) ? mine.getByTestId('ticket-unread').textContent() : null, { timeout: 15_000 })
        .toBe('1 nueva');
      await shots(client.page, '4-client-unread-list');
      const bell = () => bellCount(client.page);
      await expect.poll(bell).toBeGreaterThan(0);
      const unreadBefore = await bell();
      await mine.click();
      await client.page.getByTestId('ticket-page').waitFor();
      // opening the thread reads the bell's notification of that answer too
      await expect.poll(bell).toBe(unreadBefore - 1);
      const answer = client.page.getByTestId('thread-response').last();
      await expect(answer.textContent()).resolves.toContain('El proveedor cambió la contraseña de la cuenta y ya la actualizamos');
      await expect(answer.textContent()).resolves.toContain('Tu perfil es el 3.');
      expect(await answer.getAttribute('data-fresh')).toBe('true');
      await answer.getByTestId('response-new').waitFor();
      await shots(client.page, '5-client-thread');

      // read now: the list has nothing unread for it any more
      // (the list first shows the page it kept from the last visit, then what it reads again)
      await pushRoute(client.page, '/admin/support-client-open');
      await mine.waitFor();
      await expect.poll(() => mine.getByTestId('ticket-unread').count()).toBe(0);

      // the client answers with a screenshot (resized in the browser like every upload) before closing it
      await mine.click();
      await client.page.getByTestId('response-text').fill('Ya entré, gracias. Les dejo la captura.');
      await client.page.getByTestId('composer-file').setInputFiles({ name: 'captura.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
      await client.page.getByTestId('composer-images').locator('img').waitFor();
      await client.page.getByTestId('response-send').click();
      await client.page.getByText('Respuesta enviada.').first().waitFor();
      const withImage = client.page.getByTestId('thread-response').last();
      await expect.poll(() => withImage.textContent()).toContain('Les dejo la captura.');
      expect(await withImage.getByTestId('response-image').count()).toBe(1);
      expect(await withImage.getAttribute('data-side')).toBe('requester');

      // and closes it from the thread
      await client.page.getByTestId('ticket-close').click();
      await client.page.getByRole('dialog').getByRole('button', { name: 'Cerrar ticket' }).click();
      await client.page.getByText('Ticket cerrado.').first().waitFor();
      await expect.poll(() => client.page.getByTestId('ticket-status').textContent()).toBe('Cerrado');
      await client.page.getByTestId('ticket-reopen').waitFor();
      await expect(client.page.getByTestId('ticket-closed').textContent()).resolves.toContain('puedes reabrirlo');
      expect(await client.page.getByTestId('response-composer').count()).toBe(0);
      await shots(client.page, '6-client-closed');

      await pushRoute(client.page, '/admin/support-client-close');
      await client.page.locator('tbody tr').filter({ hasText: filing }).waitFor();
      await pushRoute(client.page, '/admin/support-client-open');
      await client.page.locator('tbody tr').first().waitFor();
      await expect.poll(() => client.page.locator('tbody tr').filter({ hasText: filing }).count()).toBe(0);

      // the seller hears of the close in its bell
      await seller.page.getByTestId('notifications-button').click();
      await seller.page.getByText(`Cliente Demo cerró el ticket ${filing}`).first().waitFor();

      // a demo thread with screenshots both ways: thumbnails, and one opened large
      await pushRoute(client.page, '/admin/support-client');
      await client.page.locator('tbody tr').filter({ hasText: 'Netflix me pide un código de verificación' }).click();
      await client.page.getByTestId('ticket-page').waitFor();
      await expect.poll(() => client.page.getByTestId('response-image').count()).toBeGreaterThanOrEqual(2);
      await shots(client.page, '7-client-demo-thread');
      await client.page.getByTestId('response-image').last().click();
      await client.page.getByRole('dialog').getByRole('img', { name: 'Imagen adjunta' }).waitFor();
      await shot(client.page, '8-client-image-open');
      await client.page.keyboard.press('Escape');

      for (const u of users) expect(u.problems).toEqual([]);
    } catch (err) {
      // what each of them saw when it failed, as journey() keeps for a single tab
      await Promise.all(users.map((u, i) => keepFailureScreenshot(u.page, `support-threads-${['client', 'seller'][i]}`)));
      throw err;
    } finally {
      for (const u of users) await u.context.close();
    }
  });
});
