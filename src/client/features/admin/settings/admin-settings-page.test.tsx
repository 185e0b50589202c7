// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminSettingsPage, { SMTP_VERIFICATION_NOTE, validateSettings } from './admin-settings-page';
import type { AdminSiteSettings } from './settings-api';
import { SiteHeader } from '../../../app/layout/site-header';
import { json, mockFetch, renderRoutes, type Call } from '../../../test/mock-fetch';
import { polyfillRadix } from '../../../test/stub-fetch';

const SAVED: AdminSiteSettings = {
  siteName: 'Prompt Commons',
  tagline: 'Discover, share, and collaborate on AI prompts',
  signUpOpen: true,
  requireEmailVerification: false,
  emailDelivery: false,
};

function fakeApi(settings: AdminSiteSettings = SAVED, patch?: (call: Call) => Response | undefined) {
  let current = { ...settings };
  return mockFetch((call) => {
    if (call.path === '/api/auth/get-session') {
      return json({
        user: { id: 'me', email: 'root@example.com', name: 'Root', role: 'super_admin', emailVerified: true },
      });
    }
    if (call.path === '/api/site')
      return json({ name: current.siteName, tagline: current.tagline, signUpOpen: current.signUpOpen });
    if (call.path !== '/api/admin/settings') return undefined;
    if (call.method === 'GET') return json(current);
    const answer = patch?.(call);
    if (answer) return answer;
    current = { ...current, ...(call.body as Partial<AdminSiteSettings>) };
    return json(current);
  });
}

function page({ withHeader = false } = {}) {
  const element = (
    <>
      {withHeader && <SiteHeader navItems={[]} />}
      <AdminSettingsPage />
    </>
  );
  return renderRoutes([{ path: '/admin/settings', element }], '/admin/settings');
}

const patches = (calls: Call[]) => calls.filter((c) => c.method === 'PATCH');
const toastOf = (text: string) => screen.getByText(text).closest('[data-sonner-toast]');

beforeEach(() => {
  polyfillRadix();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminSettingsPage', () => {
  it('shows the saved settings in labelled fields and switches', async () => {
    fakeApi();
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Site name')).toHaveValue('Prompt Commons');
    expect(screen.getByLabelText('Tagline')).toHaveValue('Discover, share, and collaborate on AI prompts');
    expect(screen.getByRole('switch', { name: 'Sign-up open' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Require email verification' })).not.toBeChecked();
    expect(screen.queryByText(SMTP_VERIFICATION_NOTE)).not.toBeInTheDocument();
  });

  it('saves only what changed, toasts "Settings saved", and the header shows the new name at once', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    page({ withHeader: true });
    const name = await screen.findByLabelText('Site name');
    const home = screen.getByRole('link', { name: /Prompt Commons/ });
    expect(home).toHaveTextContent('PC');

    await user.clear(name);
    await user.type(name, '  Acme Prompt Library ');
    await user.click(screen.getByRole('switch', { name: 'Sign-up open' }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(toastOf('Settings saved')).toHaveAttribute('data-type', 'success');
    expect(patches(calls)).toHaveLength(1);
    expect(patches(calls)[0]!.body).toEqual({ siteName: 'Acme Prompt Library', signUpOpen: false });
    await waitFor(() => expect(screen.getByRole('link', { name: /Acme Prompt Library/ })).toHaveTextContent('AP'));
    expect(screen.getByLabelText('Site name')).toHaveValue('Acme Prompt Library');
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
    expect(document.title).toBe('Site Settings · Admin · Acme Prompt Library');
  });

  it('validates inline: the site name is required and limited to the server maximum', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    page();
    const name = await screen.findByLabelText('Site name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a site name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Enter a site name.'));
    expect(name).toHaveFocus();

    await user.type(name, 'x'.repeat(101));
    expect(screen.getByText('Use at most 100 characters.')).toBeInTheDocument();
    const tagline = screen.getByLabelText('Tagline');
    await user.click(tagline);
    await user.paste('y'.repeat(201));
    expect(screen.getByText('Use at most 200 characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(patches(calls)).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Fine name');
    await waitFor(() => expect(screen.queryByText('Use at most 100 characters.')).not.toBeInTheDocument());
  });

  it('shows a server error as a destructive toast with its message', async () => {
    fakeApi(SAVED, () => json({ error: { code: 'validation_error', message: 'siteName is required' } }, 400));
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('switch', { name: 'Require email verification' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('siteName is required')).toBeInTheDocument();
    expect(toastOf('Error saving settings')).toHaveAttribute('data-type', 'error');
    // The edit is kept to try again.
    expect(screen.getByRole('switch', { name: 'Require email verification' })).toBeChecked();
  });

  it('explains that verification is always required when email goes through SMTP', async () => {
    fakeApi({ ...SAVED, emailDelivery: true });
    page();
    const note = await screen.findByText(SMTP_VERIFICATION_NOTE);
    expect(note).toBeInTheDocument();
    expect(note).toHaveTextContent('email verification is always required');
    const group = within(screen.getByRole('region', { name: 'Accounts' }));
    expect(group.getByRole('switch', { name: 'Require email verification' })).toHaveAccessibleDescription(
      expect.stringContaining('always required'),
    );
  });

  it('sends nothing when nothing changed', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(0);
  });
});

describe('validateSettings', () => {
  it('uses the limits of SiteSettingsUpdateSchema', () => {
    expect(validateSettings({ siteName: 'Ok', tagline: '' })).toEqual({});
    expect(validateSettings({ siteName: ' ', tagline: '' })).toEqual({ siteName: 'Enter a site name.' });
    expect(validateSettings({ siteName: 'a'.repeat(100), tagline: 'b'.repeat(200) })).toEqual({});
    expect(validateSettings({ siteName: 'a'.repeat(101), tagline: 'b'.repeat(201) })).toEqual({
      siteName: 'Use at most 100 characters.',
      tagline: 'Use at most 200 characters.',
    });
  });
});
