// @vitest-environment jsdom
// vitest: own module state (no toast asked for yet when it starts)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AppToaster } from '../app/app-toaster';
import { toast } from './toast';

afterEach(async () => {
  // Let sonner's exit timers run before the page goes away (app-toaster.test.tsx).
  await act(async () => {
    toast.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  cleanup();
  vi.unstubAllGlobals();
});

describe('toast (sonner loaded on the first one)', () => {
  it('mounts no Toaster until a toast is asked for; the first ones then show, in order', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    render(<AppToaster />);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();

    // Asked for before sonner is in: kept, then shown once the Toaster listens.
    act(() => {
      toast.success('Prompt saved', { description: 'Added to Favorites.' });
      toast.error('Error saving prompt');
    });
    expect(await screen.findByText('Prompt saved')).toBeInTheDocument();
    expect(screen.getByText('Added to Favorites.')).toBeInTheDocument();
    expect(await screen.findByText('Error saving prompt')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications alt\+T/ })).toBeInTheDocument();
    const titles = [...document.querySelectorAll('[data-sonner-toast] [data-title]')].map((t) => t.textContent);
    expect(titles).toEqual(['Error saving prompt', 'Prompt saved']); // newest first, as sonner lists them

    // Loaded: the next one goes straight to the Toaster.
    act(() => {
      toast('Copied to clipboard');
    });
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  });
});
