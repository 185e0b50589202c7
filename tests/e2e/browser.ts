/** Chromium via playwright-core (Debian's build), plus helpers the journeys share. */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { inject } from 'vitest';
import axe from 'axe-core';

export const baseUrl = () => inject('baseUrl');
export const fixtureIds = () => inject('fixtureIds');

export const VIEWPORTS = { mobile: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  actOnceReady(page);
  return { context, page };
}

/**
 * Waits until React has taken over the page: main.tsx marks the root once it has committed (a
 * server-drawn page: hydrated). A selector wait, not a polled function, so it also works under
 * a journey's installed page clock. `goto` and `reload` do it themselves (actOnceReady).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * `/`, /prompt/{id} and /submit are drawn on the server and shown before their scripts run
 * (docs/decisions/029-server-rendering.md): a click or an Enter then is the browser's, not the
 * app's. A person waits for the page to respond; so do the journeys. After `goto` and `reload` of
 * an app page, they wait for main.tsx's mark that React has committed. A journey that chooses
 * its own `waitUntil` (to test the page before its scripts run, or without them) skips the wait.
 */
function actOnceReady(page: Page): void {
  const untilReady = async (response: Response | null, waitUntil: string | undefined) => {
    if (waitUntil || !response?.headers()['content-type']?.startsWith('text/html')) return;
    if (await page.locator('#root').count()) await waitForHydration(page);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilReady(response, options?.waitUntil);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await untilReady(response, options?.waitUntil);
    return response;
  };
}

type Violation = { id: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe-core in the page in both themes (docs/decisions/018-dark-mode.md): as shown, then
 * with the `dark` class flipped, then back. Returns the serious and critical violations, each
 * id suffixed with the theme it was found in.
 */
export async function seriousA11yViolations(page: Page): Promise<Violation[]> {
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  // Colours must be read at rest: with transitions on, axe could read an element half-way
  // between the themes (it did, now and then, on inputs and links). Off while the check runs.
  const freeze = () =>
    page.evaluate(() => {
      const style = document.createElement('style');
      style.id = 'e2e-no-transitions';
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
  const unfreeze = () => page.evaluate(() => document.getElementById('e2e-no-transitions')?.remove());
  const flipTheme = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          document.documentElement.classList.toggle('dark');
          void getComputedStyle(document.body).color; // applies the new colours now
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
    );
  const shown = (await isDark()) ? 'dark' : 'light';
  await freeze();
  let first: Violation[];
  let second: Violation[];
  try {
    first = await seriousA11yViolationsInTheme(page);
    await flipTheme();
    try {
      second = await seriousA11yViolationsInTheme(page);
    } finally {
      await flipTheme();
    }
  } finally {
    await unfreeze();
  }
  const other = shown === 'dark' ? 'light' : 'dark';
  return [
    ...first.map((v) => ({ ...v, id: `${v.id} (${shown})` })),
    ...second.map((v) => ({ ...v, id: `${v.id} (${other})` })),
  ];
}

/**
 * Runs axe-core in the page as it is shown (light, unless the journey chose dark); returns the
 * serious and critical violations. The admin and community journeys still use this one: in
 * dark, the admin dashboard's recent-prompts table has a contrast finding not yet resolved.
 */
export async function seriousA11yViolationsInTheme(page: Page): Promise<Violation[]> {
  // Evaluated rather than added as a <script>: the site's Content-Security-Policy (script-src
  // 'self' and one hashed script) rightly blocks other inline scripts, and the check must not
  // weaken it. A fresh copy for every run: axe keeps computed colours between runs, so the
  // second theme would be checked with the first one's text colours.
  await page.evaluate(`delete window.axe; ${axe.source}`);
  const results = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: { id: string; impact: string; help: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
  return (results as { id: string; impact: string; help: string; targets: string[] }[]).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
}

const artifacts = path.resolve('tests/e2e/.artifacts');
/**
 * Full-page PNGs of the screens, for a person to look at (tests/e2e/.artifacts/). Taken only with
 * E2E_SCREENSHOTS=1 (`E2E_SCREENSHOTS=1 npm run test:e2e`): they assert nothing, and CI has no
 * one to look at them while they cost a tenth of the run.
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  fs.mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}
