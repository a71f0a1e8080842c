import { describe, expect, inject, it } from 'vitest';
import { watchedPage } from './support/browser.ts';
import { menuAccessibilitySuite } from './support/a11y-suite.ts';
import { A11Y_SIZES, seriousViolations } from './support/axe.ts';
import { acceptTerms, login, skipFirstVisitTour } from './support/journey.ts';

/**
 * Every menu screen of every role, on a desktop and on a phone: axe finds no serious or critical violation. The
 * roles (README: one demo user per role) are shared out between this file and accessibility-*.test.ts so that both
 * browser workers crawl: the company's staff here (admin, renovaciones, cajero), root and super in -platform,
 * distribuidor and cliente in -network. Roles that see the same data share a file: a screen one of them already
 * showed identically is not checked twice.
 */
const browser = menuAccessibilitySuite(['admin', 'renovaciones', 'cajero']);

describe('accessibility of a record\'s form', () => {
  it('a record\'s form, with its red Eliminar on the grey toolbar (and the terms dialog), at both sizes', async () => {
    const w = await watchedPage(browser(), inject('baseUrl'));
    await skipFirstVisitTour(w.context);
    const { page } = w;
    const found: string[] = [];
    try {
      await login(page, 'admin');
      await page.waitForTimeout(300);
      if (await page.getByTestId('terms-modal').isVisible()) {
        // the dialog that greets a first sign-in, when this test is the first to sign the admin in
        for (const size of A11Y_SIZES) {
          await page.setViewportSize(size);
          await page.waitForTimeout(300);
          found.push(...await seriousViolations(page, `términos (${size.name})`, null));
        }
        await acceptTerms(page);
      }
      // the first bank the admin lists (a row click could land on its Activo switch)
      const id = await page.evaluate(async () => {
        const res = await fetch('/api/v1/admin/bank/list', {
          method: 'POST',
          headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' },
          body: JSON.stringify({ data: {}, _paginate: { page: 1, max_rows: 1 } }),
        });
        return ((await res.json()) as { items: { id: number }[] }).items[0].id;
      });
      await page.goto(`/admin/bank/${id}`);
      await page.locator('.RaEdit-main').waitFor();
      const remove = page.locator('.RaEdit-main').getByRole('button', { name: 'Eliminar', exact: true }).first();
      await remove.waitFor();
      for (const size of A11Y_SIZES) {
        await page.setViewportSize(size);
        await remove.waitFor();
        found.push(...await seriousViolations(page, `formulario de banco (${size.name})`, null));
      }
    } finally {
      await w.context.close();
    }
    expect(found).toEqual([]);
  });
});
