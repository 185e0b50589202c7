/**
 * Response shapes of the community API (docs/community-api.md). Kept here until the server
 * side appends them to src/shared/schemas.ts; they match the contract field for field.
 */
import type { PromptSummary } from '../../../shared/schemas';

export type VoteValue = 'up' | 'down';
export type VoteRequest = VoteValue | 'none';

export type CommentUser = { id: string; username: string; avatarUrl: string | null };

export type PromptComment = {
  id: number;
  promptId: number;
  content: string;
  createdAt: string;
  upvotes: number;
  downvotes: number;
  myVote: VoteValue | null;
  user: CommentUser | null;
};

export type CommentPage = { items: PromptComment[]; nextCursor: string | null };
export type VoteResult = { upvotes: number; downvotes: number; myVote: VoteValue | null };
export type RatingSummary = { average: number; count: number; mine: number | null };

export type PromptVersion = {
  version: number;
  title: string;
  content: string;
  instructions: string | null;
  category: string;
  tags: string[];
  createdAt: string;
  editedBy: { id: string; username: string } | null;
};

/** A list id: a number, or `default` for the virtual Favorites list (SPEC: Saved). */
export type ListId = number | 'default';

export type PromptList = { id: number; name: string; createdAt: string; promptCount: number };
export type ListView = { id: ListId; name: string; promptCount: number; isVirtual: boolean };
export type SavedItem = { savedAt: string; prompt: PromptSummary };

export const DEFAULT_LIST_ID = 'default' as const;
export const FAVORITES_NAME = 'Favorites';

/** The lists to show: the user's lists, or the virtual Favorites list when there are none. */
export function listsForDisplay(lists: PromptList[]): ListView[] {
  if (lists.length === 0) return [{ id: DEFAULT_LIST_ID, name: FAVORITES_NAME, promptCount: 0, isVirtual: true }];
  return lists.map((list) => ({ id: list.id, name: list.name, promptCount: list.promptCount, isVirtual: false }));
}
