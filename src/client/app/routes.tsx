import type { RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { BrowsePage } from '../features/prompts/browse-page';
import { RouteError } from './layout/route-error';
// In the main bundle already: the route error boundary shows it for 404 responses.
import NotFoundPage from '../components/not-found-page';

/**
 * The app's routes, shared by the browser's router (main.tsx) and the server's render of the first
 * screen (server-render.tsx, docs/decisions/029-server-rendering.md). Screens other than browse load
 * on demand, keeping the home page's JavaScript small.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while a lazily loaded screen opened directly (e.g. /login) fetches its code.
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <BrowsePage /> },
      { path: 'prompts', element: <BrowsePage /> },
      { path: 'tag/:tagName', element: <BrowsePage /> },
      { path: 'category/:categoryName', element: <BrowsePage /> },
      {
        path: 'prompt/:id',
        lazy: async () => ({ Component: (await import('../features/prompts/prompt-page')).default }),
      },
      {
        path: 'submit',
        lazy: async () => ({ Component: (await import('../features/prompts/submit/submit-page')).default }),
      },
      { path: 'login', lazy: async () => ({ Component: (await import('../features/account/login-page')).default }) },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('../features/account/reset-password-page')).default }),
      },
      {
        path: 'account',
        lazy: async () => ({ Component: (await import('../features/account/account-page')).default }),
      },
      {
        path: 'my-prompts',
        lazy: async () => ({ Component: (await import('../features/prompts/my-prompts/my-prompts-page')).default }),
      },
      { path: 'saved', lazy: async () => ({ Component: (await import('../features/lists/saved-page')).default }) },
      { path: 'about', lazy: async () => ({ Component: (await import('../features/site/about-page')).default }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('../features/site/privacy-page')).default }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('../features/site/contact-page')).default }) },
      {
        path: 'assistants',
        lazy: async () => ({ Component: (await import('../features/site/assistants-page')).default }),
      },
      {
        path: 'u/:username',
        lazy: async () => ({ Component: (await import('../features/users/profile-page')).default }),
      },
      {
        path: 'create-guide',
        lazy: async () => ({ Component: (await import('../features/site/create-guide-page')).default }),
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('../features/admin/admin-layout')).default }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/admin/dashboard/admin-dashboard-page')).default,
            }),
          },
          {
            path: 'users',
            lazy: async () => ({ Component: (await import('../features/admin/users/admin-users-page')).default }),
          },
          {
            path: 'ads',
            lazy: async () => ({ Component: (await import('../features/admin/ads/admin-ads-page')).default }),
          },
          {
            path: 'prompts',
            lazy: async () => ({ Component: (await import('../features/admin/prompts/admin-prompts-page')).default }),
          },
          {
            path: 'api-keys',
            lazy: async () => ({ Component: (await import('../features/admin/api-keys/admin-api-keys-page')).default }),
          },
          {
            path: 'settings',
            lazy: async () => ({ Component: (await import('../features/admin/settings/admin-settings-page')).default }),
          },
          {
            path: 'audit',
            lazy: async () => ({ Component: (await import('../features/admin/audit/admin-audit-page')).default }),
          },
        ],
      },
      {
        path: 'admin/create',
        lazy: async () => ({ Component: (await import('../features/admin/setup/admin-create-page')).default }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
