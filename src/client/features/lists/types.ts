/**
 * Client-side names for the lists API's shapes (docs/community-api.md); the shapes
 * themselves live in src/shared/schemas.ts, shared with the server.
 */
import type { PromptList, SavedPromptItem } from '../../../shared/schemas';

export type { PromptList };
export type SavedItem = SavedPromptItem;

/** A list id: a number, or `default` for the virtual Favorites list (docs/product.md: Saved). */
export type ListId = number | 'default';
export type ListView = { id: ListId; name: string; promptCount: number; isVirtual: boolean };

export const DEFAULT_LIST_ID = 'default' as const;
export const FAVORITES_NAME = 'Favorites';

/** The lists to show: the user's lists, or the virtual Favorites list when there are none. */
export function listsForDisplay(lists: PromptList[]): ListView[] {
  if (lists.length === 0) return [{ id: DEFAULT_LIST_ID, name: FAVORITES_NAME, promptCount: 0, isVirtual: true }];
  return lists.map((list) => ({ id: list.id, name: list.name, promptCount: list.promptCount, isVirtual: false }));
}
