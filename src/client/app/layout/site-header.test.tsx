// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from './site-header';
import { SideNav, useSideNavItems } from './side-nav';
import { LocationProbe, SIGNED_IN_USER, polyfillRadix, renderRoutes, reply, stubFetch } from '../../test/stub-fetch';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
vi.mock('../../lib/toast', () => ({ toast }));

function Shell() {
  const items = useSideNavItems();
  return (
    <>
      <SiteHeader navItems={items} />
      <SideNav items={items} />
      <LocationProbe />
    </>
  );
}

function renderShell(entry = '/saved') {
  return renderRoutes([{ path: '*', element: <Shell /> }], entry);
}

function session(user: object | null) {
  return { 'GET /api/auth/get-session': () => reply(200, user ? { session: { id: 's' }, user } : null) };
}

const accountNav = () => screen.getByRole('navigation', { name: 'Account' });
const sideNav = () => screen.getByRole('navigation', { name: 'Navigation' });

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Account menu for ada@example.com' }));
  return screen.findByRole('menu');
}

beforeEach(() => {
  polyfillRadix();
  window.localStorage.clear();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteHeader and side navigation', () => {
  it('signed out: Login and Submit Prompt; side nav All Prompts and Sign In', async () => {
    stubFetch(session(null));
    renderShell('/');
    expect(await within(accountNav()).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(accountNav()).getByRole('link', { name: 'Submit Prompt' })).toHaveAttribute('href', '/submit');
    expect(within(accountNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    const links = within(sideNav())
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['All Prompts', 'Sign In']);
  });

  it('signed in: a menu with the email, Prompts, My Prompts, Saved, Submit Prompt, Account and Logout', async () => {
    stubFetch(session(SIGNED_IN_USER));
    const user = userEvent.setup();
    renderShell();
    const menu = await openMenu(user);
    expect(menu).toHaveTextContent('ada@example.com');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Prompts', 'My Prompts', 'Saved', 'Submit Prompt', 'Account', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'My Prompts' })).toHaveAttribute('href', '/my-prompts');
    expect(within(accountNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(accountNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();

    const side = within(sideNav());
    expect(side.getAllByRole('link').map((a) => a.textContent)).toEqual(['All Prompts', 'My Prompts', 'Saved']);
    expect(side.getByRole('link', { name: 'Saved' })).toHaveAttribute('aria-current', 'page');
    expect(side.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('admins see Admin (active beneath /admin) and Admin Dashboard', async () => {
    stubFetch(session({ ...SIGNED_IN_USER, role: 'super_admin' }));
    renderShell('/admin/users');
    const admin = await within(accountNav()).findByRole('link', { name: 'Admin' });
    expect(admin).toHaveAttribute('href', '/admin');
    expect(admin).toHaveAttribute('aria-current', 'page');
    expect(within(sideNav()).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('header Logout: signs out, toasts Logged out successfully and goes to /', async () => {
    let signedIn = true;
    const api = stubFetch({
      'GET /api/auth/get-session': () => reply(200, signedIn ? { session: {}, user: SIGNED_IN_USER } : null),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return reply(200, { success: true });
      },
    });
    const user = userEvent.setup();
    renderShell('/saved');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully', {
      description: 'You have been logged out of your account.',
    });
    expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(await within(accountNav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('header Logout failure: Error logging out with the message', async () => {
    stubFetch({
      ...session(SIGNED_IN_USER),
      'POST /api/auth/sign-out': () =>
        reply(500, { error: { code: 'internal_error', message: 'Session store unavailable' } }),
    });
    const user = userEvent.setup();
    renderShell('/saved');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error logging out', { description: 'Session store unavailable' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/saved');
  });

  it('header Logout failure without a message: Something went wrong', async () => {
    stubFetch({ ...session(SIGNED_IN_USER), 'POST /api/auth/sign-out': () => reply(500) });
    const user = userEvent.setup();
    renderShell('/saved');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error logging out', { description: 'Something went wrong' }),
    );
  });

  it('side nav Sign Out: Signed out successfully, then /; failure: Error signing out', async () => {
    let fail = true;
    stubFetch({
      ...session(SIGNED_IN_USER),
      'POST /api/auth/sign-out': () =>
        fail ? reply(503, { error: { code: 'internal_error', message: 'Try again' } }) : reply(200, { success: true }),
    });
    const user = userEvent.setup();
    renderShell('/saved');
    await user.click(await within(sideNav()).findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error signing out', { description: 'Try again' }));
    fail = false;
    await user.click(within(sideNav()).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(toast.success).toHaveBeenCalledWith('Signed out successfully', {
      description: "You've been signed out of your account.",
    });
  });
});
