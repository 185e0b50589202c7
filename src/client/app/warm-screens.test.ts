// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmScreensOnIntent } from './warm-screens';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.replaceChildren();
});

function link(href: string, text = 'Go'): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.innerHTML = `<span>${text}</span>`;
  document.body.append(a);
  return a;
}

describe('warmScreensOnIntent', () => {
  it('loads the screen of a link a pointer moves over, a touch or focus reaches, once per address', async () => {
    const load = vi.fn(() => Promise.resolve());
    stop = warmScreensOnIntent(document, load);
    const login = link('/login?tab=signup');
    const about = link('/about');
    const submit = link('/submit');

    login.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    login.dispatchEvent(new Event('pointerover', { bubbles: true }));
    about.dispatchEvent(new Event('touchstart', { bubbles: true }));
    submit.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load.mock.calls).toEqual([['/login'], ['/about'], ['/submit']]);
  });

  it('leaves links to other sites and other elements alone', () => {
    const load = vi.fn(() => Promise.resolve());
    stop = warmScreensOnIntent(document, load);
    link('https://example.com/login').dispatchEvent(new Event('pointerover', { bubbles: true }));
    const button = document.createElement('button');
    document.body.append(button);
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });

  it('tries again after a failed load, and stops listening when asked', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    stop = warmScreensOnIntent(document, load);
    const saved = link('/saved');
    saved.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    saved.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(2);
    stop();
    link('/account').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
