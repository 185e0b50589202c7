import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppToaster } from './app-toaster';
import { router } from './router';
import { seedFromShell } from '../features/prompts/shell-data';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
  },
});
// The first cards of / and the prompt of /prompt/{id} come with the page.
seedFromShell(queryClient);

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* docs/product.md#limits-and-constants: Alt+T focuses notifications; 4000 ms; at most 3 visible. */}
      <AppToaster />
    </QueryClientProvider>
  );
}
