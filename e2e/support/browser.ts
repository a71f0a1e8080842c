import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, kept off the network (no updates, sync or background calls). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--no-first-run', '--disable-sync',
];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

export interface Watched {
  page: Page;
  context: BrowserContext;
  /** Console errors, failed requests and unexpected 4xx/5xx API answers seen so far. */
  problems: string[];
  /** Marks an error answer as expected (a 422 the journey provokes, the not-found page's 404). */
  expect(method: string, pathPart: string, status: number): void;
}

/**
 * A page that records everything a journey must fail on (requirement c): console errors, requests that
 * never completed and API answers with an error status the journey did not announce.
 */
export async function watchedPage(browser: Browser, baseURL: string, options: { width?: number; height?: number; motion?: boolean } = {}): Promise<Watched> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
    acceptDownloads: true,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // as a person who asked for less motion: dialogs, menus and drawers appear at once instead of over ~15 frames each
    // (the browser files' time is the browser's rendering); `motion: true` keeps the animations
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const expected: { method: string; part: string; status: number }[] = [];

  page.on('console', (msg) => {
    // the browser's "Failed to load resource" line repeats a response or request failure recorded below
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => {
    const failure = req.failure()?.errorText ?? '';
    // downloads and navigations cut short by the journey itself are not failures of the app
    if (/ERR_ABORTED/.test(failure)) return;
    problems.push(`requestfailed: ${req.method()} ${req.url()} ${failure}`);
  });
  page.on('response', (res) => {
    if (res.status() < 400) return;
    const url = new URL(res.url());
    const method = res.request().method();
    const i = expected.findIndex((e) => e.method === method && url.pathname.includes(e.part) && e.status === res.status());
    if (i >= 0) expected.splice(i, 1);
    else problems.push(`http ${res.status()}: ${method} ${url.pathname}`);
  });

  return {
    page,
    context,
    problems,
    expect: (method, part, status) => expected.push({ method, part, status }),
  };
}

/** Keeps a screenshot of `page` under test-results/ (ignored by git), to see what the user saw when a test failed. */
export const keepFailureScreenshot = (page: Page, name: string): Promise<unknown> =>
  page.screenshot({ path: `test-results/${name}.png`, fullPage: true }).catch(() => {});

/** Runs `run`; on failure keeps a screenshot of `page` (keepFailureScreenshot). */
export async function screenshotOnFailure(page: Page, name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    await keepFailureScreenshot(page, name);
    throw err;
  }
}

/** Runs a journey in its own tab (screenshotOnFailure), and closes the tab's context whatever happened. */
export async function journey(w: Watched, name: string, run: () => Promise<void>): Promise<void> {
  try {
    await screenshotOnFailure(w.page, name, run);
  } finally {
    await w.context.close().catch(() => {});
  }
}
