/**
 * Atom feeds of new prompts (RFC 4287; docs/decisions/028-exports-and-feeds.md): the 50 newest
 * of the site, of a tag or of a category, each entry linking to its prompt page.
 */
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tagCounts } from '../../db/schema';
import { categoryName, resolveCategoryId } from '../../../shared/constants';
import { p, u } from '../prompts/prompts.queries';
import { authorOf, promptUrl } from './export-format';

export const FEED_ENTRIES = 50;

/** What a feed is of: the whole site, one tag (lowercase) or one category (its id). */
export type FeedScope = { kind: 'site' } | { kind: 'tag'; tag: string } | { kind: 'category'; id: string };

/** The path of a scope's feed (and of the page it follows). */
export function feedPaths(scope: FeedScope): { feed: string; page: string } {
  if (scope.kind === 'site') return { feed: '/feed.xml', page: '/' };
  const page =
    scope.kind === 'tag' ? `/tag/${encodeURIComponent(scope.tag)}` : `/category/${encodeURIComponent(scope.id)}`;
  return { feed: `${page}/feed.xml`, page };
}

export function feedTitle(scope: FeedScope, siteName: string): string {
  if (scope.kind === 'site') return `${siteName}: new prompts`;
  if (scope.kind === 'tag') return `${siteName}: new prompts tagged #${scope.tag}`;
  return `${siteName}: new ${categoryName(scope.id)} prompts`;
}

/** The scope a tag or category name asks for, or null when no such page exists (404). */
export async function resolveFeedScope(db: Database, kind: 'tag' | 'category', raw: string): Promise<FeedScope | null> {
  const value = raw.trim();
  if (!value || value.length > 100) return null;
  if (kind === 'category') {
    const id = resolveCategoryId(value);
    return id ? { kind: 'category', id } : null;
  }
  const tag = value.toLowerCase();
  const found = await db
    .select({ tag: tagCounts.tag })
    .from(tagCounts)
    .where(and(eq(tagCounts.tag, tag), gt(tagCounts.count, 0)));
  return found.length > 0 ? { kind: 'tag', tag } : null;
}

/** Characters XML 1.0 cannot hold. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters are what it finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * XML 1.0 text: markup characters escaped, and characters XML cannot hold at all (C0 controls
 * but tab and line breaks, lone surrogates, U+FFFE/U+FFFF) replaced with U+FFFD.
 */
export function xmlText(s: string): string {
  return s
    .replace(NOT_XML, '\uFFFD')
    .replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

async function newestPrompts(db: Database, scope: FeedScope) {
  const where: SQL | undefined =
    scope.kind === 'tag'
      ? sql`${p.tags} @> array[${scope.tag}]::text[]`
      : scope.kind === 'category'
        ? eq(p.category, scope.id)
        : undefined;
  return db
    .select({
      id: p.id,
      title: p.title,
      preview: sql<string>`coalesce(${p.preview}, left(${p.content}, 200))`,
      category: p.category,
      tags: p.tags,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      authorName: u.username,
      source: p.source,
    })
    .from(p)
    .leftJoin(u, eq(u.id, p.userId))
    .where(where)
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(FEED_ENTRIES);
}

/** The feed's Atom document. */
export async function renderFeed(db: Database, baseUrl: string, siteName: string, scope: FeedScope): Promise<string> {
  const rows = await newestPrompts(db, scope);
  const paths = feedPaths(scope);
  const updated = rows.reduce<Date | null>((max, r) => (!max || r.updatedAt > max ? r.updatedAt : max), null);
  const entries = rows.map((r) => {
    const url = xmlText(promptUrl(baseUrl, r.id));
    return [
      '  <entry>',
      `    <id>${url}</id>`,
      `    <title type="text">${xmlText(r.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      `    <published>${r.createdAt.toISOString()}</published>`,
      `    <updated>${r.updatedAt.toISOString()}</updated>`,
      `    <author><name>${xmlText(authorOf(r))}</name></author>`,
      `    <category term="${xmlText(r.category)}" label="${xmlText(categoryName(r.category))}"/>`,
      ...r.tags.map((t) => `    <category term="${xmlText(t)}" scheme="${xmlText(`${baseUrl}/tag/`)}"/>`),
      `    <summary type="text">${xmlText(r.preview)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xmlText(baseUrl + paths.feed)}</id>`,
    `  <title type="text">${xmlText(feedTitle(scope, siteName))}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(baseUrl + paths.feed)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(baseUrl + paths.page)}"/>`,
    // An empty feed has no newest entry: the epoch says "nothing yet" and stays stable.
    `  <updated>${(updated ?? new Date(0)).toISOString()}</updated>`,
    `  <author><name>${xmlText(siteName)}</name></author>`,
    `  <generator>Prompt Commons</generator>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
