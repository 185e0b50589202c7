import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppToaster } from './app-toaster';

/** The query client of one page (the browser's) or of one server render of it. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/**
 * What wraps the router, in the browser (BrowserRouter) and on the server (StaticRouter):
 * both must give the same tree so the server's HTML hydrates without a mismatch.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* docs/product.md#limits-and-constants: Alt+T focuses notifications; 4000 ms; at most 3 visible. */}
      <AppToaster />
    </QueryClientProvider>
  );
}
