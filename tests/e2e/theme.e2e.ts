/**
 * Journey: dark mode (issue 10, item 5; docs/decisions/018-dark-mode.md) at 375 px and 1280 px.
 * The header's theme control switches Light / Dark / System and the choice survives reloads;
 * System follows the browser's setting; the inline script sets the theme before the app's
 * JavaScript runs (no flash) under the site's Content-Security-Policy; axe finds nothing serious
 * in dark on the main screens. Also the toast at 375 px below an open prompt dialog.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolationsInTheme, VIEWPORTS } from './browser';
import { expectToast, fixtureId, journeyBrowser, toast, waitForCards } from './helpers';
import { FIXTURE_PROMPTS } from './fixtures';

const journey = journeyBrowser();
const poem = FIXTURE_PROMPTS.find((p) => p.key === 'poem')!;

const htmlIsDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
/** The page's background luminance, 0 (black) to 255 (white). */
const backgroundLightness = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('canvas').getContext('2d')!;
    probe.fillStyle = getComputedStyle(document.body).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });

async function chooseTheme(page: Page, from: string, to: 'Light' | 'Dark' | 'System') {
  await page.getByRole('button', { name: `Theme: ${from}` }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
  await page.getByRole('button', { name: `Theme: ${to}` }).waitFor();
}

/** Collects Content-Security-Policy reports the page logs. */
function cspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Screens tests/e2e/layout-a11y.e2e.ts runs axe on, in both themes, at both widths. */
const IN_LAYOUT_A11Y = new Set(['home', 'prompt', 'dialog', 'submit', 'guide', 'not-found']);

for (const viewport of ['mobile', 'desktop'] as const) {
  const width = VIEWPORTS[viewport].width;
  describe(`dark mode at ${width} px`, () => {
    it('the header control switches to Dark and back to Light; the choice survives a reload', async () => {
      const { page } = await journey.open(VIEWPORTS[viewport]);
      const csp = cspErrors(page);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/');
      await waitForCards(page);
      expect(await htmlIsDark(page)).toBe(false);
      await expect.poll(() => backgroundLightness(page)).toBeGreaterThan(200);

      await chooseTheme(page, 'System', 'Dark');
      expect(await htmlIsDark(page)).toBe(true);
      // Polled: the class flips at once, the computed colour can lag a frame on a busy machine.
      await expect.poll(() => backgroundLightness(page)).toBeLessThan(60);

      await page.reload();
      await waitForCards(page);
      expect(await htmlIsDark(page)).toBe(true);
      await page.getByRole('button', { name: 'Theme: Dark' }).waitFor();
      await screenshot(page, `theme-home-dark-${width}`);

      // Light wins over a dark system setting, across a reload too.
      await page.emulateMedia({ colorScheme: 'dark' });
      await chooseTheme(page, 'Dark', 'Light');
      expect(await htmlIsDark(page)).toBe(false);
      await page.reload();
      await waitForCards(page);
      expect(await htmlIsDark(page)).toBe(false);

      // System follows the setting, live.
      await chooseTheme(page, 'Light', 'System');
      expect(await htmlIsDark(page)).toBe(true);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => htmlIsDark(page)).toBe(false);
      expect(csp).toEqual([]);
    });

    it('the control works with the keyboard', async () => {
      const { page } = await journey.open(VIEWPORTS[viewport]);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/about');
      const button = page.getByRole('button', { name: 'Theme: System' });
      await button.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      // Opened from the keyboard, the menu focuses its first item (Light) once it is shown.
      // (The menu itself takes focus first, and its text holds every item: wait for the item.)
      await expect
        .poll(() =>
          page.evaluate(() =>
            document.activeElement?.getAttribute('role') === 'menuitemradio' ? document.activeElement.textContent : '',
          ),
        )
        .toContain('Light');
      // Arrows move once the menu has finished opening (as a person sees it): wait for its animation.
      await page.getByRole('menu').evaluate((menu) => Promise.all(menu.getAnimations().map((a) => a.finished)));
      await page.keyboard.press('ArrowDown'); // Light -> Dark
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Dark');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Theme: Dark' }).waitFor();
      expect(await htmlIsDark(page)).toBe(true);
      // Focus goes back to the button once the menu has closed.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Theme: Dark');
    });

    it('no flash: the inline script sets the theme before any app script runs, allowed by the CSP', async () => {
      const { page } = await journey.open(VIEWPORTS[viewport]);
      const csp = cspErrors(page);
      // The app's own scripts never arrive: whatever the page shows comes from the inline script.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('theme', 'dark');
          sessionStorage.setItem('seeded', '1');
        }
      });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(0);
      expect(await htmlIsDark(page)).toBe(true);

      // Nothing stored: the system setting decides, again before the app.
      await page.evaluate(() => localStorage.removeItem('theme'));
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await htmlIsDark(page)).toBe(true);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await htmlIsDark(page)).toBe(false);
      expect(csp).toEqual([]);
    });

    it('the main screens follow a dark system setting; axe finds nothing serious in dark', async () => {
      const { page } = await journey.open(VIEWPORTS[viewport]);
      await page.emulateMedia({ colorScheme: 'dark' });
      const screens: [string, string, () => Promise<unknown>][] = [
        ['home', '/', () => waitForCards(page)],
        [
          'tag',
          '/tag/writing',
          () => page.getByRole('heading', { level: 1, name: 'Prompts tagged #writing' }).waitFor(),
        ],
        ['category', '/category/creative', () => page.getByRole('heading', { level: 1, name: 'Creative' }).waitFor()],
        [
          'prompt',
          `/prompt/${fixtureId('poem')}`,
          () => page.getByRole('heading', { level: 1, name: poem.title }).waitFor(),
        ],
        [
          'dialog',
          `/#prompt-${fixtureId('poem')}`,
          () => page.getByRole('dialog', { name: poem.title }).getByRole('region', { name: 'Prompt text' }).waitFor(),
        ],
        ['login', '/login', () => page.getByRole('tab', { name: 'Sign In' }).waitFor()],
        ['submit', '/submit', () => page.getByRole('heading', { level: 1, name: 'Submit a Prompt' }).waitFor()],
        [
          'guide',
          '/create-guide',
          () => page.getByRole('heading', { level: 1, name: 'How to Create Effective Prompts' }).waitFor(),
        ],
        [
          'not-found',
          '/category/nonsense',
          () => page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor(),
        ],
      ];
      for (const [name, path, ready] of screens) {
        await page.goto(path);
        await ready();
        expect(await htmlIsDark(page), name).toBe(true);
        await screenshot(page, `theme-${name}-dark-${width}`);
        // layout-a11y checks its screens in both themes; here the dark theme of the others.
        if (!IN_LAYOUT_A11Y.has(name)) expect(await seriousA11yViolationsInTheme(page), name).toEqual([]);
      }
    });
  });
}

describe('toasts at 375 px', () => {
  it('a toast does not cover the bottom of the open prompt dialog', async () => {
    const { page } = await journey.open(VIEWPORTS.mobile);
    await page.goto(`/#prompt-${fixtureId('poem')}`);
    const dialog = page.getByRole('dialog', { name: poem.title });
    await dialog.getByRole('region', { name: 'Prompt text' }).waitFor();
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expectToast(page, 'Copied to clipboard');
    // Mounted means in place: the journeys run with reduced motion, which turns sonner's slide off.
    const note = toast(page, 'Copied to clipboard').and(page.locator('[data-mounted="true"]')).first();
    await note.waitFor();
    const d = (await dialog.boundingBox())!;
    const t = (await note.boundingBox())!;
    expect(t.y, 'the toast starts below the dialog').toBeGreaterThanOrEqual(d.y + d.height);
    await screenshot(page, 'theme-toast-below-dialog-375');
  });
});
