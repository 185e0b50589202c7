// @vitest-environment jsdom
/** Keyboard focus follows the two-factor steps instead of falling to <body>. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TwoFactorSection } from './two-factor-section';
import { polyfillRadix, reply, stubFetch } from '../../test/stub-fetch';

vi.mock('../../lib/toast', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

beforeEach(() => polyfillRadix());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TwoFactorSection focus', () => {
  it('moves to the password field of a new step, and back to the buttons on Cancel', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<TwoFactorSection enabled={false} onChanged={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    await waitFor(() => expect(screen.getByLabelText('Your password')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Turn on two-factor authentication' })).toHaveFocus(),
    );
  });

  it('with two-factor on: new backup codes, then Done returns to the buttons', async () => {
    stubFetch({
      'POST /api/auth/two-factor/generate-backup-codes': () => reply(200, { backupCodes: ['aaaa-bbbb', 'cccc-dddd'] }),
    });
    const user = userEvent.setup();
    render(<TwoFactorSection enabled onChanged={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Regenerate backup codes' }));
    await waitFor(() => expect(screen.getByLabelText('Your password')).toHaveFocus());
    await user.keyboard('correct horse battery{Enter}');
    const done = await screen.findByRole('button', { name: 'Done' });
    // The codes step has no field: its first button has focus.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('BUTTON'));
    await user.click(done);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Regenerate backup codes' })).toHaveFocus());
  });
});
