import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch, ApiError, buildQuery } from '../../lib/api';
import type { PromptPage, UserProfile } from '../../../shared/schemas';
import { BATCH_SIZE } from '../../../shared/constants';

const path = (username: string) => `/users/${encodeURIComponent(username)}`;

export const profileKeys = {
  profile: (username: string) => ['profiles', username.toLowerCase()] as const,
  prompts: (username: string) => ['profiles', username.toLowerCase(), 'prompts'] as const,
};

/** GET /api/users/{username}; a 404 is final (the page shows Page not found), not retried. */
export function useUserProfile(username: string) {
  return useQuery({
    queryKey: profileKeys.profile(username),
    queryFn: () => apiFetch<UserProfile>(path(username)),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** Their prompts in the feed's batches of 6, by keyset cursor. */
export function useUserPromptPages(username: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: profileKeys.prompts(username),
    queryFn: ({ pageParam }) =>
      apiFetch<PromptPage>(
        `${path(username)}/prompts${buildQuery({ cursor: pageParam ?? undefined, limit: BATCH_SIZE })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
