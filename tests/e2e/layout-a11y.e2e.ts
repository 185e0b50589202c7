/**
 * Journey: the page layout on a phone (375 px) and a desktop (1280 px) on every screen a
 * visitor reaches (docs/product.md#screens-and-routes: header, footer, side navigation; section 9: mobile
 * breakpoint), the sidebar ad on the home page, no sideways scrolling, no serious or critical
 * axe-core violations. Screenshots of every screen at both widths go to tests/e2e/.artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations, VIEWPORTS } from './browser';
import { hasHorizontalScroll, journeyBrowser, waitForCards, type Session, fixtureId } from './helpers';
import { FIXTURE_PROMPTS } from './fixtures';

// Sessions opened through journey.open are closed after each test, which fails on uncaught page errors.
const journey = journeyBrowser();
let session: Session | undefined;

const PRODUCT_NAME = 'Prompt Commons';
const poem = FIXTURE_PROMPTS.find((p) => p.key === 'poem')!;

type Screen = {
  name: string;
  path: () => string;
  /** Waits until the screen has its content. */
  ready: (page: Page) => Promise<void>;
  /** A modal dialog covers the layout (its landmarks are hidden from assistive technology). */
  modal?: boolean;
};

const h1 = (name: string) => async (page: Page) => {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
};

const SCREENS: Screen[] = [
  {
    name: 'home',
    path: () => '/',
    ready: async (page) => {
      await h1('Discover & Share AI Prompts')(page);
      await waitForCards(page);
      await page.getByRole('region', { name: 'Popular Tags' }).getByRole('link').first().waitFor();
    },
  },
  { name: 'submit', path: () => '/submit', ready: h1('Submit a Prompt') },
  { name: 'about', path: () => '/about', ready: h1('About Prompt Commons') },
  {
    name: 'privacy',
    path: () => '/privacy',
    ready: (page) => page.getByText('April 10, 2025').first().waitFor(),
  },
  {
    name: 'create-guide',
    path: () => '/create-guide',
    ready: h1('How to Create Effective Prompts'),
  },
  { name: 'contact', path: () => '/contact', ready: h1('Contact us') },
  { name: 'assistants', path: () => '/assistants', ready: h1('Use it from your assistant') },
  {
    name: 'prompt-page',
    path: () => `/prompt/${fixtureId('poem')}`,
    ready: async (page) => {
      await h1(poem.title)(page);
      await page.getByRole('region', { name: 'Prompt text' }).waitFor();
    },
  },
  {
    name: 'not-found',
    path: () => '/this/page/does/not/exist',
    ready: h1('Page not found'),
  },
  {
    name: 'prompt-dialog',
    path: () => `/#prompt-${fixtureId('poem')}`,
    modal: true,
    ready: async (page) => {
      await page.getByRole('dialog', { name: poem.title }).getByRole('region', { name: 'Prompt text' }).waitFor();
      await waitForCards(page);
    },
  },
];

/** The page's one ad request (every slot's ads) has been answered. */
function adsSettled(page: Page) {
  return new Promise<void>((resolve) => {
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/ads') resolve();
    });
  });
}

/** Name of the product shown next to the logo, as laid out (sr-only copies do not count). */
async function visibleProductNames(page: Page): Promise<number> {
  return page.locator('header a[href="/"] span').evaluateAll(
    (spans, name) =>
      spans.filter((s) => {
        if (s.textContent !== name) return false;
        const r = s.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && getComputedStyle(s).visibility !== 'hidden';
      }).length,
    PRODUCT_NAME,
  );
}

