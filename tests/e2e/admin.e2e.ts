/**
 * Journeys: administration (issue 4; docs/product.md): the access
 * check on every admin screen, first-admin setup on /admin/create (signed in at once, refused
 * afterwards), a CSV import with its progress and result, inviting and removing users, and an ad
 * panel created, disabled and deleted while the home page shows it and then does not.
 *
 * This is the only file that makes an admin: the first-admin journey needs a server with none,
 * and no other journey depends on one existing (or not). The admin's session comes from the
 * setup form itself (the setup answer signs in through the server's API, so no sign-in call is
 * spent); the later journeys of this file reuse its cookies. Everything the file adds to the
 * site is taken away again after it, even when a journey fails half-way: the imported prompts,
 * the ad panel (other files check the ads every page shows), the site's name and sign-up.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, seriousA11yViolations, VIEWPORTS } from './browser';
import {
  createPrompts,
  e2eUser,
  expectToast,
  getPrompt,
  hasHorizontalScroll,
  journeyBrowser,
  mailLink,
  uniqueWord,
  WAIT,
  type Viewport,
} from './helpers';
import type { E2EUser } from './global-setup';

const b = journeyBrowser();

const ACCESS_DENIED = { title: 'Access Denied', description: "You don't have permission to access this page." };
/** The site's name as the fixtures have it (restored after the renaming journey). */
const SITE_NAME = 'Prompt Commons';
const ADMIN_SCREENS = ['/admin', '/admin/users', '/admin/ads', '/admin/prompts', '/admin/settings'];

const plain = e2eUser('plain');
const owner = e2eUser('moderated');
const removable = e2eUser('removable');

/** The admin made by the setup journey: its address, password and the session cookies it got. */
const admin: E2EUser = { email: 'e2e-first-admin@example.com', password: 'e2e first admin password', cookies: [] };

/** Prompt ids the import created (deleted after the file). */
const imported: number[] = [];
/** Titles of the ad panels this file created (deleted after the file if still there). */
const adTitles: string[] = [];

async function apiAsAdmin<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      cookie: admin.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (res.status === 204 ? undefined : await res.json()) as T };
}

afterAll(async () => {
  if (!admin.cookies.length) return;
  for (const id of imported) await apiAsAdmin(`/api/prompts/${id}`, { method: 'DELETE' });
  const { body } = await apiAsAdmin<{ ads: { id: number; title: string }[] }>('/api/admin/ads');
  for (const ad of body.ads.filter((a) => adTitles.includes(a.title))) {
    await apiAsAdmin(`/api/admin/ads/${ad.id}`, { method: 'DELETE' });
  }
  await apiAsAdmin('/api/admin/settings', { method: 'PATCH', body: { siteName: SITE_NAME, signUpOpen: true } });
});

