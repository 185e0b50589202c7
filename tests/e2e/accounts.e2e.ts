/**
 * Journeys: accounts (issue 3; docs/product.md): sign-up, sign-in,
 * wrong password, sign-out from the header and from the side navigation, password reset
 * through the emailed link (read from the server log), TOTP enrolment and a sign-in with a code
 * computed here (tests/e2e/totp.ts).
 *
 * Rate limits: the server allows 5 calls a minute per address to /api/auth/sign-in/email and
 * to /api/auth/sign-up/email, and better-auth's window restarts with every call, so the
 * whole run shares those 5. This file spends exactly 5 sign-ins (wrong password, success, old
 * password after reset, new password, the TOTP sign-in) and 1 sign-up; every other journey
 * starts from a session made by global-setup.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from './browser';
import { e2eUser, expectToast, mailLink, uniqueWord, journeyBrowser, WAIT } from './helpers';
import { freshTotp } from './totp';

const b = journeyBrowser();

const INVALID_CREDENTIALS = 'Invalid email or password';

function accountMenu(page: Page, email: string) {
  return page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: `Account menu for ${email}` });
}

function loginLink(page: Page) {
  return page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login', exact: true });
}

async function waitForHome(page: Page) {
  await page.waitForURL((url) => url.pathname === '/');
}

/** Fills and sends the Sign In tab of /login (one /sign-in/email call). */
async function signInWithForm(page: Page, email: string, password: string) {
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email', { exact: true }).fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function openLogin(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign In' }).waitFor();
}

async function logoutFromHeader(page: Page, email: string) {
  await accountMenu(page, email).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out successfully', 'You have been logged out of your account.');
  await waitForHome(page);
  await loginLink(page).waitFor();
}

describe('sign-up and sign-in', () => {
  it('signs up through the Sign Up tab: mismatched passwords are refused, then the account is created and signed in', async () => {
    const { page } = await b.open();
    const email = `${uniqueWord('signup')}@example.com`;
    await openLogin(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome to Prompt Commons');
    expect(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/reset-password');
    expect(await page.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
    await panel.getByLabel('Username', { exact: true }).fill(uniqueWord('member').slice(0, 30));
    await panel.getByLabel('Email', { exact: true }).fill(email);
    await panel.getByLabel('Password', { exact: true }).fill('first password 1');
    await panel.getByLabel('Confirm Password', { exact: true }).fill('other password 2');
    await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(page, "Passwords don't match", 'Please make sure your passwords match.');
    expect(page.url()).toMatch(/\/login$/);

    await panel.getByLabel('Confirm Password', { exact: true }).fill('first password 1');
    await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(page, 'Account created', 'Please check your email to verify your account.');
    await waitForHome(page);
    const menu = accountMenu(page, email);
    await menu.waitFor();
    expect(await menu.innerText()).toContain(email);
    await menu.click();
    expect((await page.getByRole('menu').innerText()).includes(email)).toBe(true);
    await page.keyboard.press('Escape');
    // Without SMTP the verification email is written to the server log, link included.
    expect(await mailLink(email, 'Verify your email for Prompt Commons')).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it('a wrong password gives the Authentication error toast with the server message; the right one signs in and goes to /', async () => {
    const user = e2eUser('signin');
    const { page } = await b.open();
    await openLogin(page);
    await signInWithForm(page, user.email, 'not the password');
    await expectToast(page, 'Authentication error', INVALID_CREDENTIALS);
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Signed in successfully', 'Welcome back!');
    await waitForHome(page);
    await accountMenu(page, user.email).waitFor();
  });
});

describe('sign-out', () => {
  it('header menu Logout: Logged out successfully, then / with Login shown', async () => {
    const user = e2eUser('signout');
    const { page } = await b.open(VIEWPORTS.desktop, { as: user });
    await page.goto('/saved');
    await accountMenu(page, user.email).waitFor();
    await logoutFromHeader(page, user.email);
    await expect.poll(() => accountMenu(page, user.email).count(), WAIT).toBe(0);
  });

  it('side navigation Sign Out: Signed out successfully, then / with Login shown', async () => {
    const user = e2eUser('sidenav');
    const { page } = await b.open(VIEWPORTS.desktop, { as: user });
    await page.goto('/my-prompts');
    await accountMenu(page, user.email).waitFor();
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, 'Signed out successfully', "You've been signed out of your account.");
    await waitForHome(page);
    await loginLink(page).waitFor();
    await nav.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
  });
});

describe('password reset', () => {
  it('asks for a link from /login, follows the logged link, sets a new password and signs in with it (not the old one)', async () => {
    const user = e2eUser('reset');
    const newPassword = 'brand new password 7';
    const { page } = await b.open();
    await openLogin(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').getByRole('heading', { name: 'Check your email' }).waitFor();

    const link = await mailLink(user.email, 'Reset your Prompt Commons password');
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/reset-password' && url.searchParams.has('token'));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(page, 'Password updated', 'You can now sign in with your new password.');
    await page.waitForURL((url) => url.pathname === '/login');

    // The link works once.
    await page.goto(link);
    await page.getByRole('alert').getByText('This reset link is invalid or has expired').waitFor();

    await openLogin(page);
    await signInWithForm(page, user.email, user.password);
    await expectToast(page, 'Authentication error', INVALID_CREDENTIALS);
    await page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Signed in successfully', 'Welcome back!');
    await waitForHome(page);
    await accountMenu(page, user.email).waitFor();
  });
});

describe('two-factor authentication (TOTP)', () => {
  it('enrols on /account with a computed code, then signing in asks for a fresh code and signs in', async () => {
    const user = e2eUser('totp');
    const { page } = await b.open(VIEWPORTS.desktop, { as: user });
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await section.getByLabel('Your password').fill(user.password);
    await section.getByRole('button', { name: 'Continue' }).click();

    const secretBox = section.getByLabel('Secret key', { exact: true });
    await secretBox.waitFor();
    const secret = (await secretBox.innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await section.getByRole('img', { name: 'QR code to add your account to an authenticator app' }).waitFor();
    await section.getByLabel('Authentication code').fill(await freshTotp(secret));
    await section.getByRole('button', { name: 'Verify and turn on' }).click();
    await expectToast(page, 'Two-factor authentication enabled', 'You will be asked for a code when you sign in.');
    await section.getByRole('button', { name: 'Turn off two-factor authentication' }).waitFor();

    await logoutFromHeader(page, user.email);
    await openLogin(page);
    await signInWithForm(page, user.email, user.password);
    await page.getByRole('heading', { level: 1, name: "Verify it's you" }).waitFor();
    await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    expect(await accountMenu(page, user.email).count()).toBe(0);
    await page.getByLabel('Authentication code').fill(await freshTotp(secret));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expectToast(page, 'Signed in successfully', 'Welcome back!');
    await waitForHome(page);
    await accountMenu(page, user.email).waitFor();
  });
});
