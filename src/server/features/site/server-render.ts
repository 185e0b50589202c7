/**
 * Server rendering of the first screen of `/`, /prompt/{id} and /submit
 * (docs/decisions/029-server-rendering.md), with a small cache of the rendered HTML.
 *
 * The cache is keyed by what the render reads: the path, the site's identity and the page's data
 * (the same values its JSON blocks carry). A write that changes what a page shows changes its data,
 * so a new key: a cached render can never disagree with the blocks the browser hydrates from.
 * Entries live TTL_MS (relative times such as "5 minutes ago" move on) and at most MAX_ENTRIES.
 */
import { createHash } from 'node:crypto';
import { renderAppHtml, type ServerRenderInput } from '../../../client/app/server-render';
import { logger } from '../../lib/logger';

const TTL_MS = 5_000;
const MAX_ENTRIES = 500;

/** The paths the server renders; every other screen is rendered by the browser. */
export function isServerRendered(pathname: string): boolean {
  return pathname === '/' || pathname === '/submit' || /^\/prompt\/\d+$/.test(pathname);
}

type Entry = { html: string; expires: number };

export class RenderCache {
  private entries = new Map<string, Entry>();
  private inFlight = new Map<string, Promise<string | null>>();

  constructor(private readonly render: (input: ServerRenderInput) => Promise<string | null> = renderAppHtml) {}

  /** The app's HTML for the page, or null when it cannot be rendered (the browser renders it then). */
  async html(input: ServerRenderInput, now = Date.now()): Promise<string | null> {
    const { pathname } = new URL(input.url);
    const digest = createHash('sha256')
      .update(JSON.stringify([input.site, input.firstPage ?? null, input.prompt ?? null]))
      .digest('base64url');
    const key = `${pathname}\n${digest}`;
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.html;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const rendering = this.render(input).catch((error: unknown) => {
      logger().error({ err: error, path: pathname }, 'Rendering the page on the server failed');
      return null;
    });
    this.inFlight.set(key, rendering);
    try {
      const html = await rendering;
      if (html !== null) this.store(key, { html, expires: Date.now() + TTL_MS });
      return html;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private store(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Oldest first (a Map keeps insertion order).
    for (const k of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(k);
    }
  }
}
