/**
 * Loads a lazily loaded screen's code as soon as a visitor shows the intent to open it: a pointer
 * over a link to it, a touch on it, or keyboard focus on it (docs/decisions/030-lighter-first-page.md).
 * The build does not preload a lazy chunk's imports from the page (that cost the first screen
 * 60–75 ms of blocking time at a phone's speed), so a screen's code arrives in steps; starting
 * on intent keeps moving there quick.
 */
import { loadScreensFor } from './routes';

export function warmScreensOnIntent(
  root: Document = document,
  load: (pathname: string) => Promise<void> = loadScreensFor,
): () => void {
  const warmed = new Set<string>();
  const warm = (event: Event) => {
    const target = event.target;
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const { pathname } = link;
    if (warmed.has(pathname)) return;
    warmed.add(pathname);
    // A failed load is tried again on the next intent; opening the screen shows the error.
    load(pathname).catch(() => warmed.delete(pathname));
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const name of events) root.addEventListener(name, warm, { passive: true });
  return () => {
    for (const name of events) root.removeEventListener(name, warm);
  };
}
