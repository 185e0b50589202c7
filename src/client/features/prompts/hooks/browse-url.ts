/**
 * Browse filters live in the address (shareable, survive reload). Pure helpers,
 * no React: parse the path + search params into filter values, and build the
 * address for new values.
 *
 * Search params: q, category, sort, minRating, tags (comma-separated).
 * `/tag/{tag}` and `/category/{category}` supply that filter through the path.
 */
import {
  DEFAULT_SORT,
  RATING_MAX,
  RATING_MIN,
  RATING_STEP,
  SEARCH_MIN_LENGTH,
  SORT_IDS,
  resolveCategoryId,
  type SortId,
} from '../../../../shared/constants';
import type { PromptFilters } from '../api/prompts';

/** What the user chose. `sort` is null until the user explicitly picks a sort. */
export type BrowseFilterValues = {
  /** Applied search text (trimmed; 2+ characters, or ''). */
  query: string;
  /** A category id, '' for all, or the raw text of an unknown category from the address. */
  category: string;
  sort: SortId | null;
  minRating: number;
  tags: string[];
};

/** The filter the path supplies: `/tag/{tag}`, `/category/{category}`, or none (`/`, `/prompts`). */
export type BrowsePathFilter =
  { kind: 'none'; pathname: string } | { kind: 'tag'; tag: string } | { kind: 'category'; category: string };

export type BrowseState = {
  values: BrowseFilterValues;
  path: BrowsePathFilter;
  /** True when the category is not one of the ten (shown as an empty result, never sent). */
  isUnknownCategory: boolean;
};

export const SEARCH_PARAM_KEYS = ['q', 'category', 'sort', 'minRating', 'tags'] as const;

/** Search text that applies: trimmed, and only with 2+ characters (docs/product.md#screens-and-routes); otherwise ''. */
export function appliedSearchText(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : '';
}

export function normalizeTagText(tag: string): string {
  return tag.trim().toLowerCase();
}

/** Comma-separated tags: trimmed, lowercased, unique, in order. */
export function parseTagList(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return [...new Set(raw.split(',').map(normalizeTagText).filter(Boolean))];
}

/** Shared with the server, which answers an unknown /category/{name} with 404. */
export { resolveCategoryId };

/** Minimum rating from the address: a number from 0 to 5, snapped to steps of 0.5; 0 when invalid. */
export function parseMinRating(raw: string | null | undefined): number {
  if (!raw) return RATING_MIN;
  const n = Number(raw);
  if (!Number.isFinite(n)) return RATING_MIN;
  const snapped = Math.round(n / RATING_STEP) * RATING_STEP;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, snapped));
}

/** An explicit, stored sort. `relevance` is the automatic search sort and is never stored. */
export function parseSort(raw: string | null | undefined): SortId | null {
  if (!raw || raw === 'relevance') return null;
  return (SORT_IDS as readonly string[]).includes(raw) ? (raw as SortId) : null;
}

export function parseBrowseState(
  params: { tagName?: string | undefined; categoryName?: string | undefined },
  pathname: string,
  search: URLSearchParams,
): BrowseState {
  let path: BrowsePathFilter = { kind: 'none', pathname: pathname === '/prompts' ? '/prompts' : '/' };
  let tags = parseTagList(search.get('tags'));
  let categoryText = search.get('category') ?? '';

  const pathTag = params.tagName !== undefined ? normalizeTagText(params.tagName) : '';
  if (pathTag) {
    path = { kind: 'tag', tag: pathTag };
    tags = [pathTag, ...tags.filter((t) => t !== pathTag)];
  } else if (params.categoryName !== undefined && params.categoryName.trim()) {
    path = { kind: 'category', category: params.categoryName.trim() };
    categoryText = params.categoryName.trim();
  }

  const categoryId = categoryText ? resolveCategoryId(categoryText) : '';
  const isUnknownCategory = categoryId === null;

  return {
    values: {
      query: appliedSearchText(search.get('q') ?? ''),
      category: categoryId ?? categoryText,
      sort: parseSort(search.get('sort')),
      minRating: parseMinRating(search.get('minRating')),
      tags,
    },
    path,
    isUnknownCategory,
  };
}

/** The sort sent to the server: the explicit choice, else Best Match while searching, else newest. */
export function effectiveSort(values: Pick<BrowseFilterValues, 'query' | 'sort'>): SortId {
  if (values.sort && values.sort !== 'relevance') return values.sort;
  return values.query ? 'relevance' : DEFAULT_SORT;
}

export function toPromptFilters(values: BrowseFilterValues): PromptFilters {
  return {
    query: values.query,
    category: values.category,
    sort: effectiveSort(values),
    minRating: values.minRating,
    tags: values.tags,
  };
}

export function countActiveFilters(values: BrowseFilterValues): number {
  return (values.category ? 1 : 0) + (values.sort ? 1 : 0) + (values.minRating > 0 ? 1 : 0) + values.tags.length;
}

/**
 * Address (pathname + search, no hash) for `next`, given the path the page is on.
 * On /tag/x the path keeps supplying x while x stays selected; on /category/x a
 * different category moves to /category/{new}; otherwise the filters go to `/`.
 */
export function browseHref(next: BrowseFilterValues, path: BrowsePathFilter): { pathname: string; search: string } {
  const base = path.kind === 'none' ? path.pathname : '/';
  let pathname = base;
  let tags = next.tags;
  let categoryParam = next.category;

  if (path.kind === 'tag' && next.tags.includes(path.tag)) {
    pathname = `/tag/${encodeURIComponent(path.tag)}`;
    tags = next.tags.filter((t) => t !== path.tag);
  } else if (path.kind === 'category' && next.category) {
    pathname = `/category/${encodeURIComponent(next.category === path.category ? path.category : next.category)}`;
    categoryParam = '';
  }

  const params = new URLSearchParams();
  if (next.query) params.set('q', next.query);
  if (categoryParam) params.set('category', categoryParam);
  if (next.sort && next.sort !== 'relevance') params.set('sort', next.sort);
  if (next.minRating > 0) params.set('minRating', String(next.minRating));
  if (tags.length) params.set('tags', tags.join(','));
  const text = params.toString();
  return { pathname, search: text ? `?${text}` : '' };
}
