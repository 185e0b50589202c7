import type { PublicSite } from '../../../shared/api/admin';
import { profilePath } from '../../../shared/profile-path';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prompts, users } from '../../db/schema';
import { countSql, perDatabase } from '../../db/typed-sql';
import { BATCH_SIZE, DEFAULT_SORT, PRODUCT_NAME, TAGLINE } from '../../../shared/constants';
import { ListPromptsQuerySchema } from '../../../shared/schemas';
import { searchPrompts } from '../prompts/prompts.service';

export const SITEMAP_PAGE_SIZE = 10_000;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const escapeXml = escapeHtml;

export type PageMeta = {
  title: string;
  description: string;
  url: string;
  type?: 'website' | 'article';
  /** Atom feeds of the page (`<link rel="alternate" type="application/atom+xml">`), absolute URLs. */
  feeds?: { title: string; href: string }[];
};

/** The site's name and tagline (admin settings), as the client reads them from the page. */
/** What the shell tells the client about the site: its name, tagline and whether sign-up is open. */
export type SiteIdentity = PublicSite;
export const DEFAULT_SITE_IDENTITY: SiteIdentity = { name: PRODUCT_NAME, tagline: TAGLINE, signUpOpen: true };

/** JSON for a `<script type="application/json">` block: no `<`, so nothing inside can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

/**
 * What a page's shell carries beside the site's identity, so its first content needs no second
 * round trip (docs/decisions/020-light-first-page.md): on `/`, the first page of prompts exactly
 * as GET /api/prompts answers the default browse query (`#first-page`); on /prompt/{id}, the
 * prompt as GET /api/prompts/{id} answers it (`#prompt-data`).
 */
export type ShellData = {
  firstPage?: unknown;
  prompt?: unknown;
  /** Chunks of the page's lazily loaded screen, preloaded beside the entry (route-preloads.ts). */
  preloads?: string[];
  /** The server's render of the first screen (server-render.ts), put into the root element. */
  appHtml?: string | null;
};

/** The ids of the shell's JSON blocks (src/client/features/prompts/shell-data.ts reads them). */
export const SHELL_DATA_IDS = { firstPage: 'first-page', prompt: 'prompt-data' } as const;

/**
 * Puts the page's title, description and Open Graph tags into the app shell, the site's name,
 * tagline and sign-up state as JSON (`#site-info`) for the client's first render, and the page's
 * data (ShellData) when there is some. JSON blocks are `type="application/json"`: not run, so the
 * CSP's script hashes do not apply, and escaped so no value can close the tag.
 */
export function renderShell(
  shell: string,
  meta: PageMeta,
  site: SiteIdentity = DEFAULT_SITE_IDENTITY,
  data: ShellData = {},
): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(clip(meta.description, 200));
  const url = escapeHtml(meta.url);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(meta.feeds ?? []).map(
      (f) =>
        `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(f.title)}" href="${escapeHtml(f.href)}" />`,
    ),
    `<script type="application/json" id="site-info">${jsonForScript({ name: site.name, tagline: site.tagline, signUpOpen: site.signUpOpen })}</script>`,
    ...(['firstPage', 'prompt'] as const)
      .filter((key) => data[key] !== undefined)
      .map((key) => `<script type="application/json" id="${SHELL_DATA_IDS[key]}">${jsonForScript(data[key])}</script>`),
    ...(data.preloads ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ].join('\n    ');
  // A function replacement: `$&` or `$'` in a title must stay literal text.
  const page = shell.replace(/<title>[\s\S]*?<\/title>/, '').replace('</head>', () => `    ${tags}\n  </head>`);
  const appHtml = data.appHtml;
  return appHtml ? page.replace('<div id="root"></div>', () => `<div id="root">${appHtml}</div>`) : page;
}

/** The default browse query of `/`, as the client sends it (sort newest, a batch of BATCH_SIZE). */
export const FIRST_PAGE_QUERY = ListPromptsQuerySchema.parse({ sort: DEFAULT_SORT, limit: String(BATCH_SIZE) });

/** The first page of `/`: what GET /api/prompts?sort=newest&limit=6 answers. */
export function firstBrowsePage(db: Database) {
  const q = FIRST_PAGE_QUERY;
  return searchPrompts(db, {
    query: q.q,
    category: q.category,
    sort: q.sort,
    minRating: q.minRating,
    tags: q.tags,
    cursor: q.cursor,
    limit: q.limit,
  });
}

/** Prompt JSON above this size is left for the client to fetch: the shell stays light. */
export const SHELL_PROMPT_MAX_CHARS = 64 * 1024;

