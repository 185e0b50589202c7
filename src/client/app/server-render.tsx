/**
 * The server's render of a page's first screen (docs/decisions/029-server-rendering.md): the same
 * routes and providers as the browser (main.tsx), with the query cache seeded from the data the
 * page carries in its JSON blocks, so the browser's first render, which reads those blocks, gives
 * the same tree and hydrates it. The anonymous view: signed-in parts appear after hydration.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes } from './app-routes';
import { loadScreensFor } from './routes';
import { seedShellData } from '../features/prompts/shell-data';
import { siteInfoKey, type SiteInfo } from '../lib/site-info';

export type ServerRenderInput = {
  /** The page's address (absolute). */
  url: string;
  site: SiteInfo;
  /** The values of the page's #first-page and #prompt-data blocks, when it has them. */
  firstPage?: unknown;
  prompt?: unknown;
};

/** React's mark of a Suspense boundary it left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** The HTML of the app inside the page's root element, or null when it cannot be rendered here. */
export async function renderAppHtml(input: ServerRenderInput): Promise<string | null> {
  const url = new URL(input.url);
  // As the browser does before it hydrates (main.tsx): the screen's code, so it renders at once.
  await loadScreensFor(url);
  const queryClient = createQueryClient();
  // What the browser reads: the blocks' JSON, not the server's objects (dates as strings).
  seedShellData(queryClient, JSON.parse(JSON.stringify({ firstPage: input.firstPage, prompt: input.prompt })));
  queryClient.setQueryData(siteInfoKey, input.site);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
  // renderToString writes no inline script (the CSP allows none), but shows a Suspense fallback
  // for a lazily loaded component whose code is not loaded yet, which the browser would then
  // render itself and report. The first time, prerender waits for that code; then render again.
  let html = renderToString(app);
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    const { prelude } = await prerenderToNodeStream(app);
    for await (const _chunk of prelude);
    html = renderToString(app);
  }
  queryClient.clear();
  // Still a fallback: a component failed on the server. The browser renders the page.
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html;
}
