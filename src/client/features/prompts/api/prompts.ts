import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall, ApiError } from '../../../lib/api';
import { endpoints } from '../../../../shared/api/endpoints';
import type { CreatePromptInput } from '../../../../shared/schemas';
import { BATCH_SIZE } from '../../../../shared/constants';
import { promptKeys, type PromptFilters } from '../../../lib/query-keys';

export { promptKeys, type PromptFilters };

export function fetchPromptPage(filters: PromptFilters, cursor?: string | null) {
  return apiCall(endpoints.listPrompts, {
    query: {
      q: filters.query || undefined,
      category: filters.category || undefined,
      sort: filters.sort,
      minRating: filters.minRating > 0 ? filters.minRating : undefined,
      tags: filters.tags,
      cursor: cursor ?? undefined,
      limit: BATCH_SIZE,
    },
  });
}

/** Batches of 6 with a keyset cursor; a change of filters starts a new list. */
export function usePromptPages(filters: PromptFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: promptKeys.list(filters),
    queryFn: ({ pageParam }) => fetchPromptPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled ?? true,
  });
}

export type PromptPagesQuery = ReturnType<typeof usePromptPages>;

export function usePrompt(id: number | null) {
  return useQuery({
    queryKey: promptKeys.detail(id ?? 0),
    queryFn: () => apiCall(endpoints.getPrompt, { params: { id: id! } }),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** Opening a prompt raises its popularity by 1 (fire and forget: failures are only logged). */
export function recordPromptView(id: number) {
  apiCall(endpoints.recordPromptView, { params: { id } }).catch((err) => console.warn('popularity update failed', err));
}

export function usePopularTags(limit: number) {
  return useQuery({
    queryKey: promptKeys.popularTags(limit),
    queryFn: () => apiCall(endpoints.popularTags, { query: { limit } }).then((r) => r.tags),
    staleTime: 60_000,
  });
}

export function fetchFormToken() {
  return apiCall(endpoints.formToken);
}

export function checkSimilarPrompt(input: { title: string; content: string }) {
  return apiCall(endpoints.similarPrompt, { json: input });
}

export function useCreatePrompt() {
  return useMutation({
    mutationFn: (input: CreatePromptInput) => apiCall(endpoints.createPrompt, { json: input }),
  });
}

/** Five prompts on the same topic (GET /api/prompts/{id}/related). */
export function useRelatedPrompts(id: number) {
  return useQuery({
    queryKey: [...promptKeys.detail(id), 'related'] as const,
    queryFn: () => apiCall(endpoints.relatedPrompts, { params: { id } }).then((r) => r.items),
    staleTime: 60_000,
  });
}
