/** Calls of the lists API (docs/community-api.md) as TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { endpoints } from '../../../shared/api/endpoints';
import { communityKeys } from '../../lib/query-keys';
import { savedIdsKey } from './saved-ids';
import type { ListId } from './types';

export function useLists(enabled = true) {
  return useQuery({
    queryKey: communityKeys.lists,
    queryFn: () => apiCall(endpoints.listLists).then((r) => r.lists),
    enabled,
  });
}

export function useListPrompts(id: ListId, enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.listPrompts(id),
    queryFn: () => apiCall(endpoints.listSavedPrompts, { params: { id } }).then((r) => r.items),
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
    mutationFn: (name: string) => apiCall(endpoints.createList, { json: { name } }),
    onSuccess: invalidate,
  });
}

export function useRenameList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      apiCall(endpoints.renameList, { params: { id }, json: { name } }),
    onSuccess: invalidate,
  });
}

export function useDeleteList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (id: number) => apiCall(endpoints.deleteList, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useSaveToList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ listId, promptId }: { listId: ListId; promptId: number }) =>
      apiCall(endpoints.savePrompt, { params: { id: listId }, json: { promptId } }),
    onSuccess: invalidate,
  });
}

export function useRemoveFromList() {
  const client = useQueryClient();
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ listId, promptIds }: { listId: ListId; promptIds: number[] }) =>
      promptIds.length === 1
        ? apiCall(endpoints.removeSavedPrompt, { params: { id: listId, promptId: promptIds[0]! } }).then(() => ({
            removed: 1,
          }))
        : apiCall(endpoints.removeSavedPrompts, { params: { id: listId }, json: { promptIds } }),
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
      apiCall(endpoints.removeSavedPrompts, { params: { id: listId }, json: { promptIds } }),
    onSuccess: (_data, { listId }) => {
      void client.invalidateQueries({ queryKey: communityKeys.listPrompts(listId) });
      invalidate();
    },
  });
}
