/**
 * Calls of the Moderate Prompts screen (docs/decisions/010-admin-api.md): the browse search over
 * every prompt (GET /api/admin/prompts); the audit log's key (admin/audit) is marked stale here. Edits and
 * deletes go through the owner routes (PATCH/DELETE /api/prompts/{id}, DELETE /api/comments/{id}),
 * which let admins act and write the audit log; see `useInvalidateModeration`.
 */
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { SortId } from '../../../../shared/constants';
import type { AuditPage } from '../../../../shared/api/admin';
import { endpoints } from '../../../../shared/api/endpoints';
import { apiCall } from '../../../lib/api';

export const MODERATION_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 25;

export type ModerationFilters = { query: string; category: string; sort: SortId };
export type { AuditPage };

export const moderationKeys = {
  prompts: ['admin', 'prompts'] as const,
  promptList: (filters: ModerationFilters) => ['admin', 'prompts', filters] as const,
  auditLog: ['admin', 'audit-log'] as const,
};

export function fetchModerationPage(filters: ModerationFilters, cursor: string | null) {
  return apiCall(endpoints.adminPrompts, {
    query: {
      q: filters.query || undefined,
      category: filters.category || undefined,
      sort: filters.sort,
      cursor: cursor ?? undefined,
      limit: MODERATION_PAGE_SIZE,
    },
  });
}

export function useModerationPrompts(filters: ModerationFilters) {
  return useInfiniteQuery({
    queryKey: moderationKeys.promptList(filters),
    queryFn: ({ pageParam }) => fetchModerationPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A new search keeps the old results on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * After a moderation action (or any admin action): the admin prompt list and the audit log are
 * stale. Lists still loading are cancelled first: a list asked for before the action (a new
 * search, say) would otherwise be kept, as TanStack Query lets a refetch join a first fetch in
 * flight.
 */
export function useInvalidateModeration() {
  const client = useQueryClient();
  return () => {
    void client
      .cancelQueries({ queryKey: moderationKeys.prompts })
      .then(() => client.invalidateQueries({ queryKey: moderationKeys.prompts }));
    void client.invalidateQueries({ queryKey: moderationKeys.auditLog });
  };
}
