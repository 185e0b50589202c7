// First: before any screen's module defines a zod schema.
import './lib/zod-config';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/routes';
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

/**
 * The lazily loaded screens of the current address, loaded before the first render: a page the
 * server rendered (docs/decisions/029-server-rendering.md) must hydrate with the same screen, not
 * with the router's fallback. Their chunks are preloaded by the page (route-preloads.ts).
 */
async function loadLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const container = document.getElementById('root')!;

let committed = false;
/**
 * Renders nothing. After the first commit (a server-drawn page: once it is hydrated) it marks the
 * root element `data-hydrated`: from then on every control runs its handlers, which is what the
 * browser journeys wait for before they act. On a hydrated page it also hands text typed into the
 * page's fields before then to their components (typed-before-hydration.ts): collected as
 * hydration commits, replayed right after React's work on it.
 */
function AfterFirstCommit({ hydrating }: { hydrating: boolean }) {
  useLayoutEffect(() => {
    if (committed) return;
    committed = true;
    container.dataset.hydrated = 'true';
    if (!hydrating) return;
    const typed = typedBeforeHydration(container);
    if (typed.length) setTimeout(() => replayTyped(typed));
  }, [hydrating]);
  return null;
}

function app({ hydrating }: { hydrating: boolean }) {
  const router = createBrowserRouter(routes);
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <AfterFirstCommit hydrating={hydrating} />
      </AppProviders>
    </StrictMode>
  );
}

// The server never sees the address's #fragment, and the browse screen opens a prompt's dialog
// from it (`/#prompt-{id}`) on its first render: such a page is rendered afresh, not hydrated.
if (container.hasChildNodes() && !window.location.hash) {
  // Server-rendered: hydrate in a transition, so input during hydration is not blocked. Should a
  // screen's chunk fail to load, hydrate all the same: the router loads it again and React
  // renders the page afresh.
  void loadLazyMatches()
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
