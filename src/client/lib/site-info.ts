/**
 * The site's name, tagline and whether sign-up is open, set by admins (/admin/settings) and served by GET /api/site.
 * The server embeds them in the page (`<script type="application/json" id="site-info">`), so
 * the first render already shows the right name; the query keeps them fresh afterwards. Without
 * the embedded data (the Vite dev server) the product's own name shows until the answer comes.
 */
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api';
import { endpoints } from '../../shared/api/endpoints';
import type { PublicSite } from '../../shared/api/admin';
import { PRODUCT_INITIALS, PRODUCT_NAME, TAGLINE } from '../../shared/constants';

/** `signUpOpen` is true when the data does not say (an older page, the Vite dev server). */
export type SiteInfo = PublicSite;

export const SITE_INFO_ELEMENT_ID = 'site-info';
export const siteInfoKey = ['site', 'info'] as const;
export const DEFAULT_SITE_INFO: SiteInfo = { name: PRODUCT_NAME, tagline: TAGLINE, signUpOpen: true };
const STALE_MS = 60_000;

function parseSiteInfo(value: unknown): SiteInfo | null {
  if (!value || typeof value !== 'object') return null;
  const { name, tagline, signUpOpen } = value as { name?: unknown; tagline?: unknown; signUpOpen?: unknown };
  if (typeof name !== 'string' || !name.trim()) return null;
  return { name, tagline: typeof tagline === 'string' ? tagline : '', signUpOpen: signUpOpen !== false };
}

/** The JSON the server put into the page, or null (no element, or not valid). */
export function readEmbeddedSiteInfo(doc: Document | undefined = globalThis.document): SiteInfo | null {
  const text = doc?.getElementById(SITE_INFO_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parseSiteInfo(JSON.parse(text));
  } catch {
    return null;
  }
}

async function fetchSiteInfo(): Promise<SiteInfo> {
  const info = parseSiteInfo(await apiCall(endpoints.site));
  if (!info) throw new Error('Unexpected answer from /api/site');
  return info;
}

/** The logo's letters: the first letter (or digit) of each of the name's first two words. */
export function siteInitials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((ch): ch is string => Boolean(ch))
    .slice(0, 2)
    .join('');
  return letters ? letters.toLocaleUpperCase() : PRODUCT_INITIALS;
}

/**
 * The site's name, tagline and initials. The layout's header and footer pass `refresh` and keep
 * them fresh from GET /api/site; screens (document titles) only read the shared query, so they
 * never add a request of their own.
 */
export function useSiteInfo({ refresh = false }: { refresh?: boolean } = {}): SiteInfo & { initials: string } {
  const { data } = useQuery({
    queryKey: siteInfoKey,
    queryFn: fetchSiteInfo,
    enabled: refresh,
    // Read synchronously on the first render; fresh as of the page load when the server embedded it.
    initialData: () => readEmbeddedSiteInfo() ?? DEFAULT_SITE_INFO,
    initialDataUpdatedAt: () => (readEmbeddedSiteInfo() ? Date.now() : 0),
    staleTime: STALE_MS,
    refetchOnWindowFocus: true,
  });
  return { ...data, initials: siteInitials(data.name) };
}
