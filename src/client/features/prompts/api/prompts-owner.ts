/** The owner's calls on their prompts (docs/community-api.md) as TanStack Query hooks. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { endpoints } from '../../../../shared/api/endpoints';
import { communityKeys, promptKeys } from '../../../lib/query-keys';
import type { PromptFields } from '../../../../shared/schemas';
import { savedIdsKey } from '../../lists/saved-ids';

export function useMyPrompts(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: communityKeys.myPrompts,
    queryFn: ({ pageParam }) => apiCall(endpoints.myPrompts, { query: { cursor: pageParam ?? undefined, limit: 20 } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export type PromptPatch = Partial<PromptFields>;

export function useUpdatePrompt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: PromptPatch }) =>
      apiCall(endpoints.updatePrompt, { params: { id }, json: patch }),
    onSuccess: (prompt) => {
      client.setQueryData(promptKeys.detail(prompt.id), prompt);
      void client.invalidateQueries({ queryKey: communityKeys.versions(prompt.id) });
      void client.invalidateQueries({ queryKey: [...promptKeys.all, 'list'] });
      void client.invalidateQueries({ queryKey: communityKeys.myPrompts });
      void client.invalidateQueries({ queryKey: communityKeys.lists });
    },
  });
}

export function useDeletePrompt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(endpoints.deletePrompt, { params: { id } }),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: promptKeys.detail(id) });
      void client.invalidateQueries({ queryKey: communityKeys.myPrompts });
      void client.invalidateQueries({ queryKey: [...promptKeys.all, 'list'] });
      void client.invalidateQueries({ queryKey: communityKeys.lists });
      void client.invalidateQueries({ queryKey: savedIdsKey });
    },
  });
}

export function usePromptVersions(promptId: number) {
  return useQuery({
    queryKey: communityKeys.versions(promptId),
    queryFn: () => apiCall(endpoints.promptVersions, { params: { id: promptId } }).then((r) => r.versions),
  });
}
