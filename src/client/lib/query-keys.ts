/**
 * TanStack Query keys shared across features: a write in one feature (a rating, a comment, a
 * saved prompt) updates or invalidates another feature's cached reads (docs/architecture.md,
 * "Client modules").
 */
import type { SortId } from '../../shared/constants';

export type PromptFilters = {
  query: string;
  category: string; // '' = all categories
  sort: SortId;
  minRating: number;
  tags: string[];
};

export const promptKeys = {
  all: ['prompts'] as const,
  list: (filters: PromptFilters) => ['prompts', 'list', filters] as const,
  detail: (id: number) => ['prompts', 'detail', id] as const,
  popularTags: (limit: number) => ['tags', 'popular', limit] as const,
};

export const communityKeys = {
  myPrompts: ['me', 'prompts'] as const,
  lists: ['lists'] as const,
  listPrompts: (id: number | 'default') => ['lists', id, 'prompts'] as const,
  rating: (promptId: number) => ['prompts', 'rating', promptId] as const,
  comments: (promptId: number) => ['comments', promptId] as const,
  versions: (promptId: number) => ['prompts', 'versions', promptId] as const,
};
