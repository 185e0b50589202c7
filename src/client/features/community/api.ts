/** Calls of the community API (docs/community-api.md) as TanStack Query hooks. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { endpoints } from '../../../shared/api/endpoints';
import type { Prompt, PromptFields } from '../../../shared/schemas';
import { promptKeys } from '../prompts/api/prompts';
import { savedIdsKey } from './saved-ids';
import type { CommentPage, ListId, PromptComment, VoteRequest } from './types';

export const communityKeys = {
  myPrompts: ['me', 'prompts'] as const,
  lists: ['lists'] as const,
  listPrompts: (id: ListId) => ['lists', id, 'prompts'] as const,
  rating: (promptId: number) => ['prompts', 'rating', promptId] as const,
  comments: (promptId: number) => ['comments', promptId] as const,
  versions: (promptId: number) => ['prompts', 'versions', promptId] as const,
};

// ---------- own prompts ----------

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

// ---------- lists ----------

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

// ---------- ratings ----------

export function useRating(promptId: number) {
  return useQuery({
    queryKey: communityKeys.rating(promptId),
    queryFn: () => apiCall(endpoints.getRating, { params: { id: promptId } }),
  });
}

export function useRatePrompt(promptId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: number) => apiCall(endpoints.ratePrompt, { params: { id: promptId }, json: { value } }),
    onSuccess: (summary) => {
      client.setQueryData(communityKeys.rating(promptId), summary);
      client.setQueryData<Prompt>(promptKeys.detail(promptId), (old) =>
        old ? { ...old, rating: summary.average, ratingCount: summary.count } : old,
      );
      void client.invalidateQueries({ queryKey: promptKeys.detail(promptId) });
      void client.invalidateQueries({ queryKey: [...promptKeys.all, 'list'] });
    },
  });
}

// ---------- comments ----------

export function useComments(promptId: number) {
  return useInfiniteQuery({
    queryKey: communityKeys.comments(promptId),
    queryFn: ({ pageParam }) =>
      apiCall(endpoints.listComments, { params: { id: promptId }, query: { cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

function bumpCommentCount(client: ReturnType<typeof useQueryClient>, promptId: number, delta: number) {
  client.setQueryData<Prompt>(promptKeys.detail(promptId), (old) =>
    old ? { ...old, commentCount: Math.max(0, old.commentCount + delta) } : old,
  );
}

export function useAddComment(promptId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => apiCall(endpoints.addComment, { params: { id: promptId }, json: { content } }),
    onSuccess: (comment) => {
      client.setQueryData<InfiniteData<CommentPage>>(communityKeys.comments(promptId), (old) => {
        if (!old || old.pages.length === 0) return old;
        const [first, ...rest] = old.pages;
        return { ...old, pages: [{ ...first!, items: [comment, ...first!.items] }, ...rest] };
      });
      bumpCommentCount(client, promptId, 1);
    },
  });
}

function mapComments(
  data: InfiniteData<CommentPage> | undefined,
  fn: (items: PromptComment[]) => PromptComment[],
): InfiniteData<CommentPage> | undefined {
  return data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: fn(page.items) })) } : data;
}

export function useDeleteComment(promptId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => apiCall(endpoints.deleteComment, { params: { id: commentId } }),
    onSuccess: (_data, commentId) => {
      client.setQueryData<InfiniteData<CommentPage>>(communityKeys.comments(promptId), (old) =>
        mapComments(old, (items) => items.filter((c) => c.id !== commentId)),
      );
      bumpCommentCount(client, promptId, -1);
    },
  });
}

/** The vote after pressing `pressed`: the same vote again removes it (SPEC section 4). */
export function nextVote(current: PromptComment['myVote'], pressed: 'up' | 'down'): VoteRequest {
  return current === pressed ? 'none' : pressed;
}

/** Counts after moving from one vote to another, as the server computes them. */
export function applyVote(comment: PromptComment, vote: VoteRequest): PromptComment {
  let { upvotes, downvotes } = comment;
  if (comment.myVote === 'up') upvotes -= 1;
  if (comment.myVote === 'down') downvotes -= 1;
  if (vote === 'up') upvotes += 1;
  if (vote === 'down') downvotes += 1;
  return {
    ...comment,
    upvotes: Math.max(0, upvotes),
    downvotes: Math.max(0, downvotes),
    myVote: vote === 'none' ? null : vote,
  };
}

export function useVoteComment(promptId: number) {
  const client = useQueryClient();
  const key = communityKeys.comments(promptId);
  const patch = (id: number, fn: (c: PromptComment) => PromptComment) =>
    client.setQueryData<InfiniteData<CommentPage>>(key, (old) =>
      mapComments(old, (items) => items.map((c) => (c.id === id ? fn(c) : c))),
    );
  return useMutation({
    mutationFn: ({ comment, vote }: { comment: PromptComment; vote: VoteRequest }) =>
      apiCall(endpoints.voteComment, { params: { id: comment.id }, json: { vote } }),
    // Counts adjust at once; the server's answer then sets them.
    onMutate: ({ comment, vote }) => {
      patch(comment.id, (c) => applyVote(c, vote));
      return { previous: comment };
    },
    onError: (_error, { comment }) => patch(comment.id, () => comment),
    onSuccess: (result, { comment }) => patch(comment.id, (c) => ({ ...c, ...result })),
  });
}
