/** Calls of the lists API (docs/community-api.md) as TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { communityKeys } from '../../lib/query-keys';
import { savedIdsKey } from './saved-ids';
import type { ListId, PromptList, SavedItem } from './types';

export function useLists(enabled = true) {
  return useQuery({
    queryKey: communityKeys.lists,
    queryFn: () => apiFetch<{ lists: PromptList[] }>('/lists').then((r) => r.lists),
    enabled,
  });
}

export function useListPrompts(id: ListId, enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.listPrompts(id),
    queryFn: () => apiFetch<{ items: SavedItem[] }>(`/lists/${id}/prompts`).then((r) => r.items),
    enabled,
  });
}

function useInvalidateLists() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: communityKeys.lists });
    void client.invalidateQueries({ queryKey: savedIdsKey });
  };
}

export function useCreateList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (name: string) => apiFetch<PromptList>('/lists', { method: 'POST', json: { name } }),
    onSuccess: invalidate,
  });
}

export function useRenameList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      apiFetch<PromptList>(`/lists/${id}`, { method: 'PATCH', json: { name } }),
    onSuccess: invalidate,
  });
}

export function useDeleteList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/lists/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSaveToList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ listId, promptId }: { listId: ListId; promptId: number }) =>
      apiFetch<{ listId: number; promptId: number }>(`/lists/${listId}/prompts`, {
        method: 'POST',
        json: { promptId },
      }),
    onSuccess: invalidate,
  });
}

export function useRemoveFromList() {
  const client = useQueryClient();
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ listId, promptIds }: { listId: ListId; promptIds: number[] }) =>
      promptIds.length === 1
        ? apiFetch<void>(`/lists/${listId}/prompts/${promptIds[0]}`, { method: 'DELETE' }).then(() => ({ removed: 1 }))
        : apiFetch<{ removed: number }>(`/lists/${listId}/prompts/remove`, { method: 'POST', json: { promptIds } }),
    onSuccess: (_data, { listId }) => {
      void client.invalidateQueries({ queryKey: communityKeys.listPrompts(listId) });
      invalidate();
    },
  });
}

/** Delete Selected always uses the bulk call (POST /api/lists/{id}/prompts/remove). */
export function useRemoveSelected() {
  const client = useQueryClient();
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ listId, promptIds }: { listId: ListId; promptIds: number[] }) =>
      apiFetch<{ removed: number }>(`/lists/${listId}/prompts/remove`, { method: 'POST', json: { promptIds } }),
    onSuccess: (_data, { listId }) => {
      void client.invalidateQueries({ queryKey: communityKeys.listPrompts(listId) });
      invalidate();
    },
  });
}