async function openAsAdmin(viewport: Viewport = VIEWPORTS.desktop) {
  expect(admin.cookies.length, 'the first-admin journey ran and signed in').toBeGreaterThan(0);
  return b.open(viewport, { as: admin });
}

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('access to the admin screens', () => {
  it('sends a visitor to /login from every admin screen', async () => {
    const { page } = await b.open();
    for (const path of ADMIN_SCREENS) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
    }
    // The admin API answers the same way.
    expect((await fetch(`${baseUrl()}/api/admin/stats`)).status).toBe(401);
  });

  it('bounces a signed-in user to / with Access Denied, and shows them no Admin link', async () => {
    const { page } = await b.open(VIEWPORTS.desktop, { as: plain });
    await page.goto('/');
    await page.getByRole('button', { name: plain.email }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);

    for (const path of ['/admin', '/admin/ads']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
      await expectToast(page, ACCESS_DENIED.title, ACCESS_DENIED.description);
    }
    const res = await fetch(`${baseUrl()}/api/admin/users`, {
      headers: { cookie: plain.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(res.status).toBe(403);
  });
});

describe('first admin', () => {
  it('is created on /admin/create with nothing prefilled, signed in at once, and refused afterwards', async () => {
    const { page, context } = await b.open(VIEWPORTS.mobile);
    await page.goto('/admin/create');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    await email.waitFor();
    expect(await email.inputValue()).toBe('');
    expect(await password.inputValue()).toBe('');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A short password is refused before anything is sent.
    await email.fill(admin.email);
    await password.fill('short');
    await page.getByRole('button', { name: 'Create admin user' }).click();
    await page.getByText(/at least 8 characters/).waitFor();

    await password.fill(admin.password);
    await page.getByRole('button', { name: 'Create admin user' }).click();
    await expectToast(page, 'Admin user created', admin.email);
    await page.waitForURL((url) => url.pathname === '/admin');
    await heading(page, 'Admin Dashboard');
    expect(await hasHorizontalScroll(page)).toBe(false);

    admin.cookies = (await context.cookies()).map(({ name, value }) => ({ name, value }));
    expect((await apiAsAdmin<{ isAdmin: boolean }>('/api/admin/check')).body.isAdmin).toBe(true);

    // Now an admin exists: the utility refuses, for the admin as for anyone.
    await page.goto('/admin/create');
    await page.getByText('Admin user already exists').first().waitFor();
    const again = await fetch(`${baseUrl()}/api/admin/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'second-admin@example.com', password: 'another admin password' }),
    });
    expect(again.status).toBe(409);
  });

  it('shows the admin the Admin link, Admin Dashboard and the admin side menu', async () => {
    const { page } = await openAsAdmin();
    await page.goto('/');
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await heading(page, 'Admin Dashboard');
    const menu = page.getByRole('navigation', { name: 'Admin' });
    for (const item of ['Dashboard', 'Users', 'Ads', 'Prompts', 'Settings', 'Audit log'])
      await menu.getByRole('link', { name: item }).waitFor();
    await menu.getByRole('button', { name: 'Logout' }).waitFor();
    // Every admin screen, in light and dark (seriousA11yViolations checks both themes).
    expect(await seriousA11yViolations(page), 'Admin Dashboard').toEqual([]);
    for (const [item, title] of [
      ['Users', 'Users'],
      ['Ads', 'Ad Panels'],
      ['Prompts', 'Moderate Prompts'],
      ['Settings', 'Site Settings'],
      ['Audit log', 'Audit log'],
    ] as const) {
      await menu.getByRole('link', { name: item }).click();
      await heading(page, title);
      await page.waitForLoadState('networkidle'); // the screen's data, not its loading state
      expect(await seriousA11yViolations(page), title).toEqual([]);
    }
  });
});

describe('CSV import', () => {
  it('imports a file with progress, reports imported and skipped rows, and offers the skipped rows', async () => {
    const word = uniqueWord('imported');
    const csv = [
      'title,content,category,tags',
      `"${word} one","Write a haiku about ""${word}"", with a comma, and
a second line",writing,poetry;${word}`,
      `${word} two,Explain ${word} to a ten-year-old in three short paragraphs.,education,teaching`,
      `${word} three,Review this pull request for ${word} and list every risk.,no-such-category,review`,
      `${word} broken,this row has too many columns,coding,a,b`,
    ].join('\r\n');

    const { page } = await openAsAdmin();
    await page.goto('/admin');
    await heading(page, 'Admin Dashboard');

    // The wrong kind of file and no file at all.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await expectToast(page, 'No file selected');
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectToast(page, 'Invalid file type');

    // Hold the upload's answer to look at the progress bar, then let it through.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/imports?*', async (route) => {
      if (route.request().method() === 'POST') await released;
      await route.fallback();
    });
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: `${word}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    release();

    await expectToast(page, 'Import complete', 'Successfully imported 3 prompts');
    const result = page
      .getByRole('region', { name: `Import complete: ${word}.csv` })
      .or(page.locator('section', { has: page.getByRole('heading', { name: `Import complete: ${word}.csv` }) }));
    await result.first().waitFor();
    const figures = await result.first().locator('dd').allInnerTexts();
    expect(figures).toEqual(['3', '1', '1']);

    // The skipped rows download with their reason.
    const link = page.getByRole('link', { name: /Download skipped rows \(1\)/ });
    const href = await link.getAttribute('href');
    const skipped = await fetch(`${baseUrl()}${href}`, {
      headers: { cookie: admin.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(skipped.status).toBe(200);
    const text = await skipped.text();
    expect(text.split(/\r?\n/)[0]).toBe('"line","reason","title","content","category","tags","other fields"');
    expect(text).toContain(`${word} broken`);

    // The imported prompts are on the site, with the quoted field intact and the unknown
    // category imported as other.
    const found = await (await fetch(`${baseUrl()}/api/prompts?q=${word}&limit=10`)).json();
    const items = found.items as { id: number; title: string; content: string; category: string; tags: string[] }[];
    imported.push(...items.map((p) => p.id));
    expect(items.map((p) => p.title).sort()).toEqual([`${word} one`, `${word} three`, `${word} two`]);
    const one = await getPrompt(items.find((p) => p.title === `${word} one`)!.id);
    expect(one.content).toBe(`Write a haiku about "${word}", with a comma, and\na second line`);
    expect(one.tags).toEqual(['poetry', word]);
    expect(items.find((p) => p.title === `${word} three`)!.category).toBe('other');

    // The dashboard's recent prompts list shows them.
    await page.reload();
    await page.getByRole('link', { name: `${word} one` }).waitFor();
  });
});

describe('users', () => {
  it('invites by email (the email carries a sign-up link) and removes a user', async () => {
    const { page } = await openAsAdmin(VIEWPORTS.mobile);
    await page.goto('/admin/users');
    await heading(page, 'Users');

    const invitee = `${uniqueWord('invitee')}@example.com`;
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite by email' });
    await dialog.getByLabel('Email address').fill('no-at-sign.example.com');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, 'Invalid email');
    await dialog.getByLabel('Email address').fill(invitee);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, 'Invitation sent');
    const link = await mailLink(invitee, "You're invited to");
    expect(link).toContain('/login?tab=signup');
    expect(new URL(link).searchParams.get('email')).toBe(invitee);

    await page.getByLabel('Search users').fill(removable.email);
    const actions = page.getByRole('button', { name: `Actions for ${removable.email}` });
    await actions.click();
    await page.getByRole('menuitem', { name: /Remove/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove user' });
    expect(await confirm.innerText()).toContain(removable.email);
    await confirm.getByRole('button', { name: 'Remove user' }).click();
    await expectToast(page, 'User removed');
    await expect.poll(async () => actions.count(), WAIT).toBe(0);

    // The removed account's session no longer works.
    const session = await fetch(`${baseUrl()}/api/auth/get-session`, {
      headers: { cookie: removable.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect(await session.json()).toBeNull();
  });
});

describe('ad panels', () => {
  it('creates an ad that the home page shows, disables it (gone), and deletes it', async () => {
    const title = `${uniqueWord('Ad')} Prompt workshop`;
    adTitles.push(title);
    const { page } = await openAsAdmin();
    await page.goto('/admin/ads');
    await heading(page, 'Ad Panels');

    await page.getByRole('button', { name: 'New ad panel' }).click();
    const dialog = page.getByRole('dialog', { name: 'New ad panel' });
    await dialog.getByRole('button', { name: 'Create ad panel' }).click();
    await expectToast(page, 'Missing information');

    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Content (HTML or text)')
      .fill(
        '<p>Learn to write <strong>better prompts</strong>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      );
    await dialog.getByRole('combobox', { name: 'Position' }).click();
    await page.getByRole('option', { name: /^top$/i }).click();
    await dialog.getByRole('button', { name: 'Create ad panel' }).click();
    await expectToast(page, 'Ad panel created');
    const item = page.getByRole('article', { name: title });
    await item.waitFor();
    expect(await item.innerText()).toContain('Learn to write better prompts.');

    // The home page shows it in the top slot (after its 500 ms delay), sanitized.
    const visitor = await b.open();
    await visitor.page.goto('/');
    const slot = visitor.page.locator('aside[aria-label="Advertisement"][data-position="top"]');
    await slot.getByText(title).waitFor();
    expect(await slot.locator('script').count()).toBe(0);
    expect(await slot.locator('a[href^="javascript"]').count()).toBe(0);

    // Disabled: gone from the home page (the slot asks again on load, after 500 ms).
    await item.getByRole('switch', { name: `Active: ${title}` }).click();
    await expectToast(page, 'Ad panel disabled');
    const topAds = await (await fetch(`${baseUrl()}/api/ads?position=top`)).json();
    expect((topAds as { ads: { title: string }[] }).ads.map((a) => a.title)).not.toContain(title);
    const answered = visitor.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/ads');
    await visitor.page.reload();
    const answer = (await (await answered).json()) as { ads: { title: string }[] };
    expect(answer.ads.map((a) => a.title)).not.toContain(title);
    expect(await slot.getByText(title).count()).toBe(0);

    // Enabled again, then deleted: gone from the list and the site.
    await item.getByRole('switch', { name: `Active: ${title}` }).click();
    await expectToast(page, 'Ad panel enabled');
    await item.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Ad panel deleted');
    await expect.poll(async () => item.count(), WAIT).toBe(0);
    const list = (await apiAsAdmin<{ ads: { title: string }[] }>('/api/admin/ads')).body;
    expect(list.ads.map((a) => a.title)).not.toContain(title);
  });
});

describe('moderation', () => {
  it("deletes another user's prompt and the audit log says who did what, when", async () => {
    const word = uniqueWord('moderated');
    const [made] = await createPrompts([
      {
        as: owner,
        prompt: {
          title: `${word} spam`,
          content: `Buy ${word} now, the best ${word} in town, limited offer.`,
          category: 'other',
          tags: ['spam'],
        },
      },
    ]);
    const { page } = await openAsAdmin();
    await page.goto('/admin/prompts');
    await heading(page, 'Moderate Prompts');
    await page.getByLabel('Search prompts').fill(word);
    await page.getByRole('button', { name: `Delete ${word} spam` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Prompt deleted');
    expect((await fetch(`${baseUrl()}/api/prompts/${made!.id}`)).status).toBe(404);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await heading(page, 'Audit log');
    await page.getByLabel('Action').selectOption('prompt.delete');
    const entry = page
      .getByRole('list', { name: 'Audit log entries, newest first' })
      .getByRole('listitem')
      .filter({ hasText: `deleted prompt #${made!.id}` });
    await entry.first().waitFor();
    expect(await entry.first().innerText()).toContain(admin.email);
  });
});

