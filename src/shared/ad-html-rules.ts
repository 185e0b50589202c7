/**
 * The allowlist for ad HTML, the only user-supplied HTML the site renders. The server sanitizes
 * with it when an ad is saved and again when it is served (src/server/lib/sanitize.ts); the
 * browser renders ads by rebuilding only these elements (src/client/features/ads/ad-html.tsx).
 */
export const AD_ALLOWED_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'p',
  'br',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'img',
  'h3',
  'h4',
  'small',
] as const;

/**
 * Addresses must be absolute http(s) (or mailto for links) or site-relative (`/contact`).
 * Anything else, e.g. "`javascript:…" that a browser would only read as a relative path, is
 * dropped rather than left for a reader to puzzle over.
 */
export const AD_SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;
export const AD_SAFE_SRC = /^(?:https?:\/\/|\/(?!\/))/i;
