import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall, ApiError } from '../../lib/api';
import { endpoints } from '../../../shared/api/endpoints';

import { BATCH_SIZE } from '../../../shared/constants';

export const profileKeys = {
  profile: (username: string) => ['profiles', username.toLowerCase()] as const,
  prompts: (username: string) => ['profiles', username.toLowerCase(), 'prompts'] as const,
};

/** GET /api/users/{username}; a 404 is final (the page shows Page not found), not retried. */
export function useUserProfile(username: string) {
  return useQuery({
    queryKey: profileKeys.profile(username),
    queryFn: () => apiCall(endpoints.userProfile, { params: { username } }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** Their prompts in the feed's batches of 6, by keyset cursor. */
export function useUserPromptPages(username: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: profileKeys.prompts(username),
    queryFn: ({ pageParam }) =>
      apiCall(endpoints.userPrompts, {
        params: { username },
        query: { cursor: pageParam ?? undefined, limit: BATCH_SIZE },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