describe('site settings', () => {
  it('renames the site: the header, the page title and a new visitor see it at once', async () => {
    const { page } = await openAsAdmin();
    await page.goto('/admin/settings');
    await heading(page, 'Site Settings');
    const name = page.getByLabel('Site name');
    await name.fill('Acme Prompt Library');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Settings saved');
    await page.getByRole('banner').getByText('Acme Prompt Library').first().waitFor();

    const visitor = await b.open();
    await visitor.page.goto('/about');
    await visitor.page.getByRole('banner').getByText('Acme Prompt Library').first().waitFor();
    expect(await visitor.page.title()).toContain('Acme Prompt Library');

    await name.fill('Prompt Commons');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Settings saved');
  });

  it("closes sign-up: a visitor's Sign Up tab says so at once; an invitation's link fills in the address", async () => {
    expect((await apiAsAdmin('/api/admin/settings', { method: 'PATCH', body: { signUpOpen: false } })).status).toBe(
      200,
    );
    try {
      const { page } = await b.open(VIEWPORTS.mobile);
      await page.goto('/login?tab=signup&email=invited%40example.com');
      const note = page.getByRole('note');
      await note.waitFor();
      expect(await note.innerText()).toContain('Sign-up is closed. Ask an admin for an invitation.');
      expect(await page.getByLabel('Email').inputValue()).toBe('invited@example.com');
    } finally {
      await apiAsAdmin('/api/admin/settings', { method: 'PATCH', body: { signUpOpen: true } });
    }
  });
});
