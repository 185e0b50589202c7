import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, buildQuery } from '../../../lib/api';
import type {
  CreatePromptInput,
  Prompt,
  PromptPage,
  RelatedPrompts,
  SimilarPrompt,
  TagCount,
} from '../../../../shared/schemas';
import { BATCH_SIZE } from '../../../../shared/constants';
import { promptKeys, type PromptFilters } from '../../../lib/query-keys';

export { promptKeys, type PromptFilters };

export function fetchPromptPage(filters: PromptFilters, cursor?: string | null) {
  return apiFetch<PromptPage>(
    `/prompts${buildQuery({
      q: filters.query || undefined,
      category: filters.category || undefined,
      sort: filters.sort,
      minRating: filters.minRating > 0 ? filters.minRating : undefined,
      tags: filters.tags,
      cursor: cursor ?? undefined,
      limit: BATCH_SIZE,
    })}`,
  );
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
    queryFn: () => apiFetch<Prompt>(`/prompts/${id}`),
    enabled: id !== null,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

/** Opening a prompt raises its popularity by 1 (fire and forget: failures are only logged). */
export function recordPromptView(id: number) {
  apiFetch<void>(`/prompts/${id}/views`, { method: 'POST' }).catch((err) =>
    console.warn('popularity update failed', err),
  );
}

export function usePopularTags(limit: number) {
  return useQuery({
    queryKey: promptKeys.popularTags(limit),
    queryFn: () => apiFetch<{ tags: TagCount[] }>(`/tags/popular?limit=${limit}`).then((r) => r.tags),
    staleTime: 60_000,
  });
}

export function fetchFormToken() {
  return apiFetch<{ token: string; issuedAt: number }>('/prompts/form-token');
}

export function checkSimilarPrompt(input: { title: string; content: string }) {
  return apiFetch<{ match: SimilarPrompt | null }>('/prompts/similar', { method: 'POST', json: input });
}

export function useCreatePrompt() {
  return useMutation({
    mutationFn: (input: CreatePromptInput) => apiFetch<Prompt>('/prompts', { method: 'POST', json: input }),
  });
}

/** Five prompts on the same topic (GET /api/prompts/{id}/related). */
export function useRelatedPrompts(id: number) {
  return useQuery({
    queryKey: [...promptKeys.detail(id), 'related'] as const,
    queryFn: () => apiFetch<RelatedPrompts>(`/prompts/${id}/related`).then((r) => r.items),
    staleTime: 60_000,
  });
}
