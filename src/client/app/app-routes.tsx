import { useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { createAppRoutes } from './routes';
import { RouteErrorBoundary } from './layout/route-error';

/**
 * The app's screens for the current address, in the browser (main.tsx, in a BrowserRouter) and on
 * the server (server-render.tsx, in a StaticRouter). The routes are made on first render, after
 * loadScreensFor has loaded the screen of a page to hydrate. An error in the layout itself shows
 * with a page shell of its own (route-error.tsx); one in a screen shows inside the layout.
 */
export function AppRoutes() {
  const routes = useMemo(() => createAppRoutes(), []);
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
