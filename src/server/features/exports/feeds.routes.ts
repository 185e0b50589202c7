import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-context';
import { siteNameFor } from '../admin/settings.service';
import { isFreshRead, readCacheOf } from '../../lib/read-cache';
import { feedPaths, renderFeed, resolveFeedScope, type FeedScope } from './feeds';

const ATOM = 'application/atom+xml; charset=utf-8';

/**
 * The Atom feeds: /feed.xml, /tag/{tag}/feed.xml, /category/{id}/feed.xml. Kept by the read
 * cache like the public API reads (decisions 021 and 031): for up to 5 s, and a second at most
 * once something in them changed.
 */
export function feedRoutes() {
  const app = new Hono<AppEnv>();
  const serve = async (c: Context<AppEnv>, scope: FeedScope | null) => {
    if (!scope) return c.text('No such feed: the tag or category does not exist.', 404);
    const { db, env } = c.var.deps;
    const xml = await readCacheOf(db).get(
      `feed:${feedPaths(scope).feed}`,
      async () => renderFeed(db, env.baseUrl, await siteNameFor(db), scope),
      { fresh: isFreshRead(c) },
    );
    c.header('Content-Type', ATOM);
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(xml ?? '', 200);
  };
  app.get('/feed.xml', (c) => serve(c, { kind: 'site' }));
  app.get('/tag/:tag/feed.xml', async (c) =>
    serve(c, await resolveFeedScope(c.var.deps.db, 'tag', c.req.param('tag'))),
  );
  app.get('/category/:id/feed.xml', async (c) =>
    serve(c, await resolveFeedScope(c.var.deps.db, 'category', c.req.param('id'))),
  );
  return app;
}
