// First: before any screen's module defines a zod schema.
import './lib/zod-config';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes } from './app/app-routes';
import { loadScreensFor } from './app/routes';
import { warmScreensOnIntent } from './app/warm-screens';
import { replayTyped, typedBeforeHydration } from './app/typed-before-hydration';
import { seedFromShell } from './features/prompts/shell-data';
import { applyStoredTheme } from './lib/theme';
import './styles.css';

// index.html's inline script did this before the first paint; again here for `npm run dev` and for
// a page whose inline script did not run.
applyStoredTheme();

const queryClient = createQueryClient();
// The first cards of / and the prompt of /prompt/{id} come with the page.
seedFromShell(queryClient);

const container = document.getElementById('root')!;

let committed = false;
/**
 * Renders nothing. After the first commit (a server-drawn page: once it is hydrated) it marks the
 * root element `data-hydrated`: from then on every control runs its handlers, which is what the
 * browser journeys wait for before they act, and lazily loaded screens start loading when a link
 * to them is pointed at or focused (warm-screens.ts). On a hydrated page it also hands text typed into the
 * page's fields before then to their components (typed-before-hydration.ts): collected as
 * hydration commits, replayed right after React's work on it.
 */
function AfterFirstCommit({ hydrating }: { hydrating: boolean }) {
  useLayoutEffect(() => {
    if (committed) return;
    committed = true;
    container.dataset.hydrated = 'true';
    warmScreensOnIntent();
    if (!hydrating) return;
    const typed = typedBeforeHydration(container);
    if (typed.length) setTimeout(() => replayTyped(typed));
  }, [hydrating]);
  return null;
}

function app({ hydrating }: { hydrating: boolean }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <AfterFirstCommit hydrating={hydrating} />
      </AppProviders>
    </StrictMode>
  );
}

// The server never sees the address's #fragment, and the browse screen opens a prompt's dialog
// from it (`/#prompt-{id}`) on its first render: such a page is rendered afresh, not hydrated.
if (container.hasChildNodes() && !window.location.hash) {
  // Server-rendered: the screen's code first (its chunks are preloaded by the page:
  // route-preloads.ts), so it hydrates with the screen and not the Suspense fallback; then hydrate
  // in a transition, so input during hydration is not blocked. Should the chunk fail to load,
  // hydrate all the same: the screen loads lazily and React renders it afresh.
  void loadScreensFor(window.location)
    .catch(() => undefined)
    .then(() => {
      startTransition(() => {
        hydrateRoot(container, app({ hydrating: true }));
      });
    });
} else {
  container.replaceChildren();
  createRoot(container).render(app({ hydrating: false }));
}
