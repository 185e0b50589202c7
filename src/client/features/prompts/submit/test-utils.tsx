/**
 * Shared helpers for the submit feature's tests: an API fake (MSW) that answers the API paths
 * the form calls, and a render of /submit inside a memory router and a QueryClient.
 */
import { fakeApi, jsonAnswer } from '../../../../../tests/setup/msw';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import SubmitPage from './submit-page';

export type ApiCall = { method: string; path: string; body: unknown };
type Reply = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }> | 'network-error';
type Handler = (call: ApiCall) => Reply;

export function jsonReply(status: number, body?: unknown) {
  return { status, body };
}

export const FORM_TOKEN = { token: '1000.signature', issuedAt: 1000 };

/**
 * Fakes the API (MSW, tests/setup/msw.ts). Handlers are keyed "METHOD /api/path"; defaults: a
 * form token, no similar prompt, and a created prompt with id 42.
 */
export function stubApi(overrides: Partial<Record<string, Handler>> = {}) {
  const handlers: Record<string, Handler> = {
    'GET /api/prompts/form-token': () => jsonReply(200, FORM_TOKEN),
    'POST /api/prompts/similar': () => jsonReply(200, { match: null }),
    'POST /api/prompts': (call) => jsonReply(201, { id: 42, ...(call.body as object) }),
    ...overrides,
  } as Record<string, Handler>;
  const { requests: calls, fetchSpy } = fakeApi(
    async (request) => {
      const call = { method: request.method, path: request.path, body: request.body };
      const handler = handlers[`${call.method} ${call.path}`];
      if (!handler)
        return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 });
      const reply = await handler(call);
      if (reply === 'network-error') return reply;
      return jsonAnswer(reply.body, reply.status);
    },
    (request): ApiCall => ({ method: request.method, path: request.path, body: undefined }),
  );
  return {
    fetchMock: fetchSpy,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderSubmitPage() {
  const router = createMemoryRouter(
    [
      { path: '/submit', element: <SubmitPage /> },
      { path: '/', element: <LocationProbe /> },
      { path: '/create-guide', element: <LocationProbe /> },
    ],
    { initialEntries: ['/submit'] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** jsdom lacks the pointer-capture and scrolling APIs Radix Select calls. */
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
