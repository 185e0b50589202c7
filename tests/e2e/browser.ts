/** Chromium via playwright-core (Debian's build), plus helpers the journeys share. */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

export async function newPage(browser: Browser, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page) {
  // Evaluated rather than added as a <script>: the site's Content-Security-Policy (script-src
  // 'self') rightly blocks inline scripts, and the check must not weaken it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
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
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}
