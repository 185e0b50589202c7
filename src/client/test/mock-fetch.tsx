/** Helpers for the community screens' component tests: a routed API fake (MSW) and a render. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppToaster } from '../app/app-toaster';
import type { PromptSummary } from '../../shared/schemas';
import { fakeApi } from '../../../tests/setup/msw';

export type Call = { method: string; path: string; body: unknown };
type Handler = (call: Call) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const SESSION_USER = { id: 'u1', email: 'ann@example.com', name: 'Ann', role: 'user', emailVerified: true };

/**
 * Fakes the API (MSW, tests/setup/msw.ts): `handler` answers first; then the session (signed in
 * unless told otherwise); then 404. Returns the requests seen; `path` is the address as the page
 * wrote it, query included.
 */
export function mockFetch(handler: Handler, { signedIn = true } = {}) {
  const { requests } = fakeApi(
    async (request) => {
      const answered = await handler({ method: request.method, path: request.url, body: request.body });
      if (answered) return answered;
      if (request.url === '/api/auth/get-session') return json(signedIn ? { user: SESSION_USER } : null);
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    },
    (request): Call => ({ method: request.method, path: request.url, body: undefined }),
  );
  return requests;
}

export function installDomStubs() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // Radix Select / pointer capture in jsdom
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
}

export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter([...routes, { path: '/login', element: <p>Login screen</p> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { router, client };
}

export function renderWithProviders(ui: ReactNode) {
  return renderRoutes([{ path: '/', element: ui }], '/');
}

export function summary(id: number, title: string): PromptSummary {
  return {
    id,
    title,
    contentPreview: `Content of ${title}`,
    contentLength: 20,
    format: 'text',
    category: 'writing',
    tags: ['a', 'b'],
    rating: 4,
    ratingCount: 2,
    popularity: 0,
    commentCount: 0,
    author: { id: 'u1', username: 'ann', avatarUrl: null, createdAt: '2025-01-01T00:00:00Z' },
    createdAt: '2025-03-01T00:00:00Z',
    updatedAt: '2025-03-01T00:00:00Z',
  };
}
