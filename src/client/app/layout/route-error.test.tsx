// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { RouteErrorBoundary } from './route-error';
import { InsideLayoutContext } from './page-shell';
import { siteInfoKey } from '../../lib/site-info';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Throws({ error }: { error: unknown }): ReactNode {
  throw error;
}

function renderBoundary(child: ReactNode, { pathname = '/a', insideLayout = false } = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteInfoKey, { name: 'Team Prompts', tagline: '', signUpOpen: true });
  const tree = (path: string, node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <InsideLayoutContext value={insideLayout}>
          <RouteErrorBoundary pathname={path}>{node}</RouteErrorBoundary>
        </InsideLayoutContext>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(tree(pathname, child));
  return { ...result, rerenderAt: (path: string, node: ReactNode) => result.rerender(tree(path, node)) };
}

describe('RouteErrorBoundary', () => {
  it('shows a screen that failed as "Something went wrong" with Reload and Return to Home, inside the layout', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBoundary(<Throws error={new Error('boom')} />, { insideLayout: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // Inside the layout: no second header or main landmark.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(document.title).toBe('Something went wrong · Team Prompts');
  });

  it('above the layout, gives the error its own page shell with the site name and a main landmark', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBoundary(<Throws error={new Error('layout failed')} />);
    expect(screen.getByRole('link', { name: 'Team Prompts home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Something went wrong' }));
  });

  it('a screen whose code is gone since a deploy asks for a reload, without Return to Home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunkError = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost:3000/assets/login-page-x1.js',
    );
    renderBoundary(<Throws error={chunkError} />, { insideLayout: true });
    expect(screen.getByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByText(/Team Prompts was updated since you opened this page/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Return to Home' })).not.toBeInTheDocument();
  });

  it('another address renders again; the same address keeps the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerenderAt } = renderBoundary(<Throws error={new Error('boom')} />, { pathname: '/a' });
    rerenderAt('/a', <p>Fine now</p>);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    rerenderAt('/b', <p>Fine now</p>);
    expect(screen.getByText('Fine now')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
