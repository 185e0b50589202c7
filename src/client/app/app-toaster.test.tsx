// @vitest-environment jsdom
// vitest: own module state (the first test starts with no toast asked for yet)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast } from '../lib/toast';
import { AppToaster } from './app-toaster';

afterEach(async () => {
  // sonner replays toasts still showing to the next Toaster: end them with the test, and let
  // its exit timers (200 ms) run before the page goes away.
  await act(async () => {
    toast.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  cleanup();
  vi.unstubAllGlobals();
});

const shownToasts = () =>
  [...document.querySelectorAll('[data-sonner-toast]')].filter((t) => t.getAttribute('data-removed') !== 'true');

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

describe('AppToaster', () => {
  it('shows at most 3 toasts (docs/product.md#limits-and-constants): a fourth and fifth replace the oldest', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    render(<AppToaster />);
    for (const n of [1, 2, 3, 4, 5]) {
      act(() => {
        toast(`Toast ${n}`);
      });
      await screen.findByText(`Toast ${n}`);
    }
    // The dismissed ones leave (marked removed while they fade out); three stay.
    await waitFor(() =>
      expect(
        shownToasts()
          .map((t) => t.textContent)
          .sort(),
      ).toEqual(['Toast 3', 'Toast 4', 'Toast 5']),
    );
  });

  it('takes the page theme', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
    localStorage.setItem('theme', 'dark');
    render(<AppToaster />);
    act(() => {
      toast('Copied to clipboard');
    });
    await screen.findByText('Copied to clipboard');
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark');
    localStorage.clear();
  });
});
