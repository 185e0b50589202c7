/**
 * What the page layout (root-layout.tsx) and the error pages (route-error.tsx) share: the main
 * landmark's id, the skip link, and whether a component sits inside the layout's main.
 */
import { createContext, useContext } from 'react';
import type { MouseEvent } from 'react';

export const MAIN_ID = 'main';

export const InsideLayoutContext = createContext(false);

/** True inside RootLayout's main; the route error boundary uses it to avoid a second page shell. */
export function useInsideLayout(): boolean {
  return useContext(InsideLayoutContext);
}

/** Moves focus to main without changing the address hash (the browse screen owns the hash). */
function focusMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={focusMain}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-none focus:ring-[3px] focus:ring-ring/50"
    >
      Skip to content
    </a>
  );
}