async function checkLayout(page: Page, viewport: 'mobile' | 'desktop') {
  const header = page.locator('header').first();
  expect(await header.getByText('PC', { exact: true }).isVisible(), 'logo initials').toBe(true);
  expect(await visibleProductNames(page), 'product name next to the logo').toBe(viewport === 'desktop' ? 1 : 0);

  const account = header.getByRole('navigation', { name: 'Account' });
  expect(await account.getByRole('link', { name: 'Login', exact: true }).isVisible()).toBe(true);
  expect(await account.getByRole('link', { name: 'Submit Prompt', exact: true }).isVisible()).toBe(true);

  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['About', '/about'],
    ['Privacy', '/privacy'],
    ['How to Create Prompts', '/create-guide'],
    ['Use it from your assistant', '/assistants'],
    ['Atom feed', '/feed.xml'],
  ]) {
    const link = footer.getByRole('link', { name, exact: true });
    expect(await link.isVisible(), `footer link ${name}`).toBe(true);
    expect(await link.getAttribute('href')).toBe(href);
  }

  const sideNav = page.getByRole('navigation', {
    name: 'Navigation',
    exact: true,
  });
  const menuButton = page.getByRole('button', { name: 'Open navigation' });
  if (viewport === 'desktop') {
    expect(await sideNav.isVisible(), 'side navigation column').toBe(true);
    expect(await sideNav.getByRole('heading', { name: 'Navigation' }).isVisible()).toBe(true);
    expect(await menuButton.isVisible()).toBe(false);
  } else {
    expect(await sideNav.isVisible(), 'no side column on a phone').toBe(false);
    expect(await menuButton.isVisible(), 'menu button').toBe(true);
  }
}

for (const viewport of ['mobile', 'desktop'] as const) {
  describe(`layout and accessibility at ${VIEWPORTS[viewport].width} px`, () => {
    for (const screen of SCREENS) {
      it(`${screen.name}: header, footer, navigation, no sideways scroll, no serious axe violations`, async () => {
        session = await journey.open(VIEWPORTS[viewport]);
        const { page } = session;
        const ads = adsSettled(page);
        await page.goto(screen.path());
        await screen.ready(page);
        await ads;
        if (screen.name === 'home') {
          const ad = page.locator('aside[aria-label="Advertisement"][data-position="sidebar"]');
          await ad.getByText('Fixture sidebar ad').waitFor();
          expect(await ad.getByRole('link', { name: 'fixture tools' }).getAttribute('href')).toBe(
            'https://example.com/tools',
          );
        }

        if (screen.modal) {
          const dialog = page.getByRole('dialog', { name: poem.title });
          const box = (await dialog.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
        } else {
          await checkLayout(page, viewport);
        }
        expect(await hasHorizontalScroll(page), 'document wider than the viewport').toBe(false);

        await screenshot(page, `${screen.name}-${VIEWPORTS[viewport].width}`);
        // In both themes (decision 018); a dark screenshot beside the light one.
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              document.documentElement.classList.add('dark');
              requestAnimationFrame(() => requestAnimationFrame(resolve));
            }),
        );
        await screenshot(page, `${screen.name}-${VIEWPORTS[viewport].width}-dark`);
      });
    }
  });
}

describe('side navigation', () => {
  it('at 1280 px the Navigation column collapses and expands', async () => {
    session = await journey.open(VIEWPORTS.desktop);
    const { page } = session;
    await page.goto('/about');
    const nav = page.getByRole('navigation', {
      name: 'Navigation',
      exact: true,
    });
    const toggle = nav.getByRole('button', { name: 'Toggle navigation' });
    const allPrompts = nav.getByRole('link', { name: 'All Prompts' });
    await allPrompts.waitFor();
    expect(await nav.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    await toggle.click();
    await allPrompts.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'side-nav-collapsed-1280');

    await toggle.click();
    await allPrompts.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('at 375 px the menu button opens the Navigation sheet', async () => {
    session = await journey.open(VIEWPORTS.mobile);
    const { page } = session;
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await sheet.waitFor();
    const nav = sheet.getByRole('navigation', { name: 'Navigation' });
    expect(await nav.getByRole('link', { name: 'All Prompts' }).getAttribute('href')).toBe('/');
    expect(await nav.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    await screenshot(page, 'side-nav-sheet-375');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await nav.getByRole('link', { name: 'All Prompts' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Discover & Share AI Prompts' }).waitFor();
  });
});
