// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailQueue } from '../../../../shared/api/admin';
import { MailCard } from './mail-card';
import { renderRoutes, reply, stubFetch } from '../../../test/stub-fetch';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
vi.mock('../../../lib/toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockClear();
});

const FAILED = {
  id: 7,
  to: 'ada@example.com',
  subject: 'Reset your Prompt Commons password',
  status: 'failed' as const,
  attempts: 6,
  lastError: 'connect ECONNREFUSED 127.0.0.1:587',
  nextAttemptAt: '2026-11-24T08:00:00.000Z',
  createdAt: '2026-11-24T05:00:00.000Z',
};
const WAITING = {
  ...FAILED,
  id: 8,
  to: 'bo@example.com',
  subject: 'Verify your email',
  status: 'pending' as const,
  attempts: 2,
};

const queue = (overrides: Partial<MailQueue> = {}): MailQueue => ({
  delivery: true,
  counts: { pending: 1, sending: 0, sent: 40, failed: 1 },
  items: [WAITING, FAILED],
  ...overrides,
});

describe('MailCard', () => {
  it('lists mail not delivered with its error, and sends a failed one again', async () => {
    let current = queue();
    const { callsTo } = stubFetch({
      'GET /api/admin/mail': () => reply(200, current),
      'POST /api/admin/mail/7/retry': () => {
        current = queue({
          counts: { pending: 2, sending: 0, sent: 40, failed: 0 },
          items: [WAITING, { ...FAILED, status: 'pending', attempts: 0 }],
        });
        return reply(200, { message: 'The mail to ada@example.com will be sent again shortly.' });
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin', element: <MailCard /> }], '/admin');
    const card = await screen.findByRole('region', { name: 'Mail' });
    const list = await within(card).findByRole('list', { name: 'Mail not delivered' });
    expect(within(card).getByText('Failed').nextSibling).toHaveTextContent('1');
    expect(within(card).getByText('Sent').nextSibling).toHaveTextContent('40');
    expect(within(list).getByText('Failed after 6 attempts: connect ECONNREFUSED 127.0.0.1:587')).toBeInTheDocument();
    expect(within(list).getByText(/^Attempt 2 failed; next try/)).toBeInTheDocument();
    // Only a failed mail offers "Send again".
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await user.click(
      within(list).getByRole('button', { name: 'Send again: Reset your Prompt Commons password to ada@example.com' }),
    );
    await waitFor(() => expect(callsTo('POST', '/api/admin/mail/7/retry')).toHaveLength(1));
    // The request is recorded before its answer arrives; the toast follows the answer.
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Mail queued again', {
        description: 'The mail to ada@example.com will be sent again shortly.',
      }),
    );
    await waitFor(() => expect(within(list).queryByRole('button')).not.toBeInTheDocument());
    expect(within(card).getByText('Failed').nextSibling).toHaveTextContent('0');
  });

  it('says where mail goes without SMTP, and shows no queue', async () => {
    stubFetch({
      'GET /api/admin/mail': () =>
        reply(200, queue({ delivery: false, counts: { pending: 0, sending: 0, sent: 0, failed: 0 }, items: [] })),
    });
    renderRoutes([{ path: '/admin', element: <MailCard /> }], '/admin');
    expect(await screen.findByText(/each mail is written to the server log/)).toBeInTheDocument();
    // Nothing goes through the queue then: no counts, no claim that mail was sent.
    expect(screen.queryByText('Sent')).not.toBeInTheDocument();
    expect(screen.queryByText('Every mail has been sent.')).not.toBeInTheDocument();
  });

  it('says when every queued mail has been sent', async () => {
    stubFetch({
      'GET /api/admin/mail': () =>
        reply(200, queue({ counts: { pending: 0, sending: 0, sent: 12, failed: 0 }, items: [] })),
    });
    renderRoutes([{ path: '/admin', element: <MailCard /> }], '/admin');
    expect(await screen.findByText('Every mail has been sent.')).toBeInTheDocument();
    expect(screen.getByText('Sent').nextSibling).toHaveTextContent('12');
  });
});
