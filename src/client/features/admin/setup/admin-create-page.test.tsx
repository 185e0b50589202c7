// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import AdminCreatePage from './admin-create-page';
import { SESSION_USER, installDomStubs, json, mockFetch, renderRoutes, type Call } from '../../../test/mock-fetch';

const ADMIN = { ...SESSION_USER, id: 'a1', email: 'boss@example.com', role: 'super_admin' };

const page = () =>
  renderRoutes(
    [
      { path: '/admin/create', element: <AdminCreatePage /> },
      { path: '/admin', element: <p>Admin dashboard screen</p> },
      { path: '/', element: <p>Home screen</p> },
    ],
    '/admin/create',
  );

/** The toast's title node, and whether sonner shows it as an error (destructive). */
async function findToast(title: string) {
  const node = await screen.findByText(title, { selector: '[data-title]' });
  return { node, type: node.closest('[data-sonner-toast]')?.getAttribute('data-type') };
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const username = () => screen.getByLabelText('Username (optional)');
const submit = () => screen.getByRole('button', { name: 'Create admin user' });

beforeEach(installDomStubs);
afterEach(() => {
  // sonner replays still-active toasts to a newly mounted Toaster: end them with the test.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminCreatePage while no admin exists', () => {
  function setupNeeded(onPost: (call: Call) => Response = () => json({ id: 'a1', email: 'boss@example.com' }, 201)) {
    let signedIn = false;
    const calls = mockFetch((call) => {
      if (call.path === '/api/admin/setup' && call.method === 'GET') return json({ needed: true });
      if (call.path === '/api/admin/setup' && call.method === 'POST') {
        const answer = onPost(call);
        // The 201 sets the new super admin's session cookie.
        if (answer.status === 201) signedIn = true;
        return answer;
      }
      if (call.path === '/api/auth/get-session') return json(signedIn ? { user: ADMIN } : null);
      if (call.path === '/api/admin/check') return json({ isAdmin: signedIn, signedIn });
    });
    return calls;
  }

  it('shows a status while checking, then an empty form (nothing prefilled)', async () => {
    setupNeeded();
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Admin User' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether an admin exists…');
    expect(await screen.findByRole('button', { name: 'Create admin user' })).toBeInTheDocument();
    expect(email()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(username()).toHaveValue('');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(document.title).toMatch(/^Create Admin User · /);
  });

  it('checks the fields like the server (valid email, password 8 to 128) and shows the messages inline', async () => {
    const calls = setupNeeded();
    page();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create admin user' }));

    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Enter a valid email address');
    expect(email()).toHaveFocus();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription(
      expect.stringContaining('The password must be at least 8 characters'),
    );
    expect(username()).not.toHaveAttribute('aria-invalid');

    await user.type(email(), 'boss@example');
    await user.type(password(), 'short');
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription('Enter a valid email address');
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('at least 8 characters'));

    // A message follows the typing and goes once the value is right.
    await user.type(email(), '.com');
    expect(email()).not.toHaveAttribute('aria-invalid');
    await user.type(password(), ' enough now');
    expect(password()).not.toHaveAttribute('aria-invalid');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a password over 128 characters', async () => {
    const calls = setupNeeded();
    page();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'boss@example.com');
    // maxLength stops typing at 128; a pasted value can still be longer in some browsers.
    password().removeAttribute('maxlength');
    await user.click(password());
    await user.paste('x'.repeat(129));
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription(expect.stringContaining('at most 128 characters'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates the admin, reads the new session, says "Admin user created" and opens /admin', async () => {
    const calls = setupNeeded();
    const { router } = page();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), '  boss@example.com ');
    await user.type(password(), 'admin pass 123');
    await user.click(submit());

    expect(await screen.findByText('Admin dashboard screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect((await findToast('Admin user created')).type).toBe('success');
    expect(screen.getByText('boss@example.com')).toBeInTheDocument();

    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/setup');
    expect(post?.body).toEqual({ email: 'boss@example.com', password: 'admin pass 123' });
    const sessionReads = calls.filter((c) => c.path === '/api/auth/get-session');
    expect(calls.indexOf(sessionReads.at(-1)!)).toBeGreaterThan(calls.indexOf(post!));
  });

  it('sends the optional username when given', async () => {
    const calls = setupNeeded();
    page();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'boss@example.com');
    await user.type(password(), 'admin pass 123');
    await user.type(username(), ' Site_Owner ');
    await user.click(submit());
    await screen.findByText('Admin dashboard screen');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'boss@example.com',
      password: 'admin pass 123',
      username: 'Site_Owner',
    });
  });

  it('409: "Admin user already exists", then the screen checks the role (a visitor goes to /login)', async () => {
    setupNeeded(() => json({ error: { code: 'conflict', message: 'Admin user already exists' } }, 409));
    const { router } = page();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'boss@example.com');
    await user.type(password(), 'admin pass 123');
    await user.click(submit());
    expect((await findToast('Admin user already exists')).type).toBe('error');
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('other errors: "Error creating admin" with the server message; the form stays', async () => {
    setupNeeded(() =>
      json({ error: { code: 'rate_limited', message: 'Too many requests. Try again in a minute.' } }, 429),
    );
    page();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'boss@example.com');
    await user.type(password(), 'admin pass 123');
    await user.click(submit());
    expect((await findToast('Error creating admin')).type).toBe('error');
    expect(screen.getByText('Too many requests. Try again in a minute.')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(email()).toHaveValue('boss@example.com');
  });

  it("shows the server's field messages inline on a 400", async () => {
    setupNeeded(() =>
      json(
        {
          error: {
            code: 'validation_error',
            message: 'Check the highlighted fields',
            fieldErrors: { email: ['This address cannot be used'] },
          },
        },
        400,
      ),
    );
    page();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'boss@example.com');
    await user.type(password(), 'admin pass 123');
    await user.click(submit());
    expect(await findToast('Error creating admin')).toBeTruthy();
    expect(email()).toHaveAccessibleDescription('This address cannot be used');
  });
});

describe('AdminCreatePage once an admin exists', () => {
  function setupDone(viewer: 'admin' | 'user' | 'visitor') {
    return mockFetch(
      (call) => {
        if (call.path === '/api/admin/setup') return json({ needed: false });
        if (call.path === '/api/admin/check')
          return json({ isAdmin: viewer === 'admin', signedIn: viewer !== 'visitor' });
        if (call.path === '/api/auth/get-session' && viewer === 'admin') return json({ user: ADMIN });
      },
      { signedIn: viewer !== 'visitor' },
    );
  }

  it('an admin sees "Admin user already exists" and a link to promote users on the Users screen', async () => {
    const calls = setupDone('admin');
    page();
    const card = await screen.findByRole('region', { name: 'Admin user already exists' });
    expect(card).toHaveTextContent('promote their account on the Users screen');
    expect(within(card).getByRole('link', { name: 'Go to Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/check')).toBe(true);
  });

  it('a signed-in non-admin goes to / with Access Denied', async () => {
    setupDone('user');
    page();
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect((await findToast('Access Denied')).type).toBe('error');
    expect(screen.queryByText('Admin user already exists')).not.toBeInTheDocument();
  });

  it('a visitor goes to /login', async () => {
    setupDone('visitor');
    page();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('a failed check shows an error with Try again', async () => {
    let fail = true;
    mockFetch((call) => {
      if (call.path === '/api/admin/setup') {
        return fail
          ? json({ error: { code: 'internal', message: 'Database unavailable' } }, 500)
          : json({ needed: true });
      }
    });
    page();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(email()).toHaveValue(''));
  });
});
