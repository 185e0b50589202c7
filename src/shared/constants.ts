/** Product constants from docs/product.md#limits-and-constants and docs/product.md, defined once. */

export const PRODUCT_NAME = 'Prompt Commons';
export const PRODUCT_INITIALS = 'PC';
export const TAGLINE = 'Discover, share, and collaborate on AI prompts';

export const BATCH_SIZE = 6;
export const SKELETON_CARD_COUNT = 6;
export const LOAD_MORE_DELAY_MS = 300;
export const LOAD_MORE_THRESHOLD_PX = 300;
export const SEARCH_MIN_LENGTH = 2;
export const DUPLICATE_SIMILARITY = 0.8;
export const ANTI_BOT_MIN_MS = 5000;
export const SUBMIT_REDIRECT_DELAY_MS = 1000;
export const CATEGORY_AUTOPICK_MIN_SCORE = 2; // a category must score MORE than this
export const CATEGORY_AUTOPICK_MIN_CONTENT = 20;
export const TAG_SUGGEST_MIN_CONTENT = 15;
export const TAG_SUGGEST_MAX = 2;
export const FILTER_TAG_POOL = 30;
export const FILTER_TAG_SUGGESTIONS = 10;
export const POPULAR_TAG_COUNT = 20;
export const CARD_CONTENT_LENGTH = 150;
export const CARD_TAG_COUNT = 2;
export const COPIED_INDICATOR_MS = 2000;
export const RATING_MIN = 0;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
export const AD_ROTATION_MS = 10_000;
export const AD_LOAD_DELAY_MS = 500;
export const AD_DEFAULT_DURATION_DAYS = 90;
export const AD_PREVIEW_LENGTH = 100;
export const DASHBOARD_RECENT_PROMPTS = 5;
export const MOBILE_BREAKPOINT_PX = 768;
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;

/** Largest request body the API accepts (documented in the README and the OpenAPI document). */
export const MAX_BODY_BYTES = 1024 * 1024;

export const CATEGORIES = [
  { id: 'programming', name: 'Programming' },
  { id: 'writing', name: 'Writing' },
  { id: 'data-science', name: 'Data Science' },
  { id: 'marketing', name: 'Marketing' },
  { id: 'education', name: 'Education' },
  { id: 'academic', name: 'Academic' },
  { id: 'creative', name: 'Creative' },
  { id: 'business', name: 'Business' },
  { id: 'personal', name: 'Personal' },
  { id: 'other', name: 'Other' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];
export const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as [CategoryId, ...CategoryId[]];

export function categoryName(id: string): string {
  return CATEGORIES.find((c) => c.id === id)?.name ?? id;
}

/** Category id for an id or a display name ("data-science", "Data Science", "data science"); null if unknown. */
export function resolveCategoryId(raw: string): CategoryId | null {
  const text = raw.trim().toLowerCase();
  if (!text) return null;
  const match = CATEGORIES.find(
    (c) => c.id === text || c.name.toLowerCase() === text || c.name.toLowerCase().replace(/\s+/g, '-') === text,
  );
  return match?.id ?? null;
}

export const SORT_OPTIONS = [
  { id: 'newest', name: 'Newest First' },
  { id: 'oldest', name: 'Oldest First' },
  { id: 'most-popular', name: 'Most Popular' },
  { id: 'highest-rated', name: 'Highest Rated' },
] as const;

/** `relevance` is offered only while a search query is present (docs/decisions/003-search.md). */
export const SORT_IDS = ['newest', 'oldest', 'most-popular', 'highest-rated', 'relevance'] as const;
export type SortId = (typeof SORT_IDS)[number];
export const DEFAULT_SORT: SortId = 'newest';
export const RELEVANCE_SORT_NAME = 'Best Match';

export const AD_POSITIONS = ['top', 'bottom', 'sidebar', 'inline'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];
export const AD_TYPES = ['text', 'display'] as const;

export const ROLES = ['user', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

/** The server's answer to a sign-up while sign-up is closed (and the login page's notice then). */
export const SIGN_UP_CLOSED_MESSAGE = 'Sign-up is closed. Ask an admin for an invitation.';

/**
 * Tags that say what kind of item a prompt is (the source collections' types: JSON/YAML
 * prompts, Copilot skills, agents and instructions), not what it is about. Prompts keep them
 * (and /tag/{tag} lists them), but Popular Tags and the filter's tag pool show topics
 * (docs/decisions/015-seed-corrections.md).
 */
export const KIND_TAGS = ['structured', 'skill', 'agent', 'instructions'] as const;
