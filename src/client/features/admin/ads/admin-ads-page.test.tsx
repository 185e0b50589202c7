// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { AdminAd } from '../../../../shared/admin-schemas';
import { installDomStubs, json, mockFetch, renderRoutes, type Call } from '../../../test/mock-fetch';
import AdminAdsPage from './admin-ads-page';
import { dayEndIso, dayStartIso } from './ad-dates';

beforeEach(installDomStubs);
afterEach(() => {
  // sonner replays toasts still showing to the next test's Toaster: end them here.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

const LONG_TEXT = 'Try Prompt Commons Pro today. '.repeat(6); // 180 characters

function makeAd(overrides: Partial<AdminAd> = {}): AdminAd {
  return {
    id: 1,
    title: 'Spring sale',
    content: '<p>Half price</p>',
    type: 'text',
    position: 'sidebar',
    active: true,
    isActive: true,
    startDate: '2025-03-10T00:00:00.000Z',
    endDate: '2099-06-10T00:00:00.000Z',
    clickCount: 12,
    viewCount: 3400,
    createdBy: 'u1',
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
    ...overrides,
  };
}

const noContent = () => new Response(null, { status: 204 });
const apiError = (status: number, code: string, message: string, fieldErrors?: Record<string, string[]>) =>
  json({ error: { code, message, ...(fieldErrors ? { fieldErrors } : {}) } }, status);

function page(handler: (call: Call) => Response | undefined, ads: AdminAd[] = [makeAd()]) {
  const calls = mockFetch(
    (call) => handler(call) ?? (call.method === 'GET' && call.path === '/api/admin/ads' ? json({ ads }) : undefined),
  );
  const rendered = renderRoutes([{ path: '/admin/ads', element: <AdminAdsPage /> }], '/admin/ads');
  return { calls, ...rendered };
}

/** sonner marks a destructive toast (toast.error) with data-type="error". */
const toastType = (text: string) => screen.getByText(text).closest('[data-sonner-toast]')?.getAttribute('data-type');

const requests = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

describe('AdminAdsPage: the list', () => {
  it('shows every field of each ad under the "Ad Panels" heading', async () => {
    page(
      () => undefined,
      [
        makeAd(),
        makeAd({
          id: 2,
          title: 'Old banner',
          type: 'display',
          position: 'top',
          isActive: false,
          active: false,
          endDate: null,
        }),
      ],
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ad Panels' })).toBeInTheDocument();
    const spring = await screen.findByRole('article', { name: 'Spring sale' });
    expect(within(spring).getByText('Live')).toBeInTheDocument();
    expect(within(spring).getByText('Position: Sidebar')).toBeInTheDocument();
    expect(within(spring).getByText('Type: Text')).toBeInTheDocument();
    expect(within(spring).getByText('3,400')).toBeInTheDocument();
    expect(within(spring).getByText('12')).toBeInTheDocument();
    expect(within(spring).getByText('Half price')).toBeInTheDocument();
    expect(within(spring).getByRole('switch', { name: 'Active: Spring sale' })).toBeChecked();
    expect(spring.querySelector('time[datetime="2025-03-10T00:00:00.000Z"]')).not.toBeNull();

    const old = screen.getByRole('article', { name: 'Old banner' });
    expect(within(old).getByText('Disabled')).toBeInTheDocument();
    expect(within(old).getByText('Position: Top')).toBeInTheDocument();
    expect(within(old).getByText('Type: Display')).toBeInTheDocument();
    expect(within(old).getByText(/no end/)).toBeInTheDocument();
    expect(within(old).getByRole('switch', { name: 'Active: Old banner' })).not.toBeChecked();
  });

  it('previews the HTML as text cut at 100 characters, never as markup', async () => {
    const content = `<p><b>${LONG_TEXT.slice(0, 50)}</b><script>alert("x")</script><img src="/a.png" onerror="alert(1)">${LONG_TEXT.slice(50)}</p>`;
    page(() => undefined, [makeAd({ content })]);
    const article = await screen.findByRole('article', { name: 'Spring sale' });
    const preview = within(article).getByTestId('ad-preview-text');
    expect(preview.textContent).toBe(`${LONG_TEXT.trim().slice(0, 100)}...`);
    expect(Array.from(preview.textContent ?? '').length).toBe(103);
    expect(article.querySelector('b, script, img, p[data-testid] p')).toBeNull();
    expect(preview.textContent).not.toContain('alert');
  });

  it('shows an empty state, and a retry when the list cannot be loaded', async () => {
    let fail = true;
    page(
      ({ path }) => (path === '/api/admin/ads' && fail ? apiError(500, 'internal', 'Database unavailable') : undefined),
      [],
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No ad panels yet.')).toBeInTheDocument();
  });
});

describe('AdminAdsPage: create', () => {
  it('creates an ad with every field, toasts "Ad panel created" and refreshes the admin and public ads', async () => {
    const user = userEvent.setup();
    const { calls, client } = page(({ method, path, body }) =>
      method === 'POST' && path === '/api/admin/ads'
        ? json(makeAd({ id: 9, ...(body as Partial<AdminAd>) }), 201)
        : undefined,
    );
    client.setQueryData(['ads', 'top'], []);
    await user.click(await screen.findByRole('button', { name: 'New ad panel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ad panel' });
    expect(within(dialog).getByText('Leave empty to end 90 days after creation.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Summer sale');
    await user.click(within(dialog).getByLabelText('Content (HTML or text)'));
    await user.paste('<p>Save <a href="https://example.com">now</a></p>');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Display' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Position' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Top',
      'Bottom',
      'Sidebar',
      'Inline',
    ]);
    await user.click(screen.getByRole('option', { name: 'Inline' }));
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-05-01' } });
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-05-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create ad panel' }));

    expect(await screen.findByText('Ad panel created')).toBeInTheDocument();
    expect(toastType('Ad panel created')).toBe('success');
    expect(requests(calls, 'POST', '/api/admin/ads')[0]?.body).toEqual({
      title: 'Summer sale',
      content: '<p>Save <a href="https://example.com">now</a></p>',
      type: 'display',
      position: 'inline',
      startDate: dayStartIso('2026-05-01'),
      endDate: dayEndIso('2026-05-31'),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(requests(calls, 'GET', '/api/admin/ads')).toHaveLength(2));
    expect(client.getQueryState(['ads', 'top'])?.isInvalidated).toBe(true);
  });

  it('leaves the dates out when they are empty (the server starts now and ends 90 days later)', async () => {
    const user = userEvent.setup();
    const { calls } = page(({ method, path }) =>
      method === 'POST' && path === '/api/admin/ads' ? json(makeAd(), 201) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'New ad panel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ad panel' });
    await user.type(within(dialog).getByLabelText('Title'), 'Plain');
    await user.type(within(dialog).getByLabelText('Content (HTML or text)'), 'Just text');
    await user.click(within(dialog).getByRole('button', { name: 'Create ad panel' }));
    expect(await screen.findByText('Ad panel created')).toBeInTheDocument();
    expect(requests(calls, 'POST', '/api/admin/ads')[0]?.body).toEqual({
      title: 'Plain',
      content: 'Just text',
      type: 'text',
      position: 'top',
    });
  });

  it('says "Missing information" without a request when title or content is empty', async () => {
    const user = userEvent.setup();
    const { calls } = page(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'New ad panel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ad panel' });
    await user.type(within(dialog).getByLabelText('Title'), 'Only a title');
    await user.type(within(dialog).getByLabelText('Content (HTML or text)'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create ad panel' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(toastType('Missing information')).toBe('error');
    expect(within(dialog).getByLabelText('Content (HTML or text)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Content (HTML or text)')).toHaveFocus();
    expect(requests(calls, 'POST', '/api/admin/ads')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'New ad panel' })).toBeInTheDocument();
  });

  it("takes a field's message away once the field is filled", async () => {
    const user = userEvent.setup();
    page(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'New ad panel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ad panel' });
    await user.click(within(dialog).getByRole('button', { name: 'Create ad panel' }));
    expect(await within(dialog).findByText('Enter a title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the content.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Now it has a title');
    expect(within(dialog).queryByText('Enter a title.')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).not.toHaveAttribute('aria-invalid', 'true');
    // The other field's message stays until that field is filled.
    expect(within(dialog).getByText('Enter the content.')).toBeInTheDocument();
  });

  it('shows the server\'s "Missing information" (content that sanitizes to nothing)', async () => {
    const user = userEvent.setup();
    page(({ method, path }) =>
      method === 'POST' && path === '/api/admin/ads'
        ? apiError(400, 'validation_error', 'Missing information')
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'New ad panel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ad panel' });
    await user.type(within(dialog).getByLabelText('Title'), 'Sneaky');
    await user.click(within(dialog).getByLabelText('Content (HTML or text)'));
    await user.paste('<script>steal()</script>');
    await user.click(within(dialog).getByRole('button', { name: 'Create ad panel' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(toastType('Missing information')).toBe('error');
    expect(screen.getByRole('dialog', { name: 'New ad panel' })).toBeInTheDocument();
  });

  it('shows other server refusals as a destructive toast with the message, beside the field', async () => {
    const user = userEvent.setup();
    page(({ method, path }) =>
      method === 'POST' && path === '/api/admin/ads'
        ? apiError(400, 'validation_error', 'The end date must be after the start date', {
            endDate: ['The end date must be after the start date'],
          })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'New ad panel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ad panel' });
    await user.type(within(dialog).getByLabelText('Title'), 'Backwards');
    await user.type(within(dialog).getByLabelText('Content (HTML or text)'), 'Text');
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-05-10' } });
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-05-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create ad panel' }));
    expect(await screen.findByText('Error creating ad panel')).toBeInTheDocument();
    expect(toastType('Error creating ad panel')).toBe('error');
    expect(within(dialog).getByLabelText('End date')).toHaveAccessibleDescription(
      /The end date must be after the start date/,
    );
  });

  it('previews the draft sanitized: no scripts, handlers or unsafe links', async () => {
    const user = userEvent.setup();
    page(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'New ad panel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ad panel' });
    await user.type(within(dialog).getByLabelText('Title'), 'Preview me');
    await user.click(within(dialog).getByLabelText('Content (HTML or text)'));
    await user.paste(
      '<b onclick="alert(1)">Bold</b> <a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a>' +
        '<img src="x" onerror="alert(1)"><img src="https://example.com/a.png" alt="Logo"><script>alert(2)</script><style>*{}</style>',
    );
    const preview = await within(dialog).findByTestId('ad-preview');
    expect(within(preview).getByText('Preview me')).toBeInTheDocument();
    expect(preview.querySelector('b')).toHaveTextContent('Bold');
    expect(preview.querySelector('script, style, [onclick], [onerror]')).toBeNull();
    expect(within(preview).getByText('bad')).not.toHaveAttribute('href');
    expect(within(preview).getByRole('link', { name: 'good' })).toHaveAttribute('href', 'https://example.com');
    expect(within(preview).getByRole('link', { name: 'good' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(preview.querySelectorAll('img')).toHaveLength(1);
    expect(within(preview).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', 'https://example.com/a.png');
    expect(preview.textContent).not.toContain('alert');
  });
});

describe('AdminAdsPage: edit, toggle, delete', () => {
  it('edits with every field prefilled and PATCHes only what changed: "Ad panel updated"', async () => {
    const user = userEvent.setup();
    const { calls } = page(({ method, path, body }) =>
      method === 'PATCH' && path === '/api/admin/ads/1' ? json(makeAd(body as Partial<AdminAd>)) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Spring sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ad panel' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Spring sale');
    expect(within(dialog).getByLabelText('Content (HTML or text)')).toHaveValue('<p>Half price</p>');
    expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Text');
    expect(within(dialog).getByRole('combobox', { name: 'Position' })).toHaveTextContent('Sidebar');
    expect(within(dialog).getByLabelText('Start date')).not.toHaveValue('');
    expect(within(dialog).getByLabelText('End date')).not.toHaveValue('');

    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Spring sale, last days');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Ad panel updated')).toBeInTheDocument();
    expect(requests(calls, 'PATCH', '/api/admin/ads/1')[0]?.body).toEqual({ title: 'Spring sale, last days' });
  });

  it('an emptied end date means 90 days after creation', async () => {
    const user = userEvent.setup();
    const { calls } = page(({ method, path }) =>
      method === 'PATCH' && path === '/api/admin/ads/1' ? json(makeAd()) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Spring sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ad panel' });
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Ad panel updated')).toBeInTheDocument();
    expect(requests(calls, 'PATCH', '/api/admin/ads/1')[0]?.body).toEqual({ endDate: '2025-05-30T00:00:00.000Z' });
  });

  it('says "Missing information" when an edit empties the title', async () => {
    const user = userEvent.setup();
    const { calls } = page(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Edit Spring sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ad panel' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('disables and enables with the toggle: "Ad panel disabled", "Ad panel enabled"', async () => {
    const user = userEvent.setup();
    let active = true;
    const { calls } = page(({ method, path }) => {
      if (method === 'POST' && path === '/api/admin/ads/1/toggle') {
        active = !active;
        return json(makeAd({ isActive: active, active }));
      }
      if (method === 'GET' && path === '/api/admin/ads') return json({ ads: [makeAd({ isActive: active, active })] });
    });
    const toggle = await screen.findByRole('switch', { name: 'Active: Spring sale' });
    await user.click(toggle);
    expect(await screen.findByText('Ad panel disabled')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Spring sale' })).not.toBeChecked());
    await user.click(screen.getByRole('switch', { name: 'Active: Spring sale' }));
    expect(await screen.findByText('Ad panel enabled')).toBeInTheDocument();
    expect(requests(calls, 'POST', '/api/admin/ads/1/toggle')).toHaveLength(2);
  });

  it('deletes only after a confirmation naming the ad: "Ad panel deleted"', async () => {
    const user = userEvent.setup();
    const { calls } = page(({ method, path }) =>
      method === 'DELETE' && path === '/api/admin/ads/1' ? noContent() : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Spring sale' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete ad panel' });
    expect(confirm).toHaveTextContent('“Spring sale”');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Spring sale' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete ad panel' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ad panel deleted')).toBeInTheDocument();
    expect(requests(calls, 'DELETE', '/api/admin/ads/1')).toHaveLength(1);
  });

  it('shows a refused delete as a destructive toast with the server message', async () => {
    const user = userEvent.setup();
    page(({ method }) => (method === 'DELETE' ? apiError(404, 'not_found', 'Ad 1 was not found') : undefined));
    await user.click(await screen.findByRole('button', { name: 'Delete Spring sale' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting ad panel')).toBeInTheDocument();
    expect(toastType('Error deleting ad panel')).toBe('error');
    expect(screen.getByText('Ad 1 was not found')).toBeInTheDocument();
  });
});