export function defaultMeta(baseUrl: string, pathname: string, site: SiteIdentity = DEFAULT_SITE_IDENTITY): PageMeta {
  const tagline = site.tagline.trim();
  return {
    title: tagline ? `${site.name} – ${tagline}` : site.name,
    description: `${tagline ? `${tagline.replace(/[.!?]$/, '')}. ` : ''}Browse, search and submit prompts for AI assistants.`,
    url: baseUrl + pathname,
  };
}

/** The title of a page of the site: `Heading · Site name`. */
export const pageTitle = (heading: string, site: SiteIdentity = DEFAULT_SITE_IDENTITY) => `${heading} · ${site.name}`;

/** The prompt page's title and description, read when its shell is served: a prepared statement. */
const promptMetaStatement = perDatabase((db) =>
  db
    .select({
      title: prompts.title,
      content: sql<string>`left(${prompts.content}, 400)`,
      instructions: prompts.instructions,
    })
    .from(prompts)
    .where(eq(prompts.id, sql.placeholder('id')))
    .prepare('prompt_page_meta'),
);

export async function promptMeta(
  db: Database,
  baseUrl: string,
  id: number,
  site: SiteIdentity = DEFAULT_SITE_IDENTITY,
): Promise<PageMeta | null> {
  const [row] = await promptMetaStatement(db).execute({ id });
  if (!row) return null;
  return {
    title: pageTitle(row.title, site),
    description: row.instructions?.trim() ? row.instructions : row.content,
    url: `${baseUrl}/prompt/${id}`,
    type: 'article',
  };
}

export async function renderSitemapIndex(db: Database, baseUrl: string): Promise<string> {
  const [counted] = await db.select({ n: countSql() }).from(prompts);
  const count = counted?.n ?? 0;
  const pages = Math.max(1, Math.ceil(count / SITEMAP_PAGE_SIZE));
  const entries = [`<sitemap><loc>${escapeXml(baseUrl)}/sitemaps/pages.xml</loc></sitemap>`];
  for (let i = 1; i <= pages; i++)
    entries.push(`<sitemap><loc>${escapeXml(baseUrl)}/sitemaps/prompts-${i}.xml</loc></sitemap>`);
  entries.push(`<sitemap><loc>${escapeXml(baseUrl)}/sitemaps/profiles.xml</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

const STATIC_PAGES = ['/', '/submit', '/about', '/privacy', '/create-guide', '/contact', '/assistants'];

export function renderPagesSitemap(baseUrl: string): string {
  const urls = STATIC_PAGES.map((p) => `<url><loc>${escapeXml(baseUrl + p)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Page n (from 1) of prompt URLs, by id, using the primary key index. */
export async function renderPromptsSitemap(db: Database, baseUrl: string, page: number): Promise<string | null> {
  const rows = await db
    .select({ id: prompts.id, updatedAt: prompts.updatedAt })
    .from(prompts)
    .orderBy(asc(prompts.id))
    .limit(SITEMAP_PAGE_SIZE)
    .offset((page - 1) * SITEMAP_PAGE_SIZE);
  if (rows.length === 0 && page > 1) return null;
  const urls = rows.map((r) => {
    const lastmod = r.updatedAt.toISOString().slice(0, 10);
    return `<url><loc>${escapeXml(`${baseUrl}/prompt/${r.id}`)}</loc><lastmod>${lastmod}</lastmod></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /account',
    'Disallow: /my-prompts',
    'Disallow: /saved',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Profiles of members who shared at least one prompt (newest sharers first, one sitemap's worth). */
export async function renderProfilesSitemap(db: Database, baseUrl: string): Promise<string> {
  const lastUpdate = sql`max(${prompts.updatedAt})`;
  const rows = await db
    .select({ username: users.username, updatedAt: lastUpdate.mapWith(prompts.updatedAt) })
    .from(users)
    .innerJoin(prompts, eq(prompts.userId, users.id))
    .groupBy(users.id, users.username)
    .orderBy(desc(lastUpdate))
    .limit(SITEMAP_PAGE_SIZE);
  const urls = rows.map((r) => {
    const lastmod = r.updatedAt.toISOString().slice(0, 10);
    return `<url><loc>${escapeXml(`${baseUrl}${profilePath(r.username)}`)}</loc><lastmod>${lastmod}</lastmod></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Whether /u/{username} names a member (the shell answers 404 otherwise). */
export async function profileExists(db: Database, username: string): Promise<boolean> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return found.length > 0;
}
