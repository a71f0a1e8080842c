import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The two sizes of the accessibility check: a desktop and a phone. */
export const A11Y_SIZES = [
  { name: 'escritorio', width: 1366, height: 860 },
  { name: 'teléfono', width: 390, height: 844 },
] as const;
export type A11ySize = (typeof A11Y_SIZES)[number];

/**
 * axe-core itself, put in the page once per sign-in: the screens change by client-side navigation, so it stays
 * loaded (@axe-core/playwright would inject it again and send back every passing check on each call, which
 * made one screen cost seconds).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe run in the page, after the page's finite animations end (up to a second). */
async function serious(page: Page, where: string, scope: string | null): Promise<string[]> {
  const violations = await page.evaluate(async (selector) => {
    // axe reads colours as they are at that instant: a button half-way through fading in has a contrast it never
    // keeps. Endless animations (progress bars) don't count.
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    if (finite.length) {
      await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((ok) => setTimeout(ok, 1000))]);
    }
    type Found = { id: string; impact?: string | null; nodes: { target: string[] }[] };
    type Axe = { run: (ctx: unknown, o: object) => Promise<{ violations: Found[] }> };
    const { axe } = window as unknown as { axe: Axe };
    // axe's default rules (WCAG A and AA, best practices): narrowing them by tag would switch on rules it keeps
    // off by default (target-size), and leaving out the rules that only report minor issues saves nothing measurable
    const { violations: found } = await axe.run(selector ? { include: [[selector]] } : document, { resultTypes: ['violations'] });
    return found
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, scope);
  return violations.map((v) => `${where} · ${v.id}: ${v.targets.join(', ')}`);
}

/** The serious and critical violations in `scope` (a selector, or the whole document), one line each. */
export async function seriousViolations(page: Page, where: string, scope: string | null): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const first = await serious(page, where, scope);
  if (!first.length) return first;
  // a screen whose data arrived during the check (a button turning from disabled grey to its colour) is looked at
  // again once it has settled: only what stays is a violation
  await page.waitForTimeout(500);
  return serious(page, where, scope);
}

/**
 * A digest of what `scope` renders, with React's generated ids renumbered in order of appearance (they differ from
 * one render to the next while meaning the same). Two screens with the same digest are the same markup with the
 * same classes (emotion names a class after its styles) and so get the same axe answer: the crawl checks one.
 * Null when the scope is not on the page.
 */
export function contentDigest(page: Page, scope: string): Promise<string | null> {
  return page.evaluate(async (selector) => {
    const root = document.querySelector(selector);
    if (!root) return null;
    const ids = new Map<string, string>();
    const html = root.outerHTML.replace(/_r_[0-9a-z]+_|mui-\d+/g, (id) => {
      if (!ids.has(id)) ids.set(id, `#${ids.size}`);
      return ids.get(id)!;
    });
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(html));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  }, scope);
}

/**
 * No serious or critical violation in `scope` (a selector, or the whole page) of a screen checked once: DESIGN.md,
 * axe on the main screens. With only the violations sent back (the passing checks were most of each call's answer).
 */
export async function expectAccessible(page: Page, scope: string | null = null): Promise<void> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations } = await (scope ? builder.include(scope) : builder).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
