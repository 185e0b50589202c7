/**
 * Test helpers for the auth screens and the header: an API fake keyed "METHOD /path" and a
 * render inside a memory router and a fresh QueryClient, with a probe showing the location.
 */
import { fakeApi, jsonAnswer } from '../../../tests/setup/msw';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';

export type ApiCall = { method: string; path: string; search: string; body: unknown };
type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
type Handler = (call: ApiCall) => Reply | Promise<Reply>;

export const reply = (status: number, body?: unknown): Reply => ({ status, body });

export const SIGNED_IN_USER = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  image: null,
  role: 'user',
  emailVerified: true,
  twoFactorEnabled: false,
};

/**
 * Fakes the API (MSW, tests/setup/msw.ts) with handlers keyed "METHOD /path"; without one,
 * signed out, no sign-in providers, and 404.
 */
export function stubFetch(handlers: Record<string, Handler> = {}) {
  const { requests: calls, fetchSpy } = fakeApi(
    async (request) => {
      const call = { method: request.method, path: request.path, search: request.search, body: request.body };
      const handler = handlers[`${call.method} ${call.path}`];
      if (!handler) {
        if (call.path === '/api/auth/get-session') return new Response('null', { status: 200 });
        if (call.path === '/api/auth-providers')
          return new Response(JSON.stringify({ providers: [] }), { status: 200 });
        return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 });
      }
      const result = await handler(call);
      if (result === 'network-error') return result;
      return jsonAnswer(result.body, result.status, result.headers);
    },
    (request): ApiCall => ({ method: request.method, path: request.path, search: request.search, body: undefined }),
  );
  return {
    fetchMock: fetchSpy,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderRoutes(routes: RouteObject[], initialEntry: string, wrap?: (children: ReactNode) => ReactNode) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const app = <RouterProvider router={router} />;
  const result = render(<QueryClientProvider client={queryClient}>{wrap ? wrap(app) : app}</QueryClientProvider>);
  return { ...result, router, queryClient };
}

/** jsdom lacks pointer-capture and scrolling APIs Radix calls. */
export function polyfillRadix() {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  const win = window as unknown as Record<string, unknown>;
  win.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
