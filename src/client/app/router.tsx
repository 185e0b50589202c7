import { createBrowserRouter } from 'react-router';
import { RootLayout } from '../features/layout/root-layout';
import { BrowsePage } from '../features/prompts/browse-page';
import { RouteError } from '../features/layout/route-error';
// In the main bundle already: the route error boundary shows it for 404 responses.
import NotFoundPage from '../features/layout/not-found-page';

/** Screens other than browse load on demand, keeping the home page's JavaScript small. */
export const router = createBrowserRouter([
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
      { path: 'submit', lazy: async () => ({ Component: (await import('../features/submit/submit-page')).default }) },
      { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/login-page')).default }) },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('../features/auth/reset-password-page')).default }),
      },
      { path: 'account', lazy: async () => ({ Component: (await import('../features/auth/account-page')).default }) },
      {
        path: 'my-prompts',
        lazy: async () => ({ Component: (await import('../features/my-prompts/my-prompts-page')).default }),
      },
      { path: 'saved', lazy: async () => ({ Component: (await import('../features/saved/saved-page')).default }) },
      { path: 'about', lazy: async () => ({ Component: (await import('../features/static/about-page')).default }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('../features/static/privacy-page')).default }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('../features/static/contact-page')).default }) },
      {
        path: 'u/:username',
        lazy: async () => ({ Component: (await import('../features/profiles/profile-page')).default }),
      },
      {
        path: 'create-guide',
        lazy: async () => ({ Component: (await import('../features/guide/create-guide-page')).default }),
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('../features/admin/admin-layout')).default }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/admin/admin-dashboard-page')).default }),
          },
          {
            path: 'users',
            lazy: async () => ({ Component: (await import('../features/admin/admin-users-page')).default }),
          },
          {
            path: 'ads',
            lazy: async () => ({ Component: (await import('../features/admin/admin-ads-page')).default }),
          },
          {
            path: 'prompts',
            lazy: async () => ({ Component: (await import('../features/admin/admin-prompts-page')).default }),
          },
          {
            path: 'settings',
            lazy: async () => ({ Component: (await import('../features/admin/admin-settings-page')).default }),
          },
        ],
      },
      {
        path: 'admin/create',
        lazy: async () => ({ Component: (await import('../features/admin/admin-create-page')).default }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
