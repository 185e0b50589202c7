import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-context';
import { staticFiles } from './static-files';
import { preloadsFor, readManifest } from './route-preloads';
import { browseFilterFromPath, isSpaRoute, promptIdFromPath } from './spa-routes';
import { and, eq, gt } from 'drizzle-orm';
import { tagCounts } from '../../db/schema';
import { categoryName, resolveCategoryId } from '../../../shared/constants';
import { getSiteSettings } from '../admin/settings.service';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { getPromptById } from '../prompts/prompts.service';
import { feedPaths, feedTitle, type FeedScope } from '../exports/feeds';
import {
  DEFAULT_SITE_IDENTITY,
  defaultMeta,
  firstBrowsePage,
  pageTitle,
  SHELL_PROMPT_MAX_CHARS,
  promptMeta,
  profileExists,
  renderPagesSitemap,
  renderProfilesSitemap,
  renderPromptsSitemap,
  renderRobots,
  renderShell,
  renderSitemapIndex,
  type SiteIdentity,
} from './site.service';
import { logger } from '../../lib/logger';
import { isServerRendered, RenderCache } from './server-render';

/**
 * The admins' site name, tagline and sign-up setting (cached for a few seconds by the settings service). A failed
 * read must not take every page down: the shell then carries the product's own name.
 */
async function siteIdentity(db: Database): Promise<SiteIdentity> {
  try {
    const settings = await getSiteSettings(db);
    return { name: settings.siteName, tagline: settings.tagline, signUpOpen: settings.signUpOpen };
  } catch (error) {
    logger().error({ err: error }, 'Reading the site settings for the page failed');
    return DEFAULT_SITE_IDENTITY;
  }
}

/**
 * The shell's copy of the first page of `/` (docs/decisions/020-light-first-page.md). A failed
 * read leaves it out: the client then asks the API as it would without it.
 */
async function shellFirstPage(db: Database): Promise<unknown> {
  try {
    return await firstBrowsePage(db);
  } catch (error) {
    logger().error({ err: error }, 'Reading the first page of prompts for the page failed');
    return undefined;
  }
}

/** The shell's copy of the prompt of /prompt/{id}, unless it is large (the client fetches it then). */
async function shellPrompt(db: Database, id: number): Promise<unknown> {
  try {
    const prompt = await getPromptById(db, id);
    return JSON.stringify(prompt).length <= SHELL_PROMPT_MAX_CHARS ? prompt : undefined;
  } catch (error) {
    if (!(error instanceof AppError)) logger().error({ err: error }, 'Reading the prompt for the page failed');
    return undefined;
  }
}

/**
 * The heading of /tag/{tag} and /category/{name} (the client shows the same), or null when the
 * page does not exist: an unknown category, or a tag no prompt has (tag_counts, one key read).
 */
async function browseHeadingFor(
  db: Database,
  filter: NonNullable<ReturnType<typeof browseFilterFromPath>>,
): Promise<string | null> {
  if (filter.kind === 'category') {
    const id = resolveCategoryId(filter.name);
    return id ? categoryName(id) : null;
  }
  const found = await db
    .select({ tag: tagCounts.tag })
    .from(tagCounts)
    .where(and(eq(tagCounts.tag, filter.tag), gt(tagCounts.count, 0)));
  return found.length > 0 ? `Prompts tagged #${filter.tag}` : null;
}

/** The Atom feed of `/` (filter null), of a tag page or of a category page (features/exports/feeds.ts). */
function feedLink(
  baseUrl: string,
  site: SiteIdentity,
  filter: NonNullable<ReturnType<typeof browseFilterFromPath>> | null,
): { title: string; href: string } {
  const scope: FeedScope = !filter
    ? { kind: 'site' }
    : filter.kind === 'tag'
      ? { kind: 'tag', tag: filter.tag }
      : { kind: 'category', id: resolveCategoryId(filter.name) ?? 'other' };
  return { title: feedTitle(scope, site.name), href: baseUrl + feedPaths(scope).feed };
}

/**
 * Everything outside /api: robots.txt, the sitemaps, the built client's files, and the app
 * shell for every screen (with the prompt's title and Open Graph tags on /prompt/{id}).
 */
