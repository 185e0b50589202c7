// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function SubmitButton() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      Send
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server render and true once the browser has hydrated it', async () => {
    const html = renderToString(<SubmitButton />);
    expect(html).toContain('disabled');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button')!;
    expect(button.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, <SubmitButton />);
    });
    expect(button.disabled).toBe(false);
    container.remove();
  });

  it('is true at once on a screen the browser draws itself', () => {
    render(<SubmitButton />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
