/**
 * Tag input rules (spec): "Tags are added on Enter or comma, trimmed,
 * lowercased, without duplicates, and removable."
 * Normalisation matches the server (`TagsSchema` in shared/schemas: trim + lowercase).
 */
import { FILTER_TAG_SUGGESTIONS } from '../../shared/constants';

/** Keys that commit the text typed in a tag input. */
export const TAG_COMMIT_KEYS = ['Enter', ','] as const;

/** Trim and lowercase a tag. */
export function normalizeTag(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * Add the tag(s) in `raw` to `current`. `raw` may hold several comma-separated
 * tags (e.g. pasted "a, b,c" adds three). Empty pieces and tags already present
 * (after normalisation, also within `raw`) are ignored. Returns a new array;
 * `current` is not modified and keeps its order.
 */
export function addTags(current: readonly string[], raw: string): string[] {
  const next = [...current];
  const seen = new Set(current.map(normalizeTag));
  for (const piece of raw.split(',')) {
    const tag = normalizeTag(piece);
    if (tag === '' || seen.has(tag)) continue;
    seen.add(tag);
    next.push(tag);
  }
  return next;
}

/** Remove `tag` (compared after normalisation) from `current`. Returns a new array. */
export function removeTag(current: readonly string[], tag: string): string[] {
  const target = normalizeTag(tag);
  return current.filter((t) => normalizeTag(t) !== target);
}

/** True for the keys that commit a tag: Enter or comma. */
export function isTagCommitKey(key: string): boolean {
  return (TAG_COMMIT_KEYS as readonly string[]).includes(key);
}

export type TagSuggestion = { tag: string; disabled: boolean };

/**
 * Tag-picker search of the browse filters: case-insensitive substring match of
 * `query` (trimmed) against `pool`, in pool order, at most `max` results. An
 * empty query gives the first `max` tags of the pool. Tags already in
 * `selected` are kept but flagged `disabled` (spec: "A tag already selected is
 * ignored when added again and disabled in suggestions"). Duplicate pool
 * entries (case-insensitively) appear once.
 */
export function filterTagSuggestions(
  pool: readonly string[],
  query: string,
  selected: readonly string[],
  max: number = FILTER_TAG_SUGGESTIONS,
): TagSuggestion[] {
  const q = normalizeTag(query);
  const selectedSet = new Set(selected.map(normalizeTag));
  const seen = new Set<string>();
  const out: TagSuggestion[] = [];
  for (const tag of pool) {
    if (out.length >= max) break;
    const key = normalizeTag(tag);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    if (q !== '' && !key.includes(q)) continue;
    out.push({ tag, disabled: selectedSet.has(key) });
  }
  return out;
}