export function siteRoutes(clientDir: string) {
  const app = new Hono<AppEnv>();
  const renders = new RenderCache();
  /** The first screen's HTML for the pages the server renders (docs/decisions/029-server-rendering.md). */
  const appHtml = (url: string, site: SiteIdentity, data: { firstPage?: unknown; prompt?: unknown } = {}) =>
    isServerRendered(new URL(url).pathname) ? renders.html({ url, site, ...data }) : Promise.resolve(null);
  const indexPath = path.join(clientDir, 'index.html');
  let shellCache: string | null = null;
  let manifestCache: ReturnType<typeof readManifest> | undefined;
  const manifest = () => {
    if (manifestCache === undefined) manifestCache = readManifest(clientDir);
    return manifestCache;
  };
  const shell = () => {
    // Read once in production; the file appears only after `npm run build`.
    if (shellCache) return shellCache;
    if (!fs.existsSync(indexPath)) return null;
    shellCache = fs.readFileSync(indexPath, 'utf8');
    return shellCache;
  };

  app.get('/robots.txt', (c) => c.text(renderRobots(c.var.deps.env.baseUrl)));
  app.get('/sitemap.xml', async (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(await renderSitemapIndex(c.var.deps.db, c.var.deps.env.baseUrl));
  });
  app.get('/sitemaps/pages.xml', (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(renderPagesSitemap(c.var.deps.env.baseUrl));
  });
  app.get('/sitemaps/profiles.xml', async (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(await renderProfilesSitemap(c.var.deps.db, c.var.deps.env.baseUrl));
  });
  app.get('/sitemaps/:file{prompts-[0-9]+\\.xml}', async (c) => {
    const page = Number(/\d+/.exec(c.req.param('file'))![0]);
    // No site has a billion sitemap pages; a larger number (1e20) would not even be an offset.
    const xml =
      page >= 1 && page <= 1_000_000 ? await renderPromptsSitemap(c.var.deps.db, c.var.deps.env.baseUrl, page) : null;
    if (!xml) return c.text('Not found', 404);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(xml);
  });

  // Files only (a last path segment with an extension), precompressed at build time, hashed
  // assets cached for a year; screens fall through to the shell.
  app.use('*', staticFiles(clientDir));

  /**
   * A lazily loaded screen's chunks are preloaded when the browser is to draw it. Beside a screen
   * the server drew they would only compete with its first paint for the phone's bandwidth: the
   * browser fetches them before hydrating (main.tsx), and text typed meanwhile is kept
   * (typed-before-hydration.ts).
   */
  const preloadsUnlessRendered = (rendered: string | null, pathname: string) =>
    rendered === null ? preloadsFor(manifest(), pathname) : [];

  app.get('*', async (c) => {
    const html = shell();
    if (!html) {
      return c.text('The client is not built yet. Run `npm run build` (npm start does it for you).', 503);
    }
    const { baseUrl } = c.var.deps.env;
    const pathname = c.req.path;
    c.header('Cache-Control', 'no-cache');
    const site = await siteIdentity(c.var.deps.db);
    const promptId = promptIdFromPath(pathname);
    if (promptId !== null) {
      const meta = await promptMeta(c.var.deps.db, baseUrl, promptId, site);
      if (meta) {
        const prompt = await shellPrompt(c.var.deps.db, promptId);
        // A prompt too large for the page is fetched by the browser, which renders it then.
        const rendered = prompt === undefined ? null : await appHtml(c.req.url, site, { prompt });
        return c.html(
          renderShell(html, meta, site, {
            prompt,
            preloads: preloadsUnlessRendered(rendered, pathname),
            appHtml: rendered,
          }),
        );
      }
      const title = pageTitle('Prompt not found', site);
      return c.html(renderShell(html, { ...defaultMeta(baseUrl, pathname, site), title }, site), 404);
    }
    // The raw path, decoded once here as the client's router does (c.req.path is decoded already).
    const rawPath = new URL(c.req.url).pathname;
    if (/^\/(tag|category)\/[^/]+\/?$/.test(rawPath)) {
      const browseFilter = browseFilterFromPath(rawPath);
      const heading = browseFilter ? await browseHeadingFor(c.var.deps.db, browseFilter) : null;
      const title = pageTitle(heading ?? 'Page not found', site);
      const feeds = heading && browseFilter ? [feedLink(baseUrl, site, browseFilter)] : [];
      return c.html(
        renderShell(html, { ...defaultMeta(baseUrl, pathname, site), title, feeds }, site),
        heading ? 200 : 404,
      );
    }
    const profile = /^\/u\/([^/]+)\/?$/.exec(pathname);
    let username: string | null;
    try {
      username = profile ? decodeURIComponent(profile[1]!) : null;
    } catch {
      username = ''; // malformed escapes name nobody
    }
    if (username !== null && (username.length > 100 || !(await profileExists(c.var.deps.db, username)))) {
      const title = pageTitle('Page not found', site);
      return c.html(renderShell(html, { ...defaultMeta(baseUrl, pathname, site), title }, site), 404);
    }
    if (!isSpaRoute(pathname)) {
      const title = pageTitle('Page not found', site);
      return c.html(renderShell(html, { ...defaultMeta(baseUrl, pathname, site), title }, site), 404);
    }
    // `/` with no filters in its address: the first cards come with the page.
    const firstPage = pathname === '/' && !new URL(c.req.url).search ? await shellFirstPage(c.var.deps.db) : undefined;
    const meta = defaultMeta(baseUrl, pathname, site);
    if (pathname === '/') meta.feeds = [feedLink(baseUrl, site, null)];
    // `/` with filters in its address is the browser's to render (its cards are not in the page).
    const rendered = pathname !== '/' || firstPage !== undefined ? await appHtml(c.req.url, site, { firstPage }) : null;
    const preloads = preloadsUnlessRendered(rendered, pathname);
    return c.html(renderShell(html, meta, site, { firstPage, preloads, appHtml: rendered }));
  });
  return app;
}
