/** GET /api/admin/audit-log for the Audit log screen: keyset pages, narrowed by the filters. */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../shared/api/endpoints';
import { apiCall } from '../../../lib/api';
import { AUDIT_PAGE_SIZE, moderationKeys } from '../prompts/moderation-api';

export type AuditFilters = { action: string; actor: string; from: string; to: string };

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    // Under the moderation key: every admin action marks the log stale (useInvalidateModeration).
    queryKey: [...moderationKeys.auditLog, filters],
    queryFn: ({ pageParam, signal }) =>
      apiCall(endpoints.auditLog, {
        query: {
          cursor: pageParam ?? undefined,
          limit: AUDIT_PAGE_SIZE,
          action: filters.action || undefined,
          actor: filters.actor || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
