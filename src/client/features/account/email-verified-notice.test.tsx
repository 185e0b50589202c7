// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { EmailVerifiedNotice } from './email-verified-notice';
import { LocationProbe, renderRoutes } from '../../test/stub-fetch';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));
vi.mock('../../lib/toast', () => ({ toast }));

function renderAt(entry: string) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <EmailVerifiedNotice />
            <LocationProbe />
          </>
        ),
      },
    ],
    entry,
  );
}

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => cleanup());

describe('EmailVerifiedNotice', () => {
  it('after the verification link: Email verified, and the address is tidied (other parameters kept)', async () => {
    renderAt('/?q=essay&verified=1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?q=essay$/));
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith(
      'Email verified',
      expect.objectContaining({ description: "You're signed in. Welcome!" }),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('an expired or broken link says why', async () => {
    renderAt('/?verified=1&error=TOKEN_EXPIRED');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(toast.error).toHaveBeenCalledWith(
      'Verification failed',
      expect.objectContaining({ description: 'The verification link has expired. Sign in to get a new one.' }),
    );
    cleanup();
    renderAt('/?verified=1&error=INVALID_TOKEN');
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    expect(toast.error).toHaveBeenLastCalledWith(
      'Verification failed',
      expect.objectContaining({ description: expect.stringMatching(/not valid/) }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says nothing on an ordinary page load', async () => {
    renderAt('/?q=essay');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
